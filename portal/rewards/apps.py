from django.apps import AppConfig


class RewardsConfig(AppConfig):
    name = "portal.rewards"
    label = "rewards"
