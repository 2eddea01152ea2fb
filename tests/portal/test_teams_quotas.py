"""Teams, quotas, publishing, leaderboard views and exports, through the REST API and pages on
the real database."""

import csv
import io
import json
import threading

import pytest

import sim_runner
from django.db import connection

from portal.accounts.models import Team
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import Generation, GenerationResult, LeaderboardEntry, Submission, SubmissionQuota
from portal.submissions import services
from tests import demo_generations
from tests.portal.test_api import client_for, demo, upload, user  # noqa: F401  (fixtures)

pytestmark = pytest.mark.django_db


def finish(submission_id: int, score: float, ci=None, **metrics) -> None:
    """Publish a leaderboard row the way the evaluator does (status machine, then the store)."""
    services.transition(submission_id, Submission.Status.RUNNING)
    metrics = {"correct": score, "correct_ci": ci or [score - 1, score + 1], **metrics}
    assert OrmEvaluationStore().finish_submission(submission_id, metrics, score) is not None


def test_personal_team_by_default_and_a_shared_team(demo, user, client_for, django_user_model):
    bob = django_user_model.objects.create_user("bob")
    alice = client_for(user)
    mine = alice.get("/api/v1/teams/").json()["results"]
    assert [t["slug"] for t in mine] == ["user-alice"] and mine[0]["personal"] is True
    first = upload(alice, demo_generations.all_correct()).json()
    assert first["team"] == "user-alice"

    created = alice.post("/api/v1/teams/", {"name": "Efficient Lab"}, format="json")
    assert created.status_code == 201 and created.json()["slug"] == "efficient-lab"
    assert (
        alice.post("/api/v1/teams/", {"name": "efficient lab"}, format="json").json()["error"]["message"] == "team: a team named 'efficient lab' exists already"
    )
    assert alice.post("/api/v1/teams/", {"name": "!!!"}, format="json").status_code == 400
    # Bob is not in it yet: he cannot submit for it, nor see it.
    response = upload(client_for(bob), demo_generations.all_correct(), team="efficient-lab")
    assert response.status_code == 400 and "not a member of team 'efficient-lab'" in response.json()["error"]["message"]
    assert client_for(bob).post("/api/v1/teams/efficient-lab/members/", {"username": "bob"}).status_code == 404
    added = alice.post("/api/v1/teams/efficient-lab/members/", {"username": "bob"}, format="json")
    assert added.status_code == 201 and {m["username"] for m in added.json()["members"]} == {"alice", "bob"}
    assert "no user 'nobody'" in alice.post("/api/v1/teams/efficient-lab/members/", {"username": "nobody"}).json()["error"]["message"]
    # Members may not add others (owners only), but may submit for the team and leave it.
    carol = django_user_model.objects.create_user("carol")
    refused = client_for(bob).post("/api/v1/teams/efficient-lab/members/", {"username": carol.username})
    assert refused.status_code == 400 and "only an owner" in refused.json()["error"]["message"]
    assert upload(client_for(bob), demo_generations.all_correct(), team="efficient-lab").json()["team"] == "efficient-lab"
    assert client_for(bob).delete("/api/v1/teams/efficient-lab/members/bob/").status_code == 204
    last_owner = alice.delete("/api/v1/teams/efficient-lab/members/alice/")
    assert last_owner.status_code == 400 and "last owner" in last_owner.json()["error"]["message"]
    # Personal teams stay personal.
    assert "personal team" in alice.post("/api/v1/teams/user-alice/members/", {"username": "bob"}).json()["error"]["message"]


def test_quota_per_day_and_at_once(demo, user, client_for, settings):
    settings.SUBMISSION_QUOTA_PER_DAY, settings.SUBMISSION_QUOTA_CONCURRENT = 3, 2
    alice = client_for(user)
    first, second = (upload(alice, demo_generations.all_correct()).json() for _ in range(2))
    third = upload(alice, demo_generations.all_correct())
    assert third.status_code == 429
    assert third.json()["error"] == {
        "code": "quota_exceeded",
        "message": "team 'alice' has 2 submissions to 'demo' queued or running; its quota is 2 at once (wait for one to finish or cancel one)",
    }
    assert alice.post(f"/api/v1/submissions/{first['id']}/cancel/").status_code == 200
    assert upload(alice, demo_generations.all_correct()).status_code == 201
    assert alice.post(f"/api/v1/submissions/{second['id']}/cancel/").status_code == 200
    daily = upload(alice, demo_generations.all_correct())
    assert daily.status_code == 429 and "made 3 submissions to 'demo' in the last 24 hours; its quota is 3 a day" in daily.json()["error"]["message"]
    assert Submission.objects.count() == 3  # nothing half-saved by the refused ones

    # Staff raise it for this team on this benchmark: the most specific quota row applies.
    team = Team.objects.get(slug="user-alice")
    SubmissionQuota.objects.create(team=None, benchmark=None, per_day=1, concurrent=1)
    SubmissionQuota.objects.create(team=team, benchmark=demo, per_day=10, concurrent=5)
    assert upload(alice, demo_generations.all_correct()).status_code == 201


@pytest.mark.django_db(transaction=True)
def test_quota_holds_under_concurrent_requests(demo, user, settings):
    """Two requests racing for the last slot: the team row lock lets exactly one through."""
    if connection.vendor != "postgresql":
        pytest.skip("row locks need PostgreSQL (SQLite serialises writers instead)")
    settings.SUBMISSION_QUOTA_PER_DAY, settings.SUBMISSION_QUOTA_CONCURRENT = 50, 1
    from portal.accounts.teams import personal_team
    from portal.submissions.quotas import QuotaExceeded

    personal_team(user)
    outcomes, barrier = [], threading.Barrier(4)

    def attempt():
        barrier.wait()
        try:
            services.create_submission(owner=user, benchmark=demo, model_name="race", data=demo_generations.all_correct())
            outcomes.append("created")
        except QuotaExceeded:
            outcomes.append("refused")
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["created", "refused", "refused", "refused"]
    assert Submission.objects.filter(model_name="race").count() == 1


def test_leaderboard_team_view_filters_exports_and_references(demo, user, client_for, django_user_model):
    bob = django_user_model.objects.create_user("bob")
    alice = client_for(user)
    a1 = upload(alice, demo_generations.all_correct(), model_name="alpha-7b").json()["id"]
    a2 = upload(alice, demo_generations.all_correct(), model_name="alpha-70b").json()["id"]
    b1 = upload(client_for(bob), demo_generations.all_correct(), model_name="beta").json()["id"]
    Submission.objects.filter(pk=a1).update(parameters_b=7, open_weights=True)
    Submission.objects.filter(pk=a2).update(parameters_b=70, open_weights=False)
    finish(a1, 90.0, speedup=1.5, speedup_ci=[1.2, 1.8])
    finish(a2, 60.0, ci=[40.0, 70.0])
    finish(b1, 80.0, ci=[75.0, 89.5])  # overlaps alpha-7b's [89, 91]: a shared rank

    board = alice.get("/api/v1/benchmarks/demo/leaderboard/").json()
    assert [(r["model_name"], r["rank"], r["team"]["slug"]) for r in board["rows"]] == [
        ("alpha-7b", 1, "user-alice"),
        ("beta", 1, "user-bob"),
        ("alpha-70b", 3, "user-alice"),
    ]
    best = alice.get("/api/v1/benchmarks/demo/leaderboard/?best_per_team=true").json()["rows"]
    assert [(r["model_name"], r["rank"]) for r in best] == [("alpha-7b", 1), ("beta", 1)]
    small_open = alice.get("/api/v1/benchmarks/demo/leaderboard/?open_weights=true&max_parameters_b=10").json()["rows"]
    assert [r["model_name"] for r in small_open] == ["alpha-7b"]

    exported = alice.get("/api/v1/benchmarks/demo/leaderboard.csv?best_per_team=true")
    assert exported.status_code == 200 and exported["Content-Disposition"].endswith('.csv"')
    table = list(csv.DictReader(io.StringIO(exported.content.decode())))
    assert [(r["model_name"], r["team"], r["correct"], r["correct_ci_low"]) for r in table if not r["reference"]] == [
        ("alpha-7b", "alice", "90.0", "89.0"),
        ("beta", "bob", "80.0", "75.0"),
    ]
    assert table[0]["speedup"] == "1.5" and table[0]["speedup_ci_high"] == "1.8" and table[0]["parameters_b"] == "7.0"
    as_json = json.loads(alice.get("/api/v1/benchmarks/demo/leaderboard.json").content)
    assert as_json["rows"] == board["rows"] and "references" in as_json

    page = alice.get("/benchmarks/demo/?best_per_team=true").content.decode()
    assert "alpha-7b" in page and "beta" in page and "alpha-70b" not in page
    assert 'data-filtered="true"' in page


def test_reference_rows_come_from_measured_baselines(demo, client_for):
    """The demo's baselines measured (as measure_baselines stores them): the baseline row reads
    speedup 1.0 and CARET 0 by construction; without measurements there is no row to show."""
    assert client_for(None).get("/api/v1/benchmarks/demo/leaderboard/").json()["references"] == []
    costs = {"seconds": 0.002, "energy": 0.01, "edp": 0.00002, "ipc": 1.5}
    for problem in demo.problems.all():
        problem.baseline_measurements = {
            "profile": demo.profile,
            "backend": demo.backend,
            "versions": {"model": sim_runner.model_identity(demo.backend)},
            "tests": {t.name: costs for t in problem.tests.all()},
        }
        problem.save()
    refs = client_for(None).get("/api/v1/benchmarks/demo/leaderboard/").json()["references"]
    assert [r["reference"] for r in refs] == ["baseline"]
    assert refs[0]["metrics"]["correct"] == 100.0 and refs[0]["metrics"]["speedup"] == 1.0
    assert refs[0]["metrics"]["caret"] == 0.0
    page = client_for(None).get("/benchmarks/demo/").content.decode()
    assert 'data-reference="baseline"' in page and "Slow baseline" in page


def test_web_pages_for_teams_and_publishing(demo, user, client, django_user_model):
    client.force_login(user)
    client.post("/accounts/teams/", {"team_name": "Green Lab"})
    settings_page = client.get("/accounts/settings/").content.decode()
    assert "Green Lab" in settings_page and "(personal)" in settings_page
    assert "<title>Account settings · EffBench</title>" in settings_page and settings_page.count("<h2>Teams</h2>") == 1
    bob = django_user_model.objects.create_user("bob")
    client.post("/accounts/teams/green-lab/members/", {"username": "bob"})
    assert Team.objects.get(slug="green-lab").members.filter(username="bob").exists()

    form = client.get("/submit/").content.decode()
    assert 'name="team"' in form and "Green Lab" in form and "Left today" in form
    submission = services.create_submission(owner=user, benchmark=demo, model_name="m", data=demo_generations.all_correct())
    url = f"/submissions/{submission.pk}/"
    client.logout()
    assert client.get(url).status_code == 302  # anonymous: to sign in
    client.force_login(bob)
    assert client.get(url).status_code == 404
    assert client.post(url + "publish/").status_code == 404
    client.force_login(user)
    page = client.get(url).content.decode()
    assert 'id="publish"' in page and 'id="cancel"' in page
    client.post(url + "publish/")
    client.logout()
    public = client.get(url).content.decode()
    assert "public" in public and 'id="publish"' not in public and 'id="cancel"' not in public


def test_results_of_another_cost_model_are_not_ranked_with_the_current_ones(demo, user, client_for):
    """A submission's entry records the cost model its results were measured with; after a model
    change, the board ranks only what the current model measured and says how many wait."""
    alice = client_for(user)
    current, old = (upload(alice, demo_generations.all_correct(), model_name=name).json()["id"] for name in ("measured-now", "measured-before"))
    identity = sim_runner.model_identity(demo.backend)
    assert identity, "the demo benchmark is measured by our cost model"
    for submission_id, model in ((current, identity), (old, "0123456789abcdef")):
        for generation in Generation.objects.filter(submission_id=submission_id):
            GenerationResult.objects.create(
                generation=generation, verdict="pass", tests_passed=1, tests_total=1, compile_ok=True, measurements={"versions": {"model": model}}
            )
    finish(current, 80.0)
    finish(old, 95.0)  # the better score, but measured by another model
    assert dict(LeaderboardEntry.objects.values_list("submission_id", "cost_model")) == {current: identity, old: "0123456789abcdef"}

    board = alice.get("/api/v1/benchmarks/demo/leaderboard/").json()
    assert [r["model_name"] for r in board["rows"]] == ["measured-now"]
    assert board["cost_model"] == identity and board["unranked_other_model"] == 1
    page = alice.get("/benchmarks/demo/").content.decode()
    assert "measured-before" not in page and "1 finished submission measured by an earlier version" in page
    assert "{#" not in page and "#}" not in page  # no template comment shown as text


def test_a_board_never_ranks_results_of_another_toolchain(demo, user, client_for):
    """A benchmark whose profile (compiler, flags, ISA) changed ranks only entries built with the
    new one; the others wait, counted, as after a cost model change."""
    alice = client_for(user)
    submission_id = upload(alice, demo_generations.all_correct(), model_name="built-with-g++").json()["id"]
    finish(submission_id, 80.0)
    assert LeaderboardEntry.objects.get(submission_id=submission_id).profile == demo.profile == "scalar"
    assert [r["model_name"] for r in alice.get("/api/v1/benchmarks/demo/leaderboard/").json()["rows"]] == ["built-with-g++"]
    demo.profile = "avx2"
    demo.save()
    board = alice.get("/api/v1/benchmarks/demo/leaderboard/").json()
    assert board["rows"] == [] and board["unranked_other_model"] == 1
    page = alice.get("/benchmarks/demo/").content.decode()
    assert "built-with-g++" not in page and "built with another toolchain" in page


def test_an_entry_without_measurements_has_no_cost_model(demo, user, client_for):
    submission_id = upload(client_for(user), demo_generations.all_correct()).json()["id"]
    finish(submission_id, 50.0)  # no results stored: nothing was measured by any model
    assert LeaderboardEntry.objects.get(submission_id=submission_id).cost_model == ""
