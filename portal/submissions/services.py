"""Writes: creating submissions and moving them through their status machine."""

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from portal.accounts import teams
from portal.accounts.models import Team
from portal.benchmarks.models import Benchmark

from evaluator import events
from evaluator.endpoints import EndpointRefused, check_url
from evaluator.store import get_store

from . import leaderboard_cache
from .jsonl import UploadError, parse_generations
from .models import Generation, ModelEndpoint, Submission
from .quotas import check_quota
from .secrets import encrypt


class TransitionError(Exception):
    pass


METADATA = ("parameters_b", "open_weights", "base_model", "paper_url")


def _metadata(info: dict | None) -> dict:
    """The model metadata fields given (validated by the form or serializer that took them)."""
    return {key: value for key, value in (info or {}).items() if key in METADATA and value not in (None, "")}


def _checked_model_name(model_name: str) -> str:
    model_name = (model_name or "").strip()
    if not model_name:
        raise UploadError("model name is required")
    if len(model_name) > 200:
        raise UploadError("model name is longer than 200 characters")
    return model_name


def submitting_team(owner, team: Team | None) -> Team:
    """The team a submission counts for: the one chosen (the owner must be in it), else the
    owner's personal team."""
    if team is None:
        return teams.personal_team(owner)
    if not teams.is_member(owner, team):
        raise UploadError(f"you are not a member of team '{team.slug}'")
    return team


def _new_submission(owner, team: Team, benchmark: Benchmark, model_name: str, info: dict | None) -> Submission:
    """Create the submission row once the team's quota allows it (call inside a transaction:
    the team row stays locked until commit, so concurrent requests cannot share the last slot)."""
    Team.objects.select_for_update().filter(pk=team.pk).first()
    check_quota(team, benchmark)
    return Submission.objects.create(owner=owner, team=team, benchmark=benchmark, model_name=model_name, **_metadata(info))


def create_submission(*, owner, benchmark: Benchmark, model_name: str, data: bytes, info: dict | None = None, team: Team | None = None) -> Submission:
    """Validate the whole upload, then save submission and generations in one transaction.

    Raises UploadError (nothing saved) for any bad line or unknown problem, QuotaExceeded when the
    team's quota is used up. The evaluation is enqueued only once the transaction has committed,
    so a worker never sees a half-saved row.
    """
    model_name = _checked_model_name(model_name)
    team = submitting_team(owner, team)
    parsed = parse_generations(data, max_bytes=settings.SUBMISSION_MAX_BYTES)
    problems = {p.problem_id: p for p in benchmark.problems.all()}
    for generation in parsed:
        if generation.problem_id not in problems:
            raise UploadError(f"line {generation.line}: unknown problem_id '{generation.problem_id[:100]}' for benchmark '{benchmark.slug}'")
    with transaction.atomic():
        submission = _new_submission(owner, team, benchmark, model_name, info)
        Generation.objects.bulk_create(Generation(submission=submission, problem=problems[g.problem_id], sample=g.sample, code=g.code) for g in parsed)
        transaction.on_commit(lambda: _enqueue(submission.pk))
    return submission


def create_endpoint_submission(
    *,
    owner,
    benchmark: Benchmark,
    model_name: str,
    base_url: str,
    model: str,
    api_key: str = "",
    samples: int = 1,
    temperature: float = 0.0,
    max_tokens: int = 2048,
    info: dict | None = None,
    team: Team | None = None,
) -> Submission:
    """A submission whose samples the evaluator asks of an OpenAI-compatible endpoint: one
    generation per (problem, sample), filled in as the endpoint answers. The URL is checked now
    (and again before every request); the API key is stored encrypted."""
    model_name = _checked_model_name(model_name)
    team = submitting_team(owner, team)
    if not 1 <= samples <= settings.ENDPOINT_MAX_SAMPLES:
        raise UploadError(f"samples must be between 1 and {settings.ENDPOINT_MAX_SAMPLES}")
    if not 0.0 <= temperature <= 2.0:
        raise UploadError("temperature must be between 0 and 2")
    if not 1 <= max_tokens <= 32768:
        raise UploadError("max_tokens must be between 1 and 32768")
    try:
        check_url(base_url, allow_private=settings.ENDPOINT_ALLOW_PRIVATE)
    except EndpointRefused as exc:
        raise UploadError(str(exc)) from None
    problems = list(benchmark.problems.all())
    if not problems:
        raise UploadError(f"benchmark '{benchmark.slug}' has no problems")
    with transaction.atomic():
        submission = _new_submission(owner, team, benchmark, model_name, info)
        ModelEndpoint.objects.create(
            submission=submission,
            base_url=base_url,
            model=model,
            api_key_encrypted=encrypt(api_key),
            samples=samples,
            temperature=temperature,
            max_tokens=max_tokens,
        )
        Generation.objects.bulk_create(
            Generation(submission=submission, problem=problem, sample=sample, code="") for problem in problems for sample in range(samples)
        )
        transaction.on_commit(lambda: _enqueue(submission.pk))
    return submission


def _enqueue(submission_id: int) -> None:
    from evaluator.actors import enqueue_submission

    enqueue_submission(submission_id)


def transition(submission_id: int, to: str, **fields) -> bool:
    """Move a submission to `to` if the status machine allows it from its current status.

    A conditional UPDATE, so concurrent workers cannot both make the same move. Returns False
    when the submission was not in a status that allows the move.
    """
    allowed_from = [status for status, targets in Submission.TRANSITIONS.items() if to in targets]
    if not allowed_from:
        raise TransitionError(f"no status may move to {to!r}")
    now = timezone.now()
    if to == Submission.Status.RUNNING:
        fields.setdefault("started_at", now)
    elif to in (Submission.Status.FINISHED, Submission.Status.FAILED, Submission.Status.CANCELLED):
        fields.setdefault("finished_at", now)
    return bool(Submission.objects.filter(pk=submission_id, status__in=allowed_from).update(status=to, **fields))


def publish_submission(submission: Submission) -> None:
    """Make a submission's page and per-generation results readable by anyone (never hidden
    tests: those are not in any view). There is no unpublish: others may have cited it."""
    Submission.objects.filter(pk=submission.pk).update(is_public=True)
    submission.is_public = True
    leaderboard_cache.changed()  # the row links to the submission now (update() sends no signal)
    # Open leaderboard pages get the row's link live, as they get a finished submission's row.
    slug = submission.benchmark.slug
    transaction.on_commit(lambda: events.leaderboard_changed(get_store(), slug))


def cancel_submission(submission: Submission) -> bool:
    return transition(submission.pk, Submission.Status.CANCELLED, error="cancelled by its owner")
