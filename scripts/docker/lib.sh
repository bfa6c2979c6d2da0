# Shared by the docker scripts: a running engine and the base image to build from.

# Debian packages a fresh machine lacks (as root; apt lists refreshed first, they may be empty).
apt_install() {
  [ "$(id -u)" = 0 ] || { echo "[docker] $* missing and only root can install it (apt-get install $*)" >&2; return 1; }
  echo "[docker] apt-get install $*"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Starts dockerd (as root) when `docker info` does not answer; Debian's docker.io needs nothing else.
# On a fresh machine it installs docker.io, docker-compose and debootstrap (the local base image) first.
ensure_engine() {
  local missing=()
  command -v dockerd >/dev/null || missing+=(docker.io)
  command -v docker-compose >/dev/null || missing+=(docker-compose)
  command -v debootstrap >/dev/null || [ -x /usr/sbin/debootstrap ] || missing+=(debootstrap)
  [ ${#missing[@]} = 0 ] || apt_install "${missing[@]}"
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
  elif docker image inspect node:24-bookworm-slim >/dev/null 2>&1 \
    || timeout 60 docker pull -q node:24-bookworm-slim >/dev/null 2>&1; then
    BASE_IMAGE=node:24-bookworm-slim
  else
    echo "[docker] node:24-bookworm-slim cannot be pulled (no Docker Hub): local Debian base"
    BASE_IMAGE=cle/node:24-bookworm
    BASE_IMAGE="$BASE_IMAGE" "$(dirname "${BASH_SOURCE[0]}")/make-base-image.sh"
  fi
  export BASE_IMAGE
}
