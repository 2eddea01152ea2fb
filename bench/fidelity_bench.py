"""The simulator judged against real hardware, on a corpus of kernel pairs (bench/fidelity/).

Each pair (one .cpp file, two variants A and B doing the same work, chosen by FB_VARIANT_A;
boilerplate in bench/fidelity/kernel.h) is compiled with exactly the command sim_runner uses,
then measured three ways, printed side by side:

1. simulated cycles, A over B (sim_runner.api.evaluate, valgrind backend, --machine), each
   variant simulated twice: measurements must be bit-identical;
2. native kernel time, A over B, on this machine (the same binary command, run outside any
   sandbox; clock_gettime around the region of interest, read from stderr; the median over
   --runs rounds of A's time over B's, A and B run back to back in each round),
   twice, before and after the simulations: the two sets' disagreement is the noise ceiling;
3. llvm-mca-19 (-mcpu from the machine profile): cycles per iteration of the marked loop times
   its trip count, A over B, for pairs bound by the core (MCA: yes in the pair's header).

Then: pairs whose simulated ratio is within 1.5x of native and on the same side of 1, the noise
ceiling, determinism, and the simulation slowdown (whole-process wall time, simulated/native).

Run: .venv/bin/python bench/fidelity_bench.py [--machine zen3|zen4|zen5|sapphirerapids|skylake (default: this host's)] [--only REGEX] [--runs N]
     [--json FILE] [--sandbox auto|docker|bwrap] [--jobs N]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sim_runner import api, profiles  # noqa: E402
from sim_runner.measure.machine import cpu_description, host_machine, load_machine  # noqa: E402
from sim_runner.report import Limits, TestCase, Verdict  # noqa: E402

KERNELS = ROOT / "bench" / "fidelity"
HARNESS_INCLUDE = ROOT / "sim_runner" / "include"
LLVM_MCA = "llvm-mca-19"
MCA_ITERATIONS = 1000
WITHIN = 1.5  # a simulated ratio within this factor of native counts as agreeing
TARGET_SHARE = 0.85  # target share of pairs within WITHIN
# Generous: the biggest kernels touch 2 x 64 MiB, and valgrind is slow on DRAM-sized sets.
LIMITS = Limits(compile_seconds=120, run_seconds=60, memory_mb=1024, simulate_seconds=900)
HEADER = re.compile(r"^//\s*(A|B|MCA|PROFILE):\s*(.*)$")
INCLUDE_KERNEL = re.compile(r'^#include "kernel\.h"\s*$', re.M)


@dataclass
class Pair:
    name: str
    path: Path
    desc_a: str
    desc_b: str
    mca: bool
    profile: str


@dataclass
class Variant:
    pair: Pair
    label: str  # "A" or "B"
    source: str
    workdir: Path | None = None
    stdout: str | None = None
    loop_iters: int = 0
    native_ns: list[list[float]] = field(default_factory=lambda: [[], []])  # kernel CPU time, per set
    native_wall_ns: list[list[float]] = field(default_factory=lambda: [[], []])  # kernel wall time, per set
    native_wall: list[float] = field(default_factory=list)  # whole process, seconds
    sim: list[dict | None] = field(default_factory=list)
    sim_wall: list[float] = field(default_factory=list)  # the program under the simulator
    evaluate_wall: list[float] = field(default_factory=list)  # evaluate() end to end
    sim_versions: dict = field(default_factory=dict)
    mca_cycles_per_iter: float | None = None
    errors: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return f"{self.pair.name}.{self.label}"


def load_pairs(pattern: str | None) -> list[Pair]:
    """Every bench/fidelity/*.cpp with its header comments (what A and B do, MCA, PROFILE)."""
    pairs = []
    for path in sorted(KERNELS.glob("*.cpp")):
        if pattern and not re.search(pattern, path.stem):
            continue
        meta: dict[str, str] = {}
        for line in path.read_text().splitlines():
            match = HEADER.match(line)
            if match:
                meta.setdefault(match.group(1), match.group(2).strip())
            elif line.strip() and not line.startswith("//"):
                break
        pairs.append(
            Pair(path.stem, path, meta.get("A", "?"), meta.get("B", "?"), meta.get("MCA", "no").lower().startswith("yes"), meta.get("PROFILE", "avx2"))
        )
    return pairs


def variant_source(pair: Pair, label: str) -> str:
    """One self-contained source (sim_runner compiles a single file): the variant's define, then
    the pair with kernel.h inlined where it is included."""
    header = (KERNELS / "kernel.h").read_text()
    body = INCLUDE_KERNEL.sub(lambda _: header, pair.path.read_text(), count=1)
    define = "#define FB_VARIANT_A 1\n" if label == "A" else "#define FB_VARIANT_A 0\n"
    return f"// fidelity bench: {pair.name}, variant {label}\n{define}{body}"


def machine_mcpu(machine: str) -> str:
    """llvm-mca's -mcpu: the machine file's."""
    return load_machine(machine)["core"]["mcpu"]


# ---------------------------------------------------------------- native build and timing


def compile_native(variant: Variant, root: Path) -> None:
    """Compile with the simulated run's exact command (driver.sh: COMMAND -o OUT prog.cpp, in a
    directory holding the harness headers as include/), and the same file to assembly for mca."""
    work = root / variant.key
    work.mkdir()
    (work / "include").symlink_to(HARNESS_INCLUDE)
    (work / "prog.cpp").write_text(variant.source)
    variant.workdir = work
    profile = variant.pair.profile
    command = [*profiles.compile_command(profile), *profiles.pch_flags(profile), *api.HARNESS_FLAGS]
    done = subprocess.run([*command, "-o", "prog", "prog.cpp"], cwd=work, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        variant.errors.append(f"native compile failed: {done.stderr.strip()[:500]}")
        return
    if variant.pair.mca:
        # Same flags for prog.cpp's code; the harness's second file is left out (-S takes one input).
        asm_command = [*profiles.compile_command(profile), *profiles.pch_flags(profile), "-I", "include"]
        done = subprocess.run([*asm_command, "-S", "-o", "prog.s", "prog.cpp"], cwd=work, capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            variant.errors.append(f"compile to assembly failed: {done.stderr.strip()[:300]}")


def native_env(profile: str) -> dict[str, str]:
    """The environment the sandbox gives a program (driver.sh), with the profile's glibc pin."""
    return {"PATH": "/usr/bin:/bin", "LC_ALL": "C", "GLIBC_TUNABLES": profiles.get_profile(profile).glibc_tunables}


def run_native(variant: Variant, set_index: int) -> None:
    if variant.workdir is None or not (variant.workdir / "prog").exists():
        return
    start = time.perf_counter()
    done = subprocess.run(
        [str(variant.workdir / "prog")],
        cwd=variant.workdir,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env=native_env(variant.pair.profile),
        timeout=120,
    )
    wall = time.perf_counter() - start
    if done.returncode != 0:
        variant.errors.append(f"native run exited {done.returncode}")
        return
    fields = dict(line.split(None, 1) for line in done.stderr.splitlines() if line.startswith("FB_"))
    if variant.stdout is None:
        variant.stdout = done.stdout
        variant.loop_iters = int(fields.get("FB_LOOP_ITERS", "0"))
    elif done.stdout != variant.stdout:
        variant.errors.append("native output differs between runs")
    if set_index >= 0:  # -1: warm-up (page cache, CPU frequency), not recorded
        variant.native_ns[set_index].append(float(fields["FB_KERNEL_CPU_NS"]))
        variant.native_wall_ns[set_index].append(float(fields["FB_KERNEL_NS"]))
        variant.native_wall.append(wall)


def native_set(variants: list[Variant], runs: int, set_index: int) -> None:
    """`runs` rounds over all variants in turn, so slow drift of the machine (frequency, a
    neighbour's load) falls on A and B alike."""
    for _ in range(runs):
        for variant in variants:
            run_native(variant, set_index)


# ---------------------------------------------------------------- simulation


def simulate(variant: Variant, machine: str, sandbox: str) -> None:
    if variant.stdout is None:
        variant.sim.append(None)
        return
    start = time.perf_counter()
    try:
        report = api.evaluate(
            variant.source,
            [TestCase("kernel", "", variant.stdout)],
            profile=variant.pair.profile,
            backend="valgrind",
            machine=machine,
            sandbox=sandbox,
            limits=LIMITS,
            cache_dir=None,
        )
    except Exception as exc:  # noqa: BLE001 -- a broken configuration is reported per kernel, not fatal
        variant.errors.append(f"simulation raised {type(exc).__name__}: {str(exc)[:300]}")
        variant.sim.append(None)
        return
    variant.evaluate_wall.append(time.perf_counter() - start)
    measurements = report.measurements()
    if measurements is None:
        test = report.tests[0] if report.tests else None
        why = f"{test.verdict.value}: {test.detail[:300]}" if test else report.compile.message[:300]
        variant.errors.append(f"simulation gave no measurements ({report.verdict.value}; {why})")
    elif report.verdict == Verdict.PASS:
        variant.sim_wall.append(report.tests[0].seconds)
    variant.sim.append(measurements)
    variant.sim_versions = report.versions


# ---------------------------------------------------------------- llvm-mca

LABEL = re.compile(r"^(\.?L[\w.$]+):")
JUMP = re.compile(r"^\s*j[a-z]+\s+(\.?L[\w.$]+)\s*$")


def marked_loop(asm: str) -> str | None:
    """The loop holding the FB_MCA_BEGIN marker: from the nearest label before it that a jump
    after the END marker goes back to, through that jump (the whole body with its own compare
    and branch), markers, comments and directives dropped."""
    lines = asm.splitlines()
    begin = next((i for i, line in enumerate(lines) if "LLVM-MCA-BEGIN" in line), None)
    if begin is None:
        return None
    end = next((i for i in range(begin, len(lines)) if "LLVM-MCA-END" in lines[i]), None)
    if end is None:
        return None
    for head in range(begin, -1, -1):
        label = LABEL.match(lines[head])
        if not label:
            continue
        for tail in range(end, len(lines)):
            if ".cfi_endproc" in lines[tail]:
                break
            jump = JUMP.match(lines[tail])
            if jump and jump.group(1) == label.group(1):
                body = [line for line in lines[head + 1 : tail + 1] if line.strip() and not line.lstrip().startswith(("#", ".")) and not LABEL.match(line)]
                return "\n".join(body) + "\n"
    return None


def run_mca(variant: Variant, mcpu: str) -> None:
    if variant.workdir is None or not (variant.workdir / "prog.s").exists():
        return
    loop = marked_loop((variant.workdir / "prog.s").read_text())
    if loop is None:
        variant.errors.append("llvm-mca: no marked loop found in the assembly")
        return
    (variant.workdir / "loop.s").write_text(loop)
    done = subprocess.run(
        [LLVM_MCA, f"-mcpu={mcpu}", f"-iterations={MCA_ITERATIONS}", "-all-views=false", "-summary-view", str(variant.workdir / "loop.s")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    cycles = re.search(r"Total Cycles:\s+(\d+)", done.stdout)
    iterations = re.search(r"Iterations:\s+(\d+)", done.stdout)
    if done.returncode != 0 or not cycles or not iterations:
        variant.errors.append(f"llvm-mca failed: {(done.stderr or done.stdout).strip()[:300]}")
        return
    variant.mca_cycles_per_iter = int(cycles.group(1)) / int(iterations.group(1))


# ---------------------------------------------------------------- figures


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b and a > 0 else None


def median_or_none(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def paired_ratio(a_runs: list[float], b_runs: list[float]) -> float | None:
    """The median over rounds of A's time over B's in the same round. A and B run back to back in
    each round (native_set), so a change of the machine's pace between rounds (this VM's kernels
    run at two speeds some 1.5x apart, as its SMT sibling is busy or not) falls on both, where a
    ratio of the two medians can take them from different paces. None when a run failed."""
    if not a_runs or len(a_runs) != len(b_runs):
        return None
    return statistics.median(a / b for a, b in zip(a_runs, b_runs) if b > 0)


def side(value: float) -> int:
    return 0 if value == 1 else (1 if value > 1 else -1)


def fmt(value: float | None, digits: int = 2) -> str:
    if value is None:
        return "-"
    if digits == 2 and 0.95 < value < 1.05 and value != 1:
        digits = 3  # near 1 the side of 1 matters: show it
    return f"{value:.{digits}f}" if value < 100 else f"{value:.0f}"


def pair_figures(a: Variant, b: Variant) -> dict:
    sim_a = a.sim[0]["cycles"] if a.sim and a.sim[0] else None
    sim_b = b.sim[0]["cycles"] if b.sim and b.sim[0] else None
    set1 = paired_ratio(a.native_ns[0], b.native_ns[0])
    set2 = paired_ratio(a.native_ns[1], b.native_ns[1])
    native = paired_ratio(a.native_ns[0] + a.native_ns[1], b.native_ns[0] + b.native_ns[1])
    native_wall = paired_ratio(a.native_wall_ns[0] + a.native_wall_ns[1], b.native_wall_ns[0] + b.native_wall_ns[1])
    sim = ratio(sim_a, sim_b)
    energy = [v.sim[0]["energy_j"] if v.sim and v.sim[0] else None for v in (a, b)]
    mca = None
    if a.pair.mca and a.mca_cycles_per_iter and b.mca_cycles_per_iter and a.loop_iters and b.loop_iters:
        mca = ratio(a.mca_cycles_per_iter * a.loop_iters, b.mca_cycles_per_iter * b.loop_iters)
    figures = {
        "pair": a.pair.name,
        "a": a.pair.desc_a,
        "b": a.pair.desc_b,
        "profile": a.pair.profile,
        "sim_ratio": sim,
        "native_ratio": native,
        "native_ratio_set1": set1,
        "native_ratio_set2": set2,
        "native_wall_ratio": native_wall,
        "mca_ratio": mca,
        "sim_cycles": [sim_a, sim_b],
        "sim_energy_ratio": ratio(*(e["total"] if e else None for e in energy)),
        "sim_dram_energy_share": [e["dram"] / e["total"] if e and e["total"] else None for e in energy],
        "native_kernel_ms": [median_or_none(v.native_ns[0] + v.native_ns[1]) and median_or_none(v.native_ns[0] + v.native_ns[1]) / 1e6 for v in (a, b)],
        "mca_cycles_per_iter": [a.mca_cycles_per_iter, b.mca_cycles_per_iter],
        "loop_iters": [a.loop_iters, b.loop_iters],
        "noise": max(set1 / set2, set2 / set1) if set1 and set2 else None,
        "errors": [f"{v.label}: {e}" for v in (a, b) for e in v.errors],
    }
    for name, value in (("sim", sim), ("mca", mca)):
        if value is not None and native is not None:
            error = max(value / native, native / value)
            figures[f"{name}_error"] = error
            figures[f"{name}_within"] = error <= WITHIN
            figures[f"{name}_same_side"] = side(value) == side(native)
    return figures


def straddles(row: dict) -> bool:
    """Whether the pair's two native sets fall on different sides of 1 (or one is missing)."""
    set1, set2 = row.get("native_ratio_set1"), row.get("native_ratio_set2")
    return set1 is None or set2 is None or side(set1) != side(set2)


def wrong_side_words(rows: list[dict], names: list[str]) -> str:
    """The pairs on the wrong side, each with its native sets where they straddle 1."""
    by_name = {r["pair"]: r for r in rows}
    words = []
    for name in names:
        row = by_name[name]
        sets = f" (native sets {fmt(row.get('native_ratio_set1'))} and {fmt(row.get('native_ratio_set2'))} straddle 1)" if straddles(row) else ""
        words.append(name + sets)
    return ", ".join(words)


def summary_of(rows: list[dict], name: str) -> dict:
    judged = [r for r in rows if f"{name}_error" in r]
    within = sum(r[f"{name}_within"] for r in judged)
    wrong = [r["pair"] for r in judged if not r[f"{name}_same_side"]]
    errors = [r[f"{name}_error"] for r in judged]
    return {
        "judged": len(judged),
        "within": within,
        "share_within": within / len(judged) if judged else None,
        "wrong_side": wrong,
        # Of those, the pairs whose two native sets are not on one side of 1 themselves.
        "wrong_side_native_straddles": [r["pair"] for r in judged if not r[f"{name}_same_side"] and straddles(r)],
        "geomean_error": math.exp(statistics.fmean(math.log(e) for e in errors)) if errors else None,
        "worst": max(judged, key=lambda r: r[f"{name}_error"])["pair"] if judged else None,
    }


def print_energy(rows: list[dict]) -> None:
    """Energy is not time: beside each pair's simulated time ratio, its simulated energy ratio and
    how much of each variant's energy is DRAM's. Where the two ratios part, energy ranks the
    variants differently from cycles (a memory-bound variant pays for lines moved; a slow one pays
    static power for its time)."""
    width = max(len(r["pair"]) for r in rows)
    print(f"{'pair':<{width}}  {'time':>7} {'energy':>7} {'e/t':>6}  {'A dram':>6} {'B dram':>6}")
    for r in rows:
        t, e = r["sim_ratio"], r.get("sim_energy_ratio")
        shares = [fmt(x * 100, 0) + "%" if x is not None else "-" for x in r.get("sim_dram_energy_share", [None, None])]
        print(f"{r['pair']:<{width}}  {fmt(t):>7} {fmt(e):>7} {fmt(e / t if e and t else None):>6}  {shares[0]:>6} {shares[1]:>6}")
    parted = [
        r["pair"]
        for r in rows
        if r.get("sim_energy_ratio") and r["sim_ratio"] and max(r["sim_energy_ratio"] / r["sim_ratio"], r["sim_ratio"] / r["sim_energy_ratio"]) > 1.25
    ]
    print(f"energy ranks differently from time (ratios more than 1.25x apart) in {len(parted)} pairs: {', '.join(parted) or 'none'}")


def print_table(rows: list[dict]) -> None:
    width = max(len(r["pair"]) for r in rows)
    print(
        f"{'pair':<{width}}  {'sim':>7} {'native':>7} {'mca':>7}  {'sim/nat':>7} {'<=1.5x':>6} {'side':>5}"
        f"  {'mca/nat':>7}  {'nat1':>7} {'nat2':>7} {'noise':>5} {'wall':>7}  {'A ms':>7} {'B ms':>7}"
    )
    for r in rows:
        sim_err = r.get("sim_error")
        sim_ok = "-" if sim_err is None else ("yes" if r["sim_within"] else "NO")
        sim_side = "-" if sim_err is None else ("ok" if r["sim_same_side"] else "WRONG")
        mca_err = r.get("mca_error")
        ms = r["native_kernel_ms"]
        print(
            f"{r['pair']:<{width}}  {fmt(r['sim_ratio']):>7} {fmt(r['native_ratio']):>7} {fmt(r['mca_ratio']):>7}"
            f"  {fmt(sim_err):>7} {sim_ok:>6} {sim_side:>5}  {fmt(mca_err):>7}"
            f"  {fmt(r['native_ratio_set1']):>7} {fmt(r['native_ratio_set2']):>7} {fmt(r['noise']):>5}"
            f" {fmt(r['native_wall_ratio']):>7}"
            f"  {fmt(ms[0], 1):>7} {fmt(ms[1], 1):>7}"
        )
    print(
        "  sim, native, mca: time (cycles) of A over B; native: kernel CPU time (CLOCK_THREAD_CPUTIME_ID), the median"
        " over both sets' rounds of A over B timed back to back;\n  sim/nat, mca/nat: error factor max(x/native, native/x); <=1.5x, side: sim within 1.5x of"
        " native, on the same side of 1;\n  nat1, nat2: the two native sets alone; noise: their disagreement"
        " max(nat1/nat2, nat2/nat1); wall: native ratio by wall clock;\n  A ms, B ms: native kernel CPU time;"
        " mca '-': pair bound by memory or branches, or a library call"
    )


def main() -> int:
    default_machine = host_machine() or "skylake"  # the profile of this host's processor, where there is one
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--machine", default=default_machine, help=f"machine profile (default {default_machine})")
    parser.add_argument("--only", metavar="PATTERN", help="regular expression on pair names")
    parser.add_argument("--runs", type=int, default=9, help="native runs per set (two sets)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures here")
    parser.add_argument("--sandbox", default="auto", help="sim_runner sandbox: auto, docker or bwrap")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="simulations at once")
    parser.add_argument("--keep", action="store_true", help="keep the build directory (assembly, loops)")
    args = parser.parse_args()
    # Every simulation must really run (determinism is checked over two runs): no report cache.
    os.environ.pop("SIM_RUNNER_CACHE", None)
    started = time.perf_counter()

    pairs = load_pairs(args.only)
    if not pairs:
        print("no pair matches", file=sys.stderr)
        return 2
    mcpu = machine_mcpu(args.machine)
    variants = [Variant(pair, label, variant_source(pair, label)) for pair in pairs for label in ("A", "B")]
    cpu = f"{cpu_description()}, {os.cpu_count()} logical CPUs"
    print(f"CPU: {cpu}")
    print(
        f"machine profile: {args.machine}   llvm-mca: {LLVM_MCA} -mcpu={mcpu}   pairs: {len(pairs)}   "
        f"native runs: 2 sets x {args.runs}   compiler: {' '.join(profiles.compile_command('avx2'))} (+harness)"
    )
    sys.stdout.flush()

    root = Path(tempfile.mkdtemp(prefix="fidelity-bench-"))
    try:
        t0 = time.perf_counter()
        with ThreadPoolExecutor(max(1, args.jobs)) as pool:
            list(pool.map(lambda v: compile_native(v, root), variants))
        compile_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        native_set(variants, 1, -1)  # warm-up; also records each program's output
        native_set(variants, args.runs, 0)
        native1_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        # Two rounds: every kernel simulated twice, the second round after all the first ones.
        with ThreadPoolExecutor(max(1, args.jobs)) as pool:
            for _ in range(2):
                list(pool.map(lambda v: simulate(v, args.machine, args.sandbox), variants))
        sim_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        native_set(variants, args.runs, 1)
        native2_s = time.perf_counter() - t0

        for variant in variants:
            if variant.pair.mca:
                run_mca(variant, mcpu)
    finally:
        if args.keep:
            print(f"build directory kept: {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)

    rows = [pair_figures(variants[i], variants[i + 1]) for i in range(0, len(variants), 2)]
    versions = next((v.sim_versions for v in variants if v.sim_versions), {})
    print(
        f"simulated with: {versions.get('simulator', '?')}; machine {versions.get('machine', args.machine)} "
        f"version {versions.get('machine_version', '?')}; sim_runner {versions.get('sim_runner', '?')}"
        f"{'; model ' + str(versions['model']) if versions.get('model') else ''}"
    )
    print()
    print("Pairs:")
    for pair in pairs:
        print(f"  {pair.name}{'' if pair.profile == 'avx2' else ' [profile ' + pair.profile + ']'}\n      A: {pair.desc_a}\n      B: {pair.desc_b}")
    print()
    print_table(rows)
    print()
    print_energy(rows)

    sim_summary, mca_summary = summary_of(rows, "sim"), summary_of(rows, "mca")
    print()
    for title, s in (("simulator", sim_summary), ("llvm-mca", mca_summary)):
        if not s["judged"]:
            print(f"{title}: no pair judged")
            continue
        target = f" (target >= {TARGET_SHARE:.0%})" if title == "simulator" else ""
        print(
            f"{title}: {s['within']}/{s['judged']} pairs within {WITHIN}x of native = {s['share_within']:.0%}{target}; "
            f"on the wrong side of 1: {len(s['wrong_side'])}{' (target 0)' if title == 'simulator' else ''}"
            f"{' ' + wrong_side_words(rows, s['wrong_side']) if s['wrong_side'] else ''}; "
            f"geometric-mean error {s['geomean_error']:.2f}x; worst {s['worst']}"
        )
    noises = [(r["noise"], r["pair"]) for r in rows if r["noise"] is not None]
    if noises:
        worst_noise = max(noises)
        print(
            f"noise ceiling (native set 1 vs set 2, {args.runs} runs each, paired medians): median "
            f"{statistics.median(n for n, _ in noises):.3f}x, worst {worst_noise[0]:.3f}x ({worst_noise[1]})"
        )

    simulated_twice = [v for v in variants if len(v.sim) == 2 and v.sim[0] is not None and v.sim[1] is not None]
    differing = [v.key for v in simulated_twice if json.dumps(v.sim[0], sort_keys=True) != json.dumps(v.sim[1], sort_keys=True)]
    print(
        f"determinism: {len(differing)} of {len(simulated_twice)} kernels differed between two simulations "
        f"(expected 0){': ' + ', '.join(differing) if differing else ''}"
    )
    slowdowns = sorted((statistics.median(v.sim_wall) / statistics.median(v.native_wall), v.key) for v in variants if v.sim_wall and v.native_wall)
    if slowdowns:
        print(
            f"simulation slowdown (whole-process wall time under the simulator / native, {len(slowdowns)} kernels): "
            f"median {statistics.median(s for s, _ in slowdowns):.0f}x, range {slowdowns[0][0]:.0f}x "
            f"({slowdowns[0][1]}) .. {slowdowns[-1][0]:.0f}x ({slowdowns[-1][1]})"
        )
    end_to_end = sorted((statistics.median(v.evaluate_wall) / statistics.median(v.native_wall), v.key) for v in variants if v.evaluate_wall and v.native_wall)
    if end_to_end:
        print(
            f"evaluate() end to end (sandbox, compile, simulation, cycle model) / native whole process: median "
            f"{statistics.median(s for s, _ in end_to_end):.0f}x; median evaluate() "
            f"{statistics.median(statistics.median(v.evaluate_wall) for v in variants if v.evaluate_wall):.1f} s, "
            f"longest {max(max(v.evaluate_wall) for v in variants if v.evaluate_wall):.1f} s"
        )
    failures = [(v.key, e) for v in variants for e in v.errors]
    for key, error in failures:
        print(f"error: {key}: {error}")
    total_s = time.perf_counter() - started
    print(
        f"time: compile {compile_s:.0f} s, native set 1 {native1_s:.0f} s, simulation {sim_s:.0f} s "
        f"({args.jobs} at once), native set 2 {native2_s:.0f} s, total {total_s:.0f} s"
    )

    if args.json:
        out = {
            "cpu": cpu,
            "machine": args.machine,
            "mcpu": mcpu,
            "versions": versions,
            "runs": args.runs,
            "pairs": rows,
            "simulator": sim_summary,
            "llvm_mca": mca_summary,
            "noise_worst": max(noises)[0] if noises else None,
            "determinism_differed": differing,
            "determinism_checked": len(simulated_twice),
            "slowdown_median": statistics.median(s for s, _ in slowdowns) if slowdowns else None,
            "slowdowns": {k: s for s, k in slowdowns},
            "variants": {
                v.key: {
                    "sim": v.sim,
                    "sim_wall_s": v.sim_wall,
                    "evaluate_wall_s": v.evaluate_wall,
                    "native_kernel_cpu_ns": v.native_ns,
                    "native_kernel_wall_ns": v.native_wall_ns,
                    "native_wall_s": v.native_wall,
                    "loop_iters": v.loop_iters,
                    "mca_cycles_per_iter": v.mca_cycles_per_iter,
                    "errors": v.errors,
                }
                for v in variants
            },
            "seconds": {"compile": compile_s, "native1": native1_s, "simulation": sim_s, "native2": native2_s, "total": total_s},
        }
        Path(args.json).write_text(json.dumps(out, indent=1, sort_keys=True, default=str) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
