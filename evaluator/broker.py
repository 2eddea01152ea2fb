"""The Dramatiq broker: RabbitMQ when DRAMATIQ_BROKER_URL is an amqp:// URL, Redis when
REDIS_URL is set, else an in-process stub broker.

Imported before any actor is declared (``evaluator.actors`` does it), so actors bind to it.
"""
import os

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker
from dramatiq.middleware import Middleware


class CloseDjangoConnections(Middleware):
    """Worker threads outlive requests: drop stale or broken DB connections around each message."""

    def _close(self):
        from django.db import close_old_connections

        close_old_connections()

    def before_process_message(self, broker, message):
        self._close()

    def after_process_message(self, broker, message, *, result=None, exception=None):
        self._close()


def build_broker() -> dramatiq.Broker:
    redis_url = os.environ.get("REDIS_URL")
    broker_url = os.environ.get("DRAMATIQ_BROKER_URL", "")
    if broker_url.startswith(("amqp://", "amqps://")):
        from dramatiq.brokers.rabbitmq import RabbitmqBroker

        # Unacknowledged messages of a dead consumer go back to the queue when its connection drops.
        broker = RabbitmqBroker(url=broker_url)
    elif redis_url:
        # Messages a dead worker had taken are put back by the other workers' maintenance once
        # its heartbeat is older than the timeout (Dramatiq's defaults: 60 s, 1000 per million).
        broker = RedisBroker(
            url=redis_url,
            namespace=os.environ.get("DRAMATIQ_NAMESPACE", "effbench"),
            heartbeat_timeout=int(os.environ.get("DRAMATIQ_HEARTBEAT_TIMEOUT_MS", "60000")),
            maintenance_chance=int(os.environ.get("DRAMATIQ_MAINTENANCE_CHANCE", "1000")),
        )
    else:
        broker = StubBroker()
    broker.add_middleware(CloseDjangoConnections())
    return broker


def build_rate_limit_backend():
    """Where concurrency limits (requests in flight per model endpoint) are counted: Redis when
    deployed, so the limit holds across worker processes and hosts; in memory when embedded."""
    from dramatiq.rate_limits.backends import RedisBackend, StubBackend

    redis_url = os.environ.get("REDIS_URL")
    return RedisBackend(url=redis_url) if redis_url else StubBackend()


broker = build_broker()
dramatiq.set_broker(broker)
rate_limit_backend = build_rate_limit_backend()
