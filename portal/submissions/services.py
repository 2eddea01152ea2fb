"""Writes: creating submissions and moving them through their status machine."""
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from portal.benchmarks.models import Benchmark

from .jsonl import UploadError, parse_generations
from .models import Generation, Submission


class TransitionError(Exception):
    pass


def create_submission(*, owner, benchmark: Benchmark, model_name: str, data: bytes) -> Submission:
    """Validate the whole upload, then save submission and generations in one transaction.

    Raises UploadError (nothing saved) for any bad line or unknown problem. The evaluation is
    enqueued only once the transaction has committed, so a worker never sees a half-saved row.
    """
    model_name = (model_name or "").strip()
    if not model_name:
        raise UploadError("model name is required")
    if len(model_name) > 200:
        raise UploadError("model name is longer than 200 characters")
    parsed = parse_generations(data, max_bytes=settings.SUBMISSION_MAX_BYTES)
    problems = {p.problem_id: p for p in benchmark.problems.all()}
    for generation in parsed:
        if generation.problem_id not in problems:
            raise UploadError(
                f"line {generation.line}: unknown problem_id '{generation.problem_id[:100]}' for benchmark '{benchmark.slug}'"
            )
    with transaction.atomic():
        submission = Submission.objects.create(owner=owner, benchmark=benchmark, model_name=model_name)
        Generation.objects.bulk_create(
            Generation(submission=submission, problem=problems[g.problem_id], sample=g.sample, code=g.code)
            for g in parsed
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


def cancel_submission(submission: Submission) -> bool:
    return transition(submission.pk, Submission.Status.CANCELLED, error="cancelled by its owner")
