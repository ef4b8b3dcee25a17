#!/usr/bin/env bash
# Builds the gateway's and the five services' images with podman, fully offline (no registry is
# reachable here): a Debian base image made by debootstrap with Node 24 inside, then
# `podman build --network=none --build-arg BASE=<that image>` per Dockerfile.
#
#   bash infra/deploy/build-images.sh                 # every image
#   bash infra/deploy/build-images.sh quiz gateway    # some of them
#
# Idempotent: installs podman/runc/debootstrap only when missing, reuses the base image when it
# exists (QUIZLINK_REBUILD_BASE=1 makes it again). Needs the repository's node_modules (npm install
# on the host: the images copy the production part of it) and, for the gateway, the front ends'
# dist folders (`npm run build`, run here when one is missing). Tags: localhost/quizlink-<name>:$TAG.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
log() { echo "build-images: $*" >&2; }

TAG=${TAG:-dev}
BASE_IMAGE=${BASE_IMAGE:-localhost/quizlink-node-base:24}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(gateway quiz attempt generation content shortlink)

# --- tools ----------------------------------------------------------------------------------
need=()
command -v podman >/dev/null || need+=(podman)
command -v runc >/dev/null || need+=(runc)
command -v debootstrap >/dev/null || need+=(debootstrap)
if [ ${#need[@]} -gt 0 ]; then
  log "installing ${need[*]}"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

# podman's defaults fail here (RLIMIT_NOFILE, crun and hybrid cgroups): a private config, /etc untouched.
source "$repo/infra/deploy/podman-env.sh"

# --- Node 24 (the binary of the npm package node@24) ----------------------------------------
node_home="${HOME}/.cache/quizlink/node24"
node_bin="$node_home/node_modules/node/bin/node"
if [ ! -x "$node_bin" ]; then
  log "installing Node 24 from the npm registry"
  mkdir -p "$node_home"
  npm install --prefix "$node_home" --no-audit --no-fund node@24 >/dev/null 2>&1
fi
export PATH="$node_home/node_modules/node/bin:$PATH"

# --- base image: debootstrap minbase + node --------------------------------------------------
if [ "${QUIZLINK_REBUILD_BASE:-0}" = 1 ] || ! podman image exists "$BASE_IMAGE"; then
  started=$(date +%s)
  previous_base=$(podman image inspect --format '{{.Id}}' "$BASE_IMAGE" 2>/dev/null || true)
  mirror=$(grep -hoE '^(URIs:|deb) +https?://[^ ]+' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null \
    | grep -v security | head -1 | awk '{print $2}' || true)
  mirror=${mirror:-http://deb.debian.org/debian}
  rootfs=$(mktemp -d /tmp/quizlink-rootfs.XXXXXX)
  trap 'rm -rf "$rootfs"' EXIT
  log "debootstrap bookworm from $mirror (about a minute)"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/tmp/quizlink-debootstrap.log 2>&1 \
    || { tail -20 /tmp/quizlink-debootstrap.log >&2; exit 1; }
  rm -rf "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* \
    "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/var/log/*
  install -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
  strip "$rootfs/usr/local/bin/node" 2>/dev/null || true
  tar -C "$rootfs" -c . | podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
  trap - EXIT
  [ -z "$previous_base" ] || podman rmi "$previous_base" >/dev/null 2>&1 || true
  log "base image $BASE_IMAGE made in $(( $(date +%s) - started )) s"
else
  log "reusing base image $BASE_IMAGE"
fi

# --- what the images copy from the host --------------------------------------------------------
[ -d node_modules/@quizlink ] || { log "node_modules is missing: run npm install (or npm ci) first"; exit 1; }
if printf '%s\n' "${targets[@]}" | grep -qx gateway; then
  for app in shell mfe-quiz mfe-autodraft mfe-admin; do
    if [ ! -f "$app/dist/index.html" ] && [ ! -e "$app/dist/current" ] && [ ! -f "$app/dist/mf-manifest.json" ] && [ ! -f "$app/dist/remoteEntry.js" ]; then
      log "building $app (its dist/ is missing)"
      npm run build --workspace "$app" >/dev/null
    fi
  done
fi

# --- the images --------------------------------------------------------------------------------
for name in "${targets[@]}"; do
  if [ "$name" = gateway ]; then dockerfile=gateway/Dockerfile; else dockerfile="services/$name/Dockerfile"; fi
  [ -f "$dockerfile" ] || { log "no $dockerfile"; exit 1; }
  started=$(date +%s)
  previous=$(podman image inspect --format '{{.Id}}' "localhost/quizlink-$name:$TAG" 2>/dev/null || true)
  # --format docker keeps HEALTHCHECK (the OCI format has no such field). --no-cache: buildah does
  # not hash what a RUN --mount=type=bind reads, so a cached deps stage would hide source changes
  # (BuildKit does hash it); the stage takes seconds. --layers=false: no intermediate images left.
  podman build --quiet --network=none --format docker --no-cache --layers=false \
    --build-arg "BASE=$BASE_IMAGE" -f "$dockerfile" -t "localhost/quizlink-$name:$TAG" . >/dev/null
  # The image this tag named before is left untagged: remove it (unless a container still uses it).
  current=$(podman image inspect --format '{{.Id}}' "localhost/quizlink-$name:$TAG")
  [ -z "$previous" ] || [ "$previous" = "$current" ] || podman rmi "$previous" >/dev/null 2>&1 || true
  size=$(podman image inspect --format '{{.Size}}' "localhost/quizlink-$name:$TAG")
  log "localhost/quizlink-$name:$TAG built in $(( $(date +%s) - started )) s, $(( size / 1000000 )) MB"
done
