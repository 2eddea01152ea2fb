"""The metric columns of a leaderboard table, per task format, rendered from the metrics
registry (evaluator.metrics.registry): key in the metrics dict, header, unit, the key of its 95%
interval where it has one, the header's tooltip (the registry's one-line definition), and where it
stands: the primary metric first, then its group, then the other groups, the secondary columns
last (folded away until the reader asks for every column)."""

from dataclasses import dataclass

from evaluator.metrics import registry
from portal.benchmarks.models import Benchmark

MORE = "more"
# Columns after the metrics that are not metrics: other boards, profile / backend, submitted
# (always secondary).
TRAILING = 3


@dataclass(frozen=True)
class Column:
    key: str
    label: str
    unit: str  # "%" (percent), "x" (a ratio), "" (a plain number)
    ci: str | None = None
    title: str = ""  # the header's tooltip: what the code computes, and where it comes from
    group: str = "correctness"  # a key of registry.GROUPS
    primary: bool = False

    @classmethod
    def of(cls, metric: registry.Metric, primary: str) -> "Column":
        group = metric.group if metric.key == primary or not metric.secondary else MORE
        return cls(metric.key, metric.name, metric.unit, metric.ci, metric.description, group, metric.key == primary)

    @property
    def secondary(self) -> bool:
        return self.group == MORE


@dataclass(frozen=True)
class Group:
    key: str
    label: str
    span: int

    @property
    def secondary(self) -> bool:
        return self.key == MORE


def leaderboard_columns(benchmark: Benchmark, rows: list[dict] = ()) -> list[Column]:
    keys = registry.SIMD_COLUMNS if benchmark.task_format == Benchmark.TaskFormat.SIMDBENCH else registry.PROGRAM_COLUMNS
    # pass@k for k > 1 only where some row sampled that many per problem.
    keys += tuple(k for k in registry.PASS_AT_COLUMNS if k not in keys and any(r["metrics"].get(k) is not None for r in rows))
    columns = [Column.of(registry.metric(key), benchmark.primary_metric) for key in keys]
    order = list(registry.GROUPS)
    first = next((c.group for c in columns if c.primary), None)
    # The primary metric first (it is what the ranks are by), then the rest of its group, then the
    # other groups in the registry's order; within a group, the registry's order (a stable sort).
    return sorted(columns, key=lambda c: (not c.primary, c.group != first, order.index(c.group)))


def column_groups(columns: list[Column]) -> list[Group]:
    """The group header row: one cell per run of columns of a group, the trailing non-metric
    columns in the last ("more") group."""
    keys = [c.group for c in columns] + [MORE] * TRAILING
    groups: list[Group] = []
    for key in keys:
        if groups and groups[-1].key == key:
            groups[-1] = Group(key, groups[-1].label, groups[-1].span + 1)
        else:
            groups.append(Group(key, registry.GROUPS[key], 1))
    return groups


def correctness_figures(columns: list[Column]) -> list[registry.Metric]:
    """The correctness figures this board shows, each with its definition (the board's legend)."""
    shown = {c.key for c in columns}
    return [registry.metric(key) for key in registry.CORRECTNESS_FIGURES if key in shown]
