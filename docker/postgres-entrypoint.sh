#!/bin/sh
# First start: make the cluster with the given user, password and database; then run the server in
# the foreground (exec: `docker stop` sends SIGTERM to postgres, which shuts down cleanly).
set -eu
: "${POSTGRES_USER:=cle}" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" "${POSTGRES_DB:=cle}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  [ "$POSTGRES_DB" = postgres ] || createdb --username="$POSTGRES_USER" "$POSTGRES_DB"
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "[postgres] cluster made in $PGDATA (database $POSTGRES_DB)"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
