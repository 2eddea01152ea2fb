"""Websockets: live submission progress and leaderboards. Each sends the current state on
connect (so a page that reconnects catches up) and then every update published to its group."""

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from evaluator.events import leaderboard_group, submission_group
from portal.benchmarks.models import Benchmark
from portal.submissions import selectors


class LiveStateConsumer(AsyncJsonWebsocketConsumer):
    """Joins one group and relays its updates; subclasses say which group and what state."""

    message_type: str

    def group_for(self, kwargs) -> str:
        raise NotImplementedError

    def current_state(self, kwargs):
        """The state to send on connect, or None to refuse (not found or not allowed: same answer)."""
        raise NotImplementedError

    async def connect(self):
        kwargs = self.scope["url_route"]["kwargs"]
        state = await database_sync_to_async(self.current_state)(kwargs)
        if state is None:
            await self.close(code=4404)
            return
        self.group = self.group_for(kwargs)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.send_json({"type": self.message_type, **state})

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)


class SubmissionConsumer(LiveStateConsumer):
    message_type = "submission"

    def group_for(self, kwargs):
        return submission_group(kwargs["pk"])

    def current_state(self, kwargs):
        user = self.scope["user"]
        submission = selectors.visible_submissions(user).filter(pk=kwargs["pk"]).first()
        if submission is None:
            return None
        self.private = selectors.can_see_private(user, submission)
        return {"submission": self._view(selectors.submission_state(submission))}

    def _view(self, state: dict) -> dict:
        return state if self.private else selectors.public_view(state)

    async def submission_update(self, event):
        await self.send_json({"type": self.message_type, "submission": self._view(event["submission"])})


class LeaderboardConsumer(LiveStateConsumer):
    message_type = "leaderboard"

    def group_for(self, kwargs):
        return leaderboard_group(kwargs["slug"])

    def current_state(self, kwargs):
        benchmark = Benchmark.objects.filter(slug=kwargs["slug"]).first()
        return {"rows": selectors.leaderboard_rows(benchmark)} if benchmark else None

    async def leaderboard_update(self, event):
        await self.send(text_data=event["text"])  # {"type": "leaderboard", "rows": [...]}, encoded by the publisher
