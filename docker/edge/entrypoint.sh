#!/bin/sh
# Writes nginx's configuration from the host names, the port and the remotes, then runs nginx in the
# foreground (exec: `docker stop` reaches it and it finishes the requests in flight).
#   EDGE_PORT        the TLS port, the same inside and published on the host (default 8443)
#   EDGE_SITE_HOST   the site's host name: the shell, /api, /images, /remotes/<name>/
#   EDGE_IDENTITY_HOST EDGE_PAYMENT_HOST   the identity provider's and the card provider's host names
#   EDGE_REMOTES     "name:port ...": each remote's service, served under /remotes/<name>/
#   SHELL_UPSTREAM API_UPSTREAM IDENTITY_UPSTREAM PAYMENT_UPSTREAM   host:port of each service
#   EDGE_TLS_CERT EDGE_TLS_KEY   the certificate (full chain) and its key: the local CA's by default
#                (edge-certs makes them), the operator's in production (docker-compose.production.yml)
set -eu
: "${EDGE_PORT:=8443}" "${EDGE_SITE_HOST:?}" "${EDGE_IDENTITY_HOST:?}" "${EDGE_PAYMENT_HOST:?}" "${EDGE_REMOTES:?}"
: "${SHELL_UPSTREAM:=shell-host:3000}" "${API_UPSTREAM:=api:4000}" "${IDENTITY_UPSTREAM:=identity:4001}" \
  "${PAYMENT_UPSTREAM:=payment-sandbox:4002}"
: "${EDGE_TLS_CERT:=/var/lib/cle-edge/private/server.crt}" "${EDGE_TLS_KEY:=/var/lib/cle-edge/private/server.key}"
for f in "$EDGE_TLS_CERT" "$EDGE_TLS_KEY"; do
  [ -r "$f" ] || { echo "[edge] $f is missing or unreadable: the edge-certs service (local) or the operator's secret (production) provides it" >&2; exit 1; }
done
conf=/run/cle-edge/nginx.conf
remotes=""
for r in $EDGE_REMOTES; do
  name=${r%%:*}
  port=${r#*:}
  remotes="$remotes    location /remotes/$name/ {\n"
  remotes="$remotes      set \$up $name:$port;\n"
  remotes="$remotes      rewrite ^/remotes/$name/(.*)\$ /\$1 break;\n"
  remotes="$remotes      proxy_pass http://\$up;\n"
  remotes="$remotes    }\n"
done
sed -e "s|@PORT@|$EDGE_PORT|g" -e "s|@SITE_HOST@|$EDGE_SITE_HOST|g" \
  -e "s|@IDENTITY_HOST@|$EDGE_IDENTITY_HOST|g" -e "s|@PAYMENT_HOST@|$EDGE_PAYMENT_HOST|g" \
  -e "s|@SHELL@|$SHELL_UPSTREAM|g" -e "s|@API@|$API_UPSTREAM|g" \
  -e "s|@IDENTITY@|$IDENTITY_UPSTREAM|g" -e "s|@PAYMENT@|$PAYMENT_UPSTREAM|g" \
  -e "s|@CERT@|$EDGE_TLS_CERT|g" -e "s|@KEY@|$EDGE_TLS_KEY|g" \
  -e "s|@REMOTES@|$remotes|" /etc/cle-edge/nginx.conf.template >"$conf"
echo "[edge] https://$EDGE_SITE_HOST:$EDGE_PORT (shell, /api, /remotes/: $EDGE_REMOTES)," \
  "https://$EDGE_IDENTITY_HOST:$EDGE_PORT, https://$EDGE_PAYMENT_HOST:$EDGE_PORT"
exec nginx -e stderr -c "$conf" -g 'daemon off;'
