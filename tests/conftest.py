import shutil

import pytest

from sim_runner.sandbox import SandboxUnavailable, choose


@pytest.fixture(scope="session")
def require_docker():
    try:
        choose("docker")
    except SandboxUnavailable as exc:
        pytest.skip(f"Docker sandbox unavailable: {exc}")


@pytest.fixture(scope="session")
def require_bwrap():
    if not shutil.which("bwrap"):
        pytest.skip("bubblewrap (bwrap) is not installed")


@pytest.fixture
def stub_broker():
    """The embedded mode's in-process stub broker, emptied (skips where a real broker is set)."""
    from evaluator import actors

    broker = actors.broker
    if not hasattr(broker, "join"):
        pytest.skip("needs the in-process stub broker of the embedded mode; EFFBENCH_MODE=deployed is set")
    broker.flush_all()
    return broker
