"""The metric columns of a leaderboard table, per task format: key in the metrics dict, header,
how to print it, and the key of its 95% interval where it has one."""
from dataclasses import dataclass

from portal.benchmarks.models import Benchmark


@dataclass(frozen=True)
class Column:
    key: str
    label: str
    unit: str  # "%" (percent), "x" (a ratio), "" (a plain number)
    ci: str | None = None
    title: str = ""  # the header's tooltip: what it measures

    def as_dict(self) -> dict:
        return {"key": self.key, "label": self.label, "unit": self.unit, "ci": self.ci}


PROGRAM = [
    Column("correct", "Correct %", "%", "correct_ci", "problems whose best sample passes every hidden test"),
    Column("speedup", "Speedup", "x", "speedup_ci", "PIE: mean best@k speedup, incorrect or slower = 1.0"),
    Column("pct_opt", "%Opt", "%", "pct_opt_ci", "PIE: problems sped up at least 1.10x"),
    Column("caret", "CARET", "", "caret_ci", "Green Tea: energy reduction x share of tests passed, mean over samples"),
    Column("energy_reduction", "Energy red. %", "%", None, "mean energy reduction of fully correct samples"),
    Column("edp_reduction", "EDP red. %", "%", None, "mean energy-delay-product reduction of fully correct samples"),
    Column("beats_human", "Beats human %", "%", None, "problems where a sample uses less energy than the expert"),
    Column("ipc_trap_rate", "IPC trap %", "%", None, "problems where IPC would rank energy wrongly"),
    Column("tests_passed", "Tests passed %", "%", None, "share of (sample, test) pairs passed"),
]
SIMD = [
    Column("fast1", "fast1 %", "%", "fast1_ci", "AutoVecCoder: samples correct and faster than the scalar reference"),
    Column("p50", "P50", "x", None, "median speedup over all samples (failures count 0)"),
    Column("p75", "P75", "x", None, "75th percentile speedup over all samples (failures count 0)"),
    Column("corr", "Corr %", "%", None, "samples that use intrinsics and pass the correctness check"),
    Column("pass@1", "pass@1 %", "%", None, "unbiased pass@1, mean over tasks"),
    Column("correct", "Correct %", "%", "correct_ci", "tasks whose best sample is correct"),
]


PASS_AT = [Column(f"pass@{k}", f"pass@{k} %", "%", None, f"unbiased pass@{k}, mean over problems with at least {k} samples")
           for k in (1, 5, 10)]


def leaderboard_columns(benchmark: Benchmark, rows: list[dict] = ()) -> list[Column]:
    columns = SIMD if benchmark.task_format == Benchmark.TaskFormat.SIMDBENCH else PROGRAM
    # pass@k for k > 1 only where some row sampled that many per problem.
    extra = [c for c in PASS_AT if c.key not in {x.key for x in columns}
             and any(r["metrics"].get(c.key) is not None for r in rows)]
    # The primary metric first: it is what the ranks are by.
    return sorted(columns + extra, key=lambda c: c.key != benchmark.primary_metric)
