#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster (installed by scripts/lib.mjs) and makes a throwaway test
# database, so the API's route tests also run on a PostgreSQL server (DATABASE_URL path).
set -euo pipefail
cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')
[ -n "$cluster" ] || { echo "no PostgreSQL cluster" >&2; exit 1; }
# shellcheck disable=SC2086
pg_ctlcluster $cluster start 2>/dev/null || true
# The tests connect over TCP: a cluster that answers on its socket but not on localhost (left running in
# another network namespace, say) is restarted here.
tcp_ready() { su postgres -c "pg_isready -q -h localhost"; }
for _ in $(seq 1 30); do tcp_ready && break; sleep 0.5; done
# shellcheck disable=SC2086
tcp_ready || pg_ctlcluster $cluster restart
for _ in $(seq 1 30); do tcp_ready && break; sleep 0.5; done
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='cle_test'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE cle_test LOGIN PASSWORD 'cle_test'\""
# CREATEDB: each suite starts from a clone of one seeded template database (api/test/seeded-copy.ts)
su postgres -c "psql -qc \"ALTER ROLE cle_test CREATEDB\""
# pg_signal_backend: DROP DATABASE … WITH (FORCE) ends every session on the suite's database, and an
# autovacuum worker there belongs to no role, so without it the drop fails now and then (42501)
su postgres -c "psql -qc \"GRANT pg_signal_backend TO cle_test\""
su postgres -c "dropdb --if-exists cle_api_test" && su postgres -c "createdb -O cle_test cle_api_test"
echo "postgres://cle_test:cle_test@localhost:5432/cle_api_test"
