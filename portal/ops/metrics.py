"""Operations metrics in Prometheus' text format at /metrics/, for operators to scrape.

Read at scrape time from what every host already shares, so one endpoint covers all workers on
all hosts: the broker's queues (messages waiting, per queue and its priority), the database
(units pending, leased or with an expired lease; units finished per verdict; their latency and
their program's evaluation latency as histograms; sim_runner's cache hits) and the workers'
heartbeats in Redis. Off unless METRICS_TOKEN is set; the scraper sends it as a bearer token.
"""

import hmac
import json
import time
from collections.abc import Iterator

import redis
from django.conf import settings
from django.db.models import Count, Q, Sum
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone
from django.views.decorators.http import require_GET
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_PLAIN_0_0_4
from prometheus_client.registry import CollectorRegistry
from prometheus_client import generate_latest

from evaluator.broker import namespace as broker_namespace

# Seconds: a cached unit answers in well under one; a simulated one takes seconds to minutes.
BUCKETS = (0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600)
HEARTBEATS_KEY = "worker-heartbeats"  # a Redis hash under the broker's namespace: "host:pid" -> state
FORGET_HEARTBEAT_SECONDS = 24 * 3600  # a worker silent this long (killed, its host gone) is dropped


def heartbeats_key() -> str:
    return f"{broker_namespace()}:{HEARTBEATS_KEY}"


def redis_client() -> redis.Redis | None:
    return redis.Redis.from_url(settings.REDIS_URL) if settings.REDIS_URL else None


def _kinds() -> dict:
    from portal.rewards.models import RewardItem
    from portal.submissions.models import Generation, GenerationResult, Submission

    return {
        # kind: (finished units, their verdict's field, units not finished)
        "submission": (
            GenerationResult.objects.all(),
            "verdict",
            Generation.objects.filter(status=Generation.Status.PENDING, submission__status=Submission.Status.RUNNING),
        ),
        "reward": (RewardItem.objects.filter(status=RewardItem.Status.DONE), "verdict", RewardItem.objects.filter(status=RewardItem.Status.PENDING)),
    }


def _histogram(name: str, documentation: str, field: str) -> Metric:
    family = HistogramMetricFamily(name, documentation, labels=["kind"])
    for kind, (finished, _, _) in _kinds().items():
        counts = finished.aggregate(
            total=Count("id", filter=Q(**{f"{field}__isnull": False})),
            sum=Sum(field),
            **{f"le{i}": Count("id", filter=Q(**{f"{field}__lte": bound})) for i, bound in enumerate(BUCKETS)},
        )
        buckets = [(str(float(bound)), counts[f"le{i}"]) for i, bound in enumerate(BUCKETS)]
        family.add_metric([kind], buckets + [("+Inf", counts["total"])], counts["sum"] or 0.0)
    return family


def _queues() -> Iterator[tuple[str, int, str, int]]:
    """(queue, priority, state, messages) for every actor's queue: waiting, and delayed (retries)."""
    from dramatiq.brokers.redis import RedisBroker
    from dramatiq.brokers.stub import StubBroker

    from evaluator.actors import broker

    seen = set()
    for actor in broker.actors.values():
        queue, priority = actor.queue_name, actor.priority
        if queue in seen:
            continue
        seen.add(queue)
        for state, name in (("waiting", queue), ("delayed", f"{queue}.DQ")):
            if isinstance(broker, RedisBroker):
                depth = broker.client.llen(f"{broker.namespace}:{name}")
            elif isinstance(broker, StubBroker):
                depth = broker.queues[name].qsize() if name in broker.queues else 0
            else:  # RabbitMQ: (ready, delayed, dead) counts of the queue
                depth = broker.get_queue_message_counts(queue)[0 if state == "waiting" else 1]
            yield queue, priority, state, depth


class PortalCollector:
    def collect(self) -> Iterator[Metric]:
        queued = GaugeMetricFamily(
            "effbench_queue_messages",
            "Broker messages per queue (its priority: lower runs first) waiting to be taken, or delayed for a retry",
            labels=["queue", "priority", "state"],
        )
        for queue, priority, state, depth in _queues():
            queued.add_metric([queue, str(priority), state], depth)
        yield queued

        now = timezone.now()
        pending = GaugeMetricFamily(
            "effbench_units_pending",
            "Units not finished: leased (running on a worker), lease expired (its worker lost), or not yet taken",
            labels=["kind", "state"],
        )
        finished = CounterMetricFamily("effbench_units", "Units finished, by verdict", labels=["kind", "verdict"])
        hits = CounterMetricFamily(
            "effbench_cache_hits",
            "Finished units answered from sim_runner's cache of identical programs (hit rate: over effbench_units_total)",
            labels=["kind"],
        )
        for kind, (rows, verdict, waiting) in _kinds().items():
            if kind == "submission":
                states = waiting.aggregate(
                    leased=Count("id", filter=Q(lease_expires_at__gte=now)), lease_expired=Count("id", filter=Q(lease_expires_at__lt=now)), total=Count("id")
                )
                states["not_taken"] = states.pop("total") - states["leased"] - states["lease_expired"]
            else:  # reward items: one count (their leases, evaluator.leases, are not broken down here)
                states = {"pending": waiting.count()}
            for state, count in states.items():
                pending.add_metric([kind, state], count)
            for row in rows.values(verdict).annotate(n=Count("id")).order_by(verdict):
                finished.add_metric([kind, row[verdict]], row["n"])
            hits.add_metric([kind], rows.filter(cached=True).count())
        yield from (pending, finished, hits)

        yield _histogram("effbench_unit_seconds", "A unit's time on its worker (references, endpoint, program)", "unit_seconds")
        yield _histogram("effbench_run_seconds", "A unit's program's evaluation: compile, tests, simulation", "run_seconds")
        yield from _heartbeats()


def _heartbeats() -> Iterator[Metric]:
    beat = GaugeMetricFamily(
        "effbench_worker_heartbeat_timestamp_seconds", "A worker process's last heartbeat (Unix time; every 5 s while it lives)", labels=["worker"]
    )
    threads = GaugeMetricFamily("effbench_worker_threads_alive", "A worker process's live worker threads at its last heartbeat", labels=["worker"])
    client = redis_client()
    if client is not None:
        for worker, raw in sorted(client.hgetall(heartbeats_key()).items()):
            state = json.loads(raw)
            if time.time() - state["time"] > FORGET_HEARTBEAT_SECONDS:
                client.hdel(heartbeats_key(), worker)
                continue
            beat.add_metric([worker.decode()], state["time"])
            threads.add_metric([worker.decode()], state["threads_alive"])
    yield from (beat, threads)


@require_GET
def metrics_view(request: HttpRequest) -> HttpResponse:
    token = settings.METRICS_TOKEN
    if not token:
        raise Http404("metrics are off: set METRICS_TOKEN")
    if not hmac.compare_digest(request.headers.get("Authorization", "").encode(), f"Bearer {token}".encode()):
        return HttpResponse(
            "a bearer token (METRICS_TOKEN) is required\n", status=401, content_type="text/plain", headers={"WWW-Authenticate": 'Bearer realm="metrics"'}
        )
    registry = CollectorRegistry(auto_describe=False)
    registry.register(PortalCollector())
    # Text format 0.0.4: every Prometheus reads it, and these names need none of 1.0.0's escaping.
    return HttpResponse(generate_latest(registry), content_type=CONTENT_TYPE_PLAIN_0_0_4)
