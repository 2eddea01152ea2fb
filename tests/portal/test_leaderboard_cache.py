"""Cached leaderboards (portal.submissions.leaderboard_cache) with the cache on as when deployed
(the version in Redis, the values in this process's memory), on real commits: a submission that
finishes or is published, a renamed team and a new reference measurement show at once on the
page, the API, the CSV export, the charts' data and a websocket's first message; a filtered view
never gets the cached unfiltered page; the cached page carries nothing of the user whose request
filled it. The API's kept JSON answer is DRF's byte for byte and encoded once per version."""

import contextlib
import random
import threading
import time
from unittest.mock import patch

import pytest

import sim_runner
from django.core.cache.backends.redis import RedisCache
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.db import connection
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer

from evaluator.metrics import ranks
from portal.accounts.teams import personal_team
from portal.benchmarks.services import load_demo_benchmark, store_reference
from portal.submissions import leaderboard_cache, selectors, services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.api.views import LeaderboardView
from portal.submissions.models import LeaderboardEntry, Submission
from portal.web.consumers import LeaderboardConsumer
from sim_runner.report import CompileResult
from tests.portal.test_api_pages import board

pytestmark = pytest.mark.django_db(transaction=True)  # invalidation happens on commit: commit for real


@pytest.fixture
def redis_cache(shared_redis, settings):
    settings.LEADERBOARD_CACHE_SECONDS = 300


def finished(benchmark, owner, model_name: str, score: float, **info) -> Submission:
    """A submission the evaluator finishes: running, then metrics and its leaderboard row."""
    submission = Submission.objects.create(owner=owner, team=personal_team(owner), benchmark=benchmark, model_name=model_name, **info)
    services.transition(submission.pk, Submission.Status.RUNNING)
    metrics = {"correct": score, "correct_ci": [score - 1, score + 1], "tests_passed": score}
    assert OrmEvaluationStore().finish_submission(submission.pk, metrics, score) is not None
    return submission


def views(client, slug="demo") -> dict:
    return {
        "page": client.get(f"/benchmarks/{slug}/").content.decode(),
        "api": client.get(f"/api/v1/benchmarks/{slug}/leaderboard/").json(),
        "csv": client.get(f"/api/v1/benchmarks/{slug}/leaderboard.csv").content.decode(),
        "charts": client.get(f"/benchmarks/{slug}/charts.json").json(),
        "socket": LeaderboardConsumer().current_state({"slug": slug}),
    }


def names(seen: dict) -> dict:
    """The model names each view shows, in rank order (the page: as it lists them)."""
    return {
        "api": [r["model_name"] for r in seen["api"]["rows"]],
        "csv": [line.split(",")[2] for line in seen["csv"].splitlines()[1:]],
        "charts": [m["label"] for m in seen["charts"]["models"]],
        "socket": [r["model_name"] for r in seen["socket"]["rows"]],
    }


def test_changes_show_at_once_with_the_cache_on(redis_cache, django_user_model):
    demo = load_demo_benchmark()
    bob = django_user_model.objects.create_user("bob")
    first = finished(demo, bob, "model-one", 50.0)
    anonymous = Client()
    before = views(anonymous)
    assert all(shown == ["model-one"] for shown in names(before).values())

    # The cache is really used: the same page again reads nothing from the database (the
    # benchmark is kept too), and checks the version in Redis once, however many values it reads.
    version_reads = []
    real_get = RedisCache.get

    def counted_get(cache, key, *args, **kwargs):
        version_reads.append(key == leaderboard_cache.VERSION_KEY)
        return real_get(cache, key, *args, **kwargs)

    with CaptureQueriesContext(connection) as page_queries, patch.object(RedisCache, "get", counted_get):
        assert anonymous.get("/benchmarks/demo/").content.decode() == before["page"]
        assert anonymous.get("/api/v1/benchmarks/demo/leaderboard/").json() == before["api"]
    assert len(page_queries) == 0, [q["sql"] for q in page_queries]
    assert sum(version_reads) == 2, version_reads  # one per request
    with CaptureQueriesContext(connection) as row_queries:
        assert [r["model_name"] for r in selectors.leaderboard_rows(demo)] == ["model-one"]
    assert len(row_queries) == 0

    # A submission finishing: first on every view, straight away.
    second = finished(demo, bob, "model-two", 90.0, open_weights=True)
    after = views(anonymous)
    assert all(shown == ["model-two", "model-one"] for shown in names(after).values()), names(after)
    assert after["page"].index("model-two") < after["page"].index("model-one")

    # Publishing: the row links to the submission's page at once.
    assert f'href="/submissions/{first.pk}/"' not in after["page"]
    services.publish_submission(first)
    published = views(anonymous)
    assert f'href="/submissions/{first.pk}/"' in published["page"]
    assert {r["model_name"]: r["public"] for r in published["api"]["rows"]} == {"model-two": False, "model-one": True}

    # A team renamed (as in the admin: a save).
    team = personal_team(bob)
    team.name = "Bob's Renamed Lab"
    team.save()
    assert "Bob&#x27;s Renamed Lab" in anonymous.get("/benchmarks/demo/").content.decode()
    assert {r["team"]["name"] for r in anonymous.get("/api/v1/benchmarks/demo/leaderboard/").json()["rows"]} == {"Bob's Renamed Lab"}

    # A reference measured (a QuerySet.update underneath): its row appears.
    assert "Slow baseline" not in anonymous.get("/benchmarks/demo/").content.decode()
    for problem in demo.problems.all():
        measurements = {"seconds": 1.0, "energy_j": {"total": 5.0}, "edp": 5.0, "ipc": 1.0}
        tests = [sim_runner.TestResult(t.name, sim_runner.Verdict.PASS, 0.01, 0, "", measurements=measurements) for t in problem.tests.all()]
        versions = {"model": sim_runner.model_identity(demo.backend)}
        store_reference(problem, "baseline", sim_runner.Report(CompileResult(True, "", 0.1), tests, sandbox="docker", profile=demo.profile, versions=versions))
    assert "Slow baseline" in anonymous.get("/benchmarks/demo/").content.decode()
    assert [r["reference"] for r in anonymous.get("/api/v1/benchmarks/demo/leaderboard/").json()["references"]] == ["baseline"]

    # A filtered view is computed for its filter, not served from the unfiltered page.
    filtered = anonymous.get("/benchmarks/demo/?open_weights=true").content.decode()
    assert "model-two" in filtered and "model-one" not in filtered
    filtered_charts = anonymous.get("/benchmarks/demo/charts.json?open_weights=true").json()
    assert [m["label"] for m in filtered_charts["models"]] == ["model-two"]
    assert second.pk in [r["submission"] for r in views(anonymous)["socket"]["rows"]]


def test_the_cached_page_holds_nothing_of_the_user_who_filled_it(redis_cache, django_user_model):
    demo = load_demo_benchmark()
    alice = django_user_model.objects.create_user("alice-the-viewer", password="pw-123-abcdef")
    finished(demo, django_user_model.objects.create_user("bob"), "model-one", 50.0)
    signed_in = Client()
    signed_in.force_login(alice)
    leaderboard_cache.changed()  # a fresh version: alice's request fills the cache
    hers = signed_in.get("/benchmarks/demo/").content.decode()
    assert "Sign out (alice-the-viewer)" in hers and "model-one" in hers
    theirs = Client().get("/benchmarks/demo/").content.decode()
    assert "alice-the-viewer" not in theirs and "csrfmiddlewaretoken" not in theirs and "Sign in" in theirs
    assert "model-one" in theirs
    # And the other way round: an anonymous visitor filled it, alice still sees her own header.
    leaderboard_cache.changed()
    Client().get("/benchmarks/demo/")
    assert "Sign out (alice-the-viewer)" in signed_in.get("/benchmarks/demo/").content.decode()


def test_ranks_match_the_definition_and_never_go_down():
    """The rank rule (evaluator.metrics.bootstrap.RANK_RULE) against its statement, on random
    separations in board order: rank i = 1 + #{j < i: j separated from some m, j < m <= i}.
    (It replaced "1 + the rows whose interval lies wholly above", which could read 1, 2, 1, 3.)"""
    rng = random.Random(5)
    for _ in range(200):
        n = rng.randint(0, 30)
        density = rng.random()
        separated = {(j, i) for i in range(n) for j in range(i) if rng.random() < density}
        got = ranks(n, lambda j, i: (j, i) in separated)
        assert got == [1 + len({j for j in range(i) for m in range(j + 1, i + 1) if (j, m) in separated}) for i in range(n)]
        assert got == sorted(got)  # never out of order down the board
        assert all(got[j] != got[i] for j, i in separated)  # separated rows never share a rank


def test_pages_answer_afresh_while_redis_is_out_of_reach(settings, django_user_model):
    settings.CACHES = {
        **settings.CACHES,  # nothing listens on port 9 of this machine
        "shared": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": "redis://127.0.0.1:9/0"},
    }
    settings.LEADERBOARD_CACHE_SECONDS = 300
    demo = load_demo_benchmark()
    bob = django_user_model.objects.create_user("bob")
    finished(demo, bob, "model-one", 50.0)
    anonymous = Client()
    assert "model-one" in anonymous.get("/benchmarks/demo/").content.decode()
    finished(demo, bob, "model-two", 90.0)  # its version change cannot be told: nothing was kept
    assert [r["model_name"] for r in anonymous.get("/api/v1/benchmarks/demo/leaderboard/").json()["rows"]] == ["model-two", "model-one"]
    assert "model-two" in anonymous.get("/benchmarks/demo/").content.decode()


def test_an_expired_value_serves_while_another_request_computes_it(redis_cache):
    """The expiry only bounds how long a lost invalidation is missed: once a value expires under
    the same version, one request computes it again and the others are answered with the value
    kept meanwhile, instead of all waiting for a whole page's render."""
    assert leaderboard_cache.cached("probe", lambda: "old") == "old"
    leaderboard_cache._kept.values["probe"] = (0.0, "old")  # expired, the version unchanged
    computing, finish = threading.Event(), threading.Event()

    def slow() -> str:
        computing.set()
        finish.wait(10)
        return "new"

    first = threading.Thread(target=leaderboard_cache.cached, args=("probe", slow))
    first.start()
    assert computing.wait(10)
    started = time.monotonic()
    assert leaderboard_cache.cached("probe", lambda: pytest.fail("computed twice at once")) == "old"
    assert time.monotonic() - started < 1
    finish.set()
    first.join(10)
    assert leaderboard_cache.cached("probe", lambda: pytest.fail("computed again")) == "new"

    # A value never computed in this process is waited for (nothing to serve meanwhile).
    leaderboard_cache._kept.values.pop("probe")
    assert leaderboard_cache.cached("probe", lambda: "fresh") == "fresh"


API_BOARD = "/api/v1/benchmarks/demo/leaderboard/"


@contextlib.contextmanager
def json_encodings():
    """The data DRF's JSON renderer encodes meanwhile, one item per call."""
    encoded, real = [], JSONRenderer.render

    def counted(renderer, data, *args, **kwargs):
        encoded.append(data)
        return real(renderer, data, *args, **kwargs)

    with patch.object(JSONRenderer, "render", counted):
        yield encoded


def rendered_by_drf(client, url, settings, **headers):
    """The answer with the cache off: nothing kept, DRF renders it all (as before the API kept any)."""
    settings.LEADERBOARD_CACHE_SECONDS = 0
    try:
        return client.get(url, **headers)
    finally:
        settings.LEADERBOARD_CACHE_SECONDS = 300


def assert_same(answer, fresh) -> None:
    assert (answer.status_code, dict(answer.headers)) == (fresh.status_code, dict(fresh.headers))
    assert answer.content == fresh.content


def test_the_kept_api_answer_is_what_drf_renders_byte_for_byte(redis_cache, django_user_model, settings):
    demo = load_demo_benchmark()
    board(demo, django_user_model.objects.create_user("bob"), 120)  # pages of 50, 50 and 20 rows
    client = Client()
    # The paging links name the host, scheme and query string the client used: each answer gets
    # its own, from the one kept copy of its page.
    for query, headers in [
        ("", {}),
        ("?page=2", {}),
        ("?page=last", {}),
        ("?page=2", {"HTTP_HOST": "localhost:8123"}),
        ("?page=2", {"secure": True}),
        ("?utm=x%20y&page_size=50&format=json&page=2", {}),
    ]:
        client.get(API_BOARD + query, **headers)
        with json_encodings() as encoded:
            kept = client.get(API_BOARD + query, **headers)
        assert encoded == [], query  # served from what was kept
        assert_same(kept, rendered_by_drf(client, API_BOARD + query, settings, **headers))
    second = client.get(API_BOARD + "?page=2", HTTP_HOST="localhost:8123").json()
    assert [r["rank"] for r in second["rows"]] == list(range(51, 101))
    assert (second["previous"], second["next"]) == ("http://localhost:8123" + API_BOARD, "http://localhost:8123" + API_BOARD + "?page=3")
    # One copy per page however many hosts and query strings asked for it.
    assert sorted(name for name in leaderboard_cache._kept.values if name.startswith("api-leaderboard:")) == [
        f"api-leaderboard:{demo.pk}:{page}" for page in (1, 2, 3)
    ]


def test_a_second_read_encodes_nothing_until_the_leaderboard_changes(redis_cache, django_user_model, settings):
    demo = load_demo_benchmark()
    bob = django_user_model.objects.create_user("bob")
    finished(demo, bob, "model-one", 50.0)
    client = Client()
    with json_encodings() as encoded:
        first = client.get(API_BOARD)
    assert len(encoded) == 1
    with json_encodings() as encoded:
        assert client.get(API_BOARD).content == first.content
    assert encoded == []

    # A row finishing: a new version, encoded afresh, the new row first.
    finished(demo, bob, "model-two", 90.0)
    with json_encodings() as encoded:
        after = client.get(API_BOARD)
    assert len(encoded) == 1
    assert [r["model_name"] for r in after.json()["rows"]] == ["model-two", "model-one"]
    assert_same(after, rendered_by_drf(client, API_BOARD, settings))
    # Any change at all replaces the version: encoded again, once.
    leaderboard_cache.changed()
    for expected_encodings in (1, 0):
        with json_encodings() as encoded:
            assert client.get(API_BOARD).content == after.content
        assert len(encoded) == expected_encodings


def test_filtered_and_other_renderings_do_not_get_the_kept_answer(redis_cache, django_user_model, settings, monkeypatch):
    demo = load_demo_benchmark()
    bob = django_user_model.objects.create_user("bob")
    finished(demo, bob, "model-one", 50.0, open_weights=False, parameters_b=70.0)
    finished(demo, bob, "model-two", 90.0, open_weights=True)
    client = Client()
    client.get(API_BOARD)
    with json_encodings() as encoded:
        assert [r["model_name"] for r in client.get(API_BOARD).json()["rows"]] == ["model-two", "model-one"]
    assert encoded == []  # the unfiltered answer is kept
    for query, shown in [
        ("?open_weights=true", ["model-two"]),
        ("?open_weights=false", ["model-one"]),
        ("?best_per_team=true", ["model-two"]),
        ("?max_parameters_b=100", ["model-one"]),
        ("?max_parameters_b=10", []),
        ("?page_size=1", ["model-two"]),
        ("?page_size=1&page=2", ["model-one"]),
    ]:
        with json_encodings() as encoded:
            answer = client.get(API_BOARD + query)
        assert len(encoded) == 1, query  # rendered for this request
        assert [r["model_name"] for r in answer.json()["rows"]] == shown, query
        assert_same(answer, rendered_by_drf(client, API_BOARD + query, settings))
    with json_encodings() as encoded:
        indented = client.get(API_BOARD, HTTP_ACCEPT="application/json; indent=2")
    assert len(encoded) == 1 and indented.content.startswith(b'{\n  "benchmark": "demo"')
    assert_same(indented, rendered_by_drf(client, API_BOARD, settings, HTTP_ACCEPT="application/json; indent=2"))

    # HTML: the API as configured answers JSON only, and says so as before.
    refused = client.get(API_BOARD, HTTP_ACCEPT="text/html")
    assert refused.status_code == 406 and refused.json()["error"]["code"] == "not_acceptable"
    assert_same(refused, rendered_by_drf(client, API_BOARD, settings, HTTP_ACCEPT="text/html"))
    # With DRF's browsable API beside JSON, text/html gets its page (rendered, not kept bytes) and
    # JSON still the kept answer, with the same Vary: Accept as DRF's.
    monkeypatch.setattr(LeaderboardView, "renderer_classes", [JSONRenderer, BrowsableAPIRenderer])
    browsable = client.get(API_BOARD, HTTP_ACCEPT="text/html")
    assert browsable.status_code == 200 and browsable["Content-Type"] == "text/html; charset=utf-8"
    assert b"model-two" in browsable.content and b"<html" in browsable.content
    with json_encodings() as encoded:
        kept = client.get(API_BOARD, HTTP_ACCEPT="application/json")
    assert encoded == [] and "Accept" in kept["Vary"]
    assert_same(kept, rendered_by_drf(client, API_BOARD, settings, HTTP_ACCEPT="application/json"))


def test_a_page_past_the_end_answers_as_before(redis_cache, django_user_model, settings):
    demo = load_demo_benchmark()
    board(demo, django_user_model.objects.create_user("bob"), 120)  # 3 pages
    client = Client()
    client.get(API_BOARD + "?page=3")
    with json_encodings() as encoded:
        assert [r["rank"] for r in client.get(API_BOARD + "?page=3").json()["rows"]] == list(range(101, 121))
    assert encoded == []
    for page in ("4", "1000", "0", "-1", "x"):
        answer = client.get(API_BOARD + f"?page={page}")
        assert answer.status_code == 404 and answer.json()["error"]["code"] == "not_found", page
        assert_same(answer, rendered_by_drf(client, API_BOARD + f"?page={page}", settings))
    assert client.get(API_BOARD + "?page=4").json()["error"]["message"] == "no page 4: That page contains no results"

    # The board shrinks to 2 pages: the third page kept under the old version is not served.
    LeaderboardEntry.objects.filter(benchmark=demo, score__lte=20).delete()
    gone = client.get(API_BOARD + "?page=3")
    assert gone.json() == {"error": {"code": "not_found", "message": "no page 3: That page contains no results"}}
    assert_same(gone, rendered_by_drf(client, API_BOARD + "?page=3", settings))
    assert client.get(API_BOARD + "?page=2").json()["next"] is None
