"""Entry point of a deployed worker process: ``dramatiq evaluator.worker``."""

import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
django.setup()

from evaluator.actors import *  # noqa: E402,F401,F403  (registers the actors with the broker)
from evaluator.broker import broker  # noqa: E402
from portal.ops.worker_health import Heartbeat  # noqa: E402

# Heartbeat files for the container healthcheck (python -m portal.ops.worker_health).
broker.add_middleware(Heartbeat())
