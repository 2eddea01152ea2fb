"""A leaderboard's ranks, from paired comparisons (evaluator.metrics.bootstrap: SEPARATED,
RANK_RULE), computed when a submission finishes so that a read only looks pairs up.

When a row is written (OrmEvaluationStore.finish_submission), compare() pairs it with every other
row of its benchmark measured with the same profile and backend that has per-problem scores for
the primary metric, over the problems both answered, and stores the outcome on the new row:
{"metric", "seq", "tied": [submission ids not separated from it], "behind": [ids separated from
it, ahead]}; every other row compared is behind it. Finishes on one benchmark are serialised
(compare() locks the benchmark's row), and each takes the next `seq`: of two rows, the later one
compared the earlier. A pair that was not compared (a row without per-problem scores of the
primary metric: finished before they were kept, or under another primary metric) falls back to
its 95% intervals (bootstrap.UNPAIRED).
"""

from evaluator.metrics import registry
from evaluator.metrics.bootstrap import interval_ahead, paired_interval, ranks, separation
from portal.benchmarks.models import Benchmark

from . import leaderboard_cache
from .models import LeaderboardEntry


def paired_scores(per_problem: dict | None, answered, weights: dict | None) -> tuple[dict, dict | None] | None:
    """A row's per-problem scores of one metric over the problems it answered, and their
    weights (None: every problem weighs the same); None when it has none."""
    if per_problem is None:
        return None
    answered = set(answered or ())
    return {p: v for p, v in per_problem.items() if p in answered and v is not None}, weights


def compare(benchmark: Benchmark, submission_id: int, scores: dict) -> dict:
    """The comparisons of a submission's row, with `scores`, with the other rows of its board
    (measured with the benchmark's profile and backend), to store on it. Call inside the
    transaction that writes the row: it locks the benchmark's row until the commit."""
    list(Benchmark.objects.select_for_update().filter(pk=benchmark.pk).values_list("pk", flat=True))
    key = benchmark.primary_metric
    board = LeaderboardEntry.objects.filter(benchmark=benchmark, profile=benchmark.profile, backend=benchmark.backend).exclude(submission_id=submission_id)
    seq = 1 + max((s or 0 for s in board.values_list("comparisons__seq", flat=True)), default=0)
    metric = registry.METRICS.get(key)
    mine = (
        paired_scores(scores.get("per_problem", {}).get(key), scores.get("answered"), scores.get("weights", {}).get(key))
        if metric and metric.per_problem
        else None
    )
    if mine is None:
        return {"metric": None, "seq": seq}
    tied, behind = [], []
    for other, per_problem, answered, weights in board.values_list(
        "submission_id", f"scores__per_problem__{key}", "scores__answered", f"scores__weights__{key}"
    ):
        theirs = paired_scores(per_problem, answered, weights)
        if theirs is None:
            continue
        sign = separation(paired_interval(mine[0], theirs[0], mine[1], theirs[1]))
        if sign == 0:
            tied.append(other)
        elif sign < 0:
            behind.append(other)
    return {"metric": key, "seq": seq, "tied": tied, "behind": behind}


def _comparisons(benchmark: Benchmark) -> dict[int, tuple]:
    """Per row of the board: (metric, seq, tied ids, behind ids), kept per leaderboard version."""

    def load():
        return {
            submission_id: (c.get("metric"), c.get("seq", 0), frozenset(c.get("tied", ())), frozenset(c.get("behind", ())))
            for submission_id, c in LeaderboardEntry.objects.filter(benchmark=benchmark).values_list("submission_id", "comparisons")
            if c
        }

    return leaderboard_cache.cached(f"comparisons:{benchmark.pk}", load)


def paired_sign(comparisons: dict, key: str, a: int, b: int) -> int | None:
    """+1: row a is separated from row b, ahead; -1: b from a; 0: not separated; None: not
    compared under `key`."""
    first, second = comparisons.get(a), comparisons.get(b)
    if not (first and second and first[0] == key == second[0]):
        return None
    later, earlier, sign = (first, b, 1) if first[1] > second[1] else (second, a, -1)
    if earlier in later[2]:
        return 0
    return -sign if earlier in later[3] else sign


def board_ranks(benchmark: Benchmark, rows: list[dict]) -> tuple[list[int], bool]:
    """Ranks of `rows` (board order, best first) by RANK_RULE, and whether some pair that decided
    them was not paired (compared by its intervals, bootstrap.UNPAIRED)."""
    key, comparisons, unpaired = benchmark.primary_metric, _comparisons(benchmark), False

    def interval(row):
        return row["metrics"].get(f"{key}_ci") or (row["score"], row["score"])

    def ahead(j: int, i: int) -> bool:
        nonlocal unpaired
        sign = paired_sign(comparisons, key, rows[j]["submission"], rows[i]["submission"])
        if sign is None:
            unpaired = True
            return interval_ahead(interval(rows[j]), interval(rows[i]))
        return sign > 0

    return ranks(len(rows), ahead), unpaired
