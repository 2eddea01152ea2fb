import pytest

from tests.e2e.harness import Portal

PASSWORD = "correct-horse-battery-staple"
METRICS_TOKEN = "metrics-scrape-token-e2e"


def started(mode: str, sandbox: str, username: str):
    portal = Portal(mode=mode, sandbox=sandbox, extra_env={"METRICS_TOKEN": METRICS_TOKEN}).start()
    portal.token = portal.create_user(username, PASSWORD)
    return portal


@pytest.fixture(scope="session")
def deployed_portal(require_docker):
    """PostgreSQL + Redis + the web server (uvicorn) + a separate Dramatiq worker process, sandbox: Docker."""
    portal = started("deployed", "docker", "alice")
    yield portal
    portal.stop()


@pytest.fixture(scope="session")
def embedded_portal(require_bwrap):
    """The `make run` mode: SQLite + in-process worker, sandbox: bubblewrap."""
    portal = started("embedded", "bwrap", "bob")
    yield portal
    portal.stop()
