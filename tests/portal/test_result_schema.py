"""Stored results carry their schema (issue 18, item 1): rows stored before the field are schema 1
(migration 0013), the store writes the evaluator's, and the pages and downloads that read a row's
JSON refuse a row of a schema they do not know, naming it, instead of showing misread figures.
The stores' own readers (records()) are held to the same in tests/evaluator/test_store_contract.py."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from evaluator import pipeline
from evaluator.sample import SCHEMA
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import selectors, services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import GenerationResult, Submission
from sim_runner.report import SchemaError
from tests import demo_generations

BEFORE = [("submissions", "0012_generationresult_headline_costs")]
AFTER = [("submissions", "0013_generationresult_schema")]


def evaluated(owner) -> Submission:
    """A submission whose three units are stored as the evaluator stores them (no code: not run)."""
    submission = services.create_submission(owner=owner, benchmark=load_demo_benchmark(), model_name="m", data=demo_generations.mixed())
    store = OrmEvaluationStore()
    for generation_id in store.begin_submission(submission.pk):
        store.save_result(generation_id, pipeline.no_code())
    return submission


def migrate(targets) -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(targets)


@pytest.mark.django_db(transaction=True)  # migrations cannot run inside the test's transaction
def test_rows_stored_before_the_field_are_schema_1(django_user_model):
    submission = evaluated(django_user_model.objects.create_user("old"))
    GenerationResult.objects.filter(generation__submission=submission).update(schema=7)
    try:
        migrate(BEFORE)  # the field is gone, the rows stay
        with connection.cursor() as cursor:
            cursor.execute("SELECT COUNT(*) FROM submissions_generationresult")
            assert cursor.fetchone() == (4,)
    finally:
        migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
    assert list(GenerationResult.objects.filter(generation__submission=submission).values_list("schema", flat=True)) == [1] * 4


@pytest.mark.django_db
def test_the_store_writes_the_evaluators_schema_and_the_pages_refuse_another(django_user_model):
    submission = evaluated(django_user_model.objects.create_user("new"))
    rows = GenerationResult.objects.filter(generation__submission=submission)
    assert set(rows.values_list("schema", flat=True)) == {SCHEMA}
    assert [r["verdict"] for r in selectors.generation_results(submission)] == ["no_code"] * 4
    assert [r["verdict"] for r in selectors.generation_records(submission)] == ["no_code"] * 4
    newer = rows.order_by("generation_id").last()
    newer.schema = SCHEMA + 1
    newer.save(update_fields=["schema"])
    message = rf"^generation {newer.generation_id}: its stored result is of schema {SCHEMA + 1}; this evaluator reads schema {SCHEMA}$"
    with pytest.raises(SchemaError, match=message):
        selectors.generation_results(submission)
    with pytest.raises(SchemaError, match=message):
        list(selectors.generation_records(submission))
