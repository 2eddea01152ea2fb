#!/bin/sh
# Runs INSIDE the sandbox, in /box: compile prog.cpp once, then run the program on every file
# in INPUT_DIR, writing its stdout to out/NAME, its exit status and wall time to status/NAME.
# Expected outputs never enter the sandbox: the host compares them.
# usage: driver.sh COMPILE_SECONDS RUN_SECONDS FILE_BLOCKS INPUT_DIR BACKEND REPEAT -- COMPILER FLAGS...
# Each test runs REPEAT times (native timing); status/NAME gets one "EXIT MILLISECONDS" line per
# run, and the runs stop at the first failing one.
# INPUT_DIR has an unguessable name, so the compiler (`#include "..."`) cannot read test inputs
# into a compile error message. BACKEND "valgrind" runs each test under valgrind's effgrind
# tool (VALGRIND_LIB /opt/effgrind, which the sandbox provides) with the options in
# valgrind.args, writing its profile to prof/NAME and its log to vlog/NAME.
# Memory and process limits are the sandbox's (a cgroup): an OOM kill shows as exit 137. When
# the sandbox shows its pids cgroup's events file, a test during which process creation was
# refused at the limit gets that count in limit/NAME (a fork bomb: a sandbox violation).
set -u
compile_s=$1 run_s=$2 file_blocks=$3 input_dir=$4 backend=$5 repeat=$6
shift 7
cd /box || exit 90
tunables=$(cat tunables)

# Time without forking (a fork bomb may have exhausted the process limit): /proc/uptime, 10 ms.
tick() { read -r up _ < /proc/uptime; now=${up%.*}${up#*.}; }
pids_events=/sys/fs/cgroup/pids/pids.events
refused() { refused=0; [ -r "$pids_events" ] && read -r _ refused < "$pids_events"; }

tick; start=$now
(
  ulimit -f 131072          # 64 MiB: the binary and the compiler's own output
  ulimit -t "$compile_s"
  exec timeout -k 1 "$compile_s" "$@" -o /tmp/prog prog.cpp
) > compile.log 2>&1
code=$?; tick
echo "$code $(( (now - start) * 10 ))" > compile.status
read -r code _ < compile.status
[ "$code" = 0 ] || exit 0
cp /tmp/prog prog.bin       # the host decodes the executed instructions from it

for input in "$input_dir"/*; do
  name=${input#"$input_dir"/}
  : > "status/$name"
  run=0
  while [ "$run" -lt "$repeat" ]; do
    run=$((run + 1))
    refused; refused_before=$refused
    tick; start=$now
    (
      ulimit -f "$file_blocks"
      ulimit -c 0
      # The program sees the same environment in every sandbox (start-up code reads it), with
      # glibc's ifunc choices pinned by the profile (see profiles.py).
      run_env="env -i PATH=/usr/bin:/bin LC_ALL=C GLIBC_TUNABLES=$tunables"
      [ "$backend" = valgrind ] && run_env="$run_env VALGRIND_LIB=/opt/effgrind"
      # timeout's own report ("sending signal") goes to kill/NAME; the program's stderr (and
      # valgrind's, whose log goes to vlog/NAME) is dropped by the inner shell.
      if [ "$backend" = valgrind ]; then
        # shellcheck disable=SC2046  # one option per line, no spaces inside options
        set -- valgrind $(cat valgrind.args) --effgrind-out-file="prof/$name" --log-file="vlog/$name" /tmp/prog
      else
        set -- /tmp/prog
      fi
      exec timeout --verbose -k 1 "$run_s" $run_env /bin/sh -c 'exec "$@" 2>/dev/null' sh "$@" \
        < "$input" > "out/$name" 2> "kill/$name"
    )
    code=$?; tick
    echo "$code $(( (now - start) * 10 ))" >> "status/$name"
    refused
    [ "$refused" = "$refused_before" ] || echo "$((refused - refused_before))" > "limit/$name"
    [ "$code" = 0 ] || break
  done
done
exit 0
