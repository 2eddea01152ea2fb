"""Metrics as pure functions of per-generation records (no Django, no Dramatiq).

Exact definitions: ../shared/METRICS.md; where the portal deliberately differs from a reference
harness, the function's docstring says so.
"""

from evaluator.metrics.bootstrap import bootstrap_ci, paired_interval, ranks
from evaluator.metrics.correctness import Record, correctness_metrics
from evaluator.metrics.green_tea import EnergyRecord, caret_metrics, ipc_trap_rate
from evaluator.metrics.pie import PieSample, pie_metrics
from evaluator.metrics.simd import SimdSample, pass_at_k, simd_metrics
from evaluator.metrics.summary import submission_results

__all__ = [
    "Record",
    "correctness_metrics",
    "PieSample",
    "pie_metrics",
    "EnergyRecord",
    "caret_metrics",
    "ipc_trap_rate",
    "SimdSample",
    "pass_at_k",
    "simd_metrics",
    "bootstrap_ci",
    "paired_interval",
    "ranks",
    "submission_results",
]
