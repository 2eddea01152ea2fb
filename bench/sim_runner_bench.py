"""sim_runner figures (issue: sim_runner), printed side by side in one run:

1. Determinism: 5 repeated valgrind-backend runs of 10 programs -> number of distinct reports
   per program (1 = bit-identical), beside the coefficient of variation of native wall-clock
   time for the same programs on this machine.
2. Cost: CPU seconds per (program x test) under the valgrind backend vs native execution, and
   the slowdown (median over programs), plus one 10-test evaluation's wall time.
3. SIMD sanity: an AVX2 kernel vs its scalar twin: cycle ratio and energy ratio.
4. IPC trap: a pair where the program with the higher IPC uses more energy.

Run: .venv/bin/python bench/sim_runner_bench.py [--sandbox docker|bwrap]
"""

import argparse
import json
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from unittest.mock import patch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from portal.benchmarks.demo import BASELINES  # noqa: E402
from sim_runner import Limits, TestCase, evaluate, profiles  # noqa: E402
from tests.demo_generations import FAST  # noqa: E402

SAXPY = """#include <cstdio>
#include <vector>
int main() { int n; if (scanf("%d", &n) != 1) return 1; std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = i * 0.5f; y[i] = 1.0f; }
  for (int r = 0; r < 50; ++r) for (int i = 0; i < n; ++i) y[i] = 1.0001f * x[i] + y[i];
  double s = 0; for (int i = 0; i < n; ++i) s += y[i]; printf("%.0f\\n", s / 1e6); }
"""
MATMUL = """#include <cstdio>
#include <vector>
int main() { int n; scanf("%d", &n); std::vector<double> a(n * n, 1.5), b(n * n, 2.0), c(n * n, 0);
  for (int i = 0; i < n; ++i) for (int k = 0; k < n; ++k) for (int j = 0; j < n; ++j) c[i * n + j] += a[i * n + k] * b[k * n + j];
  printf("%.1f\\n", c[n * n - 1]); }
"""
SORT = """#include <algorithm>
#include <cstdio>
#include <vector>
int main() { int n; scanf("%d", &n); std::vector<unsigned> v(n); unsigned x = 12345;
  for (auto &e : v) { x = x * 1103515245u + 12345u; e = x >> 8; } std::sort(v.begin(), v.end()); printf("%u\\n", v[n / 2]); }
"""
STRINGS = """#include <iostream>
#include <string>
int main() { std::ios::sync_with_stdio(false); int n; std::cin >> n; std::string s;
  for (int i = 0; i < n; ++i) s += char('a' + i % 26); long h = 0; for (char c : s) h = h * 31 + c; std::cout << (h & 1023) << "\\n"; }
"""
SIMD_KERNEL = """#include <cstdio>
#include <immintrin.h>
#include <vector>
{kernel}
int main() {{ int n, reps; if (scanf("%d %d", &n, &reps) != 2) return 1; std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {{ x[i] = (i % 100) * 0.01f; y[i] = 1.0f; }}
  for (int r = 0; r < reps; ++r) saxpy(n, 0.5f, x.data(), y.data());
  double s = 0; for (int i = 0; i < n; ++i) s += y[i]; printf("%.1f\\n", s); }}
"""
SCALAR_SAXPY = """__attribute__((optimize("no-tree-vectorize"), noinline))
void saxpy(int n, float a, const float *x, float *y) { for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i]; }"""
AVX2_SAXPY = """__attribute__((noinline)) void saxpy(int n, float a, const float *x, float *y) {
  __m256 va = _mm256_set1_ps(a); int i = 0;
  for (; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_fmadd_ps(va, _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
  for (; i < n; ++i) y[i] = a * x[i] + y[i]; }"""

# IPC trap pair: same answer. A streams a large array once (cache misses: low IPC, few
# instructions, DRAM energy); B recomputes a hash in registers (high IPC, many instructions).
TRAP_A = """#include <cstdio>
#include <vector>
int main() { int n; scanf("%d", &n); std::vector<unsigned> v(n); for (int i = 0; i < n; ++i) v[i] = i * 2654435761u;
  unsigned long s = 0; for (int i = 0; i < n; i += 16) s += v[i]; printf("%lu\\n", s % 1000); }
"""
PAIRS_INPUT = "4000 1000\n" + " ".join(str(i * 7919 % 1000) for i in range(4000)) + "\n"
# Inputs sized so that each program runs for roughly 10 ms natively on this machine.
PROGRAMS = {
    "sum-array": (FAST["sum-array"], "200000\n" + " ".join(str(i) for i in range(200000)) + "\n"),
    "count-primes": (FAST["count-primes"], "5000000\n"),
    "pair-sum": (FAST["pair-sum"], "100000 1000\n" + " ".join(str(i % 997) for i in range(100000)) + "\n"),
    "count-primes-slow": (BASELINES["count-primes"], "12000\n"),
    "pair-sum-slow": (BASELINES["pair-sum"], PAIRS_INPUT),
    "saxpy": (SAXPY, "100000\n"),
    "matmul": (MATMUL, "180\n"),
    "sort": (SORT, "200000\n"),
    "strings": (STRINGS, "3000000\n"),
    "trap-a": (TRAP_A, "4000000\n"),
}


def native_output_and_times(source: str, stdin: str, flags: list[str], runs: int) -> tuple[str, list[float]]:
    with tempfile.TemporaryDirectory() as tmp:
        binary = Path(tmp) / "prog"
        subprocess.run(["g++", "-std=c++17", "-O3", "-static", *flags, "-o", str(binary), "-x", "c++", "-"], input=source, text=True, check=True)
        times, out = [], ""
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            out = subprocess.run([str(binary)], input=stdin, capture_output=True, text=True, check=True).stdout
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            times.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
        return out, times


def simulate(source, tests, sandbox, profile="avx2"):
    return evaluate(source, tests, profile=profile, backend="valgrind", sandbox=sandbox, limits=Limits(simulate_seconds=120, memory_mb=1024)).to_dict()


def sum_array_input(n: int) -> str:
    return f"{n}\n" + " ".join(str(i) for i in range(n)) + "\n"


def ten_tests(sandbox):
    """The issue's case: one program, 10 tests that each run ~10 ms natively, evaluated whole
    (sandbox start, compilation, 10 simulations) on one core. The input size giving ~10 ms is
    calibrated on this machine (native speed differs between machines and sessions); native
    times of ~10 ms runs are noisy, so three sizes around it are printed: native median of 21
    runs beside the evaluation's wall time (median of 3)."""
    source = FAST["sum-array"]
    _, probe = native_output_and_times(source, sum_array_input(100_000), ["-march=x86-64-v3"], runs=21)
    ten_ms = int(100_000 * 0.010 / statistics.median(probe)) // 10_000 * 10_000
    for n in (ten_ms * 8 // 10, ten_ms, ten_ms * 12 // 10):
        # Ten different inputs of the same size (values shifted per test): no result reusable.
        stdins = [f"{n}\n" + " ".join(str(i + t) for i in range(n)) + "\n" for t in range(10)]
        expected, native = native_output_and_times(source, stdins[0], ["-march=x86-64-v3"], runs=21)
        tests = [TestCase(str(t), stdin, f"{sum(range(n)) + t * n}\n") for t, stdin in enumerate(stdins)]
        assert tests[0].expected_output == expected
        walls = []
        for attempt in range(3):  # a distinct comment per attempt: no cache hit
            start = time.monotonic()
            report = simulate(f"// attempt {attempt} {time.time()}\n" + source, tests, sandbox)
            walls.append(time.monotonic() - start)
            assert report["summary"]["verdict"] == "pass"
        print(
            f"one program x 10 tests (sum-array, n={n:,}: {statistics.median(native) * 1000:.1f} ms natively each): "
            f"sandbox start + compile + 10 simulations = {statistics.median(walls):.2f} s wall, median of 3 "
            f"({', '.join(f'{w:.2f}' for w in walls)}); target <= 5 s"
        )


def precompiled_header(sandbox, rounds=5):
    """Compile seconds (in the sandbox, as the report gives them) of a <bits/stdc++.h> program
    with the runner image's precompiled header and with it hidden, alternated side by side."""
    source = FAST["sum-array"].replace("#include <cstdio>", "#include <bits/stdc++.h>")
    seconds = {"precompiled": [], "parsed": []}
    for attempt in range(rounds):
        for label, root in (("precompiled", profiles.PCH_ROOT), ("parsed", "/nonexistent")):
            with patch.object(profiles, "PCH_ROOT", root):
                report = evaluate(
                    f"// {label} {attempt} {time.time()}\n" + source, [TestCase("1", "1 5\n", "5\n")], profile="avx2", backend="native", sandbox=sandbox
                )
            assert report.compile.ok, report.compile.message
            seconds[label].append(report.compile.seconds)
    with_pch, without = (statistics.median(seconds[k]) for k in ("precompiled", "parsed"))
    print(
        f"compile <bits/stdc++.h> program (median of {rounds}): {with_pch:.2f} s with the precompiled header, "
        f"{without:.2f} s parsing it ({without / with_pch:.1f}x)"
    )


def toolchains(sandbox, tasks=6, rounds=3):
    """Compile seconds (in the sandbox, as the report gives them) of SIMD correctness programs
    (our simd-avx suite's tasks, the scalar solution standing in for the SIMD function) under
    SimdBench's toolchain (clang++, with its precompiled simdbench.h) and under g++ (avx2, with
    its precompiled <bits/stdc++.h>), alternated side by side."""
    from evaluator import simd_tasks
    from portal.benchmarks.suites.simd import load_tasks

    seconds = {"simdbench-avx": [], "avx2": []}
    for item in load_tasks("AVX")[:tasks]:
        task = item.task
        stand_in = re.sub(rf"\b{re.escape(task.entrypoint_scalar)}\b", task.entrypoint_simd, task.solution_scalar)
        source = simd_tasks.program(task, stand_in, task.test_correctness)
        for attempt in range(rounds):
            for profile in seconds:
                report = evaluate(f"// {profile} {attempt} {time.time()}\n" + source, [], profile=profile, backend="native", sandbox=sandbox, cache_dir=None)
                assert report.compile.ok, (task.task_id, profile, report.compile.message[:300])
                seconds[profile].append(report.compile.seconds)
    clang, gcc = (statistics.median(seconds[p]) for p in ("simdbench-avx", "avx2"))
    print(
        f"compile a SIMD correctness program ({tasks} tasks x {rounds}, median): clang++-19 with its precompiled "
        f"simdbench.h (simdbench-avx) {clang:.2f} s, g++ with its precompiled header (avx2) {gcc:.2f} s: {clang / gcc:.2f}x; target <= 1.5x"
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sandbox", default="auto")
    parser.add_argument("--only-ten-tests", action="store_true", help="just the 10-test evaluation")
    parser.add_argument("--only-toolchains", action="store_true", help="just clang++ vs g++ compile time")
    args = parser.parse_args()
    if args.only_toolchains:
        toolchains(args.sandbox)
        return
    if args.only_ten_tests:
        precompiled_header(args.sandbox)
        ten_tests(args.sandbox)
        return

    print(f"== 1. Determinism and 2. cost (valgrind backend, profile avx2, sandbox {args.sandbox})")
    print("   'simulated run' = one test under valgrind's effgrind tool inside the sandbox (valgrind start-up included);")
    print("   'evaluate' = the whole call: sandbox start, compile, simulate, decode, model.")
    print(
        f"{'program':18} {'distinct/5':>10} {'native CV %':>11} {'native s':>9} {'simulated run s':>15} {'slowdown':>9} {'evaluate s':>10} {'instructions':>13}"
    )
    slowdowns = []
    for name, (source, stdin) in PROGRAMS.items():
        expected, native = native_output_and_times(source, stdin, ["-march=x86-64-v3"], runs=10)
        tests = [TestCase("1", stdin, expected)]
        reports, runs, walls = [], [], []
        for _ in range(5):
            start = time.monotonic()
            report = simulate(source, tests, args.sandbox)
            walls.append(time.monotonic() - start)
            assert report["summary"]["verdict"] == "pass", (name, report["tests"])
            runs.append(report["tests"][0]["seconds"])
            reports.append(json.dumps(report["tests"][0]["measurements"], sort_keys=True))
        native_mean = statistics.mean(native)
        cv = 100 * statistics.stdev(native) / native_mean
        sim = statistics.median(runs)
        slowdowns.append(sim / native_mean)
        instructions = json.loads(reports[0])["instructions"]
        print(
            f"{name:18} {len(set(reports)):>10} {cv:>11.1f} {native_mean:>9.4f} {sim:>15.3f} "
            f"{sim / native_mean:>9.0f} {statistics.median(walls):>10.2f} {instructions:>13,}"
        )
    print(f"median slowdown of a simulated run versus the native run: {statistics.median(slowdowns):.0f}x")

    precompiled_header(args.sandbox)
    toolchains(args.sandbox)
    ten_tests(args.sandbox)

    print("\n== 3. SIMD sanity: AVX2 intrinsics saxpy vs its scalar twin (profile avx2, 4096 floats x 2000)")
    stdin = "4096 2000\n"
    results = {}
    for label, kernel in (("scalar", SCALAR_SAXPY), ("avx2", AVX2_SAXPY)):
        source = SIMD_KERNEL.format(kernel=kernel)
        expected, _ = native_output_and_times(source, stdin, ["-march=x86-64-v3"], runs=1)
        results[label] = m = simulate(source, [TestCase("1", stdin, expected)], args.sandbox)["measurements"]
        print(
            f"{label:7} instructions {m['instructions']:>12,} cycles {m['cycles']:>12,} ipc {m['ipc']:.2f} "
            f"energy {m['energy_j']['total'] * 1e6:9.1f} uJ  avx256 ops {m['mix'].get('avx256', 0):,}"
        )
    scalar, vector = results["scalar"], results["avx2"]
    print(f"scalar / avx2: cycles {scalar['cycles'] / vector['cycles']:.2f}x, energy {scalar['energy_j']['total'] / vector['energy_j']['total']:.2f}x")

    print("\n== 4. IPC trap: the demo's pair-sum, O(n^2) baseline vs hash-map version, same input (profile scalar)")
    pair = {}
    for label, source in (("baseline O(n^2)", BASELINES["pair-sum"]), ("hash map", FAST["pair-sum"])):
        expected, _ = native_output_and_times(source, PAIRS_INPUT, [], runs=1)
        pair[label] = m = simulate(source, [TestCase("1", PAIRS_INPUT, expected)], args.sandbox, "scalar")["measurements"]
        e = m["energy_j"]
        print(
            f"{label:16} ipc {m['ipc']:.2f} instructions {m['instructions']:>12,} cycles {m['cycles']:>12,} "
            f"energy {e['total'] * 1e6:9.1f} uJ (core {e['core'] * 1e6:.1f}, caches {e['caches'] * 1e6:.1f}, "
            f"dram {e['dram'] * 1e6:.1f}, static {e['static'] * 1e6:.1f})"
        )
    hi, lo = sorted(pair.values(), key=lambda m: -m["ipc"])
    print("trap holds (higher IPC, more energy):", hi["energy_j"]["total"] > lo["energy_j"]["total"])


if __name__ == "__main__":
    main()
