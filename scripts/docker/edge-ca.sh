#!/usr/bin/env bash
# Copies the compose stack's local CA certificate (made by the edge-certs service, kept on the
# edge-ca-public volume) to a file on the host, and says how to trust it. Only the certificate: the
# CA's key never leaves its volume. Needs the stack up (`KEEP_UP=1 npm run test:compose`, or
# `docker-compose up -d edge`).
#   scripts/docker/edge-ca.sh [file]        # default: test-results/cle-local-ca.crt
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
export COMPOSE_PROJECT_NAME="${COMPOSE_PROJECT_NAME:-cleqa}"
out="${1:-$root/test-results/cle-local-ca.crt}"
mkdir -p "$(dirname "$out")"
edge=$(docker-compose ps -q edge)
[ -n "$edge" ] || { echo "[edge-ca] the edge is not running (docker-compose up -d edge)" >&2; exit 1; }
docker cp "$edge:/var/lib/cle-edge/public/ca.crt" "$out"
openssl x509 -noout -subject -fingerprint -sha256 -in "$out"
cat <<EOT
[edge-ca] $out: the local CA of this stack. Trust it, then open https://cle.localhost:8443
  Chromium/Chrome on Linux:  certutil -d sql:\$HOME/.pki/nssdb -A -t C,, -n cle-local-ca -i $out
                             (libnss3-tools; restart the browser)
  Firefox:                   Settings > Privacy & Security > Certificates > View Certificates >
                             Authorities > Import, tick "Trust this CA to identify websites"
  Debian/Ubuntu (curl, Node): sudo cp $out /usr/local/share/ca-certificates/cle-local-ca.crt
                             && sudo update-ca-certificates   (Node: NODE_EXTRA_CA_CERTS=$out)
  macOS:                     sudo security add-trusted-cert -d -r trustRoot \\
                               -k /Library/Keychains/System.keychain $out
  Check:                     curl --cacert $out -I --http2 https://cle.localhost:8443/
Remove the trust again when the stack's volumes go (docker-compose down -v makes a new CA next time).
EOT
