"""Worker hosts with their own addresses (network namespaces, tests/deploy/hosts.py) against one
private PostgreSQL and one private Redis: both hosts take units of one submission; a host cut
off or SIGKILLed mid-submission loses nothing; a Redis or PostgreSQL restart mid-submission is
recovered from without anyone's help. Every disturbed run must end with the metrics of an
undisturbed run of the same upload, and with each unit recorded exactly once."""

from collections import Counter

import pytest

from tests import demo_generations
from tests.deploy import hosts
from tests.deploy.cluster import SAMPLES, Cluster, upload, whole_problems
from tests.deploy.cluster import midway as submit_midway

pytestmark = [pytest.mark.e2e, pytest.mark.docker]


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


def assert_whole(cluster, submission_id: int, final: dict, reference_state: dict):
    """Finished, metrics as undisturbed, every unit done and recorded exactly once."""
    problems = whole_problems(cluster, submission_id, final, reference_state, len(demo_generations.FAST) * SAMPLES)
    assert not problems, "\n".join(problems)


def midway(cluster, tag: str) -> int:
    """Submit, and return once units are done and others leased: the moment to strike."""
    return submit_midway(cluster, upload(tag), tag)


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
    taken = {g for g, holder, status, _ in cluster.units(submission_id) if holder.startswith(victim.name + ":") and status == "pending"}
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
