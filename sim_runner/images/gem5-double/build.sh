#!/usr/bin/env bash
# Builds the gem5 TEST DOUBLE image (see gem5.opt beside this file) from the local runner image,
# offline. Used only by tests: it is not gem5.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runner="effbench-runner:$(cat "$here/../runner/VERSION")"
image="effbench-gem5-double:1"
docker image inspect "$image" >/dev/null 2>&1 && exit 0
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp "$here/gem5.opt" "$context/"
cat > "$context/Dockerfile" <<DOCKERFILE
FROM $runner
COPY gem5.opt /home/gem5/build/X86/gem5.opt
LABEL effbench.test-double=gem5
DOCKERFILE
DOCKER_BUILDKIT=0 docker build --network none -q -t "$image" "$context" >/dev/null
echo "built $image"
