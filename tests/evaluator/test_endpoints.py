"""Model endpoints against a real local HTTP server speaking the OpenAI chat-completions API."""

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from evaluator import endpoints, pipeline
from evaluator.endpoints import Endpoint, EndpointError, EndpointRefused
from evaluator.store import EndpointJob
from portal.benchmarks.demo import BASELINES
from portal.benchmarks.services import load_demo_benchmark
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import Generation, ModelEndpoint, Submission
from tests import demo_generations

API_KEY = "sk-test-very-secret-0123456789"


class FakeModel:
    """A local OpenAI-compatible server. `script` holds (status, body, headers) answers given
    first; then every request gets a correct demo program, in prose with a fenced block."""

    def __init__(self, delay: float = 0.0):
        self.script: list[tuple[int, bytes, dict]] = []
        self.requests: list[dict] = []
        self.in_flight = self.max_in_flight = 0
        self.delay = delay
        self.lock = threading.Lock()
        model = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with model.lock:
                    model.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), "body": body})
                    model.in_flight += 1
                    model.max_in_flight = max(model.max_in_flight, model.in_flight)
                    scripted = model.script.pop(0) if model.script else None
                time.sleep(model.delay)
                status, payload, headers = scripted or (200, model.answer(body), {})
                self.send_response(status)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
                with model.lock:
                    model.in_flight -= 1

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def answer(self, body) -> bytes:
        prompt = body["messages"][0]["content"]
        # The prompt holds the problem's baseline program: answer with the same problem's fast one.
        problem = next((pid for pid, code in BASELINES.items() if code.strip() in prompt), "sum-array")
        reply = f"Here is a faster version.\n\n```cpp\n{demo_generations.FAST[problem]}\n```\nIt avoids the O(n^2) loop."
        return json.dumps(
            {
                "id": "x",
                "object": "chat.completion",
                "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 120, "completion_tokens": 80},
            }
        ).encode()

    def close(self):
        self.server.shutdown()


@pytest.fixture
def fake():
    server = FakeModel()
    yield server
    server.close()


def endpoint(url, **kw):
    return Endpoint(base_url=url, model="local", api_key=API_KEY, timeout_seconds=5, **kw)


def test_a_reply_is_parsed_and_the_program_extracted(fake):
    completion = endpoints.complete(endpoint(fake.url), "make this faster", allow_private=True)
    assert completion.prompt_tokens == 120 and completion.completion_tokens == 80
    program = endpoints.extract_program(completion.text)
    assert program.strip() == demo_generations.FAST["sum-array"].strip()
    request = fake.requests[0]
    assert request["path"] == "/v1/chat/completions" and request["auth"] == f"Bearer {API_KEY}"
    assert request["body"]["model"] == "local" and request["body"]["messages"][0]["role"] == "user"
    assert endpoints.extract_program("no fence at all") == "no fence at all"


def test_429_and_5xx_are_retried_other_errors_are_not(fake):
    fake.script = [(429, b"slow down", {"Retry-After": "0"}), (503, b"busy", {"Retry-After": "0"})]
    endpoints.complete(endpoint(fake.url), "sum-array", allow_private=True, retries=2)
    assert len(fake.requests) == 3
    fake.script = [(401, b'{"error": "bad key"}', {})]
    with pytest.raises(EndpointError, match="HTTP 401"):
        endpoints.complete(endpoint(fake.url), "sum-array", allow_private=True, retries=3)
    assert len(fake.requests) == 4  # no retry
    fake.script = [(500, b"oops", {"Retry-After": "0"})] * 3
    with pytest.raises(EndpointError, match="failed 3 times; last: HTTP 500"):
        endpoints.complete(endpoint(fake.url), "sum-array", allow_private=True, retries=2)


@pytest.mark.parametrize(
    "payload, message",
    [
        (b"<html>not json</html>", "not an OpenAI chat completion"),
        (b'{"choices": []}', "not an OpenAI chat completion"),
        (b'{"choices": [{"message": {"content": 42}}]}', "content is not a string"),
    ],
)
def test_garbage_answers_fail_clearly(fake, payload, message):
    fake.script = [(200, payload, {})]
    with pytest.raises(EndpointError, match=message):
        endpoints.complete(endpoint(fake.url), "sum-array", allow_private=True)


def test_dead_endpoint_is_unreachable():
    with pytest.raises(EndpointError, match=r"failed 2 times; last: unreachable \(Connection refused\)"):
        endpoints.complete(endpoint("http://127.0.0.1:9/v1"), "x", allow_private=True, retries=1, backoff_seconds=0.01)


@pytest.mark.parametrize(
    "url, message",
    [
        ("http://127.0.0.1:8000/v1", "127.0.0.1, a private, loopback"),
        ("http://169.254.169.254/latest", "169.254.169.254, a private, loopback or link-local"),
        ("http://[::1]:8000/v1", "::1"),
        ("http://10.1.2.3/v1", "10.1.2.3"),
        ("file:///etc/passwd", "must be http:// or https://"),
        ("http://user:pw@example.org/v1", "must not carry credentials"),
        ("http://no-such-host.invalid/v1", "does not resolve"),
    ],
)
def test_private_and_odd_urls_are_refused(url, message):
    with pytest.raises(EndpointRefused, match=message.replace("(", r"\(").replace(".", r"\.")):
        endpoints.check_url(url, allow_private=False)


def test_requests_in_flight_per_endpoint_are_bounded():
    slow = FakeModel(delay=0.3)
    try:
        ask = EndpointJob(endpoint(slow.url), "sum-array", allow_private=True, retries=0, max_concurrency=2)
        threads = [threading.Thread(target=pipeline.ask_endpoint, args=(4242, ask)) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert len(slow.requests) == 6 and slow.max_in_flight == 2
    finally:
        slow.close()


@pytest.mark.django_db
@override_settings(ENDPOINT_ALLOW_PRIVATE=True, ENDPOINT_RETRIES=1, ENDPOINT_TIMEOUT_SECONDS=10)
def test_endpoint_submission_end_to_end(fake, django_user_model, require_docker):
    load_demo_benchmark()
    user = django_user_model.objects.create_user("eve")
    client = APIClient()
    client.force_authenticate(user)
    response = client.post(
        "/api/v1/submissions/",
        {
            "benchmark": "demo",
            "model_name": "local-7b",
            "samples": 2,
            "temperature": 0.2,
            "endpoint": {"base_url": fake.url, "model": "local", "api_key": API_KEY},
        },
        format="json",
    )
    assert response.status_code == 201, response.content
    submission = Submission.objects.get(pk=response.json()["id"])
    assert submission.generations.count() == 6 and not submission.generations.exclude(code="").exists()
    stored = ModelEndpoint.objects.get(submission=submission).api_key_encrypted
    assert stored and API_KEY not in stored  # encrypted at rest
    store = OrmEvaluationStore()
    for generation_id in pipeline.start_submission(store, submission.pk):
        pipeline.evaluate_generation(store, generation_id, sandbox="docker")
    submission.refresh_from_db()
    assert submission.status == Submission.Status.FINISHED and submission.metrics["correct"] == 100.0
    generation = Generation.objects.filter(submission=submission).first()
    assert "```cpp" in generation.raw_reply and "```" not in generation.code
    state = client.get(f"/api/v1/submissions/{submission.pk}/").json()
    assert state["endpoint"]["api_key_set"] is True
    assert state["endpoint"]["usage"] == {"prompt_tokens": 720, "completion_tokens": 480, "samples_answered": 6}
    assert len(fake.requests) == 6 and all(r["body"]["temperature"] == 0.2 for r in fake.requests)
    for url in (f"/api/v1/submissions/{submission.pk}/", f"/api/v1/submissions/{submission.pk}/results.jsonl"):
        body = client.get(url)
        text = (b"".join(body.streaming_content) if body.streaming else body.content).decode()
        assert API_KEY not in text


def test_a_dead_endpoint_fails_the_submission_with_the_reason():
    """On the memory store: failing the submission when no sample came back is the pipeline's part."""
    from tests.evaluator.memory import demo_store

    store = demo_store(endpoint_allow_private=True, endpoint_retries=0)
    submission_id = store.add_submission(
        "demo",
        [(pid, "") for pid in demo_generations.FAST],
        model_name="gone",
        endpoint=Endpoint(base_url="http://127.0.0.1:9/v1", model="m", timeout_seconds=2),
    )
    for generation_id in pipeline.start_submission(store, submission_id):
        pipeline.evaluate_generation(store, generation_id, sandbox="bwrap")
    submission = store.submission(submission_id)
    assert submission.status == "failed"
    assert "the model endpoint gave no usable sample" in submission.error
    assert "unreachable (Connection refused)" in submission.error


@pytest.mark.django_db
def test_private_endpoint_refused_at_submission(django_user_model):
    load_demo_benchmark()
    client = APIClient()
    client.force_authenticate(django_user_model.objects.create_user("mallory"))
    response = client.post(
        "/api/v1/submissions/", {"benchmark": "demo", "model_name": "m", "endpoint": {"base_url": "http://169.254.169.254/v1", "model": "x"}}, format="json"
    )
    assert response.status_code == 400
    assert "169.254.169.254" in response.json()["error"]["message"] + json.dumps(response.json())
    assert not Submission.objects.exists()
    response = client.post(
        "/api/v1/submissions/",
        {"benchmark": "demo", "model_name": "m", "samples": 0, "endpoint": {"base_url": "https://example.org/v1", "model": "x"}},
        format="json",
    )
    assert response.status_code == 400 and "samples" in json.dumps(response.json())
