"""A worker killed with SIGKILL mid-submission loses nothing: another worker takes its unfinished
units back (by Dramatiq's Redis heartbeat, or by our lease sweep: each way alone), every unit is
evaluated once into one row, and the metrics equal those of an undisturbed run. The same for a
reward batch mid-way, through the lease sweep."""

import time

import pytest
import requests

from tests import demo_generations
from tests.e2e.conftest import PASSWORD
from tests.e2e.harness import Portal
from tests.e2e.test_reward_client import DEV

pytestmark = pytest.mark.e2e


def slow(code: str) -> str:
    """A program sleeping 0.3 s per test first: a unit takes ~2 s."""
    return code.replace("int main() {", "#include <unistd.h>\nint main() { usleep(300000);", 1)


def slow_submission() -> bytes:
    return demo_generations.jsonl([{"problem_id": pid, "code": slow(code)} for pid, code in demo_generations.FAST.items()])


# Two independent ways back for a dead worker's units: Dramatiq's own requeue of messages whose
# worker stopped beating, and ours: units whose lease expired are swept into the queue again, and
# units dispatched but never leased (a message the killed worker had fetched and not started:
# Dramatiq prefetches more than a worker runs) are dispatched again after
# EVALUATOR_REDISPATCH_SECONDS. Each way is tested alone: the other is set too slow to matter.
RECOVERY = {
    "dramatiq-heartbeat": {
        "DRAMATIQ_HEARTBEAT_TIMEOUT_MS": "3000",
        "DRAMATIQ_MAINTENANCE_CHANCE": "1000000",
        "EVALUATOR_LEASE_SECONDS": "1.5",
        "EVALUATOR_SWEEP_SECONDS": "600",
    },
    "unit-lease": {
        "DRAMATIQ_HEARTBEAT_TIMEOUT_MS": "600000",
        "EVALUATOR_LEASE_SECONDS": "3",
        "EVALUATOR_SWEEP_SECONDS": "1",
        "EVALUATOR_REDISPATCH_SECONDS": "10",
    },
}


@pytest.fixture(params=sorted(RECOVERY))
def portal(request, require_docker):
    portal = Portal(mode="deployed", sandbox="docker", extra_env={**RECOVERY[request.param], "EVALUATOR_THREADS": "1"})
    portal.start()
    portal.token = portal.create_user("carol", PASSWORD)
    yield portal
    portal.stop()


def submit(portal, data: bytes, name: str) -> int:
    response = requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {portal.token}"},
        data={"benchmark": "demo", "model_name": name},
        files={"file": ("g.jsonl", data)},
        timeout=30,
    )
    assert response.status_code == 201, response.text
    return response.json()["id"]


def state(portal, submission_id: int) -> dict:
    return requests.get(f"{portal.url}/api/v1/submissions/{submission_id}/", headers={"Authorization": f"Token {portal.token}"}, timeout=10).json()


def test_sigkilled_worker_loses_no_unit(portal):
    first_worker = portal.processes[-1]
    submission_id = submit(portal, slow_submission(), "killed-midway")
    deadline = time.monotonic() + 120
    while state(portal, submission_id)["progress"]["done"] < 1:
        assert time.monotonic() < deadline, portal.read_logs()
        time.sleep(0.1)
    assert state(portal, submission_id)["status"] == "running"
    portal.kill(first_worker)  # mid-submission: at least one unit taken and unfinished
    killed_at = state(portal, submission_id)["progress"]
    assert killed_at["done"] < killed_at["total"]

    portal.start_worker(processes=1, threads=1)
    started = time.monotonic()
    final = portal.wait_finished(portal.token, submission_id, timeout=180)
    recovery = time.monotonic() - started
    assert final["status"] == "finished", final
    assert final["progress"] == {"done": 3, "total": 3, "verdicts": {"pass": 3}}
    print(f"recovered in {recovery:.1f} s after the kill")

    # The killed worker's sandbox container ended and was removed by the engine: nothing leaks.
    import docker

    client = docker.from_env()
    deadline = time.monotonic() + 60
    # sparse: the listing alone; docker-py otherwise inspects each listed container, and one
    # removed in between (ending as it should) raised NotFound.
    while client.containers.list(all=True, filters={"label": "effbench.sandbox"}, sparse=True):
        assert time.monotonic() < deadline, "a sandbox container outlived its killed worker"
        time.sleep(0.5)

    undisturbed = portal.wait_finished(portal.token, submit(portal, slow_submission(), "undisturbed"), timeout=180)
    assert final["metrics"] == undisturbed["metrics"]


@pytest.fixture
def lease_portal(require_docker):
    """Reward items come back through our lease sweep here (the "unit-lease" case above: Dramatiq's
    heartbeat set too slow to matter): the killed worker's item whose lease expired, and the items
    it had fetched and never started, are sent again. The heartbeat path is the generation test's;
    it is Dramatiq's, the same for both kinds of unit. The batch answers 202 at once, to be polled."""
    portal = Portal(mode="deployed", sandbox="docker", extra_env={**RECOVERY["unit-lease"], "EVALUATOR_THREADS": "1", "REWARD_WAIT_SECONDS": "0"})
    portal.start()
    portal.token = portal.create_user("dave", PASSWORD)
    portal.set_demo_split(DEV, "dev")
    yield portal
    portal.stop()


def reward_batch(portal, items: list[dict]) -> str:
    response = requests.post(
        f"{portal.url}/api/v1/rewards/",
        headers={"Authorization": f"Token {portal.token}"},
        json={"benchmark": "demo", "reward": "green-tea", "items": items},
        timeout=30,
    )
    assert response.status_code == 202, response.text
    return portal.url + response.json()["url"]


def batch_state(portal, url: str) -> dict:
    return requests.get(url, headers={"Authorization": f"Token {portal.token}"}, timeout=10).json()


def finished_batch(portal, url: str, timeout: float = 180) -> dict:
    deadline = time.monotonic() + timeout
    while (state := batch_state(portal, url))["status"] != "finished":
        assert time.monotonic() < deadline, (state, portal.read_logs())
        time.sleep(0.5)
    return state


def test_sigkilled_worker_loses_no_reward(lease_portal):
    portal = lease_portal
    first_worker = portal.processes[-1]
    items = [{"problem_id": pid, "completion": slow(demo_generations.FAST[pid]) + tag} for pid in DEV for tag in ("", "// another\n")][:3]
    url = reward_batch(portal, items)
    deadline = time.monotonic() + 120
    while batch_state(portal, url)["done"] < 1:
        assert time.monotonic() < deadline, portal.read_logs()
        time.sleep(0.1)
    portal.kill(first_worker)  # mid-batch: at least one item taken and unfinished
    killed_at = batch_state(portal, url)
    assert killed_at["done"] < killed_at["total"] == 3

    portal.start_worker(processes=1, threads=1)
    final = finished_batch(portal, url)
    assert (final["done"], final["total"]) == (3, 3)
    assert [r["verdict"] for r in final["rewards"]] == ["pass", "pass", "pass"]
    # Each reward once, and as an undisturbed batch of the same programs gives it (a comment more:
    # evaluated afresh, not served again).
    undisturbed = finished_batch(portal, reward_batch(portal, [dict(i, completion=i["completion"] + "// again\n") for i in items]))
    assert [r["reward"] for r in final["rewards"]] == [r["reward"] for r in undisturbed["rewards"]]
    assert not any(r["cached"] for r in undisturbed["rewards"])
