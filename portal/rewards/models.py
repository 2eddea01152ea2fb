"""Reward batches (POST /api/v1/rewards/): completions a trainer sent for public dev problems and
the reward of each. An app of its own, not part of submissions: a batch has no team, status
machine or leaderboard row, and its items are evaluated on the dev tests, never the held-out ones."""

from django.conf import settings
from django.db import models

from portal.accounts.models import ApiToken
from portal.benchmarks.models import Benchmark, Problem
from portal.leased_units import LeasedUnit


class RewardBatch(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reward_batches")
    # The API token that sent it: the daily quota is per token (None: a browser session, per user).
    token = models.ForeignKey(ApiToken, on_delete=models.SET_NULL, null=True, blank=True, related_name="reward_batches")
    benchmark = models.ForeignKey(Benchmark, on_delete=models.PROTECT, related_name="reward_batches")
    reward = models.CharField(max_length=32)
    options = models.JSONField(default=dict, blank=True)  # with every default filled in
    # Simulated instructions per test run (sim_runner Limits.simulated_instructions); None: no cap.
    max_instructions = models.PositiveBigIntegerField(null=True, blank=True)
    size = models.PositiveIntegerField()  # its items: the quota counts them without a join
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    finished_at = models.DateTimeField(null=True, blank=True)  # when its last item got its reward

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "reward batches"

    def __str__(self):
        return f"#{self.pk} {self.reward} on {self.benchmark_id} ({self.size} items)"


class RewardItem(LeasedUnit):
    class Status(models.TextChoices):
        PENDING = "pending"
        DONE = "done"

    batch = models.ForeignKey(RewardBatch, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveIntegerField()  # its place in the request: answers keep the order
    problem = models.ForeignKey(Problem, on_delete=models.PROTECT, related_name="reward_items")
    completion = models.TextField(blank=True)  # as the model wrote it
    code = models.TextField(blank=True)  # the program extracted from it
    # Identical program, tests and cost model (portal.rewards.services.evaluation_key): a done,
    # reusable item with the same key answers for it without running anything.
    evaluation_key = models.CharField(max_length=64, blank=True, db_index=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    verdict = models.CharField(max_length=32, blank=True)
    reward = models.FloatField(null=True, blank=True)
    components = models.JSONField(default=dict, blank=True)
    outcome = models.JSONField(null=True, blank=True)  # evaluator.rewards.Outcome.to_dict()
    reusable = models.BooleanField(default=False)  # its outcome cannot depend on the host
    cached = models.BooleanField(default=False)  # answered from an earlier identical program
    finished_at = models.DateTimeField(null=True, blank=True)
    # The unit's time on its worker, and its program's evaluation's (ops metrics; None: not run).
    unit_seconds = models.FloatField(null=True, blank=True)
    run_seconds = models.FloatField(null=True, blank=True)
    # Its lease and dispatched_at come from LeasedUnit: all of a batch's pending items are sent at
    # once (evaluator.actors.send_reward_units), and the workers' sweep sends again those a lost
    # worker held or never started (evaluator.actors.resend_reward_items).

    class Meta:
        ordering = ["batch", "position"]
        constraints = [models.UniqueConstraint(fields=["batch", "position"], name="unique_reward_item_position")]

    def __str__(self):
        return f"{self.batch_id}[{self.position}] {self.problem_id}"
