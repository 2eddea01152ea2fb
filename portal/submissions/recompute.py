"""Metrics computed again from stored results: after a metric's definition changes (a new interval,
a corrected formula), every finished submission's row is brought up to date without running any
program again."""

from django.db import transaction

from evaluator.metrics.summary import submission_results
from portal.benchmarks.models import Benchmark

from . import leaderboard_cache, ranking
from .evaluation_store import OrmEvaluationStore
from .models import LeaderboardEntry, Submission


def recompute_metrics(benchmark: Benchmark) -> int:
    """Every finished submission of `benchmark`: its metrics, score and per-problem scores from its
    generation results and the benchmark's current reference costs, then its row's paired
    comparisons, in the order the rows first finished (so ranks keep their meaning). All in one
    transaction; returns the number of submissions."""
    store = OrmEvaluationStore()
    entries = sorted(
        LeaderboardEntry.objects.filter(benchmark=benchmark, submission__status=Submission.Status.FINISHED).values_list("comparisons__seq", "submission_id"),
        key=lambda row: (row[0] or 0, row[1]),
    )
    with transaction.atomic():
        for _, submission_id in entries:
            data = store.records(submission_id)
            metrics, scores = submission_results(data.records, data.problem_ids, data.baselines, task_format=data.task_format, experts=data.experts)
            Submission.objects.filter(pk=submission_id).update(metrics=metrics)
            LeaderboardEntry.objects.filter(submission_id=submission_id).update(
                metrics=metrics, score=float(metrics.get(data.primary_metric) or 0.0), scores=scores
            )
        for _, submission_id in entries:
            scores = LeaderboardEntry.objects.values_list("scores", flat=True).get(submission_id=submission_id)
            LeaderboardEntry.objects.filter(submission_id=submission_id).update(comparisons=ranking.compare(benchmark, submission_id, scores))
    leaderboard_cache.changed()
    return len(entries)
