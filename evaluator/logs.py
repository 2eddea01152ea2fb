"""Structured logs: with LOG_FORMAT=json every record is one JSON object per line, carrying the
submission and generation (unit) being evaluated when it was logged from the evaluator.

The ids live in context variables set where the evaluator takes a message (``LogContext``, a
Dramatiq middleware: the actor's argument) and where a unit finds its submission (``bind`` in
the pipeline), so every log line in between (sim_runner, the store, Dramatiq's own failure
report) carries them without being passed the ids. Django-free: the evaluator imports it.
"""

import json
import logging
import os
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime, timezone
from typing import Any

import dramatiq
from dramatiq.middleware import Middleware

# The fields a record may carry from its context (None: not set).
FIELDS = ("submission_id", "generation_id")
_VARS: dict[str, ContextVar[int | None]] = {name: ContextVar(f"effbench_{name}", default=None) for name in FIELDS}
HOST = socket.gethostname()


def _check(fields: dict[str, int | None]) -> None:
    unknown = set(fields) - set(FIELDS)
    if unknown:
        raise ValueError(f"unknown log context field(s) {sorted(unknown)}; known: {list(FIELDS)}")


@contextmanager
def log_context(**fields: int | None) -> Iterator[None]:
    """Set log fields for the block, then restore every field as it was: Dramatiq reuses its
    worker threads, so one message's ids must not leak into the next message's lines."""
    _check(fields)
    saved = {name: var.get() for name, var in _VARS.items()}
    bind(**fields)
    try:
        yield
    finally:
        for name, value in saved.items():
            _VARS[name].set(value)


def bind(**fields: int | None) -> None:
    """Set log fields until the enclosing ``log_context`` ends (e.g. the submission id, once a
    unit has looked it up)."""
    _check(fields)
    for name, value in fields.items():
        _VARS[name].set(value)


def current() -> dict[str, int]:
    """The context fields that are set."""
    return {name: value for name, var in _VARS.items() if (value := var.get()) is not None}


# Actor name -> the log field its first argument is.
ACTOR_FIELDS = {"evaluate_submission": "submission_id", "evaluate_generation": "generation_id"}


class LogContext(Middleware):
    """Sets the message's ids for the log lines of its processing, and clears them after:
    Dramatiq's worker threads are reused from one message to the next."""

    def before_process_message(self, broker: dramatiq.Broker, message: dramatiq.Message[Any]) -> None:
        _clear()
        field = ACTOR_FIELDS.get(message.actor_name)
        if field and message.args:
            bind(**{field: message.args[0]})
        elif message.actor_name == "generation_gave_up" and message.args:
            bind(generation_id=(message.args[0].get("args") or [None])[0])

    def after_process_message(
        self, broker: dramatiq.Broker, message: dramatiq.Message[Any], *, result: Any = None, exception: BaseException | None = None
    ) -> None:
        _clear()

    def after_skip_message(self, broker: dramatiq.Broker, message: dramatiq.Message[Any]) -> None:
        _clear()


def _clear() -> None:
    for var in _VARS.values():
        var.set(None)


class JsonFormatter(logging.Formatter):
    """One JSON object per record: time (UTC, ISO 8601), level, logger, message, host, pid,
    thread, the context ids, and the traceback when there is one. Ids passed with
    ``extra={...}`` win over the context's."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "host": HOST,
            "pid": record.process or os.getpid(),
            "thread": record.threadName,
        }
        entry.update(current())
        for name in FIELDS:
            if getattr(record, name, None) is not None:
                entry[name] = getattr(record, name)
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return json.dumps(entry, default=str, ensure_ascii=False)


def formatter_name() -> str:
    """The LOGGING formatter LOG_FORMAT selects: "json" or "plain" (the default)."""
    value = os.environ.get("LOG_FORMAT", "plain").strip().lower() or "plain"
    if value not in ("json", "plain"):
        raise ValueError(f"LOG_FORMAT must be 'json' or 'plain', not {value!r}")
    return value
