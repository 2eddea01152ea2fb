"""Reads: what pages, the API, websockets and the evaluator show of submissions and leaderboards."""

from django.db.models import Count, Q, Sum
from django.shortcuts import get_object_or_404

import sim_runner
from evaluator.store import check_schema
from portal.benchmarks.models import Benchmark

from . import exports, leaderboard_cache, ranking
from .models import Generation, LeaderboardEntry, Submission


def _submissions():
    return Submission.objects.select_related("benchmark", "owner", "team")


def owned_submissions(user):
    """What a user may act on (cancel, publish) and see in full: their own; staff: all."""
    queryset = _submissions()
    if user.is_staff:
        return queryset
    if not user.is_authenticated:
        return queryset.none()
    return queryset.filter(owner=user)


def visible_submissions(user):
    """What a user may read: their own (staff: all) and every public submission."""
    queryset = _submissions()
    if user.is_staff:
        return queryset
    if not user.is_authenticated:
        return queryset.filter(is_public=True)
    return queryset.filter(Q(owner=user) | Q(is_public=True))


def can_see_private(user, submission: Submission) -> bool:
    """The owner and staff see a submission's private parts (its endpoint); others only the
    public view of a published submission."""
    return user.is_authenticated and (user.is_staff or submission.owner_id == user.pk)


def public_view(state: dict) -> dict:
    """A submission's state as a reader who is not its owner sees it: no endpoint details."""
    return {key: value for key, value in state.items() if key != "endpoint"}


def submission_progress(submission: Submission) -> dict:
    counts = submission.generations.aggregate(total=Count("id"), done=Count("id", filter=Q(status=Generation.Status.DONE)))
    verdicts: dict[str, int] = {}
    for row in submission.generations.filter(result__isnull=False).values("result__verdict").annotate(n=Count("id")):
        verdicts[row["result__verdict"]] = row["n"]
    return {"done": counts["done"], "total": counts["total"], "verdicts": dict(sorted(verdicts.items()))}


def submission_state(submission: Submission) -> dict:
    """The owner's view of a submission (REST, websocket and page share it)."""
    return {
        "id": submission.pk,
        "benchmark": submission.benchmark.slug,
        "model_name": submission.model_name,
        "team": submission.team.slug if submission.team_id else None,
        "is_public": submission.is_public,
        "status": submission.status,
        "error": submission.error,
        "progress": submission_progress(submission),
        "metrics": submission.metrics,
        "created_at": submission.created_at.isoformat(),
        "started_at": submission.started_at.isoformat() if submission.started_at else None,
        "finished_at": submission.finished_at.isoformat() if submission.finished_at else None,
        "endpoint": endpoint_state(submission),
    }


def endpoint_state(submission: Submission) -> dict | None:
    """The endpoint a submission asks, with token usage so far. The API key is never shown: only
    whether one is set."""
    endpoint = getattr(submission, "endpoint", None)
    if endpoint is None:
        return None
    usage = submission.generations.aggregate(prompt=Sum("prompt_tokens"), completion=Sum("completion_tokens"), answered=Count("id", filter=~Q(code="")))
    return {
        "base_url": endpoint.base_url,
        "model": endpoint.model,
        "api_key_set": endpoint.has_api_key,
        "samples": endpoint.samples,
        "temperature": endpoint.temperature,
        "max_tokens": endpoint.max_tokens,
        "usage": {"prompt_tokens": usage["prompt"] or 0, "completion_tokens": usage["completion"] or 0, "samples_answered": usage["answered"]},
    }


def _stored_result(generation):
    """The generation's stored result, None before it has one; a row of a schema this portal does
    not read is refused (evaluator.store.check_schema) rather than shown with misread figures."""
    result = getattr(generation, "result", None)
    if result is not None:
        check_schema(generation.pk, result.schema)
    return result


def _generation_row(generation, result) -> dict:
    """The fields every per-generation view shares (never test data)."""
    return {
        "problem_id": generation.problem.problem_id,
        "sample": generation.sample,
        "status": generation.status,
        "verdict": result.verdict if result else None,
        "tests_passed": result.tests_passed if result else None,
        "tests_total": result.tests_total if result else None,
        "sandbox": result.sandbox if result else None,
    }


def generation_results(submission: Submission) -> list[dict]:
    """Per-generation verdicts for the owner: test names and verdicts, never test data."""
    rows = []
    for generation in submission.generations.select_related("problem", "result"):
        result = _stored_result(generation)
        rows.append(
            _generation_row(generation, result) | {"compile_message": _compile_message(generation, result), "measurements": _headline_measurements(result)}
        )
    return rows


def leaderboard_benchmark(slug: str) -> Benchmark:
    """The benchmark a leaderboard read is for (404 if none), kept with its rows: saving a
    benchmark replaces the version."""
    return leaderboard_cache.cached(f"benchmark:{slug}", lambda: get_object_or_404(Benchmark, slug=slug))


def leaderboard_rows(benchmark: Benchmark, **filters) -> list[dict]:
    """Rows best first, ranked by paired comparisons (portal.submissions.ranking). Filters: open
    weights only (or closed only), a size limit (rows of unknown size are left out of a
    size-filtered view), and the best row of each team; ranks are among the rows shown."""
    return leaderboard_ranking(benchmark, **filters)[0]


def leaderboard_ranking(
    benchmark: Benchmark, *, open_weights: str | None = None, max_parameters_b: str | None = None, best_per_team: bool = False
) -> tuple[list[dict], bool]:
    """(leaderboard_rows, whether some pair deciding the ranks was compared by its intervals for
    want of per-problem scores). The unfiltered board (most reads) is kept ranked; filtered ones
    are ranked per request (looking up the comparisons stored when each row finished)."""
    filters = {"open_weights": open_weights, "max_parameters_b": max_parameters_b, "best_per_team": best_per_team}
    if not any(filters.values()):
        return leaderboard_cache.cached(f"ranked:{benchmark.pk}", lambda: _ranked_rows(benchmark))
    return _ranked_rows(benchmark, **filters)


def current_cost_model(benchmark: Benchmark) -> str:
    """The identity of the cost model measuring this benchmark now ("" when none of ours does).
    It is the code's own, so fixed for a process's life: values leaderboard_cache keeps in a
    process need not name it."""
    return sim_runner.model_identity(benchmark.backend) or ""


def _comparable_entries(benchmark: Benchmark):
    """Entries compiled with the benchmark's toolchain (profile) and measured by its backend and
    the current cost model, or by none (nothing of theirs was measured): a board never mixes them."""
    return LeaderboardEntry.objects.filter(benchmark=benchmark, profile=benchmark.profile, backend=benchmark.backend).filter(
        Q(cost_model="") | Q(cost_model=current_cost_model(benchmark))
    )


def entries_of_other_models(benchmark: Benchmark) -> int:
    """Finished submissions measured by an earlier cost model or another toolchain (the
    benchmark's profile or backend changed since): not ranked until re-evaluated."""
    return leaderboard_cache.cached(
        f"other-model:{benchmark.pk}", lambda: LeaderboardEntry.objects.filter(benchmark=benchmark).count() - _comparable_entries(benchmark).count()
    )


def _ranked_rows(
    benchmark: Benchmark, *, open_weights: str | None = None, max_parameters_b: str | None = None, best_per_team: bool = False
) -> tuple[list[dict], bool]:
    entries = (
        _comparable_entries(benchmark).defer("scores", "comparisons").select_related("submission__owner", "submission__team").order_by("-score", "created_at")
    )
    rows = leaderboard_cache.cached(f"rows:{benchmark.pk}", lambda: with_other_benchmarks(benchmark, [_entry_row(entry) for entry in entries]))
    rows = filter_rows(rows, open_weights=open_weights, max_parameters_b=max_parameters_b)
    if best_per_team:
        seen = set()
        rows = [row for row in rows if not (row["team"]["slug"] in seen or seen.add(row["team"]["slug"]))]
    ranks, unpaired = ranking.board_ranks(benchmark, rows)
    return [{"rank": rank, **row} for rank, row in zip(ranks, rows)], unpaired


def _entry_row(entry: LeaderboardEntry) -> dict:
    submission = entry.submission
    team = submission.team
    return {
        "submission": entry.submission_id,
        "public": submission.is_public,
        "model_name": entry.model_name,
        "submitter": submission.owner.username,
        # A submission from before teams counts for its owner alone.
        "team": {"slug": team.slug, "name": team.name} if team else {"slug": f"user-{submission.owner_id}", "name": submission.owner.username},
        "score": entry.score,
        "metrics": entry.metrics,
        "profile": entry.profile,
        "backend": entry.backend,
        "benchmark_version": entry.benchmark_version,
        "model": {
            "parameters_b": submission.parameters_b,
            "open_weights": submission.open_weights,
            "base_model": submission.base_model,
            "paper_url": submission.paper_url,
        },
        "created_at": entry.created_at.isoformat(),
    }


def leaderboard_filters(params) -> dict:
    """The leaderboard filters from a query string (page, API, charts and exports share them)."""
    return {
        "open_weights": params.get("open_weights", ""),
        "max_parameters_b": params.get("max_parameters_b", ""),
        "best_per_team": params.get("best_per_team") in ("true", "1"),
    }


def filter_rows(rows: list[dict], *, open_weights: str | None = None, max_parameters_b: str | None = None) -> list[dict]:
    if open_weights in ("true", "false"):
        rows = [r for r in rows if r["model"]["open_weights"] is (open_weights == "true")]
    if max_parameters_b:
        try:
            limit = float(max_parameters_b)
        except ValueError:
            limit = None
        if limit is not None:
            rows = [r for r in rows if r["model"]["parameters_b"] is not None and r["model"]["parameters_b"] <= limit]
    return rows


def with_other_benchmarks(benchmark: Benchmark, rows: list[dict]) -> list[dict]:
    """Each row gains `other_benchmarks`: the other benchmarks its model has rows on (one query)."""
    links: dict[str, list[str]] = {}
    for name, slug in (
        LeaderboardEntry.objects.filter(model_name__in={r["model_name"] for r in rows})
        .exclude(benchmark=benchmark)
        .values_list("model_name", "benchmark__slug")
        .distinct()
        .order_by("benchmark__slug")
    ):
        links.setdefault(name, []).append(slug)
    return [row | {"other_benchmarks": links.get(row["model_name"], [])} for row in rows]


def _headline_measurements(result) -> dict | None:
    """Simulated cost of a passing generation, summed over its tests (None when not measured)."""
    if result is None or result.cycles is None:
        return None
    return {
        "instructions": result.instructions,
        "cycles": result.cycles,
        "ipc": ((result.measurements or {}).get("summary") or {}).get("ipc"),  # a ratio: no column of its own
        "energy_j": result.energy_j,
    }


def _compile_message(generation, result) -> str:
    """The compiler's output, less what it quotes of a held-out task's hidden programs."""
    return exports.compile_message(generation.problem, generation.code, result.compile_message) if result else ""


def generation_records(submission: Submission):
    """Every generation with everything measured, for download (JSONL/CSV), one dict each.

    Per test: its name, verdict, wall seconds and simulated measurements; the compile message
    (why a sample failed to build). Never the test's input or expected output, nor the hidden
    lines of a task's programs, so held-out tests stay held out."""
    for generation in submission.generations.select_related("problem", "result").iterator(chunk_size=200):
        result = _stored_result(generation)
        yield {
            "submission": submission.pk,
            "model_name": submission.model_name,
            "benchmark": submission.benchmark.slug,
            **_generation_row(generation, result),
            "compile_message": _compile_message(generation, result),
            "profile": result.profile if result else None,
            "measurements": (result.measurements or {}).get("summary") if result else None,
            "versions": (result.measurements or {}).get("versions") if result else None,
            "tests": [{k: t.get(k) for k in ("name", "verdict", "seconds", "measurements")} for t in (result.tests if result else [])],
        }
