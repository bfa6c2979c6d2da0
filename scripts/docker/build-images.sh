#!/usr/bin/env bash
# Builds every image compose runs: the shared workspace image (one `npm ci`, one build of all apps),
# the shared runtime image (the first layers of every Node service image), then the thin service
# images that copy from them (docker-compose build), at the lowest CPU priority.
#   scripts/docker/build-images.sh
# BASE_IMAGE: see lib.sh (official image, or cle/node:24-bookworm made from Debian packages).
# REUSE_WORKSPACE=1: use an existing workspace image as it is (sources unchanged since it was built).
# EXTRA_CA_BUNDLE: an extra CA bundle for npm inside the build (a TLS proxy's authority); defaults to
# npm's own cafile on this machine. It reaches only the internal workspace image, never a service image.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
. scripts/docker/lib.sh
ensure_engine
choose_base_image
# The classic builder: this CLI has no buildx, and compose 1.29 would ask it for BuildKit.
export DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0
export WORKSPACE_IMAGE="${WORKSPACE_IMAGE:-cle/workspace:local}" RUNTIME_IMAGE="${RUNTIME_IMAGE:-cle/runtime:local}"

ca="${EXTRA_CA_BUNDLE-$(npm config get cafile 2>/dev/null | grep -v '^null$' || true)}"
ca_copy="docker/extra-ca/extra-ca.crt"
if [ -n "$ca" ] && [ -f "$ca" ]; then
  cp "$ca" "$ca_copy"
  trap 'rm -f "$root/$ca_copy"' EXIT
  echo "[images] extra CA bundle for npm: $ca"
fi

t0=$(date +%s)
# the renditions the API serves (decision 068): the media pipeline's cached build, copied into the
# workspace image with the sources (`COPY . .`) and from there into the API image; a no-op when built
node scripts/media/build-media.mjs
if [ "${REUSE_WORKSPACE:-0}" = 1 ] && docker image inspect "$WORKSPACE_IMAGE" >/dev/null 2>&1; then
  # re-running the stack on unchanged sources: skip even the cache check of `COPY . .`
  echo "[images] REUSE_WORKSPACE=1: $WORKSPACE_IMAGE as it is"
else
  echo "[images] $WORKSPACE_IMAGE from $BASE_IMAGE (npm ci + build of all apps; cached layers reused)"
  nice -n 19 docker build -q -f docker/workspace.Dockerfile --build-arg BASE_IMAGE="$BASE_IMAGE" -t "$WORKSPACE_IMAGE" . >/dev/null
fi
# the first layers every Node service image shares (docker/runtime.Dockerfile)
nice -n 19 docker build -q -f docker/runtime.Dockerfile --build-arg BASE_IMAGE="$BASE_IMAGE" \
  --build-arg WORKSPACE_IMAGE="$WORKSPACE_IMAGE" -t "$RUNTIME_IMAGE" . >/dev/null
t1=$(date +%s)
echo "[images] workspace and runtime in $((t1 - t0)) s; service images (docker-compose build)"
nice -n 19 docker-compose build -q
t2=$(date +%s)
echo "[images] service images in $((t2 - t1)) s; total $((t2 - t0)) s"
docker image ls --format '{{.Repository}}:{{.Tag}}\t{{.Size}}' | grep '^cle/' | sort
