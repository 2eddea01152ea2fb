"""`manage.py recompute_metrics`: rows finished under an older definition of the metrics are
brought up to date from their stored results, ranks included, and nothing runs again."""

import pytest
from django.core.management import CommandError, call_command

from portal.accounts.teams import personal_team
from portal.benchmarks.models import Problem
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import Generation, GenerationResult, LeaderboardEntry, Submission

pytestmark = pytest.mark.django_db


def finished_with_stale_metrics(benchmark, owner, name: str, solved: set[str]) -> Submission:
    """A row as an older evaluator left it: results stored, metrics without today's keys."""
    submission = Submission.objects.create(owner=owner, team=personal_team(owner), benchmark=benchmark, model_name=name)
    for problem in Problem.objects.filter(benchmark=benchmark):
        generation = Generation.objects.create(submission=submission, problem=problem, code="int main() {}", status=Generation.Status.DONE)
        ok = problem.problem_id in solved
        GenerationResult.objects.create(
            generation=generation,
            verdict="pass" if ok else "wrong_answer",
            tests_passed=3 if ok else 1,
            tests_total=3,
            compile_ok=True,
            sandbox="docker",
            profile=benchmark.profile,
            tests=[
                {"name": str(i), "verdict": "pass" if ok or i == 0 else "wrong_answer", "seconds": 0.01, "exit_code": 0, "detail": "", "measurements": None}
                for i in range(3)
            ],
        )
    services.transition(submission.pk, Submission.Status.RUNNING)
    stale = {"correct": 0.0}
    assert OrmEvaluationStore().finish_submission(submission.pk, stale, 0.0, scores={}) is not None
    return submission


def test_rows_are_recomputed_from_their_results(django_user_model, capsys):
    demo = load_demo_benchmark()
    owner = django_user_model.objects.create_user("recomputer")
    all_three = finished_with_stale_metrics(demo, owner, "all", {"sum-array", "pair-sum", "count-primes"})
    one = finished_with_stale_metrics(demo, owner, "one", {"sum-array"})
    call_command("recompute_metrics", "demo")
    assert "demo: 2 submissions recomputed" in capsys.readouterr().out
    rows = {e.model_name: e for e in LeaderboardEntry.objects.filter(benchmark=demo)}
    assert rows["all"].score == pytest.approx(100.0) and rows["one"].score == pytest.approx(100 / 3, abs=1e-4)
    assert rows["all"].metrics["pass@1_ci"] == [100.0, 100.0]  # an interval the old row did not have
    assert Submission.objects.get(pk=one.pk).metrics == rows["one"].metrics
    assert rows["one"].scores["per_problem"]["correct"] == {"sum-array": 100.0, "pair-sum": 0.0, "count-primes": 0.0}
    # Compared again in their first finishing order: the later row holds the pair.
    assert rows["one"].comparisons["metric"] == "correct" and rows["one"].comparisons["seq"] > rows["all"].comparisons["seq"]
    assert all_three.pk in rows["one"].comparisons["tied"] + rows["one"].comparisons["behind"]


def test_unknown_benchmark_is_named():
    with pytest.raises(CommandError, match="no benchmark 'nope'"):
        call_command("recompute_metrics", "nope")
