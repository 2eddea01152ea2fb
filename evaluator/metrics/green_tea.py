"""Green Tea ("Beyond the Need for Speed", arXiv 2607.04577): CARET and its companions, as its
analysis computes them (analysis/rq2/rq2.py::compute_metrics, over the records its evaluation
script writes).

Per generated record i (one program for one problem): n_i = the problem's number of tests,
p_i = the tests whose output was correct (measured or not), E = mean energy and T = mean
simulated time over tests.
  valid_i    = it compiled and at least one passed test was measured;
  ERR_i      = (E(slow) - E(gen_i)) / E(slow) * 100 when valid_i, else 0, where E(slow) is the
               baseline's mean over ALL the problem's tests and E(gen_i) the mean over the
               passed tests that were measured;
  CARET_i    = ERR_i * p_i / n_i;   CARET = mean of CARET_i over ALL generated records;
  strict_i   = ERR_i when p_i = n_i, else 0;
  neg-fill_i = CARET_i when valid_i; -0.5 * p_i / n_i when it compiled but none of its passed
               tests was measured (a measurement failure); 0 otherwise.
Over the valid records only: energy reduction = mean ERR_i; EDP reduction = mean of
(EDP(slow) - EDP(gen_i)) / EDP(slow) * 100 with EDP = E x T (means over the same tests as E);
beats human = percent with E(gen_i) <= E(human), the expert's mean over all the tests.

Where this differs from their code, only on inputs their data never has: a record with n_i = 0
(its endpoint returned no program) counts, scoring 0 (Green Tea's records always have n_i > 0:
n_i is the problem's input count, whatever the generation); beats-human counts only problems with
a measured expert program (every Green Tea problem has one).
"""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from evaluator.costs import TestCosts

if TYPE_CHECKING:  # not at run time: the metrics load no sim_runner
    from sim_runner.jsontypes import Json

NEG_FILL = -0.5

# One-line definitions of what this module computes (evaluator.metrics.registry renders them).
CARET = (
    "mean over ALL samples of ERR x tests passed / tests; ERR = (E(slow) - E(sample)) / E(slow) x 100, E = mean "
    "energy per test, the baseline's over all the problem's tests, the sample's over its passed, measured tests; "
    "ERR = 0 when it did not compile or no passed test was measured"
)
ENERGY_REDUCTION = "mean ERR (as in CARET) over the valid samples: compiled, at least one passed test measured"
EDP_REDUCTION = "mean over the valid samples of (EDP(slow) - EDP(sample)) / EDP(slow) x 100, EDP = mean energy x mean simulated time over the same tests as ERR"
BEATS_HUMAN = "share of the valid samples (of problems with an expert program) whose mean energy per test is at most the expert's, over all the tests"
IPC = "instructions / cycles over all of a program's measured tests (its per-test IPCs weighted by simulated time)"
IPC_TRAP = "of two programs, the one using less energy has the lower IPC, so ranking by IPC would put them backwards"
IPC_TRAP_RATE = (
    "share of the problems with at least two fully correct, measured samples whose lowest-energy sample "
    "has a lower IPC than its highest-energy one (the IPC trap)"
)
GENERATION_POINT = (
    "a fully correct, measured program against its reference over the same tests: speedup T(reference) "
    "/ T(program), energy reduction (ERR), both IPCs and whether the pair is an IPC trap"
)


@dataclass(frozen=True)
class EnergyRecord:
    problem_id: str
    sample: int
    compiled: bool
    num_inputs: int  # the problem's number of tests (Green Tea's num_inputs), not only those run
    # Per passed and measured test: energy (J) / simulated seconds of this generation.
    energy: dict[str, float] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    ipc: float | None = None
    # Tests whose output was correct but which were not measured: they count as passed.
    unmeasured: int = 0

    @property
    def passed(self) -> int:
        return len(self.energy) + self.unmeasured

    @property
    def fully_correct(self) -> bool:
        return self.num_inputs > 0 and self.passed == self.num_inputs

    @property
    def valid(self) -> bool:
        """Green Tea's "valid" output: compiled, and some passed test has a measured energy."""
        return self.compiled and bool(self.energy)

    @property
    def measurement_failed(self) -> bool:
        """Compiled and passed tests, yet none was measured: Green Tea's neg-fill case (it fills
        every compiled record without a measured energy; one that passed nothing scores 0 anyway)."""
        return self.compiled and not self.energy and self.unmeasured > 0


def _mean(values: Iterable[float]) -> float:
    values = list(values)
    return sum(values) / len(values)


def _relative_reduction(base: float, own: float) -> float:
    return (base - own) / base * 100.0 if base > 0 else 0.0


def reduction(record: EnergyRecord, baseline: dict[str, float]) -> float:
    """ERR_i in percent: the baseline's mean energy over all its tests against the record's
    mean over its measured tests; 0 when the record is not valid."""
    if not record.valid:
        return 0.0
    return _relative_reduction(_mean(baseline.values()), _mean(record.energy.values()))


def edp_reduction(record: EnergyRecord, baseline: dict[str, float], baseline_seconds: dict[str, float]) -> float:
    """EDP reduction in percent, EDP = mean energy x mean time (as Green Tea multiplies them)."""
    if not record.valid:
        return 0.0
    base = _mean(baseline.values()) * _mean(baseline_seconds.values())
    own = _mean(record.energy.values()) * _mean(record.seconds[t] for t in record.energy)
    return _relative_reduction(base, own)


def caret_metrics(
    records: list[EnergyRecord],
    baseline: dict[str, dict[str, float]],
    human: dict[str, dict[str, float]] | None = None,
    baseline_seconds: dict[str, dict[str, float]] | None = None,
) -> "Json":
    """`baseline[problem][test]` = E(slow) per test (every test of the problem); `human` likewise
    for the expert program; `baseline_seconds` the baseline's simulated seconds (for EDP)."""
    if not records:
        return {"caret": 0.0, "caret_strict": 0.0, "caret_neg_fill": 0.0, "energy_reduction": 0.0, "records": 0, "per_record": []}
    caret, strict, neg_fill = [], [], []
    for r in records:
        err = reduction(r, baseline[r.problem_id])
        fraction = r.passed / r.num_inputs if r.num_inputs else 0.0
        caret.append(err * fraction)
        strict.append(err if r.fully_correct else 0.0)
        neg_fill.append(NEG_FILL * fraction if r.measurement_failed else err * fraction)
    valid = [r for r in records if r.valid]
    result: Json = {
        "caret": _mean(caret),
        "caret_strict": _mean(strict),
        "caret_neg_fill": _mean(neg_fill),
        "energy_reduction": _mean(reduction(r, baseline[r.problem_id]) for r in valid) if valid else 0.0,
        "records": len(records),
        "per_record": [(r.problem_id, value) for r, value in zip(records, caret)],  # for intervals
    }
    if baseline_seconds is not None:
        result["edp_reduction"] = _mean(edp_reduction(r, baseline[r.problem_id], baseline_seconds[r.problem_id]) for r in valid) if valid else 0.0
    if human:
        compared = [r for r in valid if human.get(r.problem_id)]
        beats = [_mean(r.energy.values()) <= _mean(human[r.problem_id].values()) for r in compared]
        result["beats_human"] = 100.0 * sum(beats) / len(beats) if beats else 0.0
    return result


def program_ipc(costs: dict[str, TestCosts]) -> float | None:
    """IPC: instructions / cycles summed over the tests = the per-test IPCs weighted by simulated
    time (cycles are proportional to seconds at one frequency). `costs`: test -> {"seconds",
    "ipc", ...} (evaluator.costs.test_costs). None when a test has no IPC or no time passed."""
    seconds = sum(c["seconds"] for c in costs.values())
    if not costs or not seconds or any(c.get("ipc") is None for c in costs.values()):
        return None
    return sum(c["ipc"] * c["seconds"] for c in costs.values()) / seconds


def ipc_trapped(energy_a: float, ipc_a: float, energy_b: float, ipc_b: float) -> bool:
    """IPC_TRAP for programs a and b: the one with less energy has the lower IPC."""
    if energy_a == energy_b:
        return False
    (_, low_ipc), (_, high_ipc) = sorted([(energy_a, ipc_a), (energy_b, ipc_b)])
    return low_ipc < high_ipc


def generation_point(own: dict[str, TestCosts], reference: dict[str, TestCosts]) -> dict[str, float | bool | None] | None:
    """GENERATION_POINT over `own`'s tests (test -> costs, as evaluator.costs.test_costs gives
    them), the reference's on the same tests: with every test measured, ERR's means over the same
    tests are the sums' ratio. None when a test has no reference counterpart or nothing ran."""
    if not own or any(name not in reference for name in own):
        return None
    reference = {name: reference[name] for name in own}
    own_seconds, base_seconds = (sum(c["seconds"] for c in x.values()) for x in (own, reference))
    own_energy, base_energy = (sum(c["energy"] for c in x.values()) for x in (own, reference))
    if own_seconds <= 0 or base_energy <= 0:
        return None
    ipc, base_ipc = program_ipc(own), program_ipc(reference)
    return {
        "speedup": base_seconds / own_seconds,
        "energy_reduction": _relative_reduction(base_energy, own_energy),
        "ipc": ipc,
        "baseline_ipc": base_ipc,
        "ipc_trap": ipc is not None and base_ipc is not None and ipc_trapped(own_energy, ipc, base_energy, base_ipc),
    }


def ipc_trap_rate(records: list[EnergyRecord]) -> float | None:
    """IPC_TRAP_RATE in percent (Green Tea's IPC trap): problems (with >= 2 fully correct,
    measured solutions) whose lowest-energy solution has a LOWER IPC than its highest-energy one."""
    by_problem: dict[str, list[EnergyRecord]] = defaultdict(list)
    for r in records:
        if r.num_inputs > 0 and len(r.energy) == r.num_inputs and r.ipc is not None:
            by_problem[r.problem_id].append(r)
    eligible = [rs for rs in by_problem.values() if len(rs) >= 2]
    if not eligible:
        return None
    trapped = 0
    for rs in eligible:
        lowest = min(rs, key=lambda r: _mean(r.energy.values()))
        highest = max(rs, key=lambda r: _mean(r.energy.values()))
        assert lowest.ipc is not None and highest.ipc is not None  # eligible records have one
        trapped += ipc_trapped(_mean(lowest.energy.values()), lowest.ipc, _mean(highest.energy.values()), highest.ipc)
    return 100.0 * trapped / len(eligible)
