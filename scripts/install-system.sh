#!/usr/bin/env bash
# Installs the Debian packages a mode needs, when run as root and they are missing.
#   install-system.sh run   -> what the embedded portal needs (compiler, a sandbox, valgrind,
#                              llvm-mca)
#   install-system.sh test  -> plus the Docker engine, debootstrap (runner image), Chromium
#   install-system.sh bench -> test's, plus wrk (bench/portal_load_bench.py)
set -euo pipefail
mode=${1:-run}
# valgrind: the embedded simulator (its headers and static libraries build our effgrind tool).
# llvm-19: llvm-mca-19, which the cycle model runs where sim_runner decodes the profile (this
# host, the worker; not inside the sandbox). Debian bookworm's main has it. clang-19: the
# compiler of the profiles that reproduce SimdBench's harness (sim_runner/profiles.py), which the
# bubblewrap sandbox runs from the host.
packages=(g++ clang-19 bubblewrap valgrind llvm-19 ca-certificates)
# Debian's python3 ships venv's pip bootstrap separately.
python3 -c "import ensurepip" 2>/dev/null || packages+=(python3-venv)
if [ "$mode" = test ] || [ "$mode" = bench ]; then
  # docker-compose: tests validate compose.yaml with it (`docker-compose config`). nginx: the
  # deployed portal's proxy, as compose runs it (tests/e2e/harness.py).
  packages+=(docker.io docker-compose debootstrap chromium postgresql redis-server nginx-light)
fi
if [ "$mode" = bench ]; then
  packages+=(wrk)  # HTTP load on loopback with a latency distribution
fi
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them (as root: apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -q
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
