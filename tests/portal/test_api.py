"""REST API through Django's test client, on the real database (PostgreSQL under `make test`)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.test import override_settings
from portal.accounts.services import create_token
from rest_framework.test import APIClient

from portal.benchmarks.models import TestCase
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions.models import Generation, Submission
from tests import demo_generations
from tests.portal.test_held_out import encodings

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo():
    return load_demo_benchmark()


@pytest.fixture
def user(django_user_model):
    return django_user_model.objects.create_user("alice", password="s3cret-pass-word")


@pytest.fixture
def client_for():
    def make(user):
        client = APIClient()
        if user is not None:
            client.credentials(HTTP_AUTHORIZATION=f"Token {create_token(user, 'test')[1]}")
        return client

    return make


def upload(client, data: bytes, *, benchmark="demo", model_name="m1", name="gen.jsonl", team=None):
    fields = {"benchmark": benchmark, "model_name": model_name, "file": SimpleUploadedFile(name, data)}
    if team:
        fields["team"] = team
    return client.post("/api/v1/submissions/", fields, format="multipart")


def test_benchmarks_and_public_problem_fields(demo, client_for):
    client = client_for(None)
    listing = client.get("/api/v1/benchmarks/").json()["results"]
    assert [b["slug"] for b in listing] == ["demo"]
    assert listing[0]["problem_count"] == 3
    problems = client.get("/api/v1/benchmarks/demo/problems/").json()["results"]
    assert {p["problem_id"] for p in problems} == {"sum-array", "count-primes", "pair-sum"}
    assert all(set(p) == {"problem_id", "title", "split", "kind", "statement", "baseline_code", "prompt", "tests"} for p in problems)
    for problem in problems:  # held out: no tests; the prompt is the exact text a model gets
        assert problem["split"] == "heldout" and problem["tests"] == []
        assert problem["baseline_code"].strip() in problem["prompt"] and problem["title"] in problem["prompt"]
    assert client.get("/api/v1/benchmarks/nope/problems/").status_code == 404


def test_hidden_test_data_never_appears_in_public_responses(demo, client_for):
    client = client_for(None)
    bodies = "".join(
        client.get(url).content.decode() for url in ["/api/v1/benchmarks/", "/api/v1/benchmarks/demo/problems/", "/api/v1/benchmarks/demo/leaderboard/"]
    )
    for test in TestCase.objects.filter(problem__benchmark=demo):
        # Long inputs/outputs are distinctive; short ones ("5\n") could occur by chance.
        for secret in (test.input_data, test.expected_output):
            if len(secret) > 12:
                assert not any(form in bodies for form in encodings(secret.strip()))


def test_writes_need_authentication(demo, client_for):
    response = upload(client_for(None), demo_generations.all_correct())
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "not_authenticated"
    assert Submission.objects.count() == 0


def test_upload_creates_queued_submission_with_generations(demo, user, client_for, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as callbacks:
        response = upload(client_for(user), demo_generations.mixed(), model_name="tiny-coder")
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["status"] == "queued"
    assert body["progress"] == {"done": 0, "total": 4, "verdicts": {}}
    assert len(callbacks) == 1  # the evaluation is enqueued only after commit
    submission = Submission.objects.get(pk=body["id"])
    assert submission.model_name == "tiny-coder" and submission.owner == user
    assert sorted(submission.generations.values_list("problem__problem_id", "sample")) == [
        ("count-primes", 0),
        ("pair-sum", 0),
        ("pair-sum", 1),
        ("sum-array", 0),
    ]


@pytest.mark.parametrize(
    "data, name, message",
    [
        (b"this is not json\n", "a.jsonl", "line 1: not valid JSON"),
        (b'{"problem_id": "nope", "code": "int main(){}"}\n', "a.jsonl", "line 1: unknown problem_id 'nope'"),
        (b"", "a.jsonl", "empty"),
        (b'{"problem_id": "sum-array", "code": "\xff"}\n', "a.jsonl", "line 1: not valid UTF-8"),
    ],
)
def test_bad_uploads_get_clear_400_and_save_nothing(demo, user, client_for, data, name, message):
    response = upload(client_for(user), data, name=name)
    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert message in error["message"]
    assert Submission.objects.count() == 0 and Generation.objects.count() == 0


@override_settings(SUBMISSION_MAX_BYTES=20 * 1024 * 1024)
def test_a_50_mb_upload_is_refused(demo, user, client_for):
    response = upload(client_for(user), b"x" * (50 * 1024 * 1024))
    assert response.status_code == 400
    assert "the limit is 20971520 bytes" in response.json()["error"]["message"]
    assert Submission.objects.count() == 0


def test_missing_fields_and_unknown_benchmark(demo, user, client_for):
    client = client_for(user)
    response = client.post("/api/v1/submissions/", {"benchmark": "demo"}, format="multipart")
    assert response.status_code == 400
    assert set(response.json()["error"]["fields"]) == {"model_name", "file"}
    response = upload(client, demo_generations.all_correct(), benchmark="nope")
    assert response.status_code == 400 and "benchmark" in response.json()["error"]["message"]


def test_submission_detail_is_owner_only_until_published(demo, user, client_for, django_user_model):
    body = upload(client_for(user), demo_generations.all_correct()).json()
    url = f"/api/v1/submissions/{body['id']}/"
    mine = client_for(user).get(url)
    assert mine.status_code == 200 and len(mine.json()["generations"]) == 3
    other = django_user_model.objects.create_user("mallory")
    # A private submission does not exist for anyone else (anonymous readers included).
    assert client_for(other).get(url).status_code == 404
    assert client_for(None).get(url).status_code == 404
    assert client_for(other).get(url + "results.jsonl").status_code == 404
    # Only the owner may publish it ...
    assert client_for(other).post(url + "publish/").status_code == 404
    assert client_for(None).post(url + "publish/").status_code == 401
    published = client_for(user).post(url + "publish/")
    assert published.status_code == 200 and published.json()["is_public"] is True
    # ... then anyone reads it and its per-generation results, but cannot act on it.
    for reader in (other, None):
        seen = client_for(reader).get(url)
        assert seen.status_code == 200 and len(seen.json()["generations"]) == 3
        assert "endpoint" not in seen.json()
        assert client_for(reader).get(url + "results.jsonl").status_code == 200
    assert client_for(other).post(url + "cancel/").status_code == 404


def test_issue_token_command(capsys):
    call_command("issue_token", "bob", "--create-user")
    key = capsys.readouterr().out.strip()
    call_command("issue_token", "bob")
    second = capsys.readouterr().out.strip()
    # Keys are stored hashed, so they cannot be shown again: each call makes a new, working one.
    assert key.startswith("eb_") and second != key
    for k in (key, second):
        assert APIClient(HTTP_AUTHORIZATION=f"Token {k}").get("/api/v1/tokens/").status_code == 200
    from portal.accounts.models import ApiToken

    assert not ApiToken.objects.filter(digest=key).exists() and key not in str(list(ApiToken.objects.values()))
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="no user named 'carol'"):
        call_command("issue_token", "carol")


def test_leaderboard_ranks_tie_where_intervals_overlap(demo, user):
    from portal.submissions.models import LeaderboardEntry

    for name, score, ci in [("a", 100.0, [100, 100]), ("b", 66.7, [33, 100]), ("c", 33.3, [0, 67]), ("d", 0.0, [0, 0])]:
        submission = Submission.objects.create(owner=user, benchmark=demo, model_name=name, status="finished")
        LeaderboardEntry.objects.create(
            benchmark=demo,
            submission=submission,
            model_name=name,
            score=score,
            metrics={"correct": score, "correct_ci": ci},
            profile="scalar",
            backend="valgrind",
        )
    rows = APIClient().get("/api/v1/benchmarks/demo/leaderboard/").json()["rows"]
    # b's interval reaches a's; c is beaten beyond doubt only by a; d by a and b.
    assert [(r["model_name"], r["rank"]) for r in rows] == [("a", 1), ("b", 1), ("c", 2), ("d", 3)]


def test_openapi_schema_documents_every_endpoint_and_docs_need_no_cdn(client):
    import yaml

    response = client.get("/api/v1/schema/")
    assert response.status_code == 200
    schema = yaml.safe_load(response.content)
    assert schema["openapi"].startswith("3.")
    operations = {op["operationId"] for path in schema["paths"].values() for op in path.values()}
    assert operations >= {
        "benchmarks_list",
        "benchmark_card",
        "problems_list",
        "problem_detail",
        "leaderboard",
        "submission_create",
        "submission_detail",
        "submission_cancel",
        "submission_results",
        "tokens_list",
        "token_create",
        "token_revoke",
    }
    assert "tokenAuth" in schema["components"]["securitySchemes"]
    docs = client.get("/api/v1/docs/").content.decode()
    assert "swagger" in docs.lower() and "cdn" not in docs and "https://" not in docs.split("<body")[0]


def test_model_metadata_on_rows_and_filters(demo, user, client_for):
    from portal.submissions.models import LeaderboardEntry

    client = client_for(user)
    for name, params, open_weights in (("small-open", "7", "true"), ("big-closed", "70", "false"), ("unstated", "", "")):
        data = {
            "benchmark": "demo",
            "model_name": name,
            "file": SimpleUploadedFile("g.jsonl", demo_generations.all_correct()),
            "parameters_b": params,
            "open_weights": open_weights,
            "base_model": "llama" if params else "",
            "paper_url": "https://example.org/paper" if params == "7" else "",
        }
        response = client.post("/api/v1/submissions/", {k: v for k, v in data.items() if v != ""}, format="multipart")
        assert response.status_code == 201, response.content
        submission = Submission.objects.get(pk=response.json()["id"])
        LeaderboardEntry.objects.create(benchmark=demo, submission=submission, model_name=name, score=1.0, profile="scalar", backend="valgrind")
    rows = client.get("/api/v1/benchmarks/demo/leaderboard/").json()["rows"]
    by_name = {r["model_name"]: r["model"] for r in rows}
    assert by_name["small-open"] == {"parameters_b": 7.0, "open_weights": True, "base_model": "llama", "paper_url": "https://example.org/paper"}
    assert by_name["unstated"] == {"parameters_b": None, "open_weights": None, "base_model": "", "paper_url": ""}
    names = lambda query: sorted(r["model_name"] for r in client.get(f"/api/v1/benchmarks/demo/leaderboard/?{query}").json()["rows"])
    assert names("open_weights=true") == ["small-open"] and names("open_weights=false") == ["big-closed"]
    assert names("max_parameters_b=10") == ["small-open"] and names("max_parameters_b=100") == ["big-closed", "small-open"]
    bad = client.post(
        "/api/v1/submissions/",
        {"benchmark": "demo", "model_name": "m", "parameters_b": "-3", "file": SimpleUploadedFile("g.jsonl", demo_generations.all_correct())},
        format="multipart",
    )
    assert bad.status_code == 400 and "parameters_b" in bad.json()["error"]["fields"]


def test_web_form_takes_a_file_or_an_endpoint(demo, user, client, settings):
    client.force_login(user)
    neither = client.post("/submit/", {"benchmark": "demo", "model_name": "m"}).content.decode()
    assert "Upload a generations file, or give an endpoint base URL" in neither
    settings.ENDPOINT_ALLOW_PRIVATE = False
    refused = client.post("/submit/", {"benchmark": "demo", "model_name": "m", "base_url": "http://127.0.0.1:9/v1", "endpoint_model": "x"}).content.decode()
    assert "private, loopback or link-local" in refused
    settings.ENDPOINT_ALLOW_PRIVATE = True
    response = client.post(
        "/submit/",
        {"benchmark": "demo", "model_name": "m", "base_url": "http://127.0.0.1:9/v1", "endpoint_model": "x", "api_key": "sk-hidden-key-123", "samples": "2"},
    )
    assert response.status_code == 302
    submission = Submission.objects.get(model_name="m")
    assert submission.endpoint.samples == 2 and submission.generations.count() == 6
    assert "sk-hidden-key-123" not in client.get(response["Location"]).content.decode()
