"""Importers for the public benchmarks researchers already use: PIE's test split and SimdBench.

Both read and validate every record first, then write in one transaction: a malformed record
fails the import with its line number and nothing is written. Re-importing updates problems in
place (keyed by their ids), never duplicates them. Imported content is public already, so the
problems are in the dev split (their tests are shown), except PIE's human-written faster
program, which stays hidden like every expert program.
"""

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from evaluator.simd_tasks import SIMDBENCH_PROFILES, SimdTask
from sim_runner import TestCase as Test

from . import import_checks
from .import_checks import Invalid
from .models import Benchmark, Problem, TestCase

SIMDBENCH_FIELDS = ("task_id", "prompt", "solution_scalar", "test_correctness", "test_performance", "intrinsic", "entrypoint_scalar", "entrypoint_simd")
PIE_TEST_FILE = re.compile(r"^(input|output)\.(\d+)\.txt$")
MAX_TESTS_PER_PROBLEM = 200


class ImportFailed(ValueError):
    """A rejected import; the message names the line (or file) and what is wrong."""


@dataclass
class Imported:
    benchmark: Benchmark
    created: int
    updated: int
    skipped: list[Invalid] = field(default_factory=list)  # left out by Validation(skip_invalid=True)


@dataclass(frozen=True)
class Validation:
    """Run every imported task's own programs before writing (import_checks): refuse the import
    naming each one that fails, or with skip_invalid leave those out and list them."""

    sandbox: str = "auto"
    skip_invalid: bool = False
    progress: Callable[[str], None] = lambda line: None


def _validated(problems: list, item_id: Callable, problem: Callable, validation: "Validation | None", noun: str) -> tuple[list, list[Invalid]]:
    """`problems` less the invalid ones (skip_invalid), or ImportFailed naming them all."""
    if validation is None:
        return problems, []
    found = import_checks.invalid(problems, item_id, problem, validation.progress)
    if found and not validation.skip_invalid:
        listed = "\n".join(f"  {bad.item_id}: {bad.reason}" for bad in found)
        raise ImportFailed(f"{len(found)} of {len(problems)} {noun} cannot run their own programs (import the others with --skip-invalid):\n{listed}")
    bad_ids = {bad.item_id for bad in found}
    kept = [p for p in problems if item_id(p) not in bad_ids]
    if not kept:
        raise ImportFailed(f"none of the {len(problems)} {noun} can run its own programs")
    return kept, found


def _records(path: Path):
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportFailed(f"{path}: cannot read ({exc})") from None
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ImportFailed(f"line {number}: not valid JSON ({exc.msg} at column {exc.colno})") from None
        if not isinstance(record, dict):
            raise ImportFailed(f"line {number}: expected a JSON object")
        yield number, record


def _text(record: dict, key: str, number: int) -> str:
    value = record.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ImportFailed(f"line {number}: '{key}' must be a non-empty string")
    return value


def _write(slug: str, defaults: dict, problems: list[tuple[dict, list[tuple[str, str, str]]]]) -> Imported:
    """problems: (Problem fields incl. problem_id, [(test name, input, expected output)])."""
    created = updated = 0
    with transaction.atomic():
        benchmark, _ = Benchmark.objects.update_or_create(slug=slug, defaults=defaults)
        for fields, tests in problems:
            problem_id = fields.pop("problem_id")
            problem, was_created = Problem.objects.update_or_create(benchmark=benchmark, problem_id=problem_id, defaults=fields)
            created += was_created
            updated += not was_created
            names = [name for name, _, _ in tests]
            for name, test_input, expected in tests:
                TestCase.objects.update_or_create(problem=problem, name=name, defaults={"input_data": test_input, "expected_output": expected, "hidden": False})
            problem.tests.exclude(name__in=names).delete()
    return Imported(benchmark, created, updated)


def import_simdbench(path: Path, *, intrinsic: str, slug: str, validation: Validation | None = None) -> Imported:
    """SimdBench's task records (`intrinsic` SSE or AVX; records of other ISAs are skipped),
    checked by running them when `validation` is given."""
    intrinsic = intrinsic.upper()
    if intrinsic not in SIMDBENCH_PROFILES:
        raise ImportFailed(f"intrinsic must be one of {', '.join(SIMDBENCH_PROFILES)}, not {intrinsic!r}")
    problems, seen = [], {}
    for number, record in _records(path):
        fields = {key: _text(record, key, number) for key in SIMDBENCH_FIELDS}
        if fields["intrinsic"] != intrinsic:
            continue
        if fields["task_id"] in seen:
            raise ImportFailed(f"line {number}: task '{fields['task_id']}' was already given on line {seen[fields['task_id']]}")
        seen[fields["task_id"]] = number
        if fields["entrypoint_simd"] not in fields["prompt"]:
            raise ImportFailed(f"line {number}: the prompt does not declare '{fields['entrypoint_simd']}'")
        if fields["entrypoint_scalar"] not in fields["solution_scalar"]:
            raise ImportFailed(f"line {number}: solution_scalar does not define '{fields['entrypoint_scalar']}'")
        task = SimdTask(**fields)
        problems.append(
            (
                task,
                {
                    "problem_id": task.task_id,
                    "title": task.task_id,
                    "statement": task.prompt,
                    "baseline_code": task.solution_scalar,
                    "split": Problem.Split.DEV,
                    "harness": task.harness(),
                    "kind": f"simdbench {record.get('type', '')}/{record.get('subtype', '')}".strip(" /"),
                },
                [],
            )
        )
    if not problems:
        raise ImportFailed(f"{path}: no {intrinsic} records")
    profile = SIMDBENCH_PROFILES[intrinsic]
    problems, skipped = _validated(
        problems, lambda item: item[0].task_id, lambda item: import_checks.simd_task_problem(item[0], profile, validation.sandbox), validation, "tasks"
    )
    imported = _write(
        slug,
        {
            "name": f"SimdBench ({intrinsic}, imported)",
            "description": f"SimdBench's {intrinsic} tasks, imported from {path.name}: write the `_simd` function.",
            # SimdBench's own toolchain for the track (clang++, its flags and ISA): verdicts as SimdBench's.
            "profile": profile,
            "backend": "valgrind",
            "primary_metric": "fast1",
            "task_format": Benchmark.TaskFormat.SIMDBENCH,
        },
        [(fields, tests) for _, fields, tests in problems],
    )
    imported.skipped = skipped
    return imported


def import_pie(path: Path, *, tests_dir: Path, slug: str, validation: Validation | None = None) -> Imported:
    """PIE's test split: records (`problem_id`, `src_code`, `tgt_code`, optional `src_id`, ...)
    and `tests_dir/<problem_id>/input.N.txt|output.N.txt` (PIE's merged_test_cases). One problem
    per record, named by its `src_id` when given (PIE has several slow programs per problem)."""
    if not tests_dir.is_dir():
        raise ImportFailed(f"{tests_dir}: no such directory (PIE's merged_test_cases)")
    problems, seen = [], {}
    for number, record in _records(path):
        problem = _text(record, "problem_id", number)
        key = str(record["src_id"]) if record.get("src_id") not in (None, "") else problem
        if key in seen:
            raise ImportFailed(f"line {number}: problem '{key}' was already given on line {seen[key]}")
        seen[key] = number
        source, target = _text(record, "src_code", number), _text(record, "tgt_code", number)
        tests = _pie_tests(tests_dir / problem, number)
        problems.append(
            (
                {
                    "problem_id": key,
                    "title": problem if key == problem else f"{problem} ({key})",
                    "statement": f"PIE problem {problem}: make the program faster without changing its output.",
                    "baseline_code": source,
                    "expert_code": target,
                    "split": Problem.Split.DEV,
                    "kind": "pie",
                },
                tests,
            )
        )
    if not problems:
        raise ImportFailed(f"{path}: no records")
    profile = "scalar"

    def references_fail(item) -> str | None:
        fields, tests = item
        return import_checks.pie_problem(
            fields["problem_id"],
            {"baseline": fields["baseline_code"], "expert": fields["expert_code"]},
            [Test(name, test_input, expected) for name, test_input, expected in tests],
            profile,
            validation.sandbox,
        )

    problems, skipped = _validated(problems, lambda item: item[0]["problem_id"], references_fail, validation, "problems")
    imported = _write(
        slug,
        {
            "name": "PIE (imported)",
            "description": f"PIE's test split, imported from {path.name}.",
            "profile": profile,
            "backend": "valgrind",
            "primary_metric": "speedup",
            "task_format": Benchmark.TaskFormat.PROGRAM,
        },
        problems,
    )
    imported.skipped = skipped
    return imported


def _pie_tests(folder: Path, number: int) -> list[tuple[str, str, str]]:
    if not folder.is_dir():
        raise ImportFailed(f"line {number}: no test folder {folder}")
    files: dict[str, dict[str, Path]] = {}
    for path in folder.iterdir():
        match = PIE_TEST_FILE.match(path.name)
        if match:
            files.setdefault(match.group(2), {})[match.group(1)] = path
    incomplete = sorted((n for n, pair in files.items() if len(pair) != 2), key=int)
    if incomplete:
        raise ImportFailed(f"line {number}: {folder.name}: test {incomplete[0]} lacks its input or output file")
    if not files:
        raise ImportFailed(f"line {number}: {folder} holds no input.N.txt / output.N.txt")
    if len(files) > MAX_TESTS_PER_PROBLEM:
        raise ImportFailed(f"line {number}: {folder.name} has {len(files)} tests (limit {MAX_TESTS_PER_PROBLEM})")
    try:
        return [(n, files[n]["input"].read_text(), files[n]["output"].read_text()) for n in sorted(files, key=int)]
    except UnicodeDecodeError:
        raise ImportFailed(f"line {number}: {folder.name}: a test file is not UTF-8 text") from None
