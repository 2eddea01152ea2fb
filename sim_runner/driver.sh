#!/bin/sh
# Runs INSIDE the sandbox, in /box: compile prog.cpp once, then run the program on every test
# input, writing its stdout to res/out/NAME and how each step ended to res/outcome.json.
# Expected outputs never enter the sandbox: the host compares them.
# usage: driver.sh COMPILER FLAGS...   (the compile command, word by word; the driver adds
#   `-o PROG prog.cpp`), with the plan in /box/plan.json and the input directory's name in
#   EFFBENCH_INPUTS.
#
# The plan (written by sim_runner.api.DriverPlan): JSON in one fixed shape, one key per line,
# numbers plain, strings without escapes, names of [A-Za-z0-9_-] only:
#   {
#   "version": 1,
#   "compile_seconds": 30,         CPU and wall limit of the compile
#   "run_seconds": 5,              CPU and wall limit of each run
#   "file_blocks": 16385,          the largest file a run may write (512-byte blocks)
#   "backend": "native",           native | valgrind (under effgrind, options from valgrind.args)
#   "repeat": 1,                   runs per test (native timing; 0: compile only); a test's runs
#                                  stop at its first failing one
#   "tests": ["0000", "0001"]      the tests, in order: each reads inputs/DIR/NAME
#   }
# It is read with `read` and parameter expansion, not a JSON parser: the runner image has neither
# Python nor jq, and a general parser in sh would be much code for the one shape our own writer
# makes. Any other line or value stops the driver (exit 94) before it runs anything. The plan is
# read before anything untrusted runs, so a later change to it (bubblewrap: one uid) is never read.
# The input directory's name DIR is the one secret, so it is not in the plan (which the compiler
# and the program can read): it comes in the environment, unset before anything else runs.
#
# The outcome, res/outcome.json (read by sim_runner.api.DriverOutcome), rewritten after the
# compile and after each test, so a driver killed at the sandbox's wall clock leaves what it did:
#   {"version": 1,
#   "compile": {"exit": 0, "ms": 1230, "timed_out": false, "memory_killed": false},
#   "tests": {
#   "0000": {"runs": [{"exit": 0, "ms": 20}], "timed_out": false, "refused_processes": 0}
#   }}
# "compile" is null until the compile ends; a test not run yet is absent. Every value in it is
# one this driver computed (exit statuses, times, counts, the plan's names): nothing that the
# compiler or the program printed ever goes into it.
#
# Trust: the host believes what this driver writes under res/, so the compiler and the program
# must not be able to write there. Where the driver runs as root (Docker: root with only the
# SETUID, SETGID and KILL capabilities), it runs both as uid 65534 (setpriv), keeps its results
# in root-owned files and directories (outcome.json is created before anything untrusted runs:
# res/ itself is world-writable), runs a root-owned copy of the binary (the one the host decodes
# as prog.bin), gives valgrind's effgrind tool its profile file as an open descriptor (which the
# tool moves out of the program's reach), and kills every process of uid 65534 after each test.
# The inputs are in /box/inputs/DIR: inputs/ cannot be listed and DIR's name comes in the
# environment, so neither the compiler (`#include "..."` into an error message) nor the program
# can read another test's input. Under bubblewrap (not root) all of this runs as one uid: its
# results hold only against programs that do not attack the sandbox itself.
# Memory and process limits are the sandbox's (a cgroup): an OOM kill shows as exit 137. When
# the sandbox shows its pids cgroup's events file, the process creations refused at the limit
# during a test are counted in its refused_processes (a fork bomb: a sandbox violation).
set -u
cd /box || exit 90

bad_plan() { printf 'driver.sh: plan.json: %s\n' "$1" >&2; exit 94; }
is_seconds() { case $1 in ''|*[!0-9.]*|*.*.*) bad_plan "$2 is not a number of seconds" ;; esac; }
is_count() { case $1 in ''|*[!0-9]*) bad_plan "$2 is not a count" ;; esac; }
is_name() { case $1 in ''|*[!A-Za-z0-9_-]*) bad_plan "$2 is not a name" ;; esac; }
[ -r plan.json ] || bad_plan "missing"
version= compile_s= run_s= file_blocks= backend= repeat= tests=
while IFS= read -r line || [ -n "$line" ]; do
  value=${line#*: }
  value=${value%,}
  case $line in
    '{'|'}') ;;
    '"version": '*) version=$value ;;
    '"compile_seconds": '*) compile_s=$value ;;
    '"run_seconds": '*) run_s=$value ;;
    '"file_blocks": '*) file_blocks=$value ;;
    '"backend": '*) backend=${value#\"}; backend=${backend%\"} ;;
    '"repeat": '*) repeat=$value ;;
    '"tests": '*) tests=$value ;;
    *) bad_plan "a line this driver does not know" ;;
  esac
done < plan.json
[ "$version" = 1 ] || bad_plan "version ${version:-missing}; this driver reads version 1"
is_seconds "$compile_s" compile_seconds; is_seconds "$run_s" run_seconds
is_count "$file_blocks" file_blocks; is_count "$repeat" repeat
case $backend in native|valgrind) ;; *) bad_plan "backend is neither native nor valgrind" ;; esac
# '["0000", "0001"]' to ' 0000 0001': brackets, quotes, commas and blanks all split words here.
names=
split_tests() {
  case $1 in '['*']') ;; *) bad_plan "tests is not a list" ;; esac
  set -f; ifs=$IFS; IFS='[]", '
  # shellcheck disable=SC2086  # split on purpose, into this function's own parameters
  set -- $1
  IFS=$ifs; set +f
  for name do
    [ -n "$name" ] || continue
    is_name "$name" "a test"
    names="$names $name"
  done
}
split_tests "$tests"
is_name "${EFFBENCH_INPUTS:-}" EFFBENCH_INPUTS
inputs=/box/inputs/$EFFBENCH_INPUTS
unset EFFBENCH_INPUTS
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
mkdir res/out res/prof res/vlog /tmp/run || exit 91
: > res/compile.log

# The outcome, written whole by one printf (a builtin: no fork) from this driver's own values.
compile_json=null tests_json=
write_outcome() {
  printf '{"version": 1,\n"compile": %s,\n"tests": {%s\n}}\n' "$compile_json" "$tests_json" > res/outcome.json
}
write_outcome

# Time without forking (a fork bomb may have exhausted the process limit): /proc/uptime, 10 ms.
tick() { read -r up _ < /proc/uptime; now=${up%.*}${up#*.}; }
pids_events=/sys/fs/cgroup/pids/pids.events  # cgroup v1; bubblewrap binds its group's file here
# cgroup v2 (Docker on such a host, in the container's own cgroup namespace): the group's root.
[ -r "$pids_events" ] || pids_events=/sys/fs/cgroup/pids.events
refused() { refused=0; [ -r "$pids_events" ] && read -r _ refused < "$pids_events"; }
# Whether the step `timeout` ran ran out of time. Its exit status cannot say: it exits 124 then,
# which a program may also return by itself, and 137 when its KILL follow-up was needed, the
# same status as an OOM kill. Its own report does (--verbose, in /tmp/run/said, root-owned,
# which only it and the trusted tools before the program write).
ended() {
  timed_out=false
  while IFS= read -r said || [ -n "$said" ]; do
    case $said in *"sending signal"*) timed_out=true ;; esac
  done < /tmp/run/said
}

tick; start=$now
(
  ulimit -f 131072          # 64 MiB: the binary and the compiler's own output
  ulimit -t "$compile_s"
  # The compiler's stdout and stderr go to the log; timeout's own report to the driver only.
  exec $untrusted timeout --verbose -k 1 "$compile_s" /bin/sh -c 'exec "$@" 2>&1' sh "$@" -o /tmp/prog prog.cpp \
    2> /tmp/run/said
) > res/compile.log
code=$?; tick
sweep
ended
memory_killed=false
[ "$code" = 137 ] && [ "$timed_out" = false ] && memory_killed=true
compile_json="{\"exit\": $code, \"ms\": $(( (now - start) * 10 )), \"timed_out\": $timed_out, \"memory_killed\": $memory_killed}"
write_outcome
[ "$code" = 0 ] || { chmod 0777 res/*/; exit 0; }
# The program runs from a copy it cannot replace; the host decodes the same bytes.
cp /tmp/prog /tmp/run/prog && cp /tmp/run/prog res/prog.bin || exit 92

for name in $names; do
  input=$inputs/$name
  runs= refused_here=0 timed_out=false
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
      # timeout's own report goes to /tmp/run/said (see ended); the program's stderr (and
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
        < "$input" > "res/out/$name" 2> /tmp/run/said
    )
    code=$?; tick
    sweep
    ended
    runs="$runs${runs:+, }{\"exit\": $code, \"ms\": $(( (now - start) * 10 ))}"
    refused
    refused_here=$((refused_here + refused - refused_before))
    [ "$code" = 0 ] || break
  done
  # timed_out: the last run's, the only one that can have failed.
  tests_json="$tests_json${tests_json:+,}
\"$name\": {\"runs\": [$runs], \"timed_out\": $timed_out, \"refused_processes\": $refused_here}"
  write_outcome
done
# Every process of the program's uid is gone: the host (perhaps not root) may now remove these.
chmod 0777 res/*/
exit 0
