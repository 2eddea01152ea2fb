#!/usr/bin/env bash
# Starts the Docker engine where none answers (overlay2, no bridge: sandboxes use no network),
# then builds the runner image if it is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if ! docker info >/dev/null 2>&1; then
  echo "Starting the Docker engine"
  dockerd --storage-driver=overlay2 --iptables=false --ip6tables=false --bridge=none \
    > /var/log/effbench-dockerd.log 2>&1 &
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { echo "the Docker engine did not start; see /var/log/effbench-dockerd.log" >&2; exit 1; }
fi
"$here/../sim_runner/images/runner/build.sh"
