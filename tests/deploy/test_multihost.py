"""Worker hosts with their own addresses (network namespaces, tests/deploy/hosts.py) against one
private PostgreSQL and one private Redis: both hosts take units of one submission; a host cut
off or SIGKILLed mid-submission loses nothing; a Redis or PostgreSQL restart mid-submission is
recovered from without anyone's help. Every disturbed run must end with the metrics of an
undisturbed run of the same upload, and with each unit recorded exactly once."""
import re
import time
from collections import Counter

import psycopg
import pytest
import requests

from tests import demo_generations
from tests.deploy import hosts
from tests.e2e.conftest import PASSWORD
from tests.e2e.harness import Portal, free_port

pytestmark = [pytest.mark.e2e, pytest.mark.docker]

SAMPLES = 3  # per demo problem: 9 units of ~1.5 s each
# Short leases and sweeps, and Dramatiq's requeue of a silent worker's messages after 5 s, so
# that a lost host's units come back within seconds rather than the production minute.
SETTINGS = {
    "EVALUATOR_LEASE_SECONDS": "6", "EVALUATOR_SWEEP_SECONDS": "1",
    "DRAMATIQ_HEARTBEAT_TIMEOUT_MS": "5000", "DRAMATIQ_MAINTENANCE_CHANCE": "1000000",
    "SUBMISSION_QUOTA_PER_DAY": "1000", "THROTTLE_SUBMISSIONS": "1000/hour",
}


def upload(tag: str, sleep_us: int = 200_000) -> bytes:
    """The demo's correct programs, SAMPLES each, sleeping per test so a unit takes a while; `tag`
    makes every program new to the simulation cache (a comment changes no cost)."""
    rows = []
    for pid, code in demo_generations.FAST.items():
        slow = code.replace("int main() {", f"#include <unistd.h>\nint main() {{ usleep({sleep_us});", 1)
        rows += [{"problem_id": pid, "sample": k, "code": f"// {tag} {k}\n{slow}"} for k in range(SAMPLES)]
    return demo_generations.jsonl(rows)


class Cluster:
    """A private PostgreSQL and Redis on a bridge, the web server on the machine, and worker
    hosts in their own namespaces, each with its own simulation cache as a real host would."""

    def __init__(self, n_hosts: int = 2, settings: dict | None = None, threads: int = 2):
        self.threads = threads
        self.net = hosts.Network()
        self.pg = self.redis = self.portal = None
        try:
            self.pg = hosts.PrivatePostgres(self.net.gateway, free_port(), f"{self.net.prefix}.0/24").start()
            self.redis = hosts.PrivateRedis(self.net.gateway, free_port()).start()
            self.portal = Portal(mode="deployed", sandbox="docker", db_server=self.pg.server_url,
                                 redis_url=self.redis.url, extra_env={**SETTINGS, **(settings or {})})
            self.portal.start(worker=False)
            self.token = self.portal.create_user("hostess", PASSWORD)
            self.workers = {}
            for _ in range(n_hosts):
                self.start_worker(self.net.add_host())
        except BaseException:
            self.close()
            raise

    def start_worker(self, host: hosts.Host):
        self.workers[host.name] = self.portal.start_worker(
            processes=1, threads=self.threads, prefix=host.prefix(),
            env={"SIM_RUNNER_CACHE": str(self.portal.var_dir / host.name / "sim-cache")})

    def host(self, name: str) -> hosts.Host:
        return next(h for h in self.net.hosts if h.name == name)

    def close(self):
        if self.portal:
            try:
                self.portal.stop()
            except psycopg.Error:
                pass  # its database goes with the cluster
        for server in (self.redis, self.pg):
            if server:
                server.close()
        self.net.close()

    # --- the API and the database, as a test sees them ---

    def submit(self, data: bytes, name: str) -> int:
        response = requests.post(f"{self.portal.url}/api/v1/submissions/",
                                 headers={"Authorization": f"Token {self.token}"},
                                 data={"benchmark": "demo", "model_name": name}, files={"file": ("g.jsonl", data)},
                                 timeout=30)
        assert response.status_code == 201, f"{response.text[:2000]}\n{self.portal.read_logs()}"
        return response.json()["id"]

    def state(self, submission_id: int) -> dict | None:
        """The owner's view, or None while the web server cannot answer (a server restarting)."""
        try:
            response = requests.get(f"{self.portal.url}/api/v1/submissions/{submission_id}/",
                                    headers={"Authorization": f"Token {self.token}"}, timeout=10)
        except requests.RequestException:
            return None
        return response.json() if response.status_code == 200 else None

    def wait(self, submission_id: int, until, timeout: float = 120) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            state = self.state(submission_id)
            if state and until(state):
                return state
            time.sleep(0.2)
        raise AssertionError(f"submission {submission_id}: condition not met in {timeout}s: "
                             f"{self.state(submission_id)}\n{self.portal.read_logs()}")

    def finished(self, submission_id: int, timeout: float = 150) -> dict:
        return self.wait(submission_id, lambda s: s["status"] in {"finished", "failed", "cancelled"}, timeout)

    def units(self, submission_id: int) -> list[tuple]:
        """(generation id, lease holder, status, has a result) of each unit."""
        with psycopg.connect(self.portal.env["DATABASE_URL"]) as conn:
            return conn.execute(
                "SELECT g.id, g.lease_holder, g.status, r.id IS NOT NULL FROM submissions_generation g "
                "LEFT JOIN submissions_generationresult r ON r.generation_id = g.id "
                "WHERE g.submission_id = %s ORDER BY g.id", [submission_id]).fetchall()

    def recorded(self, submission_id: int) -> Counter:
        """How many times each unit's result was recorded, from every worker's log."""
        pattern = re.compile(rf"submission {submission_id} generation (\d+): \w+ \(")
        return Counter(int(m) for log in self.portal.logs.glob("worker-*.log")
                       for m in pattern.findall(log.read_text(errors="replace")))

    def leased_hosts(self, submission_id: int) -> Counter:
        return Counter(holder.split(":")[0] for _, holder, status, _ in self.units(submission_id)
                       if holder and status == "pending")


@pytest.fixture(scope="module")
def cluster(require_docker):
    if reason := hosts.unavailable():
        pytest.skip(f"worker hosts in network namespaces unavailable: {reason}")
    cluster = Cluster()
    yield cluster
    cluster.close()


@pytest.fixture(scope="module")
def reference(cluster):
    """An undisturbed run: the metrics every disturbed run must reproduce."""
    submission_id = cluster.submit(upload("undisturbed"), "undisturbed")
    state = cluster.finished(submission_id)
    assert state["status"] == "finished", state
    return submission_id, state


def comparable(metrics: dict) -> dict:
    """Metrics minus wall-clock fields (there are none today; kept should one be added)."""
    return {k: v for k, v in metrics.items() if not re.search(r"seconds|time|_at$", k)}


def assert_whole(cluster, submission_id: int, final: dict, reference_state: dict):
    """Finished, metrics as undisturbed, every unit done and recorded exactly once."""
    assert final["status"] == "finished", f"{final}\n{cluster.portal.read_logs()}"
    total = len(demo_generations.FAST) * SAMPLES
    assert final["progress"] == {"done": total, "total": total, "verdicts": {"pass": total}}
    assert comparable(final["metrics"]) == comparable(reference_state["metrics"])
    units = cluster.units(submission_id)
    assert all(status == "done" and has_result for _, _, status, has_result in units), units
    recorded = cluster.recorded(submission_id)
    assert recorded == Counter({g: 1 for g, *_ in units}), f"units recorded other than once: {recorded}"


def midway(cluster, tag: str) -> int:
    """Submit, and return once units are done and others leased: the moment to strike."""
    submission_id = cluster.submit(upload(tag), tag)
    cluster.wait(submission_id, lambda s: s["status"] == "running" and s["progress"]["done"] >= 2)
    deadline = time.monotonic() + 30
    while not cluster.leased_hosts(submission_id):
        assert time.monotonic() < deadline, "no unit leased mid-submission"
        time.sleep(0.05)
    return submission_id


def test_both_hosts_take_units_of_one_submission(cluster, reference):
    submission_id, state = reference
    assert_whole(cluster, submission_id, state, state)
    holders = [holder for _, holder, _, _ in cluster.units(submission_id)]
    by_host = Counter(holder.split(":")[0] for holder in holders)
    # The lease holder names the host (its hostname), not just a pid: both hosts show.
    assert set(by_host) == {h.name for h in cluster.net.hosts}, by_host
    print(f"units per host: {dict(by_host)}; metrics: {state['metrics']}")


@pytest.mark.parametrize("fault", ["link-down", "sigkill"])
def test_host_lost_midway_loses_nothing(cluster, reference, fault):
    submission_id = midway(cluster, fault)
    leased = cluster.leased_hosts(submission_id)
    victim = cluster.host(leased.most_common(1)[0][0])
    taken = {g for g, holder, status, _ in cluster.units(submission_id)
             if holder.startswith(victim.name + ":") and status == "pending"}
    if fault == "link-down":
        cluster.net.cut(victim)
    else:
        cluster.portal.kill(cluster.workers[victim.name])
    try:
        assert cluster.state(submission_id)["progress"]["done"] < len(demo_generations.FAST) * SAMPLES
        final = cluster.finished(submission_id)
        assert_whole(cluster, submission_id, final, reference[1])
        # The lost host's leased units came back and were done by a host still there.
        again = {g: holder for g, holder, _, _ in cluster.units(submission_id) if g in taken}
        assert taken and all(not h.startswith(victim.name + ":") for h in again.values()), again
    finally:
        if fault == "link-down":
            cluster.portal.kill(cluster.workers[victim.name])  # the host reboots before rejoining
            cluster.net.restore(victim)
        cluster.start_worker(victim)


@pytest.mark.parametrize("server", ["redis", "postgres"])
def test_server_restart_midway_loses_nothing(cluster, reference, server):
    submission_id = midway(cluster, f"{server}-restart")
    (cluster.redis if server == "redis" else cluster.pg).restart()
    final = cluster.finished(submission_id)
    assert_whole(cluster, submission_id, final, reference[1])
    # Nobody restarted anything else: every worker still runs, and the web takes and
    # completes a new submission through the restarted server.
    assert all(proc.poll() is None for proc in cluster.workers.values())
    after = cluster.submit(upload(f"after-{server}"), f"after-{server}")
    assert_whole(cluster, after, cluster.finished(after), reference[1])
