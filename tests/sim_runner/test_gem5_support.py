"""gem5 stats of every key-naming generation, and rejection of runs gem5 cannot execute.

Real gem5 outputs come from ../shared/fixtures/gem5 (see its SOURCES.md); small files of our
own below always run."""

from pathlib import Path

import pytest

from sim_runner.gem5.log import unsupported_instruction
from sim_runner.gem5.stats import Gem5StatsError, events, read_stats, read_stats_file
from sim_runner.measure.machine import load_machine
from sim_runner.measure.model import measure_gem5

FIXTURES = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "gem5"
needs_fixtures = pytest.mark.skipif(not FIXTURES.is_dir(), reason=f"shared gem5 fixtures not found at {FIXTURES}")

OWN_V21 = """
---------- Begin Simulation Statistics ----------
simSeconds                                   0.000002                       # Number of seconds simulated (Second)
simTicks                                      2000000                       # Number of ticks simulated (Tick)
simFreq                                  1000000000000                      # The number of ticks per simulated second ((Tick/Second))
system.cpu.numCycles                             7000                       # Number of cpu cycles simulated (Cycle)
system.cpu.committedInsts                       10000                       # Number of Instructions Simulated (Count)
system.cpu.commit.branchMispredicts                12                       # mispredicted (Count)
system.cpu.commit.committedInstType_0::IntAlu    6000     60.00%     60.00% # Class of committed instruction (Count)
system.cpu.commit.committedInstType_0::SimdFloatAdd  1000  10.00%    70.00% # Class of committed instruction (Count)
system.cpu.commit.committedInstType_0::MemRead   2000     20.00%     90.00% # Class of committed instruction (Count)
system.cpu.commit.committedInstType_0::MemWrite  1000     10.00%    100.00% # Class of committed instruction (Count)
system.cpu.commit.committedInstType_0::total    10000                       # Class of committed instruction (Count)
system.cpu.dcache.overallMisses::total             40                       # misses (Count)
system.cpu.icache.overallMisses::total              5                       # misses (Count)
system.l2.overallMisses::total                      9                       # misses (Count)
---------- End Simulation Statistics   ----------
---------- Begin Simulation Statistics ----------
simSeconds                                   9.999999                       # a second dump is not read
---------- End Simulation Statistics   ----------
"""


def test_own_v21_file():
    counts = events(read_stats(OWN_V21))
    assert counts["instructions"] == 10000 and counts["cycles"] == 7000
    assert counts["seconds"] == pytest.approx(2e-6)
    assert counts["mix"] == {"int_alu": 9000, "sse128": 1000}
    assert counts["memory"] == {"reads": 2000, "writes": 1000}
    assert (counts["l1d_misses"], counts["l1i_misses"], counts["ll_misses"], counts["branch_mispredicts"]) == (40, 5, 9, 12)
    measured = measure_gem5(counts, load_machine("skylake"))
    assert measured["cycles"] == 7000 and measured["ipc"] == pytest.approx(10000 / 7000, rel=1e-5)
    assert measured["energy_j"]["total"] > measured["energy_j"]["static"] > 0


def test_not_a_stats_file():
    with pytest.raises(Gem5StatsError, match="no statistics dump"):
        read_stats("hello\n")
    with pytest.raises(Gem5StatsError, match="none of the keys"):
        events(read_stats("---------- Begin Simulation Statistics ----------\nfoo 1\n"))


@needs_fixtures
@pytest.mark.parametrize(
    "name, instructions, cycles",
    [
        ("stats_x86_o3_se_v20.txt", 58031215, 44872971),
        ("stats_x86_o3_se_v21_22.txt", 48413712, 56275531),
        ("stats_x86_o3_se_v23plus.txt", 109182, 343319),
        ("stats_x86_timing_se.txt", 109910, 238537),
    ],
)
def test_real_stats_of_every_generation(name, instructions, cycles):
    counts = read_stats_file(FIXTURES / name)
    assert (counts["instructions"], counts["cycles"]) == (instructions, cycles)
    assert counts["seconds"] > 0 and counts["l1d_misses"] > 0
    assert sum(counts["mix"].values()) > 0.5 * instructions  # op classes were found
    assert measure_gem5(counts, load_machine("skylake"))["energy_j"]["total"] > 0


def test_own_logs():
    assert (
        unsupported_instruction("warn: instruction 'pshufb' unimplemented\nwarn: instruction 'pshufb' unimplemented\n")
        == "gem5 does not implement instruction(s) pshufb: results would be silently wrong"
    )
    assert "cannot decode" in unsupported_instruction("src/arch/x86/faults.cc:131: panic: Unrecognized/invalid instruction executed:\n")
    assert unsupported_instruction("warn: ignoring syscall mprotect(...)\nExiting @ tick 1\n") is None


@needs_fixtures
def test_real_logs():
    assert "prefetch_nta" in unsupported_instruction((FIXTURES / "gem5_unimplemented_warn.txt").read_text())
    assert "cannot decode" in unsupported_instruction((FIXTURES / "gem5_invalid_instruction_panic.txt").read_text())
