"""Submissions, the generated programs in them, their results and the leaderboard rows."""

from django.conf import settings
from django.db import models

from evaluator import submission_status
from portal.accounts.models import Team
from portal.benchmarks.models import Benchmark, Problem

from portal.leased_units import LeasedUnit


class Submission(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        FINISHED = "finished"
        FAILED = "failed"
        CANCELLED = "cancelled"

    # Allowed moves of the status machine (keys and targets compare equal to Status members).
    TRANSITIONS = submission_status.TRANSITIONS

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="submissions")
    benchmark = models.ForeignKey(Benchmark, on_delete=models.PROTECT, related_name="submissions")
    # The team it counts for (quotas, fair share, "best per team"); the owner's personal team
    # unless they chose another of theirs.
    team = models.ForeignKey(Team, on_delete=models.PROTECT, related_name="submissions", null=True)
    model_name = models.CharField(max_length=200)
    # Made public by its owner: anyone may then read its page and per-generation results.
    is_public = models.BooleanField(default=False)
    # Model metadata shown on leaderboard rows (all optional, as the submitter states them).
    parameters_b = models.FloatField(null=True, blank=True, help_text="parameters, in billions")
    open_weights = models.BooleanField(null=True, blank=True)
    base_model = models.CharField(max_length=200, blank=True)
    paper_url = models.URLField(max_length=500, blank=True, help_text="paper or code")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED, db_index=True)
    error = models.TextField(blank=True)
    metrics = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"#{self.pk} {self.model_name} on {self.benchmark_id}"

    @property
    def is_terminal(self) -> bool:
        return not self.TRANSITIONS[self.status]


class Generation(LeasedUnit):
    """One generated program: sample `sample` for `problem` in a submission."""

    class Status(models.TextChoices):
        PENDING = "pending"
        DONE = "done"

    submission = models.ForeignKey(Submission, on_delete=models.CASCADE, related_name="generations")
    problem = models.ForeignKey(Problem, on_delete=models.PROTECT, related_name="generations")
    sample = models.PositiveIntegerField(default=0)
    # Uploaded code, or the program extracted from an endpoint's reply (empty until asked).
    code = models.TextField(blank=True)
    raw_reply = models.TextField(blank=True)  # endpoint submissions: the model's whole reply
    prompt_tokens = models.PositiveIntegerField(default=0)
    completion_tokens = models.PositiveIntegerField(default=0)
    # Its lease and dispatched_at come from LeasedUnit. Fair-share dispatch keeps the broker
    # queue short (evaluator.pipeline.dispatch): dispatched_at empty means waiting its turn.
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING, db_index=True)

    class Meta:
        ordering = ["submission", "problem__problem_id", "sample"]
        constraints = [models.UniqueConstraint(fields=["submission", "problem", "sample"], name="unique_generation_sample")]

    def __str__(self):
        return f"{self.submission_id}:{self.problem.problem_id}#{self.sample}"


class ModelEndpoint(models.Model):
    """The OpenAI-compatible endpoint a submission asks for its samples. The API key is
    stored encrypted (portal.submissions.secrets) and never shown back."""

    submission = models.OneToOneField(Submission, on_delete=models.CASCADE, related_name="endpoint")
    base_url = models.URLField(max_length=500)
    model = models.CharField(max_length=200)
    api_key_encrypted = models.TextField(blank=True)
    samples = models.PositiveIntegerField(default=1)
    temperature = models.FloatField(default=0.0)
    max_tokens = models.PositiveIntegerField(default=2048)

    @property
    def has_api_key(self) -> bool:
        return bool(self.api_key_encrypted)


class GenerationResult(models.Model):
    """What sim_runner reported for one generation (one row per generation: re-runs upsert)."""

    generation = models.OneToOneField(Generation, on_delete=models.CASCADE, related_name="result")
    # The shape of the row's result (evaluator.sample.SCHEMA, written by evaluator.store.result_fields):
    # its readers refuse a schema they do not know. Rows stored before the field are schema 1.
    schema = models.PositiveSmallIntegerField(default=1)
    verdict = models.CharField(max_length=32)
    tests_passed = models.PositiveIntegerField()
    tests_total = models.PositiveIntegerField()
    compile_ok = models.BooleanField()
    # Compiler output is the submitter's own program's and safe to show them.
    compile_message = models.TextField(blank=True)
    # Per-test verdicts and measurements, keyed by test name (names only, never test data).
    tests = models.JSONField(default=list)
    measurements = models.JSONField(default=dict)
    # The program's headline costs summed over its tests (measurements["summary"], copied by the
    # store so they can be sorted and aggregated in SQL); null when it was not measured.
    cycles = models.BigIntegerField(null=True, blank=True)
    energy_j = models.FloatField(null=True, blank=True)
    instructions = models.BigIntegerField(null=True, blank=True)
    sandbox = models.CharField(max_length=16)
    profile = models.CharField(max_length=32)
    cached = models.BooleanField(default=False)  # sim_runner's content-addressed cache answered
    # The unit's time on its worker, and its program's evaluation's (ops metrics; None: not run).
    unit_seconds = models.FloatField(null=True, blank=True)
    run_seconds = models.FloatField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)


class LeaderboardEntry(models.Model):
    benchmark = models.ForeignKey(Benchmark, on_delete=models.CASCADE, related_name="leaderboard")
    submission = models.OneToOneField(Submission, on_delete=models.CASCADE, related_name="leaderboard_entry")
    model_name = models.CharField(max_length=200)
    score = models.FloatField(help_text="The benchmark's primary metric.")
    metrics = models.JSONField(default=dict)
    profile = models.CharField(max_length=32)
    backend = models.CharField(max_length=32)
    # The benchmark version the results were measured on (a card's changelog says what changed).
    benchmark_version = models.CharField(max_length=32, blank=True)
    # The cost model that measured its results (sim_runner.model_identity); empty when no model
    # of ours measured anything (native or gem5 backends, nothing measured). Entries measured by
    # another model than the current one are never ranked with the others.
    cost_model = models.CharField(max_length=32, blank=True, db_index=True)
    # Per-problem scores the metrics computed at finish (evaluator.metrics.summary.submission_results):
    # what paired comparisons and the charts read. Empty for rows finished before they were kept.
    scores = models.JSONField(default=dict, blank=True)
    # Paired comparisons with the rows of the board there were when this one finished
    # (portal.submissions.ranking): {"metric", "seq", "tied": [submission ids], "behind": [...]}.
    comparisons = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["benchmark", "-score", "created_at"]
        verbose_name_plural = "leaderboard entries"


class SubmissionQuota(models.Model):
    """How many submissions a team may make: per rolling 24 hours and at once (queued or running).
    The most specific row applies: team and benchmark, then team, then benchmark, then the default
    (both empty); with no row at all, settings.SUBMISSION_QUOTA_*. Staff edit these in the admin."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, null=True, blank=True, related_name="quotas", help_text="empty: every team")
    benchmark = models.ForeignKey(Benchmark, on_delete=models.CASCADE, null=True, blank=True, related_name="quotas", help_text="empty: every benchmark")
    per_day = models.PositiveIntegerField(help_text="submissions per rolling 24 hours")
    concurrent = models.PositiveIntegerField(help_text="submissions queued or running at once")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["team", "benchmark"], name="unique_quota_team_benchmark"),
            models.UniqueConstraint(fields=["team"], condition=models.Q(benchmark__isnull=True), name="unique_quota_team"),
            models.UniqueConstraint(fields=["benchmark"], condition=models.Q(team__isnull=True), name="unique_quota_benchmark"),
        ]

    def clean(self):
        from django.core.exceptions import ValidationError

        same_scope = SubmissionQuota.objects.filter(team=self.team, benchmark=self.benchmark).exclude(pk=self.pk)
        if same_scope.exists():
            raise ValidationError(f"a quota for {self.team or 'every team'} on {self.benchmark or 'every benchmark'} exists already")

    def __str__(self):
        return f"{self.team or 'every team'} on {self.benchmark or 'every benchmark'}: {self.per_day}/day, {self.concurrent} at once"
