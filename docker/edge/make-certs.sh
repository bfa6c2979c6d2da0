#!/bin/sh
# The edge's certificates (the edge-certs one-shot service, as root, before the edge starts):
#   /var/lib/cle-edge/private/ca.key      the local CA's key (root only; never leaves the volume)
#   /var/lib/cle-edge/public/ca.crt       the local CA's certificate: what a browser or container trusts
#   /var/lib/cle-edge/private/server.*    the edge's certificate for EDGE_HOSTS, readable by the edge (uid 1000)
# The CA is made once and kept (a person trusts it once); the server certificate is made again when the
# host names change or it has under 30 days left. Nothing here is ever committed or baked into an image.
set -eu
: "${EDGE_HOSTS:?set EDGE_HOSTS, e.g. 'cle.localhost id.cle.localhost pay.cle.localhost'}"
private=/var/lib/cle-edge/private
public=/var/lib/cle-edge/public
umask 077
mkdir -p "$private" "$public"

if [ ! -s "$private/ca.key" ] || [ ! -s "$public/ca.crt" ]; then
  # a name of its own per stack, so a person can tell in the browser's list which CA they trusted
  openssl req -x509 -new -nodes -newkey ec -pkeyopt ec_paramgen_curve:P-256 -sha256 -days 3650 \
    -subj "/O=CLE local stack/CN=CLE local CA $(date -u +%Y-%m-%d) $(openssl rand -hex 4)" \
    -addext 'basicConstraints=critical,CA:TRUE,pathlen:0' \
    -addext 'keyUsage=critical,keyCertSign,cRLSign' \
    -keyout "$private/ca.key" -out "$public/ca.crt" 2>/dev/null
  rm -f "$private/server.crt"
  echo "[edge-certs] made the local CA: $(openssl x509 -noout -subject -in "$public/ca.crt")"
fi

names=$(echo "$EDGE_HOSTS" | tr ' ' '\n' | sed '/^$/d' | sort -u | paste -sd' ' -)
if [ -s "$private/server.crt" ] && [ "$(cat "$private/server.names" 2>/dev/null)" = "$names" ] \
  && openssl x509 -noout -checkend 2592000 -in "$private/server.crt" >/dev/null; then
  echo "[edge-certs] server certificate for $names is current"
  exit 0
fi
san=$(echo "$names" | tr ' ' '\n' | sed 's/^/DNS:/' | paste -sd, -)
work=$(mktemp -d)
cat >"$work/ext.cnf" <<CNF
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=serverAuth
subjectAltName=$san
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid,issuer
CNF
openssl req -new -nodes -newkey ec -pkeyopt ec_paramgen_curve:P-256 -sha256 \
  -subj "/CN=${names%% *}" -keyout "$private/server.key" -out "$work/server.csr" 2>/dev/null
# 397 days: the longest lifetime browsers accept for a server certificate
openssl x509 -req -sha256 -days 397 -in "$work/server.csr" -CA "$public/ca.crt" -CAkey "$private/ca.key" \
  -set_serial "0x$(openssl rand -hex 16)" -extfile "$work/ext.cnf" -out "$private/server.crt" 2>/dev/null
rm -rf "$work"
echo "$names" >"$private/server.names"
# the edge runs as node (uid 1000): it reads its own key, never the CA's
chown 1000:1000 "$private/server.key" "$private/server.crt"
chmod 0755 "$public"
chmod 0644 "$public/ca.crt"
chmod 0711 "$private"
echo "[edge-certs] server certificate for $san, valid until $(openssl x509 -noout -enddate -in "$private/server.crt" | cut -d= -f2)"
