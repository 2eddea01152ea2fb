"""Every verdict and every hostile program, through both real sandboxes."""

import json
import re
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from sim_runner import Limits, TestCase, Verdict, evaluate

ECHO_SUM = """#include <cstdio>
int main() { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 2; printf("%lld\\n", a + b); }
"""
TESTS = [TestCase("1", "1 2\n", "3\n"), TestCase("2", "40 2\n", "42\n")]
FAST = Limits(compile_seconds=20, run_seconds=2, memory_mb=256, pids=32, output_bytes=1024 * 1024)


def run(source, sandbox, tests=TESTS, limits=FAST):
    return evaluate(source, tests, sandbox=sandbox, limits=limits)


def verdicts(report):
    return [t.verdict for t in report.tests]


def test_a_few_child_processes_are_allowed(sandbox):
    source = """#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>
int main() { for (int i = 0; i < 4; ++i) { pid_t p = fork(); if (p == 0) _exit(0); waitpid(p, nullptr, 0); }
  puts("3"); }
"""
    assert verdicts(run(source, sandbox, tests=TESTS[:1])) == [Verdict.PASS]


def test_pass(sandbox):
    report = run(ECHO_SUM, sandbox)
    data = report.to_dict()
    assert data["summary"] == {"verdict": "pass", "passed": 2, "total": 2}
    assert data["compile"]["ok"] and data["sandbox"] == sandbox.name
    assert json.loads(json.dumps(data)) == data


def test_wrong_answer_and_extra_line(sandbox):
    source = '#include <cstdio>\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n%lld\\n", a + b, a); }\n'
    report = run(source, sandbox)
    assert verdicts(report) == [Verdict.WRONG_ANSWER] * 2
    assert report.tests[0].detail == "2 output lines, expected 1"


def test_compile_error_carries_the_message(sandbox):
    report = run("int main() { return undefined_name; }\n", sandbox)
    data = report.to_dict()
    assert data["summary"]["verdict"] == "compile_error"
    assert "undefined_name" in data["compile"]["message"] and "was not declared" in data["compile"]["message"]
    assert verdicts(report) == [Verdict.COMPILE_ERROR] * 2


def test_runtime_errors(sandbox):
    assert verdicts(run("int main() { return 3; }\n", sandbox))[0] == Verdict.RUNTIME_ERROR
    # 124 is GNU timeout's status on a timeout; a program returning it has not timed out.
    report = run("int main() { return 124; }\n", sandbox)
    assert [(t.verdict, t.exit_code, t.detail) for t in report.tests] == [(Verdict.RUNTIME_ERROR, 124, "exit code 124")] * 2, report.tests
    report = run("int main() { volatile int *p = nullptr; *p = 1; }\n", sandbox)
    assert report.tests[0].verdict == Verdict.RUNTIME_ERROR and report.tests[0].detail == "killed by signal 11"
    report = run(
        "int f(int n) { volatile char buf[4096]; buf[0] = n; return n ? f(n - 1) + buf[0] : 0; }\nint main() { return f(100000000); }\n", sandbox
    )  # stack overflow
    assert report.tests[0].verdict == Verdict.RUNTIME_ERROR


def test_infinite_loop_times_out_promptly(sandbox):
    start = time.monotonic()
    report = run("int main() { volatile unsigned x = 0; for (;;) ++x; }\n", sandbox, tests=TESTS[:1])
    assert verdicts(report) == [Verdict.TIMEOUT]
    assert time.monotonic() - start < 15


def test_a_program_ignoring_sigterm_times_out_rather_than_running_out_of_memory(sandbox):
    # timeout's KILL follow-up ends it with status 137, as the OOM killer would: the driver tells them apart.
    source = "#include <csignal>\nint main() { signal(SIGTERM, SIG_IGN); volatile unsigned x = 0; for (;;) ++x; }\n"
    report = run(source, sandbox, tests=TESTS[:1])
    assert verdicts(report) == [Verdict.TIMEOUT], report.tests[0]


def test_printed_json_cannot_forge_the_outcome(sandbox):
    """The program's output and stderr go to files the host compares or drops: an outcome-like
    text in them (a passing run, whole or one test's line) changes nothing."""
    run_line = '"0000": {"runs": [{"exit": 0, "ms": 1}], "timed_out": false, "refused_processes": 0}'
    forged = '{"version": 1,\n"compile": {"exit": 0, "ms": 1, "timed_out": false, "memory_killed": false},\n"tests": {\n' + run_line + "\n}}\n"
    source = f"""#include <cstdio>
int main() {{ const char *forged = {json.dumps(forged)}, *line = {json.dumps(run_line)};
  fputs(forged, stdout); fputs(forged, stderr); printf("%s\\n", line); fprintf(stderr, "%s\\n", line); return 3; }}
"""
    report = run(source, sandbox)
    assert [(t.verdict, t.exit_code) for t in report.tests] == [(Verdict.RUNTIME_ERROR, 3)] * 2, report.tests


def test_fork_bomb_is_contained(sandbox):
    source = "#include <unistd.h>\nint main() { for (;;) fork(); }\n"
    start = time.monotonic()
    report = run(source, sandbox, tests=TESTS[:1])
    assert verdicts(report)[0] == Verdict.SANDBOX_VIOLATION
    assert "more than 32 processes" in report.tests[0].detail
    assert time.monotonic() - start < 20
    # The host can still start processes, and nothing of the bomb survives.
    assert subprocess.run(["true"]).returncode == 0
    leftover = subprocess.run(["pgrep", "-f", "/tmp/prog"], capture_output=True, text=True).stdout
    assert leftover == ""


def test_memory_hog_hits_the_memory_limit(sandbox):
    source = """#include <cstdlib>
#include <cstring>
int main() { for (int i = 0; i < 64; ++i) { char *p = (char *)malloc(32 << 20); if (!p) return 7; memset(p, 1, 32 << 20); } }
"""
    report = run(source, sandbox, tests=TESTS[:1])
    assert verdicts(report) == [Verdict.MEMORY_LIMIT], report.tests[0]


def test_output_flood_is_cut(sandbox):
    source = (
        "#include <cstdio>\nint main() { static char line[1 << 16]; for (int i = 0; i < (1 << 16) - 1; ++i) line[i] = 'x';\n"
        "  for (long i = 0; i < 16384; ++i) fputs(line, stdout); }\n"
    )  # 1 GB
    start = time.monotonic()
    report = run(source, sandbox, tests=TESTS[:1])
    assert verdicts(report) == [Verdict.OUTPUT_LIMIT]
    assert time.monotonic() - start < 15


def test_host_files_are_invisible(sandbox, tmp_path):
    secret = tmp_path / f"secret-{uuid.uuid4().hex}.txt"
    secret.write_text("top secret\n")
    secret.chmod(0o644)
    source = f"""#include <cstdio>
int main() {{ FILE *f = fopen("{secret}", "r"); puts(f ? "opened" : "denied");
  FILE *g = fopen("/etc/shadow", "r"); puts(g ? "opened" : "denied"); }}
"""
    report = run(source, sandbox, tests=[TestCase("1", "", "denied\ndenied\n")])
    assert verdicts(report) == [Verdict.PASS]


def test_no_network(sandbox):
    source = """#include <arpa/inet.h>
#include <cstdio>
#include <sys/socket.h>
int main() { int s = socket(AF_INET, SOCK_STREAM, 0); sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(5432);
  inet_pton(AF_INET, "127.0.0.1", &a.sin_addr); puts(s >= 0 && connect(s, (sockaddr *)&a, sizeof a) == 0 ? "connected" : "refused"); }
"""
    assert verdicts(run(source, sandbox, tests=[TestCase("1", "", "refused\n")])) == [Verdict.PASS]


def test_hostile_includes_fail_to_compile_within_the_limit(sandbox):
    limits = Limits(compile_seconds=8, run_seconds=2, memory_mb=256, pids=32)
    start = time.monotonic()
    report = run('#include "/dev/zero"\nint main() {}\n', sandbox, limits=limits)
    assert report.to_dict()["summary"]["verdict"] == "compile_error"
    assert time.monotonic() - start < 25
    report = run('#include "/etc/shadow"\nint main() {}\n', sandbox, limits=limits)
    assert not report.compile.ok


def test_compile_errors_cannot_quote_test_inputs(sandbox):
    secret = f"hidden-{uuid.uuid4().hex}"
    tests = [TestCase("1", secret + "\n", "x\n")]
    for include in ("/box/in/0000", "in/0000", "/box/in-0/0000", "/box/inputs/0000", "inputs/in-0/0000"):
        report = run(f'#include "{include}"\nint main() {{}}\n', sandbox, tests=tests)
        assert not report.compile.ok and secret not in report.compile.message
    # The plan is readable from the sandbox, so it does not hold the input directory's name.
    report = run('#include "plan.json"\nint main() {}\n', sandbox, tests=tests)
    assert not report.compile.ok and "plan.json" in report.compile.message
    assert not re.search(r"in-[0-9a-f]{32}", report.compile.message), report.compile.message


def test_template_recursion_bomb_is_a_compile_error(sandbox):
    source = """template <int N> struct B { static const long v = B<N - 1>::v + B<N - 2>::v; };
template <> struct B<0> { static const long v = 1; }; template <> struct B<1> { static const long v = 1; };
int main() { return B<100000>::v; }
"""
    report = run(source, sandbox, limits=Limits(compile_seconds=8, run_seconds=2, memory_mb=256, pids=32))
    assert not report.compile.ok and report.compile.message


def test_expected_output_never_enters_the_sandbox(sandbox):
    # The program gets the marker reversed on stdin and searches every file it can see for it.
    marker = f"MARK{uuid.uuid4().hex}"
    source = """#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
int main() { namespace fs = std::filesystem; std::string m; std::cin >> m; std::reverse(m.begin(), m.end());
  int hits = 0, files = 0;
  for (const char *root : {"/box", "/tmp"}) { std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(root, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (!it->is_regular_file(ec)) continue;
      ++files; std::ifstream f(it->path()); std::string s((std::istreambuf_iterator<char>(f)), {});
      if (s.find(m) != std::string::npos) ++hits; } }
  printf("%d %d\\n", hits, files > 0); }
"""
    report = run(source, sandbox, tests=[TestCase("1", marker[::-1] + "\n", f"0 1\n{marker}\n")])
    # Output "0 1" alone: files were visible, none held the expected output; one line short.
    assert report.tests[0].detail == "1 output lines, expected 2", report.tests[0]


def test_no_containers_or_workdirs_are_left(sandbox):
    import tempfile

    before = set(Path(tempfile.gettempdir()).glob("sim-runner-*"))
    run("int main() { for (;;); }\n", sandbox, tests=TESTS[:1])
    assert set(Path(tempfile.gettempdir()).glob("sim-runner-*")) == before
    if sandbox.name == "docker":
        assert sandbox.client.containers.list(all=True, filters={"label": "effbench.sandbox"}) == []


def test_unknown_profile_is_refused():
    with pytest.raises(ValueError, match="known profiles: avx2, scalar, simdbench-avx, simdbench-sse, sse4"):
        evaluate(ECHO_SUM, TESTS, profile="avx512")


def test_cli_reads_pie_layout(tmp_path):
    (tmp_path / "prog.cpp").write_text(ECHO_SUM)
    tests = tmp_path / "tests"
    tests.mkdir()
    for n, (given, want) in enumerate([("1 2\n", "3\n"), ("5 5\n", "10\n")], start=1):
        (tests / f"input.{n}.txt").write_text(given)
        (tests / f"output.{n}.txt").write_text(want)
    done = subprocess.run(
        [sys.executable, "-m", "sim_runner", "evaluate", str(tmp_path / "prog.cpp"), "--tests", str(tests), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode == 3:
        pytest.skip(f"no sandbox: {done.stderr}")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["summary"] == {"verdict": "pass", "passed": 2, "total": 2}
    missing = subprocess.run(
        [sys.executable, "-m", "sim_runner", "evaluate", str(tmp_path / "prog.cpp"), "--tests", str(tmp_path / "nope"), "--json"],
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 2 and "does not exist" in missing.stderr


def test_native_backend_times_repeated_runs_and_says_they_are_not_deterministic(sandbox):
    report = evaluate(ECHO_SUM, TESTS, backend="native", sandbox=sandbox, limits=FAST, repeat=4)
    for test in report.to_dict()["tests"]:
        timing = test["timing"]
        assert test["verdict"] == "pass" and len(timing["runs"]) == 4 and timing["deterministic"] is False
        assert min(timing["runs"]) <= timing["wall_seconds"] <= max(timing["runs"])
    assert report.to_dict()["measurements"] is None  # wall-clock time is never a simulated measurement
    failing = evaluate("int main() { return 3; }\n", TESTS[:1], backend="native", sandbox=sandbox, limits=FAST, repeat=4)
    assert failing.tests[0].verdict == Verdict.RUNTIME_ERROR and failing.tests[0].timing is None
    with pytest.raises(ValueError, match="repeat must be between 1 and 100"):
        evaluate(ECHO_SUM, TESTS, backend="native", sandbox=sandbox, repeat=0)


def test_containers_created_but_never_started_are_removed(require_docker):
    """A worker killed between creating and starting a sandbox leaves a container that the
    engine never removes by itself; the workers' sweep removes it once it is old enough."""
    import docker

    from sim_runner.sandbox import remove_abandoned_containers
    from sim_runner.sandbox.docker_box import IMAGE

    client = docker.from_env()
    container = client.containers.create(IMAGE, ["true"], labels={"effbench.sandbox": "1"})
    try:
        assert remove_abandoned_containers(older_than_seconds=60) == 0  # just created: may be starting
        assert remove_abandoned_containers(older_than_seconds=0) == 1
        assert not client.containers.list(all=True, filters={"id": container.id})
    finally:
        try:
            container.remove(force=True)
        except docker.errors.NotFound:
            pass


STDCXX = """#include <bits/stdc++.h>
using namespace std;
int main() { long long a, b; cin >> a >> b; vector<long long> v{a, b}; cout << accumulate(v.begin(), v.end(), 0LL) << "\\n"; }
"""


@pytest.mark.parametrize("profile", ["scalar", "sse4", "avx2"])
def test_runner_image_precompiles_bits_stdcxx_for_each_profile(require_docker, profile):
    """GCC takes the image's precompiled <bits/stdc++.h> with the profile's exact command (`-H`
    marks a used one with "!"); a stale one would be skipped silently and cost ~1 s a compile."""
    import docker

    from sim_runner.profiles import compile_command, pch_flags
    from sim_runner.sandbox.docker_box import IMAGE

    command = [*compile_command(profile), *pch_flags(profile), "-H", "-fsyntax-only", "-x", "c++", "-"]
    script = f"printf '%s' '{STDCXX.replace(chr(39), '')}' | {' '.join(command)}"
    out = docker.from_env().containers.run(IMAGE, ["sh", "-c", script], remove=True, network_disabled=True, stdout=False, stderr=True).decode()
    assert out.splitlines()[0] == f"! /opt/effbench-pch/{profile}/bits/stdc++.h.gch", out[:500]


def test_programs_including_bits_stdcxx_compile_and_pass(sandbox):
    report = run(STDCXX, sandbox)
    assert report.compile.ok, report.compile.message
    assert verdicts(report) == [Verdict.PASS, Verdict.PASS]


@pytest.mark.parametrize("profile", ["scalar", "avx2"])
def test_host_precompiles_bits_stdcxx_for_bubblewrap(require_bwrap, profile):
    """The bubblewrap sandbox compiles with the host's g++: its precompiled header is built on
    the host, once, and GCC takes it with the profile's exact command."""
    from sim_runner import host_pch
    from sim_runner.profiles import compile_command

    root = host_pch.ensure_built(profile)
    assert root is not None and host_pch.ensure_built(profile) == root  # built once, then reused
    done = subprocess.run(
        [*compile_command(profile), "-I", str(root / profile), "-H", "-fsyntax-only", "-x", "c++", "-"], input=STDCXX, capture_output=True, text=True
    )
    assert done.stderr.splitlines()[0] == f"! {root}/{profile}/bits/stdc++.h.gch", done.stderr[:500]
    assert host_pch.profile_of(["g++", "-I", f"/opt/effbench-pch/{profile}", "-I", "include"]) == profile


# A SimdBench-shaped program (issue 16): simdbench.h first, SSE2 intrinsics, the header's helpers.
SIMDBENCH = """#include "simdbench.h"
#include <emmintrin.h>
int sum_simd(const std::vector<int> &v) {
  __m128i acc = _mm_setzero_si128(); size_t i = 0;
  for (; i + 4 <= v.size(); i += 4) acc = _mm_add_epi32(acc, _mm_loadu_si128((const __m128i *)&v[i]));
  int lanes[4]; _mm_storeu_si128((__m128i *)lanes, acc);
  int sum = lanes[0] + lanes[1] + lanes[2] + lanes[3];
  for (; i < v.size(); ++i) sum += v[i];
  return sum;
}
int main() {
  Random rng; std::vector<int> v(Small_Arg_1D); rng.initialize_vector_with_small_values(v);
  std::cout << (allclose(sum_simd(v), std::accumulate(v.begin(), v.end(), 0)) ? "ok" : "wrong") << std::endl;
}
"""
CLANG_PROFILES = ["simdbench-sse", "simdbench-avx"]


@pytest.mark.parametrize("profile", CLANG_PROFILES)
def test_runner_image_precompiles_simdbench_h_for_clang_profiles(require_docker, profile):
    """clang profiles compile with the image's precompiled simdbench.h (-include-pch): `-H` lists
    the program's own #include "simdbench.h" (a copy in include/, as in the sandbox) and nothing
    under it, the PCH having defined its include guard; parsed, the whole library is under it."""
    import docker

    from sim_runner.profiles import compile_command, pch_flags
    from sim_runner.sandbox.docker_box import IMAGE

    assert pch_flags(profile) == ["-include-pch", f"/opt/effbench-pch/{profile}/simdbench.pch"]
    source = '#include "simdbench.h"\nint main() { Random rng; return rng.randint(0, ITERATIONS) < 0; }\n'
    headers = {}
    for label, flags in (("precompiled", pch_flags(profile)), ("parsed", [])):
        command = [*compile_command(profile), *flags, "-I", "include", "-H", "-fsyntax-only", "-x", "c++", "-"]
        script = f"mkdir -p /tmp/w/include && cp /opt/effbench-pch/{profile}/*.h /tmp/w/include && cd /tmp/w && printf '%s' '{source}' | {' '.join(command)}"
        headers[label] = (
            docker.from_env().containers.run(IMAGE, ["sh", "-c", script], remove=True, network_disabled=True, stdout=False, stderr=True).decode().splitlines()
        )
    assert headers["precompiled"] == [". include/simdbench.h"], headers["precompiled"][:10]
    assert headers["parsed"][0] == ". include/simdbench.h" and len(headers["parsed"]) > 100


@pytest.mark.parametrize("profile", CLANG_PROFILES)
def test_host_precompiles_simdbench_h_for_bubblewrap(require_bwrap, profile):
    """The bubblewrap sandbox compiles with the host's clang++: its precompiled simdbench.h is
    built on the host, once, from a copy of the header at the path the sandbox mounts it at (a
    clang PCH records it and is refused where that file is missing)."""
    from sim_runner import host_pch

    root = host_pch.ensure_built(profile)
    assert root is not None and host_pch.ensure_built(profile) == root  # built once, then reused
    pch = (root / profile / "simdbench.pch").read_bytes()
    assert f"/opt/effbench-pch/{profile}/simdbench.h".encode() in pch and str(root).encode() not in pch
    assert (root / profile / "simdbench.h").read_bytes() == (Path(__file__).parents[2] / "sim_runner/include/simdbench.h").read_bytes()
    assert host_pch.profile_of(["clang++-19", "-include-pch", f"/opt/effbench-pch/{profile}/simdbench.pch"]) == profile


class _KeepsBinary:
    """A sandbox that keeps a copy of each program it compiled (res/prog.bin)."""

    def __init__(self, box):
        self.box, self.name, self.binaries = box, box.name, []

    def describe(self):
        return self.box.describe()

    def run_driver(self, workdir, argv, limits, wall_seconds, env=None):
        self.box.run_driver(workdir, argv, limits, wall_seconds, env)
        self.binaries.append((workdir / "res" / "prog.bin").read_bytes())


def test_clang_profiles_build_the_same_binary_in_both_sandboxes(require_docker, require_bwrap):
    """clang's binary differs with and without the precompiled simdbench.h, so both sandboxes
    compile with it: the same program is the same bytes, and measures the same, in Docker and in
    bubblewrap and from one evaluation to the next."""
    from sim_runner.sandbox import choose

    reports, binaries = [], []
    for name in ("docker", "bwrap", "docker", "bwrap"):
        box = _KeepsBinary(choose(name))
        report = evaluate(SIMDBENCH, [TestCase("1", "", "ok\n")], profile="simdbench-sse", backend="valgrind", sandbox=box, limits=FAST, cache_dir=None)
        assert report.verdict == Verdict.PASS, (name, report.compile.message, report.tests)
        reports.append(report)
        binaries += box.binaries
    assert len(binaries) == 4 and len(set(binaries)) == 1
    assert len({json.dumps(r.tests[0].measurements, sort_keys=True) for r in reports}) == 1


def test_clang_profile_is_refused_where_its_precompiled_header_cannot_be_built(require_bwrap, monkeypatch, tmp_path):
    """Never a silently different program: a host without clang++-19 cannot build the PCH, and
    the bubblewrap sandbox refuses the clang profile (where a g++ profile compiles without its PCH:
    the same binary)."""
    import shutil

    from sim_runner import host_pch
    from sim_runner.sandbox import SandboxUnavailable

    which = shutil.which
    monkeypatch.setattr(shutil, "which", lambda name, *args, **kwargs: None if name.startswith("clang") else which(name, *args, **kwargs))
    monkeypatch.setenv("SIM_RUNNER_PCH_DIR", str(tmp_path))
    host_pch._root.cache_clear()
    try:
        with pytest.raises(SandboxUnavailable, match="simdbench-sse: its precompiled simdbench.h could not be built"):
            evaluate(SIMDBENCH, [TestCase("1", "", "ok\n")], profile="simdbench-sse", sandbox="bwrap", cache_dir=None)
        assert not list(tmp_path.glob("*/simdbench-sse"))
    finally:
        host_pch._root.cache_clear()
