"""The API's rate limits counted in Redis (portal.api.throttling), in this process: the limit and
the wait it tells, a scoped limit (submissions) through the same count, and Redis out of reach
(requests pass, a warning is logged: quotas, in the database, still hold)."""

import os

import pytest
import redis
from rest_framework.test import APIClient
from rest_framework.throttling import ScopedRateThrottle, UserRateThrottle

pytestmark = pytest.mark.django_db


@pytest.fixture
def redis_counted(shared_redis, settings):
    url, prefix = shared_redis
    settings.REDIS_URL = url
    return prefix


@pytest.fixture
def api(django_user_model):
    client = APIClient()
    client.force_authenticate(django_user_model.objects.create_user("counted"))
    return client


def test_the_limit_holds_and_says_how_long_to_wait(redis_counted, api, monkeypatch, django_user_model):
    monkeypatch.setattr(UserRateThrottle, "THROTTLE_RATES", {**UserRateThrottle.THROTTLE_RATES, "user": "3/minute"})
    codes = [api.get("/api/v1/benchmarks/").status_code for _ in range(5)]
    assert codes == [200, 200, 200, 429, 429]
    refused = api.get("/api/v1/benchmarks/")
    assert "available in" in refused.json()["error"]["message"]
    assert 55 <= int(refused.headers["Retry-After"]) <= 60  # the first request leaves the minute then
    kept = [k for k in redis.Redis.from_url(os.environ["TEST_REDIS_URL"]).scan_iter(match=f"{redis_counted}:throttle:*")]
    assert len(kept) == 1 and kept[0].decode().endswith(f"throttle_user_{django_user_model.objects.get(username='counted').pk}")


def test_a_scoped_limit_is_counted_the_same_way(redis_counted, api, monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {**ScopedRateThrottle.THROTTLE_RATES, "submissions": "1/hour"})
    first = api.post("/api/v1/submissions/", {}, format="json")
    assert first.status_code == 400  # counted, then refused for its content
    second = api.post("/api/v1/submissions/", {}, format="json")
    assert second.status_code == 429 and 3590 <= int(second.headers["Retry-After"]) <= 3600


def test_redis_out_of_reach_lets_requests_through_with_a_warning(redis_counted, api, settings, monkeypatch, caplog):
    monkeypatch.setattr(UserRateThrottle, "THROTTLE_RATES", {**UserRateThrottle.THROTTLE_RATES, "user": "1/minute"})
    settings.REDIS_URL = "redis://127.0.0.1:9/0"  # nothing listens on the discard port
    codes = [api.get("/api/v1/benchmarks/").status_code for _ in range(3)]
    assert codes == [200, 200, 200]
    assert "rate limit not counted: Redis out of reach" in caplog.text
