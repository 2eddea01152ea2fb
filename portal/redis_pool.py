"""One Redis connection pool per process and server for Django's Redis caches.

Django makes a cache backend per async context, and under ASGI every request is a context of its
own: each request got a backend with a pool of its own and opened (and dropped) a TCP connection
to Redis; measured under load that was a fifth of an API answer's CPU time. The backends still
come and go per request; their pools are this one, shared (redis-py's pools are thread-safe and
start afresh in a forked child)."""

import threading

import redis


class SharedConnectionPool(redis.ConnectionPool):
    _pools: dict = {}
    _lock = threading.Lock()

    @classmethod
    def from_url(cls, url, **kwargs):
        key = (url, tuple(sorted(kwargs.items())))
        with cls._lock:
            pool = cls._pools.get(key)
            if pool is None:
                pool = cls._pools[key] = super().from_url(url, **kwargs)
        return pool
