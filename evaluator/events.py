"""Progress and leaderboard events, published to Channels groups.

Group names are shared with the portal's websocket consumers through ``submission_group`` and
``leaderboard_group``.
"""

import asyncio
import json
import logging
from typing import TYPE_CHECKING, Any

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer

if TYPE_CHECKING:
    from evaluator.store import EvaluationStore

log = logging.getLogger(__name__)

# In embedded mode the in-memory channel layer lives on the web server's event loop, and the
# in-process worker threads must hand their messages to that loop (asyncio queues are not
# thread-safe). The ASGI app records the loop here when it starts serving.
_server_loop: asyncio.AbstractEventLoop | None = None


def remember_server_loop(loop: asyncio.AbstractEventLoop) -> None:
    global _server_loop
    _server_loop = loop


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


def _publish(group: str, message: dict[str, Any]) -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        if isinstance(layer, InMemoryChannelLayer):
            if _server_loop is None or _server_loop.is_closed():
                return  # no web server in this process: nobody can be listening
            asyncio.run_coroutine_threadsafe(layer.group_send(group, message), _server_loop).result(timeout=5)
        else:
            async_to_sync(layer.group_send)(group, message)
    except Exception:  # a lost event must never fail an evaluation; pages catch up on connect
        log.exception("could not publish to %s", group)
