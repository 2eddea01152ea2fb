#!/bin/sh
# Precompiles <bits/stdc++.h> for every ISA profile, into OUT/NAME/bits/stdc++.h.gch, with
# exactly the profile's compile command (GCC ignores a precompiled header built with other flags).
# SPEC has one line per profile, "NAME COMMAND...", as `python3 sim_runner/profiles.py` prints.
# usage: pch.sh OUT SPEC
set -eu
out=${1:?usage: pch.sh OUT SPEC} spec=${2:?usage: pch.sh OUT SPEC}
header=$(echo '#include <bits/stdc++.h>' | g++ -std=c++17 -H -E -x c++ - 2>&1 >/dev/null \
  | sed -n 's/^\.* \(.*\/bits\/stdc++\.h\)$/\1/p' | head -n1)
[ -n "$header" ] || { echo "pch.sh: <bits/stdc++.h> not found" >&2; exit 1; }
while read -r name command; do
  mkdir -p "$out/$name/bits"
  # shellcheck disable=SC2086  # the command is words, none with spaces
  $command -x c++-header "$header" -o "$out/$name/bits/stdc++.h.gch"
done < "$spec"
chmod -R a+rX "$out"
