import shutil

import pytest


def docker_ready() -> str | None:
    """None when the Docker engine answers and the runner image exists, else why not."""
    try:
        import docker

        from sim_runner.sandbox import docker_box

        client = docker.from_env(timeout=5)
        client.ping()
        client.images.get(docker_box.IMAGE)
        return None
    except Exception as exc:  # any failure means: not usable here
        return f"Docker engine or runner image unavailable: {exc}"


@pytest.fixture(scope="session")
def require_docker():
    reason = docker_ready()
    if reason:
        pytest.skip(reason)


@pytest.fixture(scope="session")
def require_bwrap():
    if not shutil.which("bwrap"):
        pytest.skip("bubblewrap (bwrap) is not installed")
