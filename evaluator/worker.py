"""Entry point of a deployed worker process: ``dramatiq evaluator.worker``."""
import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
django.setup()

from evaluator.actors import *  # noqa: E402,F401,F403  (registers the actors with the broker)
