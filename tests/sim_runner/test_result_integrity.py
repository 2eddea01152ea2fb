"""A program cannot change what the host reads back (the driver's results, the binary it decodes,
the simulator's profile) nor outlive its test. Docker only: there the driver runs the compiler and
the program as another uid (driver.sh); under bubblewrap all share one uid, as driver.sh says."""

import pytest

from sim_runner import Limits, TestCase, Verdict, evaluate

# Test 0 runs first and leaves its results; test 1 attacks them and leaves a process behind that
# would print "late" into its output; test 2 gives that process time to do so.
ATTACKER = r"""
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static bool denied() { return errno == EACCES || errno == EPERM; }

static void try_write(const char *label, const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) { printf("%s missing\n", label); return; }  // the attempt must be real
  int fd = open(path, O_WRONLY | O_TRUNC);
  printf("%s %s\n", label, fd < 0 && denied() ? "refused" : "WROTE");
}

int main() {
  int test = -1;
  if (scanf("%d", &test) != 1) return 2;
  if (test == 0) { puts("first"); return 0; }
  if (test == 2) { usleep(1500000); puts("third"); return 0; }
  try_write("outcome", "/box/res/outcome.json");
  try_write("output", "/box/res/out/0000");
  try_write("decoded", "/box/res/prog.bin");
  try_write("running", "/tmp/run/prog");
  if (PROFILED) try_write("profile", "/box/res/prof/0000");
  printf("unlink %s\n", unlink("/tmp/run/prog") != 0 && denied() ? "refused" : "DONE");
  printf("rename %s\n", rename("/box/res/outcome.json", "/box/res/moved") != 0 && denied() ? "refused" : "DONE");
  printf("create %s\n", open("/box/res/out/0002", O_WRONLY | O_CREAT, 0666) < 0 && denied() ? "refused" : "DONE");
  printf("said %s\n", open("/tmp/run/said", O_WRONLY | O_TRUNC) < 0 && denied() ? "refused" : "WROTE");
  printf("inputs %s\n", opendir("/box/inputs") == nullptr && denied() ? "refused" : "LISTED");
  printf("signal %s\n", kill(getppid(), SIGKILL) != 0 && errno == EPERM ? "refused" : "SENT");
  printf("fd3 %s\n", write(3, "x", 1) < 0 && errno == EBADF ? "closed" : "OPEN");
  fflush(stdout);
  if (fork() == 0) { setsid(); usleep(300000); puts("late"); fflush(stdout); _exit(0); }
  return 0;
}
"""
REFUSED = ["outcome refused", "output refused", "decoded refused", "running refused"]
AFTER = ["unlink refused", "rename refused", "create refused", "said refused", "inputs refused", "signal refused", "fd3 closed"]


@pytest.mark.parametrize("backend", ["native", "valgrind"])
def test_the_program_cannot_touch_what_the_host_reads(require_docker, backend):
    profiled = backend == "valgrind"
    expected = "\n".join(REFUSED + (["profile refused"] if profiled else []) + AFTER) + "\n"
    tests = [TestCase("first", "0\n", "first\n"), TestCase("attack", "1\n", expected), TestCase("third", "2\n", "third\n")]
    source = f"#define PROFILED {int(profiled)}\n" + ATTACKER
    report = evaluate(
        source, tests, profile="scalar", backend=backend, sandbox="docker", limits=Limits(compile_seconds=60, run_seconds=10, memory_mb=256, pids=32)
    )
    assert [t.verdict for t in report.tests] == [Verdict.PASS] * 3, [(t.verdict, t.detail) for t in report.tests]
    if profiled:  # the first test's profile is its own: a tiny program, not an empty or forged one
        first, attack = report.tests[0].measurements, report.tests[1].measurements
        assert 0 < first["instructions"] < attack["instructions"]
