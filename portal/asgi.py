"""ASGI entry: HTTP through Django, websockets through Channels (session-authenticated).

In embedded mode this process also runs the evaluator's worker threads.
"""

import asyncio
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.conf import settings  # noqa: E402

from portal.web import live  # noqa: E402
from portal.web.routing import websocket_urlpatterns  # noqa: E402

router = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)


async def application(scope, receive, send):
    # The in-process worker hands its events to this loop (see portal.web.live).
    live.remember_server_loop(asyncio.get_running_loop())
    return await router(scope, receive, send)


if settings.EVALUATOR_IN_PROCESS:
    from evaluator.embedded import start_worker

    start_worker(settings.EVALUATOR_THREADS)
