"""Every metric a leaderboard shows, defined once: key -> name, unit, direction, a one-line
definition of what the code computes (the string next to the function that computes it) and the
work it comes from. Column headers and tooltips, benchmark cards, the methodology page and the
charts render these; nothing else describes a metric.

`interval`: the submission's metrics carry `<key>_ci`, its 95% bootstrap interval over problems.
`per_problem`: a finished submission stores the metric's per-problem scores (evaluator.metrics.
summary.submission_results), so the metric can rank a board by paired comparisons and charts
read them. `weighted`: the metric averages over samples, so a problem weighs its number of
samples when per-problem scores are combined (summary: `weights`).
"""

from dataclasses import dataclass

from evaluator.metrics import bootstrap, correctness, green_tea, pie, simd

PIE = "PIE (Shypula et al., ICLR 2024)"
GREEN_TEA = "Green Tea (arXiv 2607.04577)"
SIMDBENCH = "SimdBench (arXiv 2507.15224)"
AUTOVECCODER = "AutoVecCoder (arXiv 2605.17978)"
HUMANEVAL = "Chen et al. 2021 (HumanEval), as SimdBench uses it"


@dataclass(frozen=True)
class Metric:
    key: str
    name: str
    unit: str  # "%" (percent), "x" (a ratio), "" (a plain number)
    definition: str
    source: str
    higher_is_better: bool = True
    interval: bool = False
    per_problem: bool = False
    weighted: bool = False
    group: str = "correctness"  # a key of GROUPS: where its column stands on a board
    secondary: bool = False  # folded away on a board until the reader asks for every column

    @property
    def ci(self) -> str | None:
        return f"{self.key}_ci" if self.interval else None

    @property
    def direction(self) -> str:
        return "higher is better" if self.higher_is_better else "lower is better"

    @property
    def description(self) -> str:
        """The one line a tooltip or a card shows."""
        return f"{self.definition} [{self.source}; {self.direction}]"


def _pass_at(k: int) -> Metric:
    return Metric(f"pass@{k}", f"pass@{k} %", "%", simd.PASS_AT_K.format(k=k), HUMANEVAL, interval=True)


METRICS = {
    m.key: m
    for m in [
        Metric("correct", "Correct %", "%", correctness.CORRECT, f"{PIE}, best@k", interval=True, per_problem=True),
        Metric("tests_passed", "Tests passed %", "%", correctness.TESTS_PASSED, "EffBench", secondary=True),
        Metric("speedup", "Speedup", "x", pie.SPEEDUP, PIE, interval=True, per_problem=True, group="speed"),
        Metric("pct_opt", "%Opt", "%", pie.PCT_OPT, PIE, interval=True, per_problem=True, group="speed"),
        Metric("caret", "CARET", "", green_tea.CARET, GREEN_TEA, interval=True, per_problem=True, weighted=True, group="energy"),
        Metric("energy_reduction", "Energy red. %", "%", green_tea.ENERGY_REDUCTION, GREEN_TEA, interval=True, group="energy"),
        Metric("edp_reduction", "EDP red. %", "%", green_tea.EDP_REDUCTION, GREEN_TEA, interval=True, group="energy"),
        Metric("beats_human", "Beats human %", "%", green_tea.BEATS_HUMAN, GREEN_TEA, interval=True, group="energy"),
        Metric("ipc_trap_rate", "IPC trap %", "%", green_tea.IPC_TRAP_RATE, GREEN_TEA, higher_is_better=False, group="energy", secondary=True),
        Metric("fast1", "fast1 %", "%", simd.FAST1, AUTOVECCODER, interval=True, per_problem=True, weighted=True, group="speed"),
        Metric("p50", "P50", "x", simd.P50, AUTOVECCODER, interval=True, group="speed"),
        Metric("p75", "P75", "x", simd.P75, AUTOVECCODER, interval=True, group="speed"),
        Metric("corr", "Corr %", "%", simd.CORR, f"{SIMDBENCH}, {AUTOVECCODER}", interval=True),
        *(_pass_at(k) for k in (1, 5, 10)),
    ]
}

# A board's column groups, in the order they stand (the primary metric's group moves first);
# "more" holds the secondary columns, folded away until the reader asks for every column.
GROUPS = {"correctness": "Correctness", "speed": "Speed", "energy": "Energy", "more": "More"}
# The figures a reader confuses, explained under every board that shows them.
CORRECTNESS_FIGURES = ("correct", "pass@1", "tests_passed")

# The columns of each task format's board (the primary metric is moved first).
PROGRAM_COLUMNS = ("correct", "speedup", "pct_opt", "caret", "energy_reduction", "edp_reduction", "beats_human", "ipc_trap_rate", "tests_passed")
SIMD_COLUMNS = ("fast1", "p50", "p75", "corr", "pass@1", "correct")
PASS_AT_COLUMNS = ("pass@1", "pass@5", "pass@10")  # pass@k, k > 1: where some row sampled k per problem

# Definitions that are not columns: what the charts and the ranks use.
TERMS = {
    "ipc": ("IPC", green_tea.IPC, GREEN_TEA),
    "ipc_trap": ("IPC trap", green_tea.IPC_TRAP, GREEN_TEA),
    "generation_point": ("A program against its reference", green_tea.GENERATION_POINT, f"{PIE}, {GREEN_TEA}"),
    "interval": ("95% interval", bootstrap.INTERVAL, "EffBench"),
    "separated": ("Separated", bootstrap.SEPARATED, "EffBench"),
    "unpaired": ("Not paired", bootstrap.UNPAIRED, "EffBench"),
    "rank": ("Rank", bootstrap.RANK_RULE, "EffBench"),
}


def term_definitions() -> dict[str, str]:
    return {key: definition for key, (_, definition, _) in TERMS.items()}


def ranking_terms(unpaired: bool = True) -> dict[str, str]:
    """What a board's caption and the methodology page say of ranks. `unpaired`: whether some
    pair was compared by its intervals (else the caption leaves that clause out)."""
    return {
        "rule": bootstrap.RANK_RULE,
        "separated": bootstrap.SEPARATED,
        "consequences": bootstrap.RANK_CONSEQUENCES,
        "unpaired": bootstrap.UNPAIRED if unpaired else "",
    }


def metric(key: str) -> Metric:
    """The metric of `key` (a KeyError names unknown ones)."""
    return METRICS[key]


def columns(task_format: str) -> list[Metric]:
    return [METRICS[k] for k in (SIMD_COLUMNS if task_format == "simdbench" else PROGRAM_COLUMNS)]
