import pytest

from sim_runner.sandbox import SandboxUnavailable, choose


@pytest.fixture(params=["docker", "bwrap"])
def sandbox(request):
    """Each test runs in both real sandboxes; one that this machine lacks is skipped, named."""
    try:
        return choose(request.param)
    except SandboxUnavailable as exc:
        pytest.skip(f"{request.param} sandbox unavailable: {exc}")
