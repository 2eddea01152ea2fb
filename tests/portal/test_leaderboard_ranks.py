"""A board's ranks come from the paired comparisons stored when each row finished, its caption
states that rule, and every column's tooltip is the metrics registry's definition."""

import json
import re
from unittest.mock import patch

import pytest
from django.test import Client
from django.utils.html import escape

from evaluator.metrics import bootstrap, registry
from portal.accounts.teams import personal_team
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import LeaderboardEntry, Submission

pytestmark = pytest.mark.django_db
PROBLEMS = [f"p{i:02d}" for i in range(20)]


def finish(benchmark, owner, name: str, solved: set[str], **info) -> Submission:
    """A row as the evaluator writes one: metrics, and the per-problem scores behind them. Every
    interval is [0, 100] on purpose: by intervals alone, no two rows would be told apart."""
    submission = Submission.objects.create(owner=owner, team=personal_team(owner), benchmark=benchmark, model_name=name, **info)
    services.transition(submission.pk, Submission.Status.RUNNING)
    per_problem = {p: 100.0 * (p in solved) for p in PROBLEMS}
    score = sum(per_problem.values()) / len(PROBLEMS)
    scores = {"answered": PROBLEMS, "per_problem": {"correct": per_problem}, "weights": {}}
    assert OrmEvaluationStore().finish_submission(submission.pk, {"correct": score, "correct_ci": [0.0, 100.0]}, score, scores=scores) is not None
    return submission


@pytest.fixture
def board(django_user_model):
    """On 20 problems: A solves all, B the first 15, C the first 14 (C's misses include B's).
    A - B: 100 on 5 problems, 0 on 15; a resample of 20 draws none of those 5 with p = 0.75^20
    = 0.3%, so the 2.5th percentile of the mean difference is above 0: separated (A - C too).
    B - C: 100 on one problem; a resample misses it with p = 0.95^20 = 36% > 2.5%, so the
    interval starts at 0: not separated. Ranks: A 1; B {A} -> 2; C {A} -> 2."""
    demo = load_demo_benchmark()
    owner = django_user_model.objects.create_user("ranker")
    rows = {
        "A": finish(demo, owner, "model-a", set(PROBLEMS), parameters_b=7),
        "B": finish(demo, owner, "model-b", set(PROBLEMS[:15]), parameters_b=70),
        "C": finish(demo, owner, "model-c", set(PROBLEMS[:14]), parameters_b=7),
    }
    return demo, rows


def ranks(client, query=""):
    rows = client.get(f"/api/v1/benchmarks/demo/leaderboard/{query}").json()["rows"]
    return [(r["model_name"], r["rank"]) for r in rows]


def test_ranks_come_from_the_stored_paired_comparisons(board):
    demo, rows = board
    client = Client()
    assert ranks(client) == [("model-a", 1), ("model-b", 2), ("model-c", 2)]
    # What was stored when each finished: the later row of each pair compared the earlier one.
    c = LeaderboardEntry.objects.get(submission=rows["C"]).comparisons
    assert (c["metric"], c["seq"], c["tied"], c["behind"]) == ("correct", 3, [rows["B"].pk], [rows["A"].pk])
    b = LeaderboardEntry.objects.get(submission=rows["B"]).comparisons
    assert (b["seq"], b["tied"], b["behind"]) == (2, [], [rows["A"].pk])
    # A filtered view ranks the rows it shows, by looking the pairs up: no bootstrap per request.
    with patch("portal.submissions.ranking.paired_interval", side_effect=AssertionError("recomputed")):
        assert ranks(client, "?max_parameters_b=10") == [("model-a", 1), ("model-c", 2)]
        html = client.get("/benchmarks/demo/?max_parameters_b=10").content.decode()
    assert 'data-value="2">2</td>' in html


def test_the_caption_states_the_rule_and_tooltips_are_the_registrys(board):
    html = Client().get("/benchmarks/demo/").content.decode()
    caption = html[html.index("<caption>") : html.index("</caption>")]
    assert "Ranked by Correct % (higher is better)." in caption
    assert escape(bootstrap.RANK_RULE[0].upper() + bootstrap.RANK_RULE[1:]) in caption
    assert escape(bootstrap.SEPARATED) in caption and escape(bootstrap.RANK_CONSEQUENCES) in caption
    assert "overlap share a rank" not in html
    assert escape(bootstrap.UNPAIRED[0].upper() + bootstrap.UNPAIRED[1:]) not in caption  # every pair was paired
    titles = dict(re.findall(r'<th [^>]*data-key="([^"]+)"[^>]*title="([^"]*)"', html))
    assert set(titles) == set(registry.PROGRAM_COLUMNS)
    for key, title in titles.items():
        assert title == escape(registry.metric(key).description), key
    # The interval chart is of the primary metric, named by the registry.
    assert "Correct % with 95% intervals" in html
    # The card and the methodology page render the same definitions.
    card = Client().get("/api/v1/benchmarks/demo/").json()
    assert card["metrics"]["correct"] == f"Correct % = {registry.metric('correct').description}"
    methodology = Client().get("/methodology/").content.decode()
    for metric in registry.METRICS.values():
        assert escape(metric.definition[0].upper() + metric.definition[1:]) in methodology, metric.key
    assert escape(bootstrap.SEPARATED[0].upper() + bootstrap.SEPARATED[1:]) in methodology


def test_a_row_without_per_problem_scores_is_compared_by_its_interval(board, django_user_model):
    demo, rows = board
    owner = django_user_model.objects.get(username="ranker")
    # A row written before per-problem scores were kept: no scores, no comparisons.
    old = Submission.objects.create(owner=owner, benchmark=demo, model_name="model-old", status="finished")
    LeaderboardEntry.objects.create(
        benchmark=demo,
        submission=old,
        model_name="model-old",
        score=10.0,
        metrics={"correct": 10.0, "correct_ci": [5.0, 15.0]},
        profile="scalar",
        backend="valgrind",
    )
    # Its pairs fall back to intervals: [5, 15] overlaps every other row's [0, 100], so it is
    # separated from nobody; it still counts A, which is separated from B above it: rank 2.
    assert ranks(Client()) == [("model-a", 1), ("model-b", 2), ("model-c", 2), ("model-old", 2)]
    caption = Client().get("/benchmarks/demo/").content.decode().split("<caption>")[1].split("</caption>")[0]
    assert escape(bootstrap.UNPAIRED[0].upper() + bootstrap.UNPAIRED[1:]) in caption


def test_exports_carry_the_registrys_definitions_and_order(board):
    client = Client()
    exported = json.loads(client.get("/api/v1/benchmarks/demo/leaderboard.json").content)
    correct = registry.METRICS["correct"]
    assert exported["metrics"]["correct"] == {
        "name": correct.name,
        "unit": "%",
        "definition": correct.definition,
        "source": correct.source,
        "higher_is_better": True,
        "interval": "correct_ci",
    }
    header = client.get("/api/v1/benchmarks/demo/leaderboard.csv").content.decode().splitlines()[0].split(",")
    assert header[header.index("correct") : header.index("correct") + 3] == ["correct", "correct_ci_low", "correct_ci_high"]
