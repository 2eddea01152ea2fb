"""The metric columns of a leaderboard table, per task format, rendered from the metrics
registry (evaluator.metrics.registry): key in the metrics dict, header, unit, the key of its 95%
interval where it has one, and the header's tooltip: the registry's one-line definition."""
from dataclasses import dataclass

from evaluator.metrics import registry
from portal.benchmarks.models import Benchmark


@dataclass(frozen=True)
class Column:
    key: str
    label: str
    unit: str  # "%" (percent), "x" (a ratio), "" (a plain number)
    ci: str | None = None
    title: str = ""  # the header's tooltip: what the code computes, and where it comes from

    def as_dict(self) -> dict:
        return {"key": self.key, "label": self.label, "unit": self.unit, "ci": self.ci}

    @classmethod
    def of(cls, metric: registry.Metric) -> "Column":
        return cls(metric.key, metric.name, metric.unit, metric.ci, metric.description)


PROGRAM = [Column.of(m) for m in registry.columns(Benchmark.TaskFormat.PROGRAM)]
SIMD = [Column.of(m) for m in registry.columns(Benchmark.TaskFormat.SIMDBENCH)]
PASS_AT = [Column.of(registry.metric(key)) for key in registry.PASS_AT_COLUMNS]


def leaderboard_columns(benchmark: Benchmark, rows: list[dict] = ()) -> list[Column]:
    columns = SIMD if benchmark.task_format == Benchmark.TaskFormat.SIMDBENCH else PROGRAM
    # pass@k for k > 1 only where some row sampled that many per problem.
    extra = [c for c in PASS_AT if c.key not in {x.key for x in columns}
             and any(r["metrics"].get(c.key) is not None for r in rows)]
    # The primary metric first: it is what the ranks are by.
    return sorted(columns + extra, key=lambda c: c.key != benchmark.primary_metric)
