#!/usr/bin/env bash
# Builds the runner image offline: registries for images are unreachable here, so the root file
# system is made from Debian packages with debootstrap and imported. Pins compiler, libc and
# valgrind to Debian 12's versions. Does nothing when the image already exists.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version=$(cat "$here/VERSION")
image="effbench-runner:$version"
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

if docker image inspect "$image" >/dev/null 2>&1; then
  exit 0
fi
root=$(mktemp -d /var/tmp/effbench-runner-root.XXXXXX)
trap 'rm -rf "$root"' EXIT
echo "Building $image with debootstrap (about a minute)"
start=$(date +%s)
debootstrap --variant=minbase --include=g++,valgrind bookworm "$root" "$mirror" > "$root.log" 2>&1 || {
  tail -20 "$root.log" >&2; exit 1; }
rm -f "$root.log"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
compiler=$(chroot "$root" g++ --version | head -n1)
tar -C "$root" -c . | docker import \
  --change 'USER 65534:65534' --change 'WORKDIR /box' --change 'ENV LC_ALL=C' \
  --change "LABEL effbench.runner=$version" --change "LABEL effbench.compiler=\"$compiler\"" \
  - "$image" >/dev/null
echo "Built $image in $(( $(date +%s) - start )) s ($compiler)"
