# Shared by the docker scripts: a running engine and the base image to build from.

# Starts dockerd (as root) when `docker info` does not answer; Debian's docker.io needs nothing else.
ensure_engine() {
  docker info >/dev/null 2>&1 && return 0
  [ "$(id -u)" = 0 ] || { echo "[docker] no engine answers and only root can start dockerd" >&2; return 1; }
  echo "[docker] starting dockerd (log: ${DOCKERD_LOG:-/tmp/dockerd.log})"
  nohup dockerd >"${DOCKERD_LOG:-/tmp/dockerd.log}" 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && return 0; sleep 1; done
  echo "[docker] dockerd did not answer in 60 s" >&2
  return 1
}

# BASE_IMAGE: as given; else the official image when present or pullable; else the local Debian one.
choose_base_image() {
  if [ -n "${BASE_IMAGE:-}" ]; then :
  elif docker image inspect node:20-bookworm-slim >/dev/null 2>&1 \
    || timeout 60 docker pull -q node:20-bookworm-slim >/dev/null 2>&1; then
    BASE_IMAGE=node:20-bookworm-slim
  else
    echo "[docker] node:20-bookworm-slim cannot be pulled (no Docker Hub): local Debian base"
    BASE_IMAGE=cle/node:20-bookworm
    BASE_IMAGE="$BASE_IMAGE" "$(dirname "${BASH_SOURCE[0]}")/make-base-image.sh"
  fi
  export BASE_IMAGE
}
