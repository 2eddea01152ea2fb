"""The Dramatiq broker: in the deployed mode (evaluator.mode) RabbitMQ when DRAMATIQ_BROKER_URL
is an amqp:// URL, else Redis (REDIS_URL); in the embedded mode an in-process stub broker.

Imported before any actor is declared (``evaluator.actors`` does it), so actors bind to it.
"""

import os
from typing import Any

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker
from dramatiq.middleware import Middleware
from dramatiq.rate_limits import RateLimiterBackend

from evaluator.mode import running_mode


class CloseDjangoConnections(Middleware):
    """Worker threads outlive requests: drop stale or broken DB connections around each message."""

    def _close(self) -> None:
        from django.db import close_old_connections

        close_old_connections()

    def before_process_message(self, broker: dramatiq.Broker, message: dramatiq.Message[Any]) -> None:
        self._close()

    def after_process_message(
        self, broker: dramatiq.Broker, message: dramatiq.Message[Any], *, result: Any = None, exception: BaseException | None = None
    ) -> None:
        self._close()


def namespace() -> str:
    """The Redis keys' prefix of this deployment's broker (and of its workers' heartbeats)."""
    return os.environ.get("DRAMATIQ_NAMESPACE", "effbench")


def default_middleware() -> list[Middleware]:
    """Dramatiq's default middleware less its Prometheus exporter, which serves each worker
    process's metrics on one fixed port (a second process on a host cannot bind it) and fails on
    every message of an in-process worker (never booted there). The portal's /metrics/ covers
    every worker instead (portal.ops.metrics)."""
    from dramatiq.middleware import default_middleware as defaults

    return [middleware() for middleware in defaults if middleware.__name__ != "Prometheus"]


def build_broker() -> dramatiq.Broker:
    broker_url = os.environ.get("DRAMATIQ_BROKER_URL", "")
    if running_mode() == "embedded":
        broker: dramatiq.Broker = StubBroker(middleware=default_middleware())
    elif broker_url.startswith(("amqp://", "amqps://")):
        from dramatiq.brokers.rabbitmq import RabbitmqBroker

        # Unacknowledged messages of a dead consumer go back to the queue when its connection drops.
        broker = RabbitmqBroker(url=broker_url, middleware=default_middleware())
    else:
        # Messages a dead worker had taken are put back by the other workers' maintenance once
        # its heartbeat is older than the timeout (Dramatiq's defaults: 60 s, 1000 per million).
        broker = RedisBroker(
            url=os.environ["REDIS_URL"],
            namespace=namespace(),
            heartbeat_timeout=int(os.environ.get("DRAMATIQ_HEARTBEAT_TIMEOUT_MS", "60000")),
            maintenance_chance=int(os.environ.get("DRAMATIQ_MAINTENANCE_CHANCE", "1000")),
            middleware=default_middleware(),
        )
    broker.add_middleware(CloseDjangoConnections())
    return broker


def build_rate_limit_backend() -> RateLimiterBackend:
    """Where concurrency limits (requests in flight per model endpoint) are counted: Redis when
    deployed, so the limit holds across worker processes and hosts; in memory when embedded."""
    from dramatiq.rate_limits.backends import RedisBackend, StubBackend

    return StubBackend() if running_mode() == "embedded" else RedisBackend(url=os.environ["REDIS_URL"])


broker = build_broker()
dramatiq.set_broker(broker)
rate_limit_backend = build_rate_limit_backend()
