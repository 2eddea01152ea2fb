"""Rewards for training (../shared/METRICS.md, "Rewards for training"), as pure functions of what
one evaluation found (an Outcome) and the problem's baseline costs. No Django, no Dramatiq.

Each reward returns its value, the evaluation's verdict and the components it was made of, so a
trainer can log why a completion scored what it did.

- ``green-tea`` (Green Tea's GRPO trainer, R = R_correct + R_energy):
    did not compile (or no code)                 -1.0
    stopped at the instruction cap, others pass   0.0   (Green Tea's measurement timeout)
    compiled, pass rate p < 1                    -0.8 + 1.1 p
    all pass, measurement timed out               0.0
    all pass, measurement failed / energy < 1e-6 J  -1.0   ("ghost execution")
    all pass and measured                         0.5 + tanh((B - G) / (B + 1e-6))
  B and G are the baseline's and the generation's cost by variant: ``edp`` (default) = E x T,
  ``energy`` = E, ``runtime`` = T, where E and T are SUMS over the tests the generation ran (the
  baseline restricted to the same tests). Sums, not means: the ratio (B - G) / B is the same either
  way (EDP's n^2 cancels too, so it equals the evaluator's EDP reduction, mean E x mean T, over
  100), and sums keep Green Tea's 1e-6 guard small beside B. Per-test costs are
  evaluator.costs.test_costs's, as the leaderboards read them.
- ``pie-speedup``: PIE's per-problem speedup of one correct program, evaluator.metrics.pie.speedup
  (floor 1.0) with T = the sum of simulated seconds over the tests; 0 when not correct (correct:
  every test passed and was measured, as the leaderboard's PIE speedup counts it).
- ``autoveccoder``: I(correct) x (b_base + b_perf x tanh(a x D)) for SIMD tasks, with
  D = log2(SIMD speedup over the scalar reference). METRICS.md gives neither the paper's D nor its
  constants, so these are OUR defaults: D = log2(speedup) is 0 at the scalar speed and symmetric in
  the ratio (2x faster +1, 2x slower -1); b_base = 1.0, b_perf = 0.5, a = 1.0 keep every correct
  sample in (0.5, 1.5), above any incorrect one (0), with 2x faster worth +0.38. All three are
  options.

Where our single simulated run differs from Green Tea's separate correctness and Sniper runs: a
test that times out under the simulator's wall clock has no known output, so it counts as not
passed (as the evaluator's CARET counts it, evaluator/costs.py), and such an outcome is never
reused (it depends on the host). A test stopped at the request's cap on simulated instructions
(verdict instruction_limit, deterministic) is Green Tea's "measurement timed out": 0.0 when every
other test passed, however many were capped (its output is unknown, not wrong); with a wrong or
failed test beside it, the pass-rate branch, the capped test not passed. Tests whose output was
right but whose measurement failed count as passed (Green Tea's correctness is separate) and make
the "measurement failed" branch.
"""

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import TypeAlias

from evaluator.costs import TestCosts, test_costs, unmeasured_passes
from evaluator.metrics.pie import speedup as pie_speedup_of
from evaluator.sample import SampleEvaluation
from sim_runner.cache import CACHEABLE_VERDICTS
from sim_runner.jsontypes import Json
from sim_runner.report import SchemaError, Verdict

GHOST_ENERGY_J = 1e-6  # Green Tea: a measured energy below this is a "ghost execution"
GAIN_EPSILON = 1e-6  # Green Tea's guard in gain = (B - G) / (B + 1e-6)
GREEN_TEA_VARIANTS = ("edp", "energy", "runtime")
# A problem's baseline (its slow program's costs): test name -> TestCosts.
Baseline: TypeAlias = Mapping[str, Mapping[str, float]]
# A reward's options (DEFINITIONS: a number, or one of a few names).
Options: TypeAlias = dict[str, float | str]
# Verdicts whose result cannot depend on the host (sim_runner.cache stores the same ones, plus
# the SIMD stage verdict): only such outcomes may be served again for an identical program.
REUSABLE_VERDICTS = frozenset(CACHEABLE_VERDICTS | {Verdict.NO_INTRINSICS.value, Verdict.NO_CODE.value})
# The shape of Outcome.to_dict() (stored with each reward item): bump it when the shape changes;
# from_dict refuses any other, and items of another schema are never served again.
OUTCOME_SCHEMA = 1


class RewardError(ValueError):
    """A reward request that cannot be honoured (unknown reward, bad option); `field` names the
    part of the request at fault."""

    def __init__(self, field_name: str, message: str):
        super().__init__(message)
        self.field = field_name
        self.message = message


class MissingBaseline(LookupError):
    """The reward needs the baseline's cost on a test the baseline has no measurement for."""


@dataclass(frozen=True)
class Outcome:
    """What one evaluation of a completion found, as far as any reward needs it."""

    verdict: str  # pass, wrong_answer, compile_error, no_code, no_intrinsics, ...
    compiled: bool
    tests_total: int
    tests_passed: int  # output right, measured or not
    # Per passed and measured test: {"seconds", "energy", "edp", "ipc"} (evaluator.costs.test_costs).
    costs: dict[str, TestCosts] = field(default_factory=dict)
    # "ok": every test measured; "failed": some passed test has no measurement; "timeout": some
    # test was stopped at the simulated instruction cap and every other one passed.
    measurement: str = "ok"
    simd_speedup: float | None = None  # SIMD tasks: scalar cycles / SIMD cycles
    reusable: bool = True  # nothing in it depends on the host (no timeouts, OOM kills)

    @property
    def pass_rate(self) -> float:
        return self.tests_passed / self.tests_total if self.tests_total else 0.0

    def to_dict(self) -> Json:
        return {"schema": OUTCOME_SCHEMA} | asdict(self)

    @classmethod
    def from_dict(cls, data: Json) -> "Outcome":
        """An outcome as to_dict wrote it; SchemaError for one of another schema."""
        fields = dict(data)
        schema = fields.pop("schema", None)
        if schema != OUTCOME_SCHEMA:
            raise SchemaError(f"a reward outcome of schema {schema!r}: this evaluator reads schema {OUTCOME_SCHEMA}")
        return cls(**fields)

    def in_order(self, tests: list[str]) -> "Outcome":
        """This outcome with its costs in the order its tests ran (`tests`, the job's): rewards sum
        floats over them, so a stored outcome must sum in the fresh one's order to give its reward
        to the last bit, as the leaderboard's per-sample figures do. PostgreSQL's JSON (jsonb)
        gives an object's keys back shortest first: test "10" after "9", not after "1"."""
        ordered = {name: self.costs[name] for name in tests if name in self.costs}
        return replace(self, costs=ordered | self.costs)  # a name not in `tests` keeps its place after


@dataclass(frozen=True)
class Reward:
    value: float | None  # None only when the baseline it needs is missing (components say why)
    verdict: str
    components: Json


def outcome_of(sample: SampleEvaluation) -> Outcome:
    """What a sample's evaluation found, as the rewards read it: a program's (SampleEvaluation.of_program),
    a SIMD task's through its stages, or a not-run sample (an answer without code). Per-test costs
    are evaluator.costs's, as the stores' records read them for the leaderboards."""
    costs = test_costs(sample.tests)
    passed = len(costs) + unmeasured_passes(sample.tests)
    verdicts = {t.verdict.value for t in sample.tests} | {sample.verdict.value}
    capped = sum(t.verdict == Verdict.INSTRUCTION_LIMIT for t in sample.tests)
    measurement = "ok" if len(costs) == sample.total else "failed"
    if capped and passed + capped == sample.total:
        measurement = "timeout"
    return Outcome(
        verdict=sample.verdict.value,
        compiled=sample.compile.ok,
        tests_total=sample.total,
        tests_passed=passed,
        costs=costs,
        measurement=measurement,
        simd_speedup=sample.simd.speedup if sample.simd else None,
        reusable=verdicts <= REUSABLE_VERDICTS,
    )


def _totals(costs: Baseline, tests: Iterable[str]) -> tuple[float, float]:
    """(sum of energy in J, sum of simulated seconds) over `tests`."""
    try:
        return sum(costs[t]["energy"] for t in tests), sum(costs[t]["seconds"] for t in tests)
    except KeyError as exc:
        raise MissingBaseline(f"the problem's baseline has no measurement for test {exc.args[0]!r}") from None


def _cost(energy: float, seconds: float, variant: str) -> float:
    return {"edp": energy * seconds, "energy": energy, "runtime": seconds}[variant]


def green_tea(outcome: Outcome, baseline: Baseline | None, *, variant: str = "edp") -> Reward:
    def reward(r_correct: float, r_energy: float = 0.0, **more: float | str) -> Reward:
        return Reward(r_correct + r_energy, outcome.verdict, {"r_correct": r_correct, "r_energy": r_energy, "pass_rate": outcome.pass_rate, **more})

    if not outcome.compiled:
        return reward(-1.0)
    # Before the pass rate: a test stopped at the instruction cap has no output to judge.
    if outcome.measurement == "timeout":
        return reward(0.0, note="measurement timed out (simulated instruction cap)")
    if outcome.pass_rate < 1.0:
        return reward(-0.8 + 1.1 * outcome.pass_rate)
    if outcome.measurement != "ok":
        return reward(-1.0, note="measurement failed")
    energy, seconds = _totals(outcome.costs, outcome.costs)
    if energy < GHOST_ENERGY_J:
        return reward(-1.0, note=f"ghost execution: measured energy {energy:g} J < {GHOST_ENERGY_J:g} J")
    base = _cost(*_totals(baseline or {}, outcome.costs), variant)
    own = _cost(energy, seconds, variant)
    gain = (base - own) / (base + GAIN_EPSILON)
    return reward(0.5, math.tanh(gain), variant=variant, baseline=base, generation=own, gain=gain)


def pie_speedup(outcome: Outcome, baseline: Baseline | None) -> Reward:
    correct = outcome.compiled and outcome.tests_total > 0 and len(outcome.costs) == outcome.tests_total
    if not correct:
        return Reward(0.0, outcome.verdict, {"correct": False})
    runtime = sum(c["seconds"] for c in outcome.costs.values())
    slow = _totals(baseline or {}, outcome.costs)[1]
    value = pie_speedup_of(slow, runtime)
    return Reward(value, outcome.verdict, {"correct": True, "runtime_s": runtime, "baseline_runtime_s": slow, "speedup": value})


def autoveccoder(outcome: Outcome, baseline: Baseline | None = None, *, b_base: float = 1.0, b_perf: float = 0.5, a: float = 1.0) -> Reward:
    correct = outcome.compiled and outcome.tests_total > 0 and outcome.tests_passed == outcome.tests_total
    if not correct:
        return Reward(0.0, outcome.verdict, {"correct": False})
    speedup = outcome.simd_speedup
    # A correct sample whose speed could not be measured gets no bonus either way (D = 0).
    d = math.log2(speedup) if speedup and speedup > 0 else 0.0
    bonus = b_perf * math.tanh(a * d)
    return Reward(b_base + bonus, outcome.verdict, {"correct": True, "speedup": speedup, "d": d, "b_base": b_base, "performance": bonus})


@dataclass(frozen=True)
class Definition:
    function: Callable[..., Reward]
    task_format: str  # the benchmarks it applies to: "program" or "simdbench"
    defaults: Options  # its options, with their defaults
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)  # option -> allowed values (else: a finite number)


DEFINITIONS = {
    "green-tea": Definition(green_tea, "program", {"variant": "edp"}, {"variant": GREEN_TEA_VARIANTS}),
    "pie-speedup": Definition(pie_speedup, "program", {}),
    "autoveccoder": Definition(autoveccoder, "simdbench", {"b_base": 1.0, "b_perf": 0.5, "a": 1.0}),
}


def resolve_options(name: str, options: object) -> Options:
    """The reward's options with defaults filled in; RewardError naming the first bad one."""
    if name not in DEFINITIONS:
        raise RewardError("reward", f"unknown reward {name!r}; known: {', '.join(DEFINITIONS)}")
    definition = DEFINITIONS[name]
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RewardError("options", "must be an object")
    resolved = dict(definition.defaults)
    for key, value in options.items():
        if key not in definition.defaults:
            known = ", ".join(definition.defaults) or "none"
            raise RewardError(f"options.{key}", f"unknown option for reward {name!r} (known: {known})")
        if key in definition.choices:
            if value not in definition.choices[key]:
                raise RewardError(f"options.{key}", f"must be one of {', '.join(definition.choices[key])}")
        elif isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise RewardError(f"options.{key}", "must be a finite number")
        resolved[key] = float(value) if key not in definition.choices else value
    return resolved


def compute(name: str, outcome: Outcome, baseline: Baseline | None, options: Options) -> Reward:
    """The reward `name` of `outcome`; a missing baseline gives value None with the reason."""
    try:
        return DEFINITIONS[name].function(outcome, baseline, **options)
    except MissingBaseline as exc:
        return Reward(None, outcome.verdict, {"error": str(exc)})
