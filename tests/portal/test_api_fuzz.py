"""Schema-driven fuzzing of the REST API: schemathesis reads our own OpenAPI schema (served by the
app at /api/v1/schema/) and sends every operation valid and invalid requests, through the real
WSGI app on the test database, authenticated as a user who owns a submission and a team. No
answer may be a 5xx; status codes, content types and bodies must be the ones the schema states.
(Schemathesis's negative_data_rejection check is left out: DRF trims surrounding whitespace before
it checks a length, and the check counted an astral character as two, so it failed valid answers.)

Half the examples point path parameters and a body's benchmark and team at objects that exist
(the submission, the token, the team, the demo benchmark), so the fuzzer gets past the 404s. The
schema cannot say what a generations file holds, so a second test fuzzes the files' content.
Examples are new each run (a failure prints the request or file that failed)."""

import json
import os
from urllib.parse import urlsplit, urlunsplit

import pytest
import schemathesis
from django.core.cache import cache
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections, transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient
from rest_framework.throttling import ScopedRateThrottle
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import content_type_conformance, response_schema_conformance, status_code_conformance

from portal.accounts import teams
from portal.accounts.models import ApiToken
from portal.accounts.services import create_token
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions import services
from tests import demo_generations

pytestmark = pytest.mark.django_db
# Examples per operation (new ones each run; API_FUZZ_EXAMPLES=300 for a deeper look).
EXAMPLES = int(os.environ.get("API_FUZZ_EXAMPLES", "30"))
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


@pytest.fixture
def world(django_user_model, monkeypatch, settings):
    """alice (token, a submission, team "lab" with bob in it) and the demo benchmark. Quotas and
    the submissions throttle are raised so the fuzzer's uploads are judged on their content."""
    cache.clear()
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"submissions": "100000/hour"})
    settings.SUBMISSION_QUOTA_PER_DAY = settings.SUBMISSION_QUOTA_CONCURRENT = 100000
    demo = load_demo_benchmark()
    alice = django_user_model.objects.create_user("alice")
    django_user_model.objects.create_user("bob")
    token, key = create_token(alice, "fuzz")
    lab = teams.create_team(alice, "Lab")
    teams.add_member(alice, lab, "bob")
    submission = services.create_submission(owner=alice, benchmark=demo, model_name="m", data=demo_generations.all_correct())
    return {"token": token, "headers": {"Authorization": f"Token {key}"}, "submission": submission, "team": lab}


def _wsgi_app():
    """The real WSGI app. Django closes "old" connections when a request starts and ends; inside
    a test's transaction that would close the test's own connection, so (as Django's test client
    does) that is switched off while the fuzzer sends requests (the `quiet_connections` fixture)."""
    return WSGIHandler()


@pytest.fixture(autouse=True)
def quiet_connections():
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


# Loaded once, at collection, from the app itself: exactly what clients read at /api/v1/schema/
# (no database is needed to serve it). One test per operation.
schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", _wsgi_app())


def _loopback(url):
    """A fuzzed endpoint URL keeps its scheme, port and path but names 127.0.0.1: the portal
    resolves the host (to refuse private addresses), and fuzzed names must not reach DNS."""
    try:
        parts = urlsplit(url)
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return url
    if not parts.hostname:
        return url
    return urlunsplit((parts.scheme, f"127.0.0.1{port}", parts.path, parts.query, parts.fragment))


# Uploads shaped like generations files (JSON lines naming real problems, with fuzzed code and
# samples), so the fuzzer reaches past "not valid JSON" into the code that stores them. Any
# code point may appear, lone surrogates included (json.dumps writes those as \ud800 escapes),
# and awkward ones often: NUL, lone surrogates, a line separator, a BOM, a carriage return.
AWKWARD = st.sampled_from(["\x00", "\ud800", "\udfff", "\u2028", "\ufeff", "\r"])
ANY_TEXT = st.text(st.characters(exclude_categories=[]) | AWKWARD, max_size=40)
# Samples around the database's integer bounds.
SAMPLES = st.integers(min_value=-1, max_value=2**31 + 1) | st.sampled_from([2**31 - 1, 2**31])
GENERATION_LINE = st.fixed_dictionaries(
    {"problem_id": st.sampled_from(["sum-array", "pair-sum", "count-primes"]) | ANY_TEXT, "code": ANY_TEXT}, optional={"sample": SAMPLES}
)
UPLOADS = st.lists(GENERATION_LINE, min_size=1, max_size=3).map(lambda lines: "\n".join(json.dumps(line) for line in lines).encode())


def _use_known_objects(case, world, upload: bytes) -> None:
    """Point the path at objects that exist, and make a submission's metadata valid (benchmark,
    team, model name) and its file a generations file, so the request gets past the lookups and
    form checks (fuzzed in the other examples) to the code behind them."""
    teams_path = case.path.startswith("/api/v1/teams/")
    known = {
        "slug": "lab" if teams_path else "demo",
        "problem_id": "sum-array",
        "username": "bob",
        "id": world["token"].pk if case.path.startswith("/api/v1/tokens/") else world["submission"].pk,
    }
    for name in case.path_parameters or {}:
        if name in known:
            case.path_parameters[name] = known[name]
    if isinstance(case.body, dict):
        for field, value in (("benchmark", "demo"), ("team", "lab"), ("model_name", "fuzzed-model"), ("paper_url", ""), ("parameters_b", 7)):
            if field in case.body:
                case.body[field] = value
        if "file" in case.body:
            case.body["file"] = upload


@schema.parametrize()
@schema.given(known=st.booleans(), upload=UPLOADS)
@settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors_and_answers_match_the_schema(case, known, upload, world):
    if known:
        _use_known_objects(case, world, upload)
    endpoint = case.body.get("endpoint") if isinstance(case.body, dict) else None
    if isinstance(endpoint, dict) and isinstance(endpoint.get("base_url"), str):
        endpoint["base_url"] = _loopback(endpoint["base_url"])
    # The fuzzer may revoke the very token it uses (DELETE /tokens/{id}/): revive it each time.
    ApiToken.objects.filter(pk=world["token"].pk).update(revoked_at=None)
    response = case.call(headers=world["headers"])
    case.validate_response(response, checks=CHECKS)


@given(upload=UPLOADS, known_team=st.booleans())
@settings(max_examples=5 * EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_any_generations_file_is_taken_or_refused_with_a_reason(upload, known_team, world):
    """The schema says only "a file"; what is in it is fuzzed here: JSON lines naming real and
    made-up problems, with any code points (NUL, lone surrogates) and samples at the database's
    integer bounds. Each upload is stored (201) or refused with a 400 naming its line, never a 500."""
    client = APIClient(raise_request_exception=False)
    client.credentials(HTTP_AUTHORIZATION=world["headers"]["Authorization"])
    fields = {"benchmark": "demo", "model_name": "m", "file": SimpleUploadedFile("g.jsonl", upload)}
    with transaction.atomic():  # a failed statement must not spoil the next example
        response = client.post("/api/v1/submissions/", fields | ({"team": "lab"} if known_team else {}), format="multipart")
    assert response.status_code in (201, 400), (upload, response.content)
    if response.status_code == 400:
        assert response.json()["error"]["message"].startswith("file: line ")
