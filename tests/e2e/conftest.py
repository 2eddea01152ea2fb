import pytest

from tests.e2e.harness import Portal

PASSWORD = "correct-horse-battery-staple"


@pytest.fixture(scope="session")
def deployed_portal(require_docker):
    """PostgreSQL + Redis + daphne + a separate Dramatiq worker process, sandbox: Docker."""
    portal = Portal(mode="deployed", sandbox="docker").start()
    portal.token = portal.create_user("alice", PASSWORD)
    yield portal
    portal.stop()


@pytest.fixture(scope="session")
def embedded_portal(require_bwrap):
    """The `make run` mode: SQLite + in-process worker, sandbox: bubblewrap."""
    portal = Portal(mode="embedded", sandbox="bwrap").start()
    portal.token = portal.create_user("bob", PASSWORD)
    yield portal
    portal.stop()
