"""One error body for every status the API answers (DRF's exceptions and Django's own 400/404/500
under /api/), as the schema's `Error` component states; and the bad inputs that used to end in a
500 (found by the schema fuzzer, tests/portal/test_api_fuzz.py, and by probing) now get a 400 or
404 naming what was wrong."""

import json

import jsonschema
import pytest
import yaml
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import path
from rest_framework.test import APIClient
from rest_framework.throttling import ScopedRateThrottle

from portal import urls as portal_urls
from portal.accounts.services import create_token
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions.models import Generation, Submission

pytestmark = pytest.mark.django_db


def _boom(request):
    raise RuntimeError("an unexpected failure")


# A URLconf for one test: the portal's, its error handlers, and a view that fails.
urlpatterns = portal_urls.urlpatterns + [path("api/v1/boom/", _boom), path("boom/", _boom)]
handler400, handler403 = portal_urls.handler400, portal_urls.handler403
handler404, handler500 = portal_urls.handler404, portal_urls.handler500


@pytest.fixture
def alice(django_user_model):
    return django_user_model.objects.create_user("alice", password="s3cret-pass-word")


@pytest.fixture
def api(alice):
    client = APIClient(raise_request_exception=False)
    client.credentials(HTTP_AUTHORIZATION=f"Token {create_token(alice, 'test')[1]}")
    return client


@pytest.fixture
def error_schema():
    schema = yaml.safe_load(APIClient().get("/api/v1/schema/").content)
    return {**schema["components"]["schemas"]["Error"], "components": schema["components"]}


def assert_error(response, status: int, code: str, error_schema, message: str = "") -> dict:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/json"
    body = json.loads(response.content)
    jsonschema.validate(body, error_schema)
    assert body["error"]["code"] == code and message in body["error"]["message"]
    return body["error"]


def test_every_status_has_the_one_error_body(api, alice, error_schema, monkeypatch, settings):
    load_demo_benchmark()
    anonymous = APIClient()
    fields = assert_error(api.post("/api/v1/tokens/", {}, format="json"), 400, "invalid", error_schema, "name: This field is required.")["fields"]
    assert fields == {"name": ["This field is required."]}
    assert_error(api.post("/api/v1/tokens/", "{", content_type="application/json"), 400, "parse_error", error_schema, "JSON parse error")
    assert_error(anonymous.get("/api/v1/tokens/"), 401, "not_authenticated", error_schema)
    assert_error(
        APIClient(HTTP_AUTHORIZATION="Token eb_nope").get("/api/v1/benchmarks/"), 401, "authentication_failed", error_schema, "invalid or revoked token"
    )
    # A session without its CSRF token may read, not write.
    session = APIClient(enforce_csrf_checks=True)
    session.force_login(alice)
    assert session.get("/api/v1/tokens/").status_code == 200
    assert_error(session.post("/api/v1/tokens/", {"name": "x"}, format="json"), 403, "permission_denied", error_schema, "CSRF")
    assert_error(api.get("/api/v1/submissions/12345/"), 404, "not_found", error_schema)
    assert_error(api.get("/api/v1/benchmarks/?page=9"), 404, "not_found", error_schema, "no page 9")
    assert_error(api.put("/api/v1/tokens/"), 405, "method_not_allowed", error_schema, 'Method "PUT" not allowed')
    assert_error(api.post("/api/v1/tokens/", "name=x", content_type="text/plain"), 415, "unsupported_media_type", error_schema, "text/plain")
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"submissions": "1/hour"})
    api.post("/api/v1/submissions/", {}, format="json")
    assert_error(api.post("/api/v1/submissions/", {}, format="json"), 429, "throttled", error_schema, "available in")


def test_django_answers_under_api_in_the_same_format(api, error_schema, settings):
    # No such address: Django's resolver, not a DRF view, answers.
    assert_error(api.get("/api/v1/nope/"), 404, "not_found", error_schema, "no API endpoint at /api/v1/nope/")
    assert_error(api.get("/api/v2/benchmarks/"), 404, "not_found", error_schema)
    # A form field over DATA_UPLOAD_MAX_MEMORY_SIZE: Django refuses it while parsing the body.
    too_big = api.post("/api/v1/submissions/", {"benchmark": "demo", "model_name": "m" * (3 * 1024 * 1024)}, format="multipart")
    assert_error(too_big, 400, "bad_request", error_schema, "DATA_UPLOAD_MAX_MEMORY_SIZE")
    # Pages outside /api/ keep Django's HTML.
    page = Client().get("/no-such-page/")
    assert page.status_code == 404 and page["Content-Type"].startswith("text/html")


def test_an_unexpected_failure_is_a_json_500_under_api_only(error_schema, settings):
    settings.ROOT_URLCONF = __name__
    client = Client(raise_request_exception=False)
    error = assert_error(client.get("/api/v1/boom/"), 500, "server_error", error_schema)
    assert "unexpected failure" not in error["message"]  # no internals leak
    page = client.get("/boom/")
    assert page.status_code == 500 and page["Content-Type"].startswith("text/html")


def test_the_schema_documents_the_error_answers(error_schema):
    schema = yaml.safe_load(APIClient().get("/api/v1/schema/").content)
    operations = {op["operationId"]: op for item in schema["paths"].values() for op in item.values()}
    for name, operation in operations.items():
        errors = {code for code in operation["responses"] if code.startswith("4")}
        assert {"401", "429"} <= errors, name
        for code in errors:
            content = operation["responses"][code]["content"]["application/json"]
            assert content["schema"] == {"$ref": "#/components/schemas/Error"}, (name, code)
    assert {"400", "403", "415"} <= set(operations["submission_create"]["responses"])
    assert "404" in operations["submission_detail"]["responses"]
    assert "400" in operations["leaderboard"]["responses"] and "404" in operations["benchmarks_list"]["responses"]
    # An upload's file is a file, not a URI, in the request body's schema.
    multipart = operations["submission_create"]["requestBody"]["content"]["multipart/form-data"]["schema"]
    component = schema["components"]["schemas"][multipart["$ref"].rsplit("/", 1)[1]]
    assert component["properties"]["file"] == {"type": "string", "format": "binary"}


def _upload(client, data: bytes):
    return client.post("/api/v1/submissions/", {"benchmark": "demo", "model_name": "m", "file": SimpleUploadedFile("g.jsonl", data)}, format="multipart")


ENDPOINT = {"base_url": "http://127.0.0.1:9/v1", "model": "x"}


@pytest.mark.parametrize(
    "send, status, message",
    [
        # Each of these was a 500 before (PostgreSQL refused the text, or Python failed on it).
        (lambda c: _upload(c, b'{"problem_id": "sum-array", "code": "int main(){}\\u0000"}'), 400, "line 1: 'code' holds a NUL character"),
        (
            lambda c: _upload(c, b'{"problem_id": "sum-array", "code": "x", "sample": 3000000000}'),
            400,
            "line 1: 'sample' must be a non-negative integer (at most 2147483647)",
        ),
        (
            lambda c: _upload(c, b'{"problem_id": "sum-array", "code": "x", "sample": 2147483647}\n{"problem_id": "sum-array", "code": "y"}'),
            400,
            "line 2: the next sample of problem 'sum-array' would be 2147483648",
        ),
        (lambda c: _upload(c, b'{"problem_id": "sum-array", "code": "\\ud800"}'), 400, "line 1: holds a lone UTF-16 surrogate escape"),
        (lambda c: _upload(c, b'{"problem_id": "\\udfff", "code": "x"}'), 400, "line 1: holds a lone UTF-16 surrogate"),
        (lambda c: c.post("/api/v1/submissions/", "5", content_type="application/json"), 400, "Invalid data. Expected a dictionary, but got int."),
        (lambda c: c.post("/api/v1/submissions/", "null", content_type="application/json"), 400, "No data provided"),
        (
            lambda c: c.post("/api/v1/submissions/", {"benchmark": "de\x00mo", "model_name": "m", "endpoint": ENDPOINT}, format="json"),
            400,
            "benchmark: Null characters are not allowed.",
        ),
        (
            lambda c: c.post("/api/v1/submissions/", {"benchmark": "demo", "model_name": "m", "team": "x\x00", "endpoint": ENDPOINT}, format="json"),
            400,
            "team: Null characters are not allowed.",
        ),
        (
            lambda c: c.post(
                "/api/v1/submissions/", {"benchmark": "\x00", "model_name": "m", "file": SimpleUploadedFile("g.jsonl", b"{}")}, format="multipart"
            ),
            400,
            "benchmark: Null characters are not allowed.",
        ),
        (lambda c: c.get("/api/v1/benchmarks/demo/problems/sum%00array/"), 404, "no API endpoint at"),
        (lambda c: c.delete("/api/v1/teams/user-alice/members/al%00ice/"), 404, "no API endpoint at"),
    ],
)
def test_inputs_that_used_to_fail_with_a_500(api, error_schema, send, status, message):
    load_demo_benchmark()
    error = assert_error(send(api), status, "invalid" if status == 400 else "not_found", error_schema, message)
    assert Submission.objects.count() == 0 and Generation.objects.count() == 0, error
