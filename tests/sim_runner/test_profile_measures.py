"""Profiles measured while the sandbox still runs (sim_runner.profile_measures): an early result
is the judge's only while the profile's bytes are unchanged, a killed test is never measured
early, and the measuring thread is gone before anyone judges."""

import shutil
import threading

import pytest

from sim_runner import profiles
from sim_runner.measure import machine
from sim_runner.profile_measures import ProfileMeasures, measuring_early
from tests.sim_runner.test_effgrind import build, run_tool

pytestmark = pytest.mark.skipif(not (shutil.which("valgrind") and shutil.which("g++")), reason="valgrind and g++ are needed to build and run effgrind")

SKYLAKE = machine.load_machine("skylake")
# Work that grows with its argument: two runs, two different profiles of one binary.
LOOP = """#include <cstdlib>
#include <cstdio>
int main(int argc, char **argv) { long n = atol(argv[1]), s = 0;
  for (long i = 0; i < n; ++i) s += i * i % 7;
  printf("%ld\\n", s); }
"""


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    """res/ as the driver leaves it: prog.bin and the profiles of two runs (1000 and 50000 steps)."""
    root = tmp_path_factory.mktemp("res")
    binary = build(root, LOOP, "prog.bin")
    (root / "prof").mkdir()
    for name, steps in (("small", "1000"), ("large", "50000")):
        run_tool(
            binary,
            ["--tool=effgrind", f"--effgrind-out-file={root / 'prof' / name}", *machine.cache_options(SKYLAKE), *machine.branch_options(SKYLAKE)],
            (steps,),
        )
    return root


def fresh(results):
    # avx2: the C library's start-up picks its AVX2 string functions here (no tunables pin them).
    return ProfileMeasures(results, profiles.get_profile("avx2"), SKYLAKE)


def test_an_early_measurement_is_used_while_the_profile_is_unchanged(results):
    measures = fresh(results)
    measures.measure_early("small")
    assert measures("small") is measures("small")  # not measured again
    assert measures("small").unsupported is None and measures("small").measurements is not None
    assert measures("small").measurements == fresh(results)("small").measurements


def test_a_profile_changed_after_its_early_measurement_is_measured_again(results, tmp_path):
    work = tmp_path / "res"
    shutil.copytree(results, work)
    measures = fresh(work)
    measures.measure_early("small")
    early = measures("small").measurements
    shutil.copyfile(work / "prof" / "large", work / "prof" / "small")
    judged = measures("small").measurements
    assert judged == fresh(results)("large").measurements
    assert judged["instructions"] > early["instructions"]


def test_the_thread_measures_each_test_the_driver_reports_ended_by_itself(results):
    measures = fresh(results)
    measured = []
    original = measures.measure_early
    measures.measure_early = lambda name: (original(name), measured.append(name))
    # The driver's outcome as the thread reads it, poll after poll: half-written, no test yet,
    # "small" ended by itself, then "large" killed (its profile is incomplete) from then on.
    outcomes = iter([ValueError("half-written outcome"), {}, {"small": 0}])

    def finished():
        step = next(outcomes, {"small": 0, "large": 137})
        if isinstance(step, Exception):
            raise step
        return step

    with measuring_early(measures, ["small", "large"], finished):
        # The thread ends by itself once it has handled every test.
        thread = next(t for t in threading.enumerate() if t.name == "profile-measures")
        thread.join(60)
        assert not thread.is_alive(), "the thread did not handle both tests"
    assert measured == ["small"]


def test_without_a_simulator_nothing_runs(results):
    with measuring_early(None, ["small"], lambda: {"small": 0}):
        assert not any(t.name == "profile-measures" for t in threading.enumerate())
