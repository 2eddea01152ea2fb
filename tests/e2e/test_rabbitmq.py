"""RabbitMQ as the broker (DRAMATIQ_BROKER_URL=amqp://...), for real: the machine's RabbitMQ
server, a virtual host of the test's own, the deployed portal's web server and worker processes.
A submission is evaluated through it, and a worker killed with SIGKILL mid-submission loses
nothing: RabbitMQ returns a dead consumer's unacknowledged messages to the queue."""

import shutil
import socket
import subprocess
import time
import uuid

import pytest
import redis
import requests

from tests import demo_generations
from tests.e2e.harness import Portal

pytestmark = [pytest.mark.e2e, pytest.mark.docker]
AMQP = ("127.0.0.1", 5672)


def rabbitmqctl(*args: str) -> str:
    done = subprocess.run(["rabbitmqctl", *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def vhost():
    if not shutil.which("rabbitmqctl"):
        pytest.skip("RabbitMQ is not installed (rabbitmqctl not found)")
    try:
        socket.create_connection(AMQP, timeout=2).close()
    except OSError:
        pytest.skip("no RabbitMQ server answers on 127.0.0.1:5672 (start it with `rabbitmq-server -detached`)")
    name = f"effbench-test-{uuid.uuid4().hex[:8]}"
    rabbitmqctl("add_vhost", name)
    rabbitmqctl("set_permissions", "-p", name, "guest", ".*", ".*", ".*")
    yield name
    rabbitmqctl("delete_vhost", name)


@pytest.fixture(scope="module")
def portal(vhost, require_docker):
    portal = Portal(
        mode="deployed",
        sandbox="docker",
        extra_env={"DRAMATIQ_BROKER_URL": f"amqp://guest:guest@{AMQP[0]}:{AMQP[1]}/{vhost}", "EVALUATOR_LEASE_SECONDS": "6", "EVALUATOR_SWEEP_SECONDS": "2"},
    )
    portal.start(worker=False)
    portal.token = portal.create_user("rabbit", "rabbit-password-123")
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


def current(portal, submission_id: int) -> dict:
    return requests.get(f"{portal.url}/api/v1/submissions/{submission_id}/", headers={"Authorization": f"Token {portal.token}"}, timeout=10).json()


def test_submission_evaluated_through_rabbitmq(portal, vhost):
    worker = portal.start_worker(processes=1, threads=2)
    try:
        submission_id = submit(portal, demo_generations.mixed(), "through-rabbitmq")
        state = portal.wait_finished(portal.token, submission_id, timeout=180)
        assert state["status"] == "finished", f"{state}\n{portal.read_logs()}"
        assert state["progress"]["done"] == state["progress"]["total"] > 0
        # The units went through this virtual host's queue, which the worker consumes, drained;
        # none through Redis (the portal's Dramatiq namespace there holds no queue, ack or heartbeat key).
        queues = {
            name: (int(messages), int(consumers))
            for name, messages, consumers in (
                line.split("\t")
                for line in rabbitmqctl("list_queues", "-p", vhost, "--quiet", "--no-table-headers", "name", "messages", "consumers").strip().splitlines()
            )
        }
        assert queues["evaluate"][0] == 0 and queues["evaluate"][1] >= 1, queues
        # (The namespace is shared with the portal's cache keys, "NAMESPACE:1:...": only Dramatiq's are checked.)
        client, namespace = redis.Redis.from_url(portal.env["REDIS_URL"]), portal.env["DRAMATIQ_NAMESPACE"]
        keys = [k for pattern in (":evaluate*", ":control*", ":__*") for k in client.keys(namespace + pattern)]
        assert keys == [], keys
    finally:
        portal.kill(worker)


def test_worker_killed_midway_loses_nothing(portal):
    undisturbed = submit(portal, demo_generations.slow_but_correct(), "undisturbed")
    worker = portal.start_worker(processes=1, threads=1)
    reference = portal.wait_finished(portal.token, undisturbed, timeout=180)
    assert reference["status"] == "finished", reference

    submission_id = submit(portal, demo_generations.slow_but_correct(), "killed")
    deadline = time.monotonic() + 60
    while current(portal, submission_id)["status"] != "running":
        assert time.monotonic() < deadline, "the submission never started"
        time.sleep(0.1)
    time.sleep(1)  # into a unit's run
    portal.kill(worker)  # SIGKILL: no chance to acknowledge or give anything back
    replacement = portal.start_worker(processes=1, threads=1)
    try:
        state = portal.wait_finished(portal.token, submission_id, timeout=180)
        assert state["status"] == "finished", f"{state}\n{portal.read_logs()}"
        assert state["metrics"] == reference["metrics"]
        assert state["progress"] == reference["progress"]
    finally:
        portal.kill(replacement)
