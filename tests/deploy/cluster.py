"""A multi-host cluster on one machine, shared by tests/deploy/test_multihost.py and
bench/multihost_bench.py: a private PostgreSQL and Redis on a bridge, the web server on the
machine, and worker hosts in their own network namespaces (tests/deploy/hosts.py)."""

import re
import time
from collections import Counter

import psycopg
import requests

from tests import demo_generations
from tests.deploy import hosts
from tests.e2e.harness import Portal, free_port

PASSWORD = "cluster-password-123"
SAMPLES = 3  # per demo problem: 9 units of ~1.5 s each
# Short leases and sweeps, and Dramatiq's requeue of a silent worker's messages after 5 s, so
# that a lost host's units come back within seconds rather than the production minute; a unit
# whose message went down with a cut link (sent, never leased) is sent again after 20 s, not
# after the production 5 minutes, which outlast the tests' wait for a submission to finish; and
# a host cut off inside a transaction has its session ended, and its locks freed, after 5 s.
SETTINGS = {
    "EVALUATOR_LEASE_SECONDS": "6",
    "DATABASE_IDLE_IN_TRANSACTION_SECONDS": "5",
    "EVALUATOR_SWEEP_SECONDS": "1",
    "EVALUATOR_REDISPATCH_SECONDS": "20",
    "DRAMATIQ_HEARTBEAT_TIMEOUT_MS": "5000",
    "DRAMATIQ_MAINTENANCE_CHANCE": "1000000",
    "SUBMISSION_QUOTA_PER_DAY": "1000",
    "THROTTLE_SUBMISSIONS": "1000/hour",
}


def upload(tag: str, sleep_us: int = 200_000, samples: int = SAMPLES) -> bytes:
    """The demo's correct programs, `samples` each, sleeping per test so a unit takes a while
    (sleep_us=0: no sleep, the unit is pure CPU); `tag` makes every program new to the
    simulation cache (a comment changes no cost)."""
    rows = []
    for pid, code in demo_generations.FAST.items():
        if sleep_us:
            code = code.replace("int main() {", f"#include <unistd.h>\nint main() {{ usleep({sleep_us});", 1)
        rows += [{"problem_id": pid, "sample": k, "code": f"// {tag} {k}\n{code}"} for k in range(samples)]
    return demo_generations.jsonl(rows)


class Cluster:
    """A private PostgreSQL and Redis on a bridge, the web server on the machine, and worker
    hosts in their own namespaces, each with its own simulation cache as a real host would."""

    def __init__(self, n_hosts: int = 2, settings: dict | None = None, threads: int = 2):
        self.threads = threads
        self.net = hosts.Network()
        self.pg = self.redis = self.portal = None
        self.workers = {}
        try:
            self.pg = hosts.PrivatePostgres(self.net.gateway, free_port(), f"{self.net.prefix}.0/24").start()
            self.redis = hosts.PrivateRedis(self.net.gateway, free_port()).start()
            self.portal = Portal(
                mode="deployed", sandbox="docker", db_server=self.pg.server_url, redis_url=self.redis.url, extra_env={**SETTINGS, **(settings or {})}
            )
            self.portal.start(worker=False)
            self.token = self.portal.create_user("hostess", PASSWORD)
            for _ in range(n_hosts):
                self.add_host()
        except BaseException:
            self.close()
            raise

    def add_host(self) -> hosts.Host:
        """One more host on the bridge, running one worker."""
        host = self.net.add_host()
        self.start_worker(host)
        return host

    def start_worker(self, host: hosts.Host):
        self.workers[host.name] = self.portal.start_worker(
            processes=1, threads=self.threads, prefix=host.prefix(), env={"SIM_RUNNER_CACHE": str(self.portal.var_dir / host.name / "sim-cache")}
        )
        return self.workers[host.name]

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
        response = requests.post(
            f"{self.portal.url}/api/v1/submissions/",
            headers={"Authorization": f"Token {self.token}"},
            data={"benchmark": "demo", "model_name": name},
            files={"file": ("g.jsonl", data)},
            timeout=60,
        )
        assert response.status_code == 201, f"{response.text[:2000]}\n{self.portal.read_logs()}"
        return response.json()["id"]

    def state(self, submission_id: int) -> dict | None:
        """The owner's view, or None while the web server cannot answer (a server restarting)."""
        try:
            response = requests.get(f"{self.portal.url}/api/v1/submissions/{submission_id}/", headers={"Authorization": f"Token {self.token}"}, timeout=10)
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
        raise AssertionError(f"submission {submission_id}: condition not met in {timeout}s: {self.state(submission_id)}\n{self.portal.read_logs()}")

    def finished(self, submission_id: int, timeout: float = 150) -> dict:
        return self.wait(submission_id, lambda s: s["status"] in {"finished", "failed", "cancelled"}, timeout)

    def query(self, sql: str, params) -> list[tuple]:
        with psycopg.connect(self.portal.env["DATABASE_URL"]) as conn:
            return conn.execute(sql, params).fetchall()

    def units(self, submission_id: int) -> list[tuple]:
        """(generation id, lease holder, status, has a result) of each unit."""
        return self.query(
            "SELECT g.id, g.lease_holder, g.status, r.id IS NOT NULL FROM submissions_generation g "
            "LEFT JOIN submissions_generationresult r ON r.generation_id = g.id "
            "WHERE g.submission_id = %s ORDER BY g.id",
            [submission_id],
        )

    def completions(self, submission_id: int) -> list[tuple]:
        """(generation id, lease holder, when its result was first written) of each done unit,
        in the order they completed."""
        return self.query(
            "SELECT g.id, g.lease_holder, r.created_at FROM submissions_generation g "
            "JOIN submissions_generationresult r ON r.generation_id = g.id "
            "WHERE g.submission_id = %s ORDER BY r.created_at",
            [submission_id],
        )

    def recorded(self, submission_id: int) -> Counter:
        """How many times each unit's result was recorded, from every worker's log."""
        pattern = re.compile(rf"submission {submission_id} generation (\d+): \w+ \(")
        return Counter(int(m) for log in self.portal.logs.glob("worker-*.log") for m in pattern.findall(log.read_text(errors="replace")))

    def leased_hosts(self, submission_id: int) -> Counter:
        return Counter(holder.split(":")[0] for _, holder, status, _ in self.units(submission_id) if holder and status == "pending")


def comparable(metrics: dict) -> dict:
    """Metrics minus wall-clock fields (there are none today; kept should one be added)."""
    return {k: v for k, v in metrics.items() if not re.search(r"seconds|time|_at$", k)}


def whole_problems(cluster: Cluster, submission_id: int, final: dict, reference_state: dict, total: int) -> list[str]:
    """What keeps a run from being whole: finished, metrics as undisturbed, every unit done and
    recorded exactly once. Empty when it is whole."""
    if final["status"] != "finished":
        return [f"status {final['status']}: {final}\n{cluster.portal.read_logs()}"]
    problems = []
    if final["progress"] != {"done": total, "total": total, "verdicts": {"pass": total}}:
        problems.append(f"progress {final['progress']}, expected {total} units all passing")
    if comparable(final["metrics"]) != comparable(reference_state["metrics"]):
        problems.append(f"metrics {final['metrics']} differ from undisturbed {reference_state['metrics']}")
    units = cluster.units(submission_id)
    if not all(status == "done" and has_result for _, _, status, has_result in units):
        problems.append(f"units not all done with a result: {units}")
    recorded = cluster.recorded(submission_id)
    if recorded != Counter({g: 1 for g, *_ in units}):
        problems.append(f"units recorded other than once: {recorded}")
    return problems


def midway(cluster: Cluster, data: bytes, tag: str, done: int = 2) -> int:
    """Submit, and return once `done` units are done and others leased: the moment to strike."""
    submission_id = cluster.submit(data, tag)
    cluster.wait(submission_id, lambda s: s["status"] == "running" and s["progress"]["done"] >= done)
    deadline = time.monotonic() + 30
    while not cluster.leased_hosts(submission_id):
        assert time.monotonic() < deadline, "no unit leased mid-submission"
        time.sleep(0.05)
    return submission_id
