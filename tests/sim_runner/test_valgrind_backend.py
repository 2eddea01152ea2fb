"""The valgrind backend: deterministic counts, the models' shape, and ISA enforcement."""

import json

import pytest

from sim_runner import Limits, TestCase, Verdict, evaluate

SAXPY = """#include <cstdio>
#include <vector>
int main() { int n; if (scanf("%d", &n) != 1) return 1; std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = i * 0.5f; y[i] = 1.0f; }
  for (int r = 0; r < 20; ++r) for (int i = 0; i < n; ++i) y[i] = 1.0001f * x[i] + y[i];
  double s = 0; for (int i = 0; i < n; ++i) s += y[i]; printf("%.0f\\n", s / 1e6); }
"""
SAXPY_TESTS = [TestCase("1", "20000\n", "2000\n")]
LIMITS = Limits(compile_seconds=30, run_seconds=5, simulate_seconds=60, memory_mb=256)


def simulate(source, sandbox, tests=SAXPY_TESTS, profile="avx2", **options):
    return evaluate(source, tests, profile=profile, backend="valgrind", sandbox=sandbox, limits=LIMITS, **options)


def test_reports_are_bit_identical_across_runs_and_sandboxes(require_docker, require_bwrap):
    reports = [simulate(SAXPY, box).to_dict() for box in ("docker", "bwrap", "docker", "bwrap")]
    measured = {json.dumps([r["measurements"], [t["measurements"] for t in r["tests"]]], sort_keys=True) for r in reports}
    assert len(measured) == 1
    assert reports[0]["summary"]["verdict"] == "pass"


def test_report_has_every_measurement(sandbox):
    data = simulate(SAXPY, sandbox).to_dict()
    m = data["tests"][0]["measurements"]
    assert m == data["measurements"]  # one test: the summary is that test
    assert m["instructions"] > 0 and m["cycles"] > 0
    assert m["ipc"] == pytest.approx(m["instructions"] / m["cycles"], rel=1e-6)
    assert m["seconds"] == pytest.approx(m["cycles"] / 3.5e9)
    energy = m["energy_j"]
    assert energy["total"] == pytest.approx(energy["core"] + energy["caches"] + energy["dram"] + energy["static"])
    assert m["edp"] == pytest.approx(energy["total"] * m["seconds"])
    assert m["mix"]["avx256"] > 0 and sum(m["mix"].values()) == m["instructions"]
    walks = {"page_walks", "page_walk_entries_l2", "page_walk_entries_l3"}
    assert set(m["cache_misses"]) == {"l1i", "l1d_read", "l1d_write", "l1d_write_crowded", "l2", "l3", "dtlb", *walks}
    assert m["uops"] > 0 and m["modelled"]["unmodelled_instructions"] == 0
    assert m["branches"]["conditional"] > 0
    versions = data["versions"]
    assert versions["machine"] == "skylake" and versions["glibc_tunables"].startswith("glibc.cpu.hwcaps=-")
    assert data["backend"] == "valgrind"


def test_wrong_programs_get_no_measurement(sandbox):
    data = simulate(SAXPY.replace("s / 1e6", "s / 1e5"), sandbox).to_dict()
    assert data["summary"]["verdict"] == "wrong_answer"
    assert data["measurements"] is None and data["tests"][0]["measurements"] is None


def test_avx2_kernel_beats_its_scalar_twin(sandbox):
    vector = simulate(SAXPY, sandbox, profile="avx2").to_dict()["measurements"]
    scalar = simulate(SAXPY, sandbox, profile="scalar").to_dict()["measurements"]
    assert scalar["mix"].get("avx256", 0) == 0
    assert vector["cycles"] < scalar["cycles"] and vector["energy_j"]["total"] < scalar["energy_j"]["total"]


AVX512 = """#include <immintrin.h>
#include <cstdio>
__attribute__((target("avx512f"))) float f(float v) { __m512 a = _mm512_set1_ps(v); return _mm512_reduce_add_ps(a); }
int main() { printf("%.0f\\n", f(1.0f)); }
"""
AVX2_IN_SCALAR = """#include <cstdio>
int main() { int v; if (scanf("%d", &v) != 1) return 1;
  asm volatile("vpaddd %%ymm0, %%ymm0, %%ymm0" ::: "xmm0");  // an AVX2 instruction, whatever the flags
  printf("%d\\n", 2 * v); }
"""


def test_avx512_under_avx2_profile_is_unsupported(sandbox):
    data = simulate(AVX512, sandbox, tests=[TestCase("1", "", "16\n")]).to_dict()
    assert data["tests"][0]["verdict"] == Verdict.UNSUPPORTED_INSTRUCTION.value, data["tests"][0]
    assert data["measurements"] is None


def test_instructions_above_the_profile_are_unsupported(sandbox):
    data = simulate(AVX2_IN_SCALAR, sandbox, tests=[TestCase("1", "21\n", "42\n")], profile="scalar").to_dict()
    test = data["tests"][0]
    assert test["verdict"] == "unsupported_instruction" and "profile does not allow" in test["detail"]
    # The same program is fine where AVX2 is allowed.
    assert simulate(AVX2_IN_SCALAR, sandbox, tests=[TestCase("1", "21\n", "42\n")]).verdict == Verdict.PASS


def test_simulated_infinite_loop_times_out(sandbox):
    limits = Limits(compile_seconds=30, run_seconds=1, simulate_seconds=3, memory_mb=256)
    report = evaluate("int main() { volatile unsigned x = 0; for (;;) ++x; }\n", [TestCase("1", "", "")], backend="valgrind", sandbox=sandbox, limits=limits)
    assert report.tests[0].verdict == Verdict.TIMEOUT


def test_unknown_backend_and_machine_are_refused():
    with pytest.raises(ValueError, match="known backends: native, valgrind"):
        evaluate("int main(){}", [], backend="gem6")
    with pytest.raises(ValueError, match="unknown machine profile 'zen9'"):
        evaluate("int main(){}", [], backend="valgrind", machine="zen9")


ROI = """#include <cstdio>
#include <vector>
#include "effbench_roi.h"
int main() { int n; if (scanf("%d", &n) != 1) return 1; std::vector<long> v(n);
  for (int i = 0; i < n; ++i) v[i] = (i * 7919L) % 1000;        // set-up: not measured
  MARK_BEGIN
  long s = 0; for (int i = 0; i < n; i += 64) s += v[i];      // the kernel
  MARK_END
  printf("%ld\\n", s); }
"""


def test_region_of_interest_measures_only_the_kernel(sandbox):
    tests = [TestCase("1", "200000\n", "1550000\n")]
    whole = evaluate(ROI.replace("MARK_BEGIN", "").replace("MARK_END", ""), tests, backend="valgrind", sandbox=sandbox, limits=LIMITS).to_dict()
    region = evaluate(
        ROI.replace("MARK_BEGIN", "EFFBENCH_ROI_BEGIN();").replace("MARK_END", "EFFBENCH_ROI_END();"), tests, backend="valgrind", sandbox=sandbox, limits=LIMITS
    ).to_dict()
    assert whole["summary"]["verdict"] == region["summary"]["verdict"] == "pass", (whole["tests"], region["tests"])
    assert region["versions"]["region"] == "roi" and whole["versions"]["region"] == "program after libc start-up"
    # The kernel runs n/64 iterations of a few instructions; set-up alone is over a million.
    assert region["measurements"]["instructions"] < 30_000 < 1_000_000 < whole["measurements"]["instructions"]


HOSTILE = {
    "memory hog": (
        """#include <cstdlib>
#include <cstring>
int main() { for (int i = 0; i < 256; ++i) { char *p = (char *)malloc(32 << 20); if (!p) return 7; memset(p, 1, 32 << 20); } }
""",
        {"memory_limit"},
    ),
    "output flood": (
        """#include <cstdio>
int main() { static char line[1 << 16]; for (int i = 0; i < (1 << 16) - 1; ++i) line[i] = 'x';
  for (long i = 0; i < 16384; ++i) fputs(line, stdout); }
""",
        {"output_limit"},
    ),
    "fork bomb": ("#include <unistd.h>\nint main() { for (;;) fork(); }\n", {"sandbox_violation"}),
    "stack overflow": (
        "int f(int n) { volatile char b[4096]; b[0] = n; return n ? f(n - 1) + b[0] : 0; }\nint main() { return f(100000000); }\n",
        {"runtime_error"},
    ),
    "100 MB single line": (
        """#include <cstdio>
int main() { for (long i = 0; i < 100L << 20; ++i) putchar('7'); putchar('\\n'); }
""",
        {"output_limit"},
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_programs_under_the_simulator(sandbox, name):
    source, allowed = HOSTILE[name]
    limits = Limits(compile_seconds=30, run_seconds=2, simulate_seconds=10, memory_mb=256, pids=32, output_bytes=1024 * 1024)
    report = evaluate(source, [TestCase("1", "", "0\n")], backend="valgrind", sandbox=sandbox, limits=limits)
    assert report.tests[0].verdict.value in allowed, report.tests[0]
    assert report.to_dict()["measurements"] is None


def test_a_finished_evaluation_keeps_no_binary_alive(sandbox):
    """A worker evaluates thousands of programs: each decoded binary (its bytes and decoded
    instructions) must go with its evaluation (a method-level cache once kept them all)."""
    import gc

    from sim_runner.measure.isa import Binary

    for n in (1, 2):
        assert simulate(SAXPY.replace("main()", f"main /* {n} */ ()"), sandbox, cache_dir=None).verdict == Verdict.PASS
    gc.collect()
    assert [o for o in gc.get_objects() if type(o) is Binary] == []  # type(): dead weak proxies are there too


# A program that blocks its own profile: the tests' inputs are named as their profiles are, so
# it makes a directory at each profile's path and effgrind cannot write there.
class LosesProfiles:
    """The real sandbox, after which the simulator's profiles are gone (a fault a program can no
    longer cause: effgrind writes them to a descriptor out of its reach; test_result_integrity)."""

    def __init__(self, box):
        self.box, self.name = box, box.name

    def describe(self):
        return self.box.describe()

    def run_driver(self, workdir, *args, **kwargs):
        self.box.run_driver(workdir, *args, **kwargs)
        for profile in (workdir / "res" / "prof").iterdir():
            profile.unlink()


def test_a_right_answer_without_a_usable_profile_is_a_measurement_error_never_cached(sandbox, tmp_path):
    tests = [TestCase("1", "", "5\n")]
    five = '#include <cstdio>\nint main() { printf("5\\n"); }\n'
    report = simulate(five, LosesProfiles(sandbox), tests=tests, cache_dir=tmp_path)
    test = report.tests[0]
    assert test.verdict == Verdict.MEASUREMENT_ERROR and test.detail.startswith("no usable simulator profile"), test
    assert test.measurements is None and report.to_dict()["measurements"] is None
    # Not the program's answer's fault, and possibly the infrastructure's: evaluated afresh next time.
    again = simulate(five, LosesProfiles(sandbox), tests=tests, cache_dir=tmp_path)
    assert again.tests[0].verdict == Verdict.MEASUREMENT_ERROR and not again.cached
    assert simulate(five, sandbox, tests=tests, cache_dir=tmp_path).verdict == Verdict.PASS


def test_without_the_throughput_tool_the_simulator_is_unavailable_not_another_model(monkeypatch):
    # A host without llvm-mca must not measure with some other cycle model: evaluate() says
    # which tool is missing before any sandbox starts, and names the package that has it.
    from sim_runner.measure import mca
    from sim_runner.sandbox import SandboxUnavailable

    monkeypatch.setattr(mca, "TOOL", "llvm-mca-absent-for-this-test")
    mca.tool_version.cache_clear()
    try:
        with pytest.raises(SandboxUnavailable, match=r"llvm-mca-absent-for-this-test is not installed: the cycle model needs it \(Debian package llvm-19"):
            evaluate("int main() {}", [TestCase("1", "", "")], profile="avx2", backend="valgrind", sandbox="auto")
    finally:
        mca.tool_version.cache_clear()
