#!/bin/sh
# Writes nginx's configuration from API_UPSTREAMS ("host:port host:port ...") and PORT, then runs
# nginx in the foreground (exec: `docker stop` reaches it and it finishes the requests in flight).
set -eu
: "${API_UPSTREAMS:?set API_UPSTREAMS, e.g. 'api-1:4000 api-2:4000'}" "${PORT:=4000}"
conf=/run/cle-api-proxy/nginx.conf
servers=""
for upstream in $API_UPSTREAMS; do servers="$servers    server $upstream;\n"; done
sed -e "s|@PORT@|$PORT|" -e "s|@SERVERS@|$servers|" /etc/cle-api-proxy/nginx.conf.template >"$conf"
echo "[api-proxy] :$PORT -> $API_UPSTREAMS"
exec nginx -e stderr -c "$conf" -g 'daemon off;'
