"""The health endpoint checks each part for real and names what is down."""

import pytest

pytestmark = pytest.mark.django_db


def test_health_reports_every_part(client, require_docker, settings):
    settings.SIM_RUNNER_SANDBOX = "docker"
    response = client.get("/health/")
    body = response.json()
    assert response.status_code == 200, body
    assert set(body["parts"]) == {"database", "broker", "channel_layer", "sandbox"}
    assert body["parts"]["sandbox"]["detail"].startswith("docker: effbench-runner:")
    assert all(part["ok"] and part["ms"] >= 0 for part in body["parts"].values())


def test_health_names_the_part_that_is_down(client, settings):
    settings.SIM_RUNNER_SANDBOX = "no-such-sandbox"
    response = client.get("/health/")
    assert response.status_code == 503
    parts = response.json()["parts"]
    assert parts["sandbox"]["ok"] is False and "unknown sandbox" in parts["sandbox"]["detail"]
    assert parts["database"]["ok"] is True
