#!/bin/sh
# Runs INSIDE the sandbox, in /box: compile prog.cpp once, then run the program on every test
# input, writing its stdout to res/out/NAME, its exit status and wall time to res/status/NAME.
# Expected outputs never enter the sandbox: the host compares them.
# usage: driver.sh COMPILER FLAGS...   with its settings in the environment (sim_runner.api.DriverRun):
#   EFFBENCH_COMPILE_SECONDS, EFFBENCH_RUN_SECONDS  CPU/wall limits of the compile and of each run
#   EFFBENCH_FILE_BLOCKS  the largest file a run may write (512-byte blocks)
#   EFFBENCH_BACKEND      native | valgrind (under effgrind, options from valgrind.args)
#   EFFBENCH_REPEAT       runs per test (native timing; 0: compile only); status/NAME gets one
#                         "EXIT MILLISECONDS" line per run, and the runs stop at the first failing one
#   EFFBENCH_INPUTS       the name of the input directory in /box/inputs
#
# Trust: the host believes what this driver writes under res/, so the compiler and the program
# must not be able to write there. Where the driver runs as root (Docker: root with only the
# SETUID, SETGID and KILL capabilities), it runs both as uid 65534 (setpriv), keeps its results
# in root-owned directories, runs a root-owned copy of the binary (the one the host decodes as
# prog.bin), gives valgrind's effgrind tool its profile file as an open descriptor (which the
# tool moves out of the program's reach), and kills every process of uid 65534 after each test.
# The inputs are in /box/inputs/DIR: inputs/ cannot be listed and DIR's name comes in the
# environment, so neither the compiler (`#include "..."` into an error message) nor the program
# can read another test's input. Under bubblewrap (not root) all of this runs as one uid: its
# results hold only against programs that do not attack the sandbox itself.
# Memory and process limits are the sandbox's (a cgroup): an OOM kill shows as exit 137. When
# the sandbox shows its pids cgroup's events file, a test during which process creation was
# refused at the limit gets that count in limit/NAME (a fork bomb: a sandbox violation).
set -u
compile_s=${EFFBENCH_COMPILE_SECONDS:?} run_s=${EFFBENCH_RUN_SECONDS:?} file_blocks=${EFFBENCH_FILE_BLOCKS:?}
backend=${EFFBENCH_BACKEND:?} repeat=${EFFBENCH_REPEAT:?} inputs=/box/inputs/${EFFBENCH_INPUTS:?}
unset EFFBENCH_COMPILE_SECONDS EFFBENCH_RUN_SECONDS EFFBENCH_FILE_BLOCKS EFFBENCH_BACKEND EFFBENCH_REPEAT EFFBENCH_INPUTS
cd /box || exit 90
tunables=$(cat tunables)
umask 022

if [ "$(id -u)" = 0 ]; then
  untrusted="setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all"
  # kill(-1) from uid 65534: every process of that uid but the caller.
  sweep() { $untrusted /bin/sh -c 'kill -s KILL -- -1 2>/dev/null; exit 0'; }
else
  untrusted=""
  sweep() { :; }
fi
mkdir res/out res/status res/prof res/vlog res/kill res/limit /tmp/run || exit 91
: > res/compile.log; : > res/compile.status

# Time without forking (a fork bomb may have exhausted the process limit): /proc/uptime, 10 ms.
tick() { read -r up _ < /proc/uptime; now=${up%.*}${up#*.}; }
pids_events=/sys/fs/cgroup/pids/pids.events
refused() { refused=0; [ -r "$pids_events" ] && read -r _ refused < "$pids_events"; }

tick; start=$now
(
  ulimit -f 131072          # 64 MiB: the binary and the compiler's own output
  ulimit -t "$compile_s"
  exec $untrusted timeout -k 1 "$compile_s" "$@" -o /tmp/prog prog.cpp
) > res/compile.log 2>&1
code=$?; tick
sweep
echo "$code $(( (now - start) * 10 ))" > res/compile.status
[ "$code" = 0 ] || { chmod 0777 res/*/; exit 0; }
# The program runs from a copy it cannot replace; the host decodes the same bytes.
cp /tmp/prog /tmp/run/prog && cp /tmp/run/prog res/prog.bin || exit 92

for input in "$inputs"/*; do
  name=${input#"$inputs"/}
  : > "res/status/$name"
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
      # valgrind's, whose log goes to vlog/NAME on descriptor 4) is dropped by the inner shell.
      # effgrind writes its profile to descriptor 3 (valgrind's own log descriptor stays within
      # the program's reach: it decides only how the program's own crash is named).
      if [ "$backend" = valgrind ]; then
        exec 3> "res/prof/$name" 4> "res/vlog/$name" || exit 93
        # shellcheck disable=SC2046  # one option per line, no spaces inside options
        set -- valgrind $(cat valgrind.args) --effgrind-out-fd=3 --log-fd=4 /tmp/run/prog
      else
        set -- /tmp/run/prog
      fi
      exec timeout --verbose -k 1 "$run_s" $run_env $untrusted /bin/sh -c 'exec "$@" 2>/dev/null' sh "$@" \
        < "$input" > "res/out/$name" 2> "res/kill/$name"
    )
    code=$?; tick
    sweep
    echo "$code $(( (now - start) * 10 ))" >> "res/status/$name"
    refused
    [ "$refused" = "$refused_before" ] || echo "$((refused - refused_before))" > "res/limit/$name"
    [ "$code" = 0 ] || break
  done
done
# Every process of the program's uid is gone: the host (perhaps not root) may now remove these.
chmod 0777 res/*/
exit 0
