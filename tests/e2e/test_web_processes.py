"""The deployed web server as compose.yaml runs it: nginx in front of gunicorn (HTTP) and uvicorn
(websockets), several processes each, each keeping a pool of PostgreSQL connections. What one
process knows must hold for all: a client's API rate limit counts its requests to every process
(kept in Redis, not in a process's memory), and the database connections are kept between
requests instead of opened for each. Through the proxy: a client is known by the address the
proxy saw, whatever X-Forwarded-For it writes; an upload over the portal's limit gets the
portal's own error."""

from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
import redis
import requests

from tests.e2e.harness import Portal, manage

LIMIT = 12  # requests per minute for one user
MAX_BYTES = 3 * 2**20  # the portal's upload limit in this test


@pytest.fixture
def two_process_portal():
    portal = Portal(mode="deployed", extra_env={"THROTTLE_USER": f"{LIMIT}/minute", "THROTTLE_ANON": f"{LIMIT}/minute", "SUBMISSION_MAX_BYTES": str(MAX_BYTES)})
    try:
        manage(portal.env, "migrate", "--noinput", "-v0")
        portal.spawn_web(processes=2)
        portal._wait_ready()
        yield portal
    finally:
        portal.stop()


def backends(portal) -> set[int]:
    """PostgreSQL backends connected to this portal's database (each a connection)."""
    with psycopg.connect(portal.admin_url, autocommit=True) as conn:
        return {pid for (pid,) in conn.execute("SELECT pid FROM pg_stat_activity WHERE datname = %s", (portal.db_name,))}


def test_rate_limit_and_connections_hold_across_web_processes(two_process_portal):
    portal = two_process_portal
    token = portal.create_user("counted", "correct-horse-battery-staple")
    headers = {"Authorization": f"Token {token}"}

    def ask(_) -> int:  # a connection per request: either process may answer it
        return requests.get(f"{portal.url}/api/v1/benchmarks/", headers=headers, timeout=30).status_code

    with ThreadPoolExecutor(4) as pool:  # at once, so one process is busy while the other accepts
        statuses = list(pool.map(ask, range(3 * LIMIT)))
    assert statuses.count(200) == LIMIT, statuses
    assert statuses.count(429) == 2 * LIMIT, statuses

    refused = requests.get(f"{portal.url}/api/v1/benchmarks/", headers=headers, timeout=30)
    assert refused.status_code == 429 and "available in" in refused.json()["error"]["message"]
    assert 0 < int(refused.headers["Retry-After"]) <= 60  # when the oldest counted request leaves the minute

    # The count lives in Redis, under this installation's prefix, where every process reads it.
    client = redis.Redis.from_url(portal.env["REDIS_URL"])
    prefix = f"{portal.env['CHANNELS_PREFIX']}:throttle:throttle_user_"
    kept = [key for key in client.scan_iter(match=prefix + "*") if key.decode().removeprefix(prefix).isdigit()]
    assert len(kept) == 1 and client.zcard(kept[0]) == LIMIT, kept  # the allowed requests, refused ones not

    # Connections are kept between requests (without the pool, each request closed its own: none
    # would be left once answered), the same ones for later requests, at most the pool's size
    # (DATABASE_POOL_SIZE=8) for each process.
    before = backends(portal)
    assert 0 < len(before) <= 2 * 8, before
    with ThreadPoolExecutor(4) as pool:
        assert set(pool.map(lambda _: requests.get(f"{portal.url}/", timeout=30).status_code, range(40))) == {200}
    after = backends(portal)
    assert len(after) <= 2 * 8, after
    assert before & after, f"no connection was kept for later requests: {before} then {after}"


def test_behind_the_proxy_clients_are_known_by_their_address(two_process_portal):
    portal = two_process_portal
    client = redis.Redis.from_url(portal.env["REDIS_URL"])
    counts = f"{portal.env['CHANNELS_PREFIX']}:throttle:*"
    for key in client.scan_iter(match=counts):  # the harness's readiness checks
        client.delete(key)
    # Each request claims another address; the proxy appends the one it saw, and only that counts.
    statuses = [
        requests.get(f"{portal.url}/api/v1/benchmarks/", headers={"X-Forwarded-For": f"198.51.100.{n}"}, timeout=30).status_code for n in range(2 * LIMIT)
    ]
    assert statuses.count(200) == LIMIT and statuses.count(429) == LIMIT, statuses
    kept = sorted(key.decode().rsplit(":", 1)[1] for key in client.scan_iter(match=counts))
    assert kept == ["throttle_anon_127.0.0.1", "throttle_user_127.0.0.1"], kept  # DRF's per-user limit keys anonymous clients by address too


def test_an_upload_over_the_limit_gets_the_portals_error_through_the_proxy(two_process_portal):
    portal = two_process_portal
    manage(portal.env, "load_demo")
    token = portal.create_user("uploader", "correct-horse-battery-staple")
    oversized = b'{"problem_id": "p", "code": "' + b"x" * MAX_BYTES + b'"}\n'
    response = requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {token}"},
        data={"benchmark": "demo", "model_name": "too-big"},
        files={"file": ("gen.jsonl", oversized)},
        timeout=60,
    )
    assert response.status_code == 400, response.text[:500]
    assert f"the limit is {MAX_BYTES} bytes" in response.json()["error"]["fields"]["file"][0]
