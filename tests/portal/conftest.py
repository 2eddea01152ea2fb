import os
import uuid

import pytest
import redis


@pytest.fixture
def shared_redis(settings):
    """The "shared" cache in Redis as when deployed, under a prefix of this test's own; yields
    (url, prefix) and deletes only this test's keys afterwards (the database is shared)."""
    url = os.environ.get("TEST_REDIS_URL")
    if not url:
        pytest.skip("TEST_REDIS_URL is not set (make test sets it)")
    prefix = f"effbench-test-{uuid.uuid4().hex[:8]}"
    settings.CACHES = {**settings.CACHES, "shared": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url, "KEY_PREFIX": prefix}}
    yield url, prefix
    client = redis.Redis.from_url(url)
    for key in client.scan_iter(match=f"{prefix}*"):
        client.delete(key)


@pytest.fixture(autouse=True)
def empty_process_cache():
    """Each test starts with an empty process cache, where DRF keeps a client's recent requests for
    the rate limits: on SQLite a rolled-back test's user ids are given out again, and the next test
    would inherit that user's requests (and its 429s)."""
    from django.core.cache import caches

    caches["default"].clear()
