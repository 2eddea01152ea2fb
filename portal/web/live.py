"""The evaluator's events (evaluator.events) sent to the websockets' Channels groups: the
publisher the portal installs (settings.EVALUATOR_PUBLISHER)."""

import asyncio
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer

# In embedded mode the in-memory channel layer lives on the web server's event loop, and the
# in-process worker threads must hand their messages to that loop (asyncio queues are not
# thread-safe). The ASGI app records the loop here when it starts serving.
_server_loop: asyncio.AbstractEventLoop | None = None


def remember_server_loop(loop: asyncio.AbstractEventLoop) -> None:
    global _server_loop
    _server_loop = loop


class ChannelsPublisher:
    def publish(self, group: str, message: dict[str, Any]) -> None:
        layer = get_channel_layer()
        if layer is None:
            return
        if isinstance(layer, InMemoryChannelLayer):
            if _server_loop is None or _server_loop.is_closed():
                return  # no web server in this process: nobody can be listening
            asyncio.run_coroutine_threadsafe(layer.group_send(group, message), _server_loop).result(timeout=5)
        else:
            async_to_sync(layer.group_send)(group, message)
