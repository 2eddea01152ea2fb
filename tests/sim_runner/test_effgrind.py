"""effgrind, our valgrind tool, run directly on the host: its counts agree with callgrind's where
the models are the same, its branch models behave like predictors, its output is checked."""
import shutil
import subprocess
from pathlib import Path

import pytest

from sim_runner import valgrind_tool
from sim_runner.measure import effgrind, machine

pytestmark = pytest.mark.skipif(not (shutil.which("valgrind") and shutil.which("g++")),
                                reason="valgrind and g++ are needed to build and run effgrind")

SORT = """#include <algorithm>
#include <cstdio>
#include <vector>
int main() { std::vector<unsigned> v(100000); unsigned x = 12345;
  for (auto &e : v) { x = x * 1103515245u + 12345u; e = x >> 8; }
  std::sort(v.begin(), v.end()); printf("%u\\n", v[50000]); }
"""
# One branch that follows a pseudo-random bit and one that is always taken, 200k times each.
BRANCHES = """#include <cstdio>
__attribute__((noinline)) int leaf(int x) { return x * 3 + 1; }
int main() { unsigned x = 1; long odd = 0, calls = 0;
  for (int i = 0; i < 200000; ++i) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    if (RANDOM_CONDITION) odd += x >> 3; else odd -= 7;
    calls += leaf(i);
  }
  printf("%ld %ld\\n", odd, calls); }
"""
SKYLAKE = machine.load_machine("skylake")


def run_tool(tmp_path: Path, source: str, tool_args: list[str]) -> Path:
    program = tmp_path / "prog"
    subprocess.run(["g++", "-O2", "-static", "-fno-if-conversion", "-fno-if-conversion2", "-x", "c++", "-",
                    "-o", str(program)], input=source, text=True, check=True)
    out = tmp_path / "out"
    env = {"PATH": "/usr/bin:/bin", "VALGRIND_LIB": str(valgrind_tool.ensure_built())}
    subprocess.run(["valgrind", "-q", *tool_args, str(program)], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)
    return out


def effgrind_totals(tmp_path, source):
    out = run_tool(tmp_path, source, ["--tool=effgrind", f"--effgrind-out-file={tmp_path / 'out'}",
                                      *machine.cache_options(SKYLAKE), *machine.branch_options(SKYLAKE)])
    return effgrind.read_profile(out)


def callgrind_totals(tmp_path, source) -> dict[str, int]:
    run_tool(tmp_path, source, ["--tool=callgrind", "--cache-sim=yes", f"--callgrind-out-file={tmp_path / 'out'}",
                                *machine.cache_options(SKYLAKE)])
    lines = (tmp_path / "out").read_text().splitlines()
    events = next(line for line in lines if line.startswith("events:")).split()[1:]
    totals = next(line for line in lines if line.startswith("totals:")).split()[1:]
    return dict(zip(events, map(int, totals)))


def test_instruction_and_cache_counts_agree_with_callgrind(tmp_path):
    ours = effgrind_totals(tmp_path, SORT).totals
    theirs = callgrind_totals(tmp_path, SORT)
    # Same program, same cache geometry and LRU policy: the counts agree to a few parts in 10^4
    # (the tools split the start-up code into blocks differently).
    for event in ("Ir", "Dr", "Dw"):
        assert ours[event] == pytest.approx(theirs[event], rel=2e-4), event
    for event in ("D1mr", "D1mw", "DLmw"):
        assert ours[event] == pytest.approx(theirs[event], rel=0.01, abs=50), event
    assert ours["D1mr"] > 10_000  # the check means something: sorting 100k keys misses in L1


def test_per_instruction_counts_add_up_and_name_real_addresses(tmp_path):
    profile = effgrind_totals(tmp_path, SORT)
    assert sum(profile.executed.values()) == profile.totals["Ir"]
    assert min(profile.executed) >= 0x400000  # static, non-PIE: the ELF's own addresses


def test_branch_models_separate_predictable_from_random_branches(tmp_path):
    random_run = effgrind_totals(tmp_path, BRANCHES.replace("RANDOM_CONDITION", "x & 1")).totals
    steady = effgrind_totals(tmp_path, BRANCHES.replace("RANDOM_CONDITION", "i >= 0")).totals
    # A coin-flip branch mispredicts about half the time; the always-taken one almost never.
    assert 0.35 * 200_000 < random_run["Bcm"] < 0.65 * 200_000
    assert steady["Bcm"] < 0.01 * steady["Bc"]
    # 200k calls of leaf(): the return stack predicts its returns.
    assert steady["Bi"] >= 200_000
    assert steady["Bim"] < 0.01 * steady["Bi"]


def test_truncated_or_foreign_profiles_are_refused(tmp_path):
    profile = tmp_path / "p"
    profile.write_text("effgrind 1\nevents: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim\n"
                       "totals: 10 0 0 0 0 0 0 0 0 0 0 0 0\n401000 4\n")
    with pytest.raises(effgrind.ProfileFormatError, match="do not add up"):
        effgrind.read_profile(profile)
    profile.write_text("events: Ir\n")
    with pytest.raises(effgrind.ProfileFormatError, match="not an effgrind profile"):
        effgrind.read_profile(profile)
