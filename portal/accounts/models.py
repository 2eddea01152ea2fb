"""API tokens: created and revoked by their owner, shown once, stored only as a SHA-256 digest."""

from django.conf import settings
from django.db import models


class ApiToken(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=100)
    prefix = models.CharField(max_length=16)  # the key's first characters, to tell tokens apart
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"{self.user} / {self.name} ({self.prefix}…)"

    @property
    def active(self) -> bool:
        return self.revoked_at is None


class Team(models.Model):
    """Who a submission counts for: quotas, fair share in the evaluation queue and the leaderboard's
    "best per team" view are per team. Every user has a personal team (made on first need)."""

    slug = models.SlugField(max_length=60, unique=True)
    name = models.CharField(max_length=100)
    personal = models.BooleanField(default=False, help_text="a user's own team, named after them")
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, through="Membership", related_name="teams")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name


class Membership(models.Model):
    class Role(models.TextChoices):
        OWNER = "owner"  # may add and remove members
        MEMBER = "member"

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=16, choices=Role.choices, default=Role.MEMBER)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["team", "user"], name="unique_team_member")]
