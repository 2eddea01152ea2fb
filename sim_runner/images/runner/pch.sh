#!/bin/sh
# Precompiles a profile's header into DIR with exactly its compile command (a compiler refuses,
# or GCC silently ignores, a precompiled header built with other flags):
#   g++      <bits/stdc++.h> into DIR/bits/stdc++.h.gch, which GCC finds beside the header;
#   clang++  simdbench.h (and effbench_roi.h, which it includes), copied from HEADERS into DIR,
#            into DIR/simdbench.pch (used with -include-pch). clang records the header's absolute
#            path and refuses the PCH where that file is missing, so DIR must be the path the
#            sandbox sees (/opt/effbench-pch/NAME); -fno-pch-timestamp leaves out its mtime.
# The runner image runs it for every line of `python3 sim_runner/profiles.py` ("NAME COMMAND...");
# the bubblewrap sandbox on the host for each profile on first use (sim_runner/host_pch.py).
# usage: pch.sh DIR HEADERS COMMAND...
set -eu
dir=${1:?usage: pch.sh DIR HEADERS COMMAND...}
headers=${2:?usage: pch.sh DIR HEADERS COMMAND...}
shift 2
mkdir -p "$dir"
dir=$(cd "$dir" && pwd) headers=$(cd "$headers" && pwd)
cd "$dir"  # the same working directory wherever it is built
case "$(basename "$1")" in
  clang*)
    cp "$headers/simdbench.h" "$headers/effbench_roi.h" "$dir/"
    "$@" -Xclang -fno-pch-timestamp -x c++-header "$dir/simdbench.h" -o "$dir/simdbench.pch"
    ;;
  *)
    header=$(echo '#include <bits/stdc++.h>' | g++ -std=c++17 -H -E -x c++ - 2>&1 >/dev/null \
      | sed -n 's/^\.* \(.*\/bits\/stdc++\.h\)$/\1/p' | head -n1)
    [ -n "$header" ] || { echo "pch.sh: <bits/stdc++.h> not found" >&2; exit 1; }
    mkdir -p "$dir/bits"
    "$@" -x c++-header "$header" -o "$dir/bits/stdc++.h.gch"
    ;;
esac
chmod -R a+rX "$dir"
