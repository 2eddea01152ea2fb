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
