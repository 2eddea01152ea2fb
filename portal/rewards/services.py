"""Writes: a reward batch from a trainer's request, checked whole before anything is saved.

The completions are taken for public dev problems only, so training never touches the held-out
tests. An empty completion is a sample (its reward is a compile failure's), not a bad request.
An identical program already evaluated (same code, tests and cost model) answers at once, as does
an empty one; the others become units on the workers' reward queue once the batch is committed.
"""

import hashlib
import json
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

import sim_runner
from evaluator import endpoints, pipeline, rewards, simd_tasks
from evaluator.reward_units import no_code_outcome
from portal.accounts.models import ApiToken
from portal.benchmarks import services as benchmark_services
from portal.benchmarks.models import Benchmark, Problem
from portal.submissions.jsonl import MAX_CODE_BYTES

from .models import RewardBatch, RewardItem

# Program rewards divide simulated costs: a benchmark measured natively (wall clock) has none.
MEASURING_BACKENDS = ("valgrind", "gem5")
# The request option that caps simulated instructions: the request's, not the reward's (never
# passed to the reward's function). Only effgrind counts them: program benchmarks on valgrind.
MAX_INSTRUCTIONS = "max_instructions"
CAPPED_BACKENDS = ("valgrind",)
AUTH_KEYWORDS = ("token", "bearer")  # as portal.accounts.authentication reads the header


class RewardRequestError(ValueError):
    """A refused request; `field` names the part at fault (e.g. "items[3].problem_id")."""

    def __init__(self, field_name: str, message: str):
        super().__init__(f"{field_name}: {message}")
        self.field = field_name
        self.message = message


class RewardQuotaExceeded(Exception):
    def __init__(self, message: str, retry_after: float):
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(frozen=True)
class ParsedItem:
    problem: Problem
    completion: str
    code: str


@dataclass(frozen=True)
class RewardRequest:
    benchmark: Benchmark
    reward: str
    options: dict
    items: list[ParsedItem]
    max_instructions: int | None = None  # per test run; None: no cap


def parse_request(data: object) -> RewardRequest:
    """The request, checked whole; RewardRequestError names the first thing wrong."""
    if not isinstance(data, dict):
        raise RewardRequestError("non_field_errors", "the body must be a JSON object {benchmark, reward, items: [{problem_id, completion}], options?}")
    try:
        # A \ud800-style escape alone decodes to half a UTF-16 pair: no text the database can hold.
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise RewardRequestError("non_field_errors", "the body holds a lone UTF-16 surrogate escape (\\ud800-\\udfff), which is not a character") from None
    slug = data.get("benchmark")
    if not isinstance(slug, str) or not slug:
        raise RewardRequestError("benchmark", "required: a benchmark's slug")
    # (A NUL in a lookup fails in PostgreSQL instead of finding nothing.)
    benchmark = None if "\x00" in slug else Benchmark.objects.filter(slug=slug).first()
    if benchmark is None:
        raise RewardRequestError("benchmark", f"unknown benchmark {slug[:100]!r}")
    name = data.get("reward")
    if not isinstance(name, str):
        raise RewardRequestError("reward", f"required: one of {', '.join(rewards.DEFINITIONS)}")
    raw_options = data.get("options")
    asked = raw_options.get(MAX_INSTRUCTIONS) if isinstance(raw_options, dict) else None
    if isinstance(raw_options, dict):
        raw_options = {key: value for key, value in raw_options.items() if key != MAX_INSTRUCTIONS}
    try:
        options = rewards.resolve_options(name, raw_options)
    except rewards.RewardError as exc:
        raise RewardRequestError(exc.field, exc.message) from None
    task_format = rewards.DEFINITIONS[name].task_format
    if task_format != benchmark.task_format:
        raise RewardRequestError("reward", f"reward {name!r} is for {task_format} benchmarks; {slug!r} is a {benchmark.task_format} benchmark")
    if task_format == "program" and benchmark.backend not in MEASURING_BACKENDS:
        raise RewardRequestError("reward", f"reward {name!r} needs simulated measurements; benchmark {slug!r} runs on the {benchmark.backend} backend")
    cap = _max_instructions(benchmark, asked)
    return RewardRequest(benchmark, name, options, _parse_items(benchmark, data.get("items")), cap)


def _max_instructions(benchmark: Benchmark, asked: object) -> int | None:
    """The cap on simulated instructions per test run: options.max_instructions (a positive
    count, at most the server's REWARD_MAX_INSTRUCTIONS), else the server's; None where nothing
    counts them (SIMD tasks run our fixed harness; gem5) or the server sets no cap."""
    where, server = f"options.{MAX_INSTRUCTIONS}", settings.REWARD_MAX_INSTRUCTIONS
    cappable = benchmark.task_format == "program" and benchmark.backend in CAPPED_BACKENDS
    if asked is None:
        return server if cappable and server > 0 else None
    if not cappable:
        raise RewardRequestError(where, f"benchmark {benchmark.slug!r} has no instruction cap (only program benchmarks on the valgrind backend)")
    if isinstance(asked, float) and asked.is_integer():  # 1e9 as JSON writes it; portal-cli sends numbers as floats
        asked = int(asked)
    if isinstance(asked, bool) or not isinstance(asked, int) or asked < 1:
        raise RewardRequestError(where, "must be a positive whole number of instructions")
    if server > 0 and asked > server:
        raise RewardRequestError(where, f"{asked} is over this server's cap of {server} simulated instructions per test")
    return asked


def _parse_items(benchmark: Benchmark, items: object) -> list[ParsedItem]:
    if not isinstance(items, list) or not items:
        raise RewardRequestError("items", "required: a non-empty list of {problem_id, completion}")
    if len(items) > settings.REWARD_MAX_ITEMS:
        raise RewardRequestError("items", f"{len(items)} items; at most {settings.REWARD_MAX_ITEMS} per request")
    wanted = {item.get("problem_id") for item in items if isinstance(item, dict)}
    lookups = [w for w in wanted if isinstance(w, str) and "\x00" not in w]
    problems = {p.problem_id: p for p in benchmark.problems.filter(problem_id__in=lookups)}
    parsed = []
    for index, item in enumerate(items):
        where = f"items[{index}]"
        if not isinstance(item, dict):
            raise RewardRequestError(where, "must be an object {problem_id, completion}")
        problem_id = item.get("problem_id")
        if not isinstance(problem_id, str) or not problem_id:
            raise RewardRequestError(f"{where}.problem_id", "required: a non-empty string")
        problem = problems.get(problem_id)
        if problem is None:
            raise RewardRequestError(f"{where}.problem_id", f"unknown problem {problem_id[:100]!r} in benchmark {benchmark.slug!r}")
        if problem.split != Problem.Split.DEV:
            raise RewardRequestError(
                f"{where}.problem_id",
                f"problem {problem_id!r} is held out: rewards are given on the public dev split only, so training never touches the test set",
            )
        completion = item.get("completion")
        if not isinstance(completion, str):
            raise RewardRequestError(f"{where}.completion", 'required: the model\'s completion as a string ("" for an empty answer)')
        if len(completion.encode("utf-8")) > MAX_CODE_BYTES:
            raise RewardRequestError(f"{where}.completion", f"longer than {MAX_CODE_BYTES} bytes")
        if "\x00" in completion:
            raise RewardRequestError(f"{where}.completion", "holds a NUL character, which source code cannot contain")
        parsed.append(ParsedItem(problem, completion, extract_code(problem, completion)))
    return parsed


def extract_code(problem: Problem, completion: str) -> str:
    """The program in a completion, as the evaluator takes it: for a SIMD task the first fenced
    block naming its entry point (as uploads are read), else the first fenced C/C++ block (as
    endpoint replies are read); either way the whole completion when it has no such block."""
    if problem.harness:
        return simd_tasks.extract_code(simd_tasks.SimdTask.from_harness(problem.problem_id, problem.harness), completion)
    return endpoints.extract_program(completion)


def reward_tests(problem: Problem) -> list[sim_runner.TestCase]:
    """The tests a completion of `problem` runs on: its first REWARD_MAX_TESTS by name (a dev
    problem's tests are all public). SIMD tasks carry their own programs instead."""
    tests = problem.tests.order_by("name")[: settings.REWARD_MAX_TESTS]
    return [sim_runner.TestCase(t.name, t.input_data, t.expected_output) for t in tests]


def evaluation_key(benchmark: Benchmark, problem: Problem, tests: list[sim_runner.TestCase], code: str, max_instructions: int | None = None) -> str:
    """Names one evaluation: the program, the tests (or SIMD harness), the instruction cap and
    the toolchain and cost model that judge it. Reports of the same key are interchangeable (as
    sim_runner's cache keys)."""
    identity: list[object] = [benchmark.profile, benchmark.backend, sim_runner.model_identity(benchmark.backend), problem.harness or None]
    if max_instructions is not None:  # (uncapped keys stay as they were)
        identity.append({MAX_INSTRUCTIONS: max_instructions})
    digest = hashlib.sha256(json.dumps(identity, sort_keys=True).encode())
    for part in [code, *(field for t in tests for field in (t.name, t.input, t.expected_output))]:
        digest.update(hashlib.sha256(part.encode()).digest())
    return digest.hexdigest()


def cached_outcome(key: str, tests: list[str]) -> rewards.Outcome | None:
    """The oldest reusable outcome for this key: every later identical program gets the same one,
    so the same completion always gets the same reward, to the last bit. Its costs in the order of
    `tests`, the order they ran in (the database may keep a JSON object's keys in another). Only
    outcomes of the schema this evaluator reads are served again: another's is a miss, not an error."""
    done = RewardItem.objects.filter(evaluation_key=key, status=RewardItem.Status.DONE, reusable=True, outcome__schema=rewards.OUTCOME_SCHEMA)
    item = done.order_by("id").only("outcome").first()
    return rewards.Outcome.from_dict(item.outcome).in_order(tests) if item else None


def request_token(authorization: str) -> ApiToken | None:
    """The API token of an `Authorization: Token <key>` header (the quota is per token)."""
    parts = authorization.split()
    if len(parts) != 2 or parts[0].lower() not in AUTH_KEYWORDS:
        return None
    # Keys are stored as SHA-256 digests (portal.accounts.services).
    return ApiToken.objects.filter(digest=hashlib.sha256(parts[1].encode()).hexdigest()).first()


def check_quota(owner, token: ApiToken | None, size: int) -> None:
    """RewardQuotaExceeded when `size` more completions would pass the token's (or, without a
    token, the user's) REWARD_QUOTA_PER_DAY over the last 24 hours."""
    limit = settings.REWARD_QUOTA_PER_DAY
    now = timezone.now()
    scope = {"token": token} if token else {"owner": owner, "token": None}
    recent = list(RewardBatch.objects.filter(created_at__gte=now - timedelta(days=1), **scope).order_by("created_at").values_list("created_at", "size"))
    used = sum(n for _, n in recent)
    if used + size <= limit:
        return
    retry_after, freed = 24 * 3600.0, 0
    for created_at, n in recent:  # the oldest batches leave the window first
        freed += n
        if used - freed + size <= limit:
            retry_after = (created_at + timedelta(days=1) - now).total_seconds()
            break
    who = f"token {token.prefix}…" if token else "your account"
    raise RewardQuotaExceeded(f"{who} asked for {used} rewards in the last 24 hours; {size} more would pass the quota of {limit} a day", max(1.0, retry_after))


def create_batch(*, owner, token: ApiToken | None, data: object) -> RewardBatch:
    """Check the request, answer what needs no run (empty completions, identical programs seen
    before) and save the batch and its items in one transaction; the other items are sent to the
    workers once it commits. Raises RewardRequestError or RewardQuotaExceeded, nothing saved."""
    request = parse_request(data)
    benchmark = request.benchmark
    tests = {p.pk: reward_tests(p) for p in {item.problem for item in request.items} if not p.harness}
    baselines = benchmark_services.reference_costs(benchmark, {item.problem for item in request.items}, "baseline")
    rows = []
    for position, item in enumerate(request.items):
        row = RewardItem(position=position, problem=item.problem, completion=item.completion, code=item.code)
        if not pipeline.has_code(item.code):  # a failed sample, never run (a compile failure's reward)
            outcome = no_code_outcome()
            _finish(row, outcome, rewards.compute(request.reward, outcome, None, request.options), cached=False)
        else:
            row.evaluation_key = evaluation_key(benchmark, item.problem, tests.get(item.problem.pk, []), item.code, request.max_instructions)
            outcome = cached_outcome(row.evaluation_key, [t.name for t in tests.get(item.problem.pk, [])])
            if outcome is not None:
                reward = rewards.compute(request.reward, outcome, baselines.get(item.problem.problem_id), request.options)
                if reward.value is not None:  # else the baseline is missing: a unit measures it
                    _finish(row, outcome, reward, cached=True)
        rows.append(row)
    with transaction.atomic():
        if token is not None:  # concurrent requests of one token take the quota in turn
            ApiToken.objects.select_for_update().filter(pk=token.pk).first()
        check_quota(owner, token, len(rows))
        pending = [row for row in rows if row.status == RewardItem.Status.PENDING]
        batch = RewardBatch.objects.create(
            owner=owner,
            token=token,
            benchmark=benchmark,
            reward=request.reward,
            options=request.options,
            max_instructions=request.max_instructions,
            size=len(rows),
            finished_at=None if pending else timezone.now(),
        )
        for row in rows:
            row.batch = batch
        RewardItem.objects.bulk_create(rows)
        ids = [row.pk for row in pending]
        transaction.on_commit(lambda: _enqueue(ids))
    return batch


def _finish(row: RewardItem, outcome: rewards.Outcome, reward: rewards.Reward, *, cached: bool) -> None:
    row.status = RewardItem.Status.DONE
    row.outcome, row.reusable = outcome.to_dict(), outcome.reusable
    row.verdict, row.reward, row.components, row.cached = reward.verdict, reward.value, reward.components, cached
    row.finished_at = timezone.now()


def _enqueue(item_ids: list[int]) -> None:
    from evaluator.actors import send_reward_units

    send_reward_units(item_ids)
