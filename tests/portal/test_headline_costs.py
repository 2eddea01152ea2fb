"""Headline costs in columns (issue 18): a result's program totals (cycles, energy, instructions)
are fields of their own; results stored before those fields existed get them from their JSON
(migration 0012), and the submission page reads them from there."""

import importlib

import pytest
from django.apps import apps

from portal.accounts.teams import personal_team
from portal.benchmarks.models import Problem
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import selectors
from portal.submissions.models import Generation, GenerationResult, Submission

pytestmark = pytest.mark.django_db
migration = importlib.import_module("portal.submissions.migrations.0012_generationresult_headline_costs")

SUMMARY = {
    "instructions": 4_000_000_000,
    "cycles": 3_000_000_000,
    "ipc": 1.333333,
    "seconds": 0.75,
    "edp": 0.015,
    "energy_j": {"core": 0.01, "static": 0.01, "total": 0.02},
}


def old_results(owner) -> dict[str, GenerationResult]:
    """Results as an evaluator before the columns left them: figures in JSON only."""
    benchmark = load_demo_benchmark()
    submission = Submission.objects.create(owner=owner, team=personal_team(owner), benchmark=benchmark, model_name="m")
    results = {}
    for problem, summary in zip(Problem.objects.filter(benchmark=benchmark).order_by("problem_id"), [SUMMARY, None, {}], strict=True):
        generation = Generation.objects.create(submission=submission, problem=problem, code="int main() {}", status=Generation.Status.DONE)
        results[problem.problem_id] = GenerationResult.objects.create(
            generation=generation,
            verdict="pass" if summary else "wrong_answer",
            tests_passed=1,
            tests_total=1,
            compile_ok=True,
            sandbox="docker",
            profile="scalar",
            measurements={"summary": summary, "backend": "valgrind"},
        )
    return results


def test_the_migration_fills_old_rows_from_their_json(django_user_model):
    results = old_results(django_user_model.objects.create_user("old"))
    assert GenerationResult.objects.exclude(cycles=None).count() == 0
    migration.fill_headline_costs(apps, None)
    columns = {pid: GenerationResult.objects.values_list("cycles", "energy_j", "instructions").get(pk=r.pk) for pid, r in results.items()}
    measured, *unmeasured = sorted(results)
    assert columns[measured] == (SUMMARY["cycles"], SUMMARY["energy_j"]["total"], SUMMARY["instructions"])
    assert [columns[pid] for pid in unmeasured] == [(None, None, None)] * 2
    migration.fill_headline_costs(apps, None)  # again: the same figures (a re-run changes nothing)
    assert GenerationResult.objects.values_list("cycles", flat=True).get(pk=results[measured].pk) == SUMMARY["cycles"]


def test_the_submission_page_reads_the_columns_as_the_json_had_them(django_user_model):
    results = old_results(django_user_model.objects.create_user("page"))
    migration.fill_headline_costs(apps, None)
    submission = next(iter(results.values())).generation.submission
    shown = {row["problem_id"]: row["measurements"] for row in selectors.generation_results(submission)}
    measured = sorted(results)[0]
    assert shown[measured] == {
        "instructions": SUMMARY["instructions"],
        "cycles": SUMMARY["cycles"],
        "ipc": SUMMARY["ipc"],
        "energy_j": SUMMARY["energy_j"]["total"],
    }
    assert [shown[pid] for pid in sorted(results)[1:]] == [None, None]
