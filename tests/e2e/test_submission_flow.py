"""A submission from upload to leaderboard through real processes: REST, worker, websockets."""

import json
import re
import threading
import time

import pytest
import requests
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect
from prometheus_client.parser import text_string_to_metric_families

from tests import demo_generations
from tests.e2e.conftest import METRICS_TOKEN, PASSWORD

pytestmark = pytest.mark.e2e


def upload(portal, data: bytes, model_name: str) -> requests.Response:
    return requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {portal.token}"},
        data={"benchmark": "demo", "model_name": model_name},
        files={"file": ("gen.jsonl", data)},
        timeout=30,
    )


def session_cookie(portal, username: str) -> str:
    """Sign in through the login form; return the Cookie header for websockets."""
    session = requests.Session()
    page = session.get(f"{portal.url}/accounts/login/", timeout=10)
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text).group(1)
    response = session.post(
        f"{portal.url}/accounts/login/",
        data={"username": username, "password": PASSWORD, "csrfmiddlewaretoken": csrf},
        headers={"Referer": f"{portal.url}/accounts/login/"},
        timeout=10,
    )
    assert response.ok and "sessionid" in session.cookies, response.text[:500]
    return "; ".join(f"{k}={v}" for k, v in session.cookies.items())


def scrape(portal) -> dict[tuple, float]:
    """/metrics/ as Prometheus reads it: (sample name, sorted labels) -> value."""
    response = requests.get(f"{portal.url}/metrics/", headers={"Authorization": f"Bearer {METRICS_TOKEN}"}, timeout=30)
    assert response.status_code == 200, response.text[:300]
    return {(s.name, tuple(sorted(s.labels.items()))): s.value for family in text_string_to_metric_families(response.text) for s in family.samples}


def worker_beats(metrics: dict) -> dict[str, tuple[float, float]]:
    """worker -> (last heartbeat time, live threads)."""
    beats = {dict(labels)["worker"]: value for (name, labels), value in metrics.items() if name == "effbench_worker_heartbeat_timestamp_seconds"}
    return {worker: (beat, metrics["effbench_worker_threads_alive", (("worker", worker),)]) for worker, beat in beats.items()}


class Listener(threading.Thread):
    """Collects every websocket message until the predicate holds for one of them."""

    def __init__(self, portal, path: str, until, cookie: str | None = None):
        super().__init__(daemon=True)
        headers = {"Cookie": cookie} if cookie else {}
        self.ws = connect(portal.ws_url + path, origin=portal.url, additional_headers=headers, open_timeout=10)
        self.until, self.messages, self.done = until, [], threading.Event()

    def run(self):
        try:
            for raw in self.ws:
                message = json.loads(raw)
                self.messages.append(message)
                if self.until(message):
                    self.done.set()
                    break
        finally:
            self.ws.close()


def test_deployed_submission_flows_to_leaderboard_live(deployed_portal):
    portal = deployed_portal
    board = Listener(portal, "/ws/leaderboards/demo/", until=lambda m: any(r["model_name"] == "mixed-model" for r in m["rows"]))
    board.start()
    before = scrape(portal)

    response = upload(portal, demo_generations.mixed(), "mixed-model")
    assert response.status_code == 201, response.text
    submission_id = response.json()["id"]
    progress = Listener(
        portal, f"/ws/submissions/{submission_id}/", until=lambda m: m["submission"]["status"] == "finished", cookie=session_cookie(portal, "alice")
    )
    progress.start()

    state = portal.wait_finished(portal.token, submission_id)
    assert state["status"] == "finished", state
    assert state["metrics"]["correct"] == pytest.approx(200 / 3, abs=1e-3)  # 2 of 3 problems solved
    assert state["metrics"]["verdicts"] == {"compile_error": 1, "pass": 2, "wrong_answer": 1}
    verdicts = {(g["problem_id"], g["sample"]): g["verdict"] for g in state["generations"]}
    assert {g["sandbox"] for g in state["generations"]} == {"docker"}
    assert verdicts == {("sum-array", 0): "pass", ("count-primes", 0): "compile_error", ("pair-sum", 0): "wrong_answer", ("pair-sum", 1): "pass"}
    compile_error = next(g for g in state["generations"] if g["verdict"] == "compile_error")
    assert "error" in compile_error["compile_message"]

    # Live: the submission socket saw it move and finish; the leaderboard socket got the new row.
    assert progress.done.wait(30), progress.messages
    statuses = [m["submission"]["status"] for m in progress.messages]
    assert statuses[-1] == "finished"
    assert board.done.wait(30), board.messages
    row = next(r for r in board.messages[-1]["rows"] if r["model_name"] == "mixed-model")
    assert row["submitter"] == "alice" and row["score"] == pytest.approx(200 / 3, abs=1e-3)

    leaderboard = requests.get(f"{portal.url}/api/v1/benchmarks/demo/leaderboard/", timeout=10).json()
    assert any(r["submission"] == submission_id for r in leaderboard["rows"])

    # Operators' /metrics/: this submission's four units counted by verdict and timed (other
    # tests share the portal, hence at least); the worker process's heartbeat, live and advancing.
    after = scrape(portal)
    for verdict, count in state["metrics"]["verdicts"].items():
        key = ("effbench_units_total", (("kind", "submission"), ("verdict", verdict)))
        assert after[key] - before.get(key, 0) >= count, (verdict, before.get(key), after[key])
    count = ("effbench_unit_seconds_count", (("kind", "submission"),))
    assert after[count] - before[count] >= 4
    assert after["effbench_units_pending", (("kind", "submission"), ("state", "lease_expired"))] == 0
    beats = worker_beats(after)
    assert beats and all(threads >= 1 for _, threads in beats.values()), beats
    deadline = time.monotonic() + 120
    while not any(worker_beats(scrape(portal)).get(w, (0,))[0] > beat for w, (beat, _) in beats.items()):
        assert time.monotonic() < deadline, "no worker heartbeat advanced in 120 s"
        time.sleep(1)


def test_submission_socket_refuses_strangers(deployed_portal):
    portal = deployed_portal
    submission_id = upload(portal, demo_generations.all_correct(), "private-model").json()["id"]
    # Anonymous: the handshake is refused before any state is sent.
    with pytest.raises(InvalidStatus, match="HTTP 403"):
        connect(portal.ws_url + f"/ws/submissions/{submission_id}/", origin=portal.url, open_timeout=10)
    portal.wait_finished(portal.token, submission_id)


def test_bad_upload_over_http_saves_nothing(deployed_portal):
    portal = deployed_portal
    before = requests.get(f"{portal.url}/api/v1/benchmarks/demo/leaderboard/", timeout=10).json()["rows"]
    response = upload(portal, b'{"problem_id": "sum-array", "code": "int main(){}"}\n{oops\n', "bad")
    assert response.status_code == 400
    assert response.json()["error"]["message"].startswith("file: line 2: not valid JSON")
    after = requests.get(f"{portal.url}/api/v1/benchmarks/demo/leaderboard/", timeout=10).json()["rows"]
    assert after == before


def test_embedded_mode_evaluates_in_process_with_bubblewrap(embedded_portal):
    portal = embedded_portal
    response = upload(portal, demo_generations.all_correct(), "embedded-model")
    assert response.status_code == 201, response.text
    state = portal.wait_finished(portal.token, response.json()["id"])
    assert state["status"] == "finished", state
    assert state["metrics"]["correct"] == 100.0
    assert {(g["verdict"], g["sandbox"]) for g in state["generations"]} == {("pass", "bwrap")}
    rows = requests.get(f"{portal.url}/api/v1/benchmarks/demo/leaderboard/", timeout=10).json()["rows"]
    # The session's embedded portal is shared (test_cli submits to it too): find this row.
    mine = [r for r in rows if r["submission"] == response.json()["id"]]
    assert [r["model_name"] for r in mine] == ["embedded-model"] and mine[0]["metrics"]["correct"] == 100.0
