"""Green Tea ("Beyond the Need for Speed", arXiv 2607.04577): CARET and its companions, as in
its analysis/rq2/rq2.py::compute_metrics.

For each generated record i with num_inputs_i > 0:
  ERR_i = (E(slow) - E(gen_i)) / E(slow) * 100, E(gen_i) the mean energy over only the tests
          gen_i passed; ERR_i = 0 when it did not compile or passed no test;
  CARET_i = ERR_i * passed_i / num_inputs_i   (partial credit by pass fraction);
  CARET = mean of CARET_i over ALL records (not per problem first).
Variants: strict (records not fully correct score 0), neg-fill (a record that compiled but
whose measurement failed scores -0.5 instead of 0). Where METRICS.md leaves it open, this portal takes
E(slow) as the baseline's mean energy over the same tests gen_i passed (like for like), and a
"valid" output (for beats-human) as a fully correct one.
"""
from collections import defaultdict
from dataclasses import dataclass, field

NEG_FILL = -0.5


@dataclass(frozen=True)
class EnergyRecord:
    problem_id: str
    sample: int
    compiled: bool
    num_inputs: int
    # Per passed test: energy (J) of this generation; tests it failed are absent.
    energy: dict[str, float] = field(default_factory=dict)
    edp: dict[str, float] = field(default_factory=dict)
    ipc: float | None = None
    measurement_failed: bool = False

    @property
    def passed(self) -> int:
        return len(self.energy)

    @property
    def fully_correct(self) -> bool:
        return self.num_inputs > 0 and self.passed == self.num_inputs


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


def reduction(record: EnergyRecord, baseline: dict[str, float], attribute: str = "energy") -> float:
    """ERR_i in percent (energy by default, or EDP): 0 when nothing passed."""
    own = getattr(record, attribute)
    if not record.compiled or not own:
        return 0.0
    base = _mean(baseline[t] for t in own)
    return (base - _mean(own.values())) / base * 100.0 if base > 0 else 0.0


def caret_metrics(records: list[EnergyRecord], baseline: dict[str, dict[str, float]],
                  human: dict[str, dict[str, float]] | None = None,
                  baseline_edp: dict[str, dict[str, float]] | None = None) -> dict:
    """`baseline[problem][test]` = E(slow) per test; `human` likewise for the expert program."""
    scored = [r for r in records if r.num_inputs > 0]
    if not scored:
        return {"caret": 0.0, "caret_strict": 0.0, "caret_neg_fill": 0.0, "records": 0}
    caret, strict, neg_fill, edp = [], [], [], []
    for r in scored:
        err = reduction(r, baseline[r.problem_id])
        fraction = r.passed / r.num_inputs
        caret.append(err * fraction)
        strict.append(err if r.fully_correct else 0.0)
        neg_fill.append(NEG_FILL if r.compiled and r.measurement_failed else err * fraction)
        if baseline_edp is not None:
            edp.append(reduction(r, baseline_edp[r.problem_id], "edp") * fraction)
    result = {
        "caret": _mean(caret),
        "caret_strict": _mean(strict),
        "caret_neg_fill": _mean(neg_fill),
        "energy_reduction": _mean(reduction(r, baseline[r.problem_id]) for r in scored if r.fully_correct)
        if any(r.fully_correct for r in scored) else 0.0,
        "records": len(scored),
        "per_record": [(r.problem_id, value) for r, value in zip(scored, caret)],  # for intervals
    }
    if edp:
        result["edp_reduction"] = _mean(edp)
    if human:
        valid = [r for r in scored if r.fully_correct and r.problem_id in human]
        beats = [_mean(r.energy.values()) <= _mean(human[r.problem_id][t] for t in r.energy) for r in valid]
        result["beats_human"] = 100.0 * sum(beats) / len(beats) if beats else 0.0
    return result


def ipc_trap_rate(records: list[EnergyRecord]) -> float | None:
    """Percent of problems (with >= 2 fully correct, measured solutions) whose lowest-energy
    solution has a LOWER IPC than its highest-energy one: ranking by IPC would mislead there."""
    by_problem: dict[str, list[EnergyRecord]] = defaultdict(list)
    for r in records:
        if r.fully_correct and r.ipc is not None:
            by_problem[r.problem_id].append(r)
    eligible = [rs for rs in by_problem.values() if len(rs) >= 2]
    if not eligible:
        return None
    trapped = 0
    for rs in eligible:
        lowest = min(rs, key=lambda r: _mean(r.energy.values()))
        highest = max(rs, key=lambda r: _mean(r.energy.values()))
        trapped += lowest.ipc < highest.ipc
    return 100.0 * trapped / len(eligible)
