#!/usr/bin/env bash
# Developer helper: (re)start one local service in the background, logs in .run/<name>.log.
#   scripts/dev-services.sh api | identity | payment-sandbox | shell-host | mfe-search | mfe-library | mfe-credit | mfe-commerce | mfe-product
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1"
mkdir -p .run
pkill -f "cle-service=$name" 2>/dev/null || true
sleep 0.5
case "$name" in
  api) (cd api && nohup npx tsx src/server.ts --cle-service=api > ../.run/api.log 2>&1 &) ;;
  identity) (cd identity && nohup npx tsx src/server.ts --cle-service=identity > ../.run/identity.log 2>&1 &) ;;
  payment-sandbox) (cd payment-sandbox && nohup npx tsx src/server.ts --cle-service=payment-sandbox > ../.run/payment-sandbox.log 2>&1 &) ;;
  shell-host) (cd shell-host && nohup npx tsx server/server.mts --cle-service=shell-host > ../.run/shell-host.log 2>&1 &) ;;
  mfe-*) (cd "$name" && nohup npx cle-static --cle-service="$name" > "../.run/$name.log" 2>&1 &) ;;
  *) echo "unknown service $name" >&2; exit 2 ;;
esac
echo "started $name (log .run/$name.log)"
