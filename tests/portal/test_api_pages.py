"""Paged lists: every list answers {"count", "next", "previous", "results"} (the leaderboard its
`rows`, ranked over the whole board), `page_size` at most 500; GET /submissions/ lists one's own.
The consumers of the leaderboard (portal-cli, the page's script) read every page."""

import io
import shutil
from contextlib import redirect_stdout

import pytest
from rest_framework.test import APIClient

from portal import cli
from portal.accounts import teams
from portal.accounts.services import create_token
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from portal.submissions.models import Generation, LeaderboardEntry, Submission
from tests import demo_generations
from tests.portal.test_api import client_for  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo():
    return load_demo_benchmark()


def board(demo, owner, n: int) -> None:
    """n leaderboard rows, scores n-1 .. 0, with intervals too narrow to tie."""
    submissions = Submission.objects.bulk_create(
        Submission(owner=owner, benchmark=demo, model_name=f"model-{i:04d}", status="finished", parameters_b=i) for i in range(n)
    )
    LeaderboardEntry.objects.bulk_create(
        LeaderboardEntry(
            benchmark=demo,
            submission=s,
            model_name=s.model_name,
            score=float(n - i),
            metrics={"correct": float(n - i), "correct_ci": [n - i - 0.1, n - i + 0.1]},
            profile="scalar",
            backend="valgrind",
        )
        for i, s in enumerate(submissions)
    )


def test_lists_are_paged_alike(demo, client_for, django_user_model):
    alice = django_user_model.objects.create_user("alice")
    client = client_for(alice)
    for i in range(6):
        create_token(alice, f"t{i}")  # 7 tokens with the client's own
    first = client.get("/api/v1/tokens/?page_size=3").json()
    assert first["count"] == 7 and len(first["results"]) == 3 and first["previous"] is None
    assert first["next"].endswith("/api/v1/tokens/?page=2&page_size=3")
    last = client.get("/api/v1/tokens/?page_size=3&page=3").json()
    assert [t["name"] for t in last["results"]] == ["test"] and last["next"] is None  # newest first
    names = [t["name"] for page in (1, 2, 3) for t in client.get(f"/api/v1/tokens/?page_size=3&page={page}").json()["results"]]
    assert len(set(names)) == 7
    for url in ("/api/v1/benchmarks/", "/api/v1/benchmarks/demo/problems/", "/api/v1/teams/", "/api/v1/submissions/", "/api/v1/teams/user-alice/members/"):
        body = client.get(url).json()
        assert set(body) == {"count", "next", "previous", "results"}, url
    assert client.get("/api/v1/benchmarks/demo/problems/?page_size=2").json()["count"] == 3
    # page_size is capped at 500, and a bad one is named.
    assert client.get("/api/v1/tokens/?page_size=100000").json()["count"] == 7
    bad = client.get("/api/v1/tokens/?page_size=0")
    assert bad.status_code == 400 and bad.json()["error"]["fields"] == {"page_size": ["must be a whole number of at least 1, not '0'"]}
    assert client.get("/api/v1/tokens/?page=x").status_code == 404


def test_submissions_list_shows_ones_own(demo, client_for, django_user_model):
    alice, bob = (django_user_model.objects.create_user(n) for n in ("alice", "bob"))
    staff = django_user_model.objects.create_user("root", is_staff=True)
    mine = [services.create_submission(owner=alice, benchmark=demo, model_name=f"a{i}", data=demo_generations.mixed()) for i in range(2)]
    theirs = services.create_submission(owner=bob, benchmark=demo, model_name="b", data=demo_generations.all_correct())
    services.publish_submission(theirs)  # public, yet not alice's: not in her list
    Generation.objects.filter(submission=mine[0], problem__problem_id="sum-array").update(status="done")
    services.cancel_submission(mine[1])
    listing = client_for(alice).get("/api/v1/submissions/").json()
    assert listing["count"] == 2
    rows = {row["model_name"]: row for row in listing["results"]}
    assert [r["model_name"] for r in listing["results"]] == ["a1", "a0"]  # newest first
    assert rows["a0"]["progress"] == {"done": 1, "total": 4} and rows["a0"]["team"] == "user-alice"
    assert rows["a0"]["benchmark"] == "demo" and rows["a1"]["status"] == "cancelled"
    only = client_for(alice).get("/api/v1/submissions/?status=cancelled").json()["results"]
    assert [r["model_name"] for r in only] == ["a1"]
    assert client_for(alice).get("/api/v1/submissions/?benchmark=other").json()["count"] == 0
    bad = client_for(alice).get("/api/v1/submissions/?status=done")
    assert bad.status_code == 400 and "status" in bad.json()["error"]["fields"]
    assert client_for(staff).get("/api/v1/submissions/").json()["count"] == 3
    anonymous = APIClient().get("/api/v1/submissions/")
    assert anonymous.status_code == 401 and anonymous.json()["error"]["code"] == "not_authenticated"


def test_team_members_list_is_for_members(demo, client_for, django_user_model):
    alice, bob, carol = (django_user_model.objects.create_user(n) for n in ("alice", "bob", "carol"))
    lab = teams.create_team(alice, "Lab")
    teams.add_member(alice, lab, "bob")
    members = client_for(bob).get("/api/v1/teams/lab/members/").json()
    assert members["count"] == 2 and members["results"] == [{"username": "alice", "role": "owner"}, {"username": "bob", "role": "member"}]
    assert client_for(carol).get("/api/v1/teams/lab/members/").status_code == 404


def test_leaderboard_pages_keep_whole_board_ranks(demo, django_user_model):
    board(demo, django_user_model.objects.create_user("alice"), 7)
    client = APIClient()
    page = client.get("/api/v1/benchmarks/demo/leaderboard/?page_size=3&page=2").json()
    assert page["count"] == 7 and page["benchmark"] == "demo" and "references" in page
    assert [(r["rank"], r["model_name"]) for r in page["rows"]] == [(4, "model-0003"), (5, "model-0004"), (6, "model-0005")]
    assert page["next"].endswith("page=3&page_size=3") and page["previous"].endswith("page_size=3")
    filtered = client.get("/api/v1/benchmarks/demo/leaderboard/?max_parameters_b=2&page_size=2").json()
    assert filtered["count"] == 3 and [r["rank"] for r in filtered["rows"]] == [1, 2]
    # Bad filters are named, not ignored; empty ones (the page's form sends them) mean "any".
    bad = client.get("/api/v1/benchmarks/demo/leaderboard/?open_weights=maybe")
    assert bad.status_code == 400 and "open_weights" in bad.json()["error"]["fields"]
    assert client.get("/api/v1/benchmarks/demo/leaderboard/?open_weights=&max_parameters_b=").json()["count"] == 7
    assert client.get("/api/v1/benchmarks/demo/leaderboard.csv?max_parameters_b=x").status_code == 400
    # The export is the whole board, unpaged.
    assert client.get("/api/v1/benchmarks/demo/leaderboard.csv?page_size=1").content.decode().count("model-") == 7


@pytest.mark.django_db(transaction=True)
def test_cli_reads_every_page(live_server, django_user_model):
    demo = load_demo_benchmark()
    board(demo, django_user_model.objects.create_user("alice"), 503)  # two pages of 500
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli.run(type("Args", (), {"command": "leaderboard", "slug": "demo"}), cli.Client(live_server.url, "")) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 1 + 503 and "model-0000" in lines[1] and "model-0502" in lines[-1]


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_page_script_reads_every_page(live_server, django_user_model):
    """The leaderboard page's script (static/js/live.js) refreshes a filtered view from the API:
    all its rows, page after page."""
    if not shutil.which("/usr/bin/chromium"):
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    demo = load_demo_benchmark()
    board(demo, django_user_model.objects.create_user("alice"), 620)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.goto(f"{live_server.url}/benchmarks/demo/?max_parameters_b=600")
        table = page.locator("#leaderboard")
        assert table.get_attribute("data-filtered") == "true"
        rows = page.evaluate("EffBench.allRows(document.getElementById('leaderboard').dataset.api)")
        browser.close()
    assert len(rows) == 601 and rows[0]["model_name"] == "model-0000" and rows[-1]["model_name"] == "model-0600"
