"""Importers for the public benchmarks researchers already use: PIE's test split and SimdBench.

Both read and validate every record first, then write in one transaction: a malformed record
fails the import with its line number and nothing is written. Re-importing updates problems in
place (keyed by their ids), never duplicates them. Imported content is public already, so the
problems are in the dev split (their tests are shown), except PIE's human-written faster
program, which stays hidden like every expert program.
"""
import json
import re
from dataclasses import dataclass
from pathlib import Path

from django.db import transaction

from evaluator.simd_tasks import SIMDBENCH_PROFILES, SimdTask

from .models import Benchmark, Problem, TestCase

SIMDBENCH_FIELDS = ("task_id", "prompt", "solution_scalar", "test_correctness", "test_performance", "intrinsic",
                    "entrypoint_scalar", "entrypoint_simd")
PIE_TEST_FILE = re.compile(r"^(input|output)\.(\d+)\.txt$")
MAX_TESTS_PER_PROBLEM = 200


class ImportFailed(ValueError):
    """A rejected import; the message names the line (or file) and what is wrong."""


@dataclass
class Imported:
    benchmark: Benchmark
    created: int
    updated: int


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
            problem, was_created = Problem.objects.update_or_create(benchmark=benchmark, problem_id=problem_id,
                                                                    defaults=fields)
            created += was_created
            updated += not was_created
            names = [name for name, _, _ in tests]
            for name, test_input, expected in tests:
                TestCase.objects.update_or_create(problem=problem, name=name, defaults={
                    "input_data": test_input, "expected_output": expected, "hidden": False})
            problem.tests.exclude(name__in=names).delete()
    return Imported(benchmark, created, updated)


def import_simdbench(path: Path, *, intrinsic: str, slug: str) -> Imported:
    """SimdBench's task records (`intrinsic` SSE or AVX; records of other ISAs are skipped)."""
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
        problems.append(({
            "problem_id": task.task_id, "title": task.task_id, "statement": task.prompt,
            "baseline_code": task.solution_scalar, "split": Problem.Split.DEV, "harness": task.harness(),
            "kind": f"simdbench {record.get('type', '')}/{record.get('subtype', '')}".strip(" /"),
        }, []))
    if not problems:
        raise ImportFailed(f"{path}: no {intrinsic} records")
    return _write(slug, {
        "name": f"SimdBench ({intrinsic}, imported)",
        "description": f"SimdBench's {intrinsic} tasks, imported from {path.name}: write the `_simd` function.",
        # SimdBench's own toolchain for the track (clang++, its flags and ISA): verdicts as SimdBench's.
        "profile": SIMDBENCH_PROFILES[intrinsic], "backend": "valgrind", "primary_metric": "fast1",
        "task_format": Benchmark.TaskFormat.SIMDBENCH,
    }, problems)


def import_pie(path: Path, *, tests_dir: Path, slug: str) -> Imported:
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
        problems.append(({
            "problem_id": key, "title": problem if key == problem else f"{problem} ({key})",
            "statement": f"PIE problem {problem}: make the program faster without changing its output.",
            "baseline_code": source, "expert_code": target, "split": Problem.Split.DEV, "kind": "pie",
        }, tests))
    if not problems:
        raise ImportFailed(f"{path}: no records")
    return _write(slug, {
        "name": "PIE (imported)", "description": f"PIE's test split, imported from {path.name}.",
        "profile": "scalar", "backend": "valgrind", "primary_metric": "speedup",
        "task_format": Benchmark.TaskFormat.PROGRAM,
    }, problems)


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
