"""Websockets: live submission progress and leaderboards. Each sends the current state on
connect (so a page that reconnects catches up) and then every update published to its group."""
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from evaluator.events import leaderboard_group, submission_group
from portal.benchmarks.models import Benchmark
from portal.submissions import selectors


class SubmissionConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self):
        submission_id = self.scope["url_route"]["kwargs"]["pk"]
        state = await self._state(self.scope["user"], submission_id)
        if state is None:
            await self.close(code=4404)  # not found, or not the user's: same answer
            return
        self.group = submission_group(submission_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.send_json({"type": "submission", "submission": state})

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def submission_update(self, event):
        await self.send_json({"type": "submission", "submission": event["submission"]})

    @database_sync_to_async
    def _state(self, user, submission_id):
        submission = selectors.visible_submissions(user).filter(pk=submission_id).first()
        return selectors.submission_state(submission) if submission else None


class LeaderboardConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self):
        slug = self.scope["url_route"]["kwargs"]["slug"]
        rows = await self._rows(slug)
        if rows is None:
            await self.close(code=4404)
            return
        self.group = leaderboard_group(slug)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()
        await self.send_json({"type": "leaderboard", "rows": rows})

    async def disconnect(self, code):
        if hasattr(self, "group"):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def leaderboard_update(self, event):
        await self.send_json({"type": "leaderboard", "rows": event["rows"]})

    @database_sync_to_async
    def _rows(self, slug):
        benchmark = Benchmark.objects.filter(slug=slug).first()
        return selectors.leaderboard_rows(benchmark) if benchmark else None
