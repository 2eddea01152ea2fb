"""Health of every part the portal depends on, each checked for real and timed: the database,
the broker, the channel layer, the sandbox (Docker engine and runner image, or bubblewrap)."""

import time
import uuid

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import connection


def _timed(check) -> dict:
    started = time.monotonic()
    try:
        detail = check() or "ok"
        ok = True
    except Exception as exc:  # a health check reports failures, it never raises them
        detail, ok = f"{type(exc).__name__}: {exc}"[:300], False
    return {"ok": ok, "detail": detail, "ms": round((time.monotonic() - started) * 1000, 1)}


def _database():
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return connection.vendor


def _broker():
    from evaluator.broker import broker

    client = getattr(broker, "client", None)
    if client is not None:  # Redis
        client.ping()
        return "redis"
    return type(broker).__name__


def _channel_layer():
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.send)(channel, {"type": "health.ping", "nonce": uuid.uuid4().hex})
    received = async_to_sync(layer.receive)(channel)
    if received.get("type") != "health.ping":
        raise RuntimeError("the channel layer returned another message")
    return type(layer).__name__


def _sandbox():
    from sim_runner.sandbox import choose

    box = choose(settings.SIM_RUNNER_SANDBOX)
    described = box.describe()
    return f"{box.name}: {described.get('image') or described.get('bwrap')}"


CHECKS = {"database": _database, "broker": _broker, "channel_layer": _channel_layer, "sandbox": _sandbox}


def health() -> dict:
    # A deployed web process runs no sandbox (it has no Docker engine): its workers check theirs
    # (python -m portal.ops.worker_health, their container healthcheck).
    checks = CHECKS if settings.EVALUATOR_IN_PROCESS else {k: v for k, v in CHECKS.items() if k != "sandbox"}
    parts = {name: _timed(check) for name, check in checks.items()}
    return {"ok": all(p["ok"] for p in parts.values()), "parts": parts}
