#!/usr/bin/env bash
# Builds the runner image offline, in two layers:
#   effbench-runner-base:V  Debian 12 from packages with debootstrap (registries for images are
#                           unreachable here), pinning the compilers (g++, clang++-19), libc and
#                           valgrind (~2 minutes);
#   effbench-runner:V       the base plus sim_runner's effgrind valgrind tool in /opt/effgrind,
#                           built from sim_runner/valgrind_tool (seconds), and each ISA profile's
#                           header precompiled in /opt/effbench-pch (pch.sh, ~30 s): <bits/stdc++.h>
#                           for g++, sim_runner/include/simdbench.h for clang++. It is rebuilt when
#                           either changes (labels effbench.effgrind and effbench.pch = their
#                           hashes; the latter covers the headers clang precompiles).
# Does nothing when both are up to date.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool="$here/../../valgrind_tool"
version=$(cat "$here/VERSION")
base="effbench-runner-base:$version"
image="effbench-runner:$version"
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# The same hash as sim_runner.valgrind_tool.source_hash().
tool_hash=$(cat "$tool/effgrind.c" "$tool/build.sh" | sha256sum | cut -c1-16)
# The profiles' compile commands (and the same hash as sim_runner.profiles.pch_hash()).
profiles="$here/../../profiles.py"
include="$here/../../include"
pch_spec=$(python3 "$profiles")
pch_hash=$(python3 "$profiles" --hash)

if ! docker image inspect "$base" >/dev/null 2>&1; then
  root=$(mktemp -d /var/tmp/effbench-runner-root.XXXXXX)
  trap 'rm -rf "$root" "$root.log"' EXIT
  echo "Building $base with debootstrap (about a minute)"
  start=$(date +%s)
  debootstrap --variant=minbase --include=g++,clang-19,valgrind bookworm "$root" "$mirror" > "$root.log" 2>&1 || {
    tail -20 "$root.log" >&2; exit 1; }
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  compiler=$(chroot "$root" g++ --version | head -n1)
  clang=$(chroot "$root" clang++-19 --version | head -n1)
  tar -C "$root" -c . | docker import \
    --change 'USER 65534:65534' --change 'WORKDIR /box' --change 'ENV LC_ALL=C' \
    --change "LABEL effbench.runner=$version" --change "LABEL effbench.compiler=\"$compiler\"" --change "LABEL effbench.clang=\"$clang\"" \
    - "$base" >/dev/null
  echo "Built $base in $(( $(date +%s) - start )) s ($compiler; $clang)"
fi

current=$(docker image inspect -f '{{ index .Config.Labels "effbench.effgrind" }} {{ index .Config.Labels "effbench.pch" }}' \
  "$image" 2>/dev/null || true)
[ "$current" = "$tool_hash $pch_hash" ] && exit 0
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp "$tool/effgrind.c" "$tool/build.sh" "$here/pch.sh" "$context/"
mkdir "$context/include"
cp "$include/simdbench.h" "$include/effbench_roi.h" "$context/include/"
printf '%s\n' "$pch_spec" > "$context/pch-spec"
cat > "$context/Dockerfile" <<DOCKERFILE
FROM $base
USER root
COPY effgrind.c build.sh /tmp/effgrind-src/
RUN sh /tmp/effgrind-src/build.sh /opt/effgrind && rm -rf /tmp/effgrind-src
COPY pch.sh pch-spec /tmp/pch-src/
COPY include /tmp/pch-src/include/
RUN while read -r name command; do sh /tmp/pch-src/pch.sh /opt/effbench-pch/\$name /tmp/pch-src/include \$command || exit 1; \\
    done < /tmp/pch-src/pch-spec && rm -rf /tmp/pch-src
USER 65534:65534
LABEL effbench.effgrind=$tool_hash effbench.pch=$pch_hash
DOCKERFILE
old=$(docker image inspect -f '{{ .Id }}' "$image" 2>/dev/null || true)
DOCKER_BUILDKIT=0 docker build --network none -q -t "$image" "$context" >/dev/null
[ -n "$old" ] && docker image rm "$old" >/dev/null 2>&1 || true
echo "Built $image with effgrind $tool_hash, precompiled headers $pch_hash"
