"""The running mode, named explicitly by EFFBENCH_MODE, read by the settings and the broker alike.

- ``embedded`` (the default: `make run`): SQLite unless DATABASE_URL names another database, an
  in-process Dramatiq worker on a stub broker, the in-memory channel layer.
- ``deployed`` (compose sets it): PostgreSQL, Redis for the broker (or RabbitMQ, by
  DRAMATIQ_BROKER_URL), the channel layer and the shared cache, separate worker processes.

A deployed process refuses to start without what that mode needs, naming what is missing,
rather than falling back to the embedded parts (a worker on a stub broker would take nothing).
"""

import os
from collections.abc import Mapping

MODES = ("embedded", "deployed")
DEPLOYED_NEEDS = ("DJANGO_SECRET_KEY", "DATABASE_URL", "REDIS_URL")


class ModeError(RuntimeError):
    """The environment does not describe a mode this process can run in."""


def running_mode(environ: Mapping[str, str] | None = None) -> str:
    environ = os.environ if environ is None else environ
    mode = environ.get("EFFBENCH_MODE", "embedded")
    if mode not in MODES:
        raise ModeError(f"EFFBENCH_MODE={mode!r}: expected one of {', '.join(MODES)}")
    if mode == "deployed":
        missing = [name for name in DEPLOYED_NEEDS if not environ.get(name)]
        if missing:
            raise ModeError(f"EFFBENCH_MODE=deployed needs {', '.join(missing)} (see .env.example)")
        if not environ["DATABASE_URL"].startswith(("postgres://", "postgresql://")):
            raise ModeError("EFFBENCH_MODE=deployed needs a PostgreSQL DATABASE_URL (postgresql://...)")
    return mode
