#!/bin/sh
# Runs INSIDE the sandbox, in /box: compile prog.cpp once, then run the program on every file
# in in/, writing its stdout to out/NAME, its exit status and wall time to status/NAME.
# Expected outputs never enter the sandbox: the host compares them.
# usage: driver.sh COMPILE_SECONDS RUN_SECONDS OUTPUT_BYTES INPUT_DIR -- COMPILER FLAGS...
# INPUT_DIR has an unguessable name, so the compiler (`#include "..."`) cannot read test inputs
# into a compile error message.
# Memory and process limits are the sandbox's (a cgroup): an OOM kill shows as exit 137.
set -u
compile_s=$1 run_s=$2 output_bytes=$3 input_dir=$4
shift 5
cd /box || exit 90

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

start=$(now_ms)
(
  ulimit -f 131072          # 64 MiB: the binary and the compiler's own output
  ulimit -t "$compile_s"
  exec timeout -k 1 "$compile_s" "$@" -o /tmp/prog prog.cpp
) > compile.log 2>&1
echo "$? $(( $(now_ms) - start ))" > compile.status
read -r code _ < compile.status
[ "$code" = 0 ] || exit 0

blocks=$(( output_bytes / 512 + 1 ))
for input in "$input_dir"/*; do
  name=${input#"$input_dir"/}
  start=$(now_ms)
  (
    ulimit -f "$blocks"
    ulimit -c 0
    exec timeout -k 1 "$run_s" /tmp/prog < "$input" > "out/$name" 2>/dev/null
  )
  echo "$? $(( $(now_ms) - start ))" > "status/$name"
done
exit 0
