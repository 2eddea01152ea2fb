"""The API's rate limits (DRF's anonymous, per-user and scoped throttles), counted in Redis when
deployed, in one atomic step per request.

DRF's own throttles read a client's recent requests from the cache, decide, and write them back:
requests arriving together at different web processes all read the same history and all pass
(measured with 2 processes and 4 requests at a time: 15 of 36 passed a limit of 12). Here a
script in Redis drops what fell out of the window, counts, and records the request only when it
is allowed, all at once. Without Redis (embedded: one process) DRF's way, in the process's cache.
The rates, scopes and client identification stay DRF's."""

import logging
import uuid

import redis
from django.conf import settings
from rest_framework import throttling

from portal.redis_pool import SharedConnectionPool

# KEYS[1]: the client's key; ARGV: window (s), limit, a unique member. Time is Redis's own (one
# clock for every web host). Returns "" when the request is allowed (and recorded), else the
# seconds until the oldest request in the window leaves it.
_SLIDING_WINDOW = """
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
local key, window, limit = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) < limit then
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('EXPIRE', key, math.ceil(window) + 1)
  return ''
end
local oldest = tonumber(redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2])
return tostring(window - (now - oldest))
"""
_scripts: dict = {}  # per Redis URL (settings may change it in tests)
log = logging.getLogger(__name__)


def _sliding_window():
    url = settings.REDIS_URL
    if url not in _scripts:
        _scripts[url] = redis.Redis(connection_pool=SharedConnectionPool.from_url(url)).register_script(_SLIDING_WINDOW)
    return _scripts[url]


class CountedInRedis(throttling.SimpleRateThrottle):
    def allow_request(self, request, view):
        if not settings.REDIS_URL or self.rate is None:
            return super().allow_request(request, view)
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        key = f"{settings.CACHES['shared']['KEY_PREFIX']}:throttle:{self.key}"
        try:
            refused = _sliding_window()(keys=[key], args=[self.duration, self.num_requests, uuid.uuid4().hex])
        except redis.RedisError:  # a rate limit is not worth failing the API for (quotas are in the database)
            log.warning("rate limit not counted: Redis out of reach", exc_info=True)
            refused = None
        self.wait_seconds = max(0.0, float(refused)) if refused else None
        return self.wait_seconds is None

    def wait(self):
        return self.wait_seconds if settings.REDIS_URL else super().wait()


# DRF's classes first: their allow_request (the scope's rate, for ScopedRateThrottle) runs before
# the counting.
class AnonRateThrottle(throttling.AnonRateThrottle, CountedInRedis):
    pass


class UserRateThrottle(throttling.UserRateThrottle, CountedInRedis):
    pass


class ScopedRateThrottle(throttling.ScopedRateThrottle, CountedInRedis):
    pass
