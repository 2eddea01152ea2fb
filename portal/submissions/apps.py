from django.apps import AppConfig


class SubmissionsConfig(AppConfig):
    name = "portal.submissions"
    label = "submissions"

    def ready(self):
        from .leaderboard_cache import connect_signals

        connect_signals()
