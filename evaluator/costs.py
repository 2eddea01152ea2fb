"""What the metrics need from a sim_runner report: the costs of each passed, simulated test.

The one way a program's run becomes per-test costs: the stores' records (leaderboards), the
references' stored costs (baselines) and the rewards all read them from typed test outcomes here.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:  # not at run time: the metrics, which import this, load no sim_runner
    from sim_runner.jsontypes import Json
    from sim_runner.report import TestResult

# One test's costs: {"seconds": simulated s, "energy": J, "edp": J*s, "ipc"}; a program's are
# test name -> TestCosts (as stored for the baselines too).
TestCosts: TypeAlias = dict[str, float]


@dataclass(frozen=True)
class HeadlineCosts:
    """A program's total simulated cost over its tests, as the portal keeps it in real columns
    (sortable and summable without reading JSON); None where nothing was measured."""

    cycles: int | None = None
    energy_j: float | None = None
    instructions: int | None = None

    @classmethod
    def of(cls, summary: "Json | None") -> "HeadlineCosts":
        """From a report's "measurements" (sim_runner.Report.measurements(): None unless every
        test passed and was measured)."""
        if not summary:
            return cls()
        return cls(cycles=summary.get("cycles"), energy_j=(summary.get("energy_j") or {}).get("total"), instructions=summary.get("instructions"))


def test_costs(tests: "Iterable[TestResult]") -> dict[str, TestCosts]:
    """{test name: {"seconds": simulated s, "energy": J, "edp": J*s, "ipc"}} for passed, measured
    tests, in the order they ran (the metrics and rewards sum floats over them in that order)."""
    costs: dict[str, TestCosts] = {}
    for test in tests:
        m = test.measurements
        if test.verdict == "pass" and m:  # Verdict is a str Enum: Verdict.PASS == "pass"
            costs[test.name] = {"seconds": m["seconds"], "energy": m["energy_j"]["total"], "edp": m["edp"], "ipc": m["ipc"]}
    return costs


def unmeasured_passes(tests: "Iterable[TestResult]") -> int:
    """Tests whose output was correct but which have no measurement: Green Tea counts them as
    passed (its correctness run is separate from its Sniper run), with no energy. A simulator
    timeout is not one: our simulated run is also the correctness run, so its output is unknown."""
    return sum((test.verdict == "pass" and not test.measurements) or test.verdict == "measurement_error" for test in tests)
