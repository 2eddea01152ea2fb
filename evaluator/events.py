"""Progress and leaderboard events, through the evaluator's second port: a publisher (the portal
installs one that sends them to its websockets' Channels groups, settings.EVALUATOR_PUBLISHER).

Group names are shared with the portal's websocket consumers through ``submission_group`` and
``leaderboard_group``.
"""

import json
import logging
from functools import cache
from typing import TYPE_CHECKING, Protocol

from sim_runner.jsontypes import Json

if TYPE_CHECKING:
    from evaluator.store import EvaluationStore

log = logging.getLogger(__name__)


class Publisher(Protocol):
    def publish(self, group: str, message: Json) -> None:
        """Send `message` to everyone following `group`; may drop it where nobody can listen."""


def submission_group(submission_id: int) -> str:
    return f"submission-{submission_id}"


def leaderboard_group(benchmark_slug: str) -> str:
    return f"leaderboard-{benchmark_slug}"


def submission_changed(store: "EvaluationStore", submission_id: int) -> None:
    _publish(submission_group(submission_id), {"type": "submission.update", "submission": store.submission_state(submission_id)})


def leaderboard_changed(store: "EvaluationStore", benchmark_slug: str) -> None:
    # Encoded here, once: every socket on the board sends this text as it is (hundreds may watch
    # one board; encoding the rows for each took most of a second).
    text = json.dumps({"type": "leaderboard", "rows": store.leaderboard_rows(benchmark_slug)})
    _publish(leaderboard_group(benchmark_slug), {"type": "leaderboard.update", "text": text})


@cache
def get_publisher() -> Publisher:
    from django.conf import settings
    from django.utils.module_loading import import_string

    publisher: Publisher = import_string(settings.EVALUATOR_PUBLISHER)()
    return publisher


def _publish(group: str, message: Json) -> None:
    try:
        get_publisher().publish(group, message)
    except Exception:  # a lost event must never fail an evaluation; pages catch up on connect
        log.exception("could not publish to %s", group)
