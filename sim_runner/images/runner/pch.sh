#!/bin/sh
# Precompiles <bits/stdc++.h> into DIR/bits/stdc++.h.gch with exactly a profile's compile command
# (GCC ignores a precompiled header built with other flags). The runner image runs it for every
# line of `python3 sim_runner/profiles.py` ("NAME COMMAND..."); the bubblewrap sandbox on the host
# for each profile on first use (sim_runner/host_pch.py).
# usage: pch.sh DIR COMMAND...
set -eu
dir=${1:?usage: pch.sh DIR COMMAND...}
shift
header=$(echo '#include <bits/stdc++.h>' | g++ -std=c++17 -H -E -x c++ - 2>&1 >/dev/null \
  | sed -n 's/^\.* \(.*\/bits\/stdc++\.h\)$/\1/p' | head -n1)
[ -n "$header" ] || { echo "pch.sh: <bits/stdc++.h> not found" >&2; exit 1; }
mkdir -p "$dir/bits"
"$@" -x c++-header "$header" -o "$dir/bits/stdc++.h.gch"
chmod -R a+rX "$dir"
