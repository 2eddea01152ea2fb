"""Parsing of uploaded generation files (JSONL).

Accepted lines:
- ``{"problem_id": "...", "code": "...", "sample": 0}`` (``sample`` optional: samples of a problem
  are then numbered in line order);
- PIE's rows: ``{"problem_id": "...", "generated_answers": ["...", ...]}`` (sample = list index;
  ``src_id`` is accepted for ``problem_id``);
- SimdBench's model outputs: ``{"task_id": "...", "completion": "..."}``, several lines per task
  being samples in line order (the code is extracted from the completion at evaluation).

An empty answer (``""``, whitespace only, or nothing but Markdown fences) is a sample like any
other: the model answered nothing, so the evaluator records it as failed (verdict ``no_code``)
without running it, and it keeps its place in pass@k's denominators. Dropping or refusing it would
change those, and SimdBench's published outputs hold such answers.

Any bad line (not JSON, a key missing, a value of the wrong type) rejects the whole file with an
error naming the line and what is wrong, so nothing of a bad upload is ever saved.
"""

import json
from collections import defaultdict
from dataclasses import dataclass

MAX_CODE_BYTES = 256 * 1024
MAX_SAMPLE = 2**31 - 1  # the largest sample number the database stores


class UploadError(ValueError):
    """A rejected upload; the message is meant for the submitter."""


@dataclass(frozen=True)
class ParsedGeneration:
    problem_id: str
    sample: int
    code: str
    line: int


def parse_generations(data: bytes, *, max_bytes: int) -> list[ParsedGeneration]:
    if len(data) > max_bytes:
        raise UploadError(f"file is {len(data)} bytes; the limit is {max_bytes} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise UploadError(f"line {line}: not valid UTF-8 (byte offset {exc.start})") from None

    generations: list[ParsedGeneration] = []
    next_sample: dict[str, int] = defaultdict(int)
    seen: dict[tuple[str, int], int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        for problem_id, sample, code in _read_line(raw, number):
            if sample is None:
                sample = next_sample[problem_id]
                if sample > MAX_SAMPLE:
                    raise UploadError(f"line {number}: the next sample of problem '{problem_id}' would be {sample}, past the largest ({MAX_SAMPLE})")
            next_sample[problem_id] = max(next_sample[problem_id], sample + 1)
            key = (problem_id, sample)
            if key in seen:
                raise UploadError(f"line {number}: sample {sample} of problem '{problem_id}' was already given on line {seen[key]}")
            seen[key] = number
            generations.append(ParsedGeneration(problem_id, sample, code, number))
    if not generations:
        raise UploadError("the file holds no generations (it is empty or only blank lines)")
    return generations


def _read_line(raw: str, number: int) -> list[tuple[str, int | None, str]]:
    try:
        row = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise UploadError(f"line {number}: not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(row, dict):
        raise UploadError(f"line {number}: expected a JSON object, got {type(row).__name__}")
    try:
        # A \ud800-style escape alone decodes to half a UTF-16 pair: no character, and no text
        # the database (or an error message) can hold.
        json.dumps(row, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise UploadError(f"line {number}: holds a lone UTF-16 surrogate escape (\\ud800-\\udfff), which is not a character") from None
    if "task_id" in row and "problem_id" not in row and "src_id" not in row and "completion" not in row:
        raise UploadError(f"line {number}: needs 'completion' (SimdBench's rows: 'task_id' and 'completion')")
    if "task_id" in row and "completion" in row:
        task_id = row["task_id"]
        if not isinstance(task_id, str) or not task_id.strip():
            raise UploadError(f"line {number}: 'task_id' must be a non-empty string")
        return [(task_id, None, _checked_code(row["completion"], number, "completion"))]
    key = "problem_id" if "problem_id" in row or "src_id" not in row else "src_id"
    problem_id = row.get(key)
    if not isinstance(problem_id, str) or not problem_id.strip():
        raise UploadError(f"line {number}: '{key}' must be a non-empty string")
    if "generated_answers" in row:
        answers = row["generated_answers"]
        if not isinstance(answers, list) or not answers:
            raise UploadError(f"line {number}: 'generated_answers' must be a non-empty list of strings")
        return [(problem_id, i, _checked_code(code, number, f"generated_answers[{i}]")) for i, code in enumerate(answers)]
    if "code" not in row:
        raise UploadError(f"line {number}: needs 'code' (or PIE's 'generated_answers')")
    sample = row.get("sample")
    if sample is not None and (not isinstance(sample, int) or isinstance(sample, bool) or not 0 <= sample <= MAX_SAMPLE):
        raise UploadError(f"line {number}: 'sample' must be a non-negative integer (at most {MAX_SAMPLE})")
    return [(problem_id, sample, _checked_code(row["code"], number, "code"))]


JSON_TYPES = {type(None): "null", bool: "a boolean", int: "a number", float: "a number", list: "a list", dict: "an object"}


def _checked_code(code: object, number: int, field: str) -> str:
    # "" is allowed: an empty answer is a failed sample (verdict no_code), not a malformed line.
    if not isinstance(code, str):
        raise UploadError(f"line {number}: '{field}' must be a string (\"\" for an empty answer), not {JSON_TYPES.get(type(code), type(code).__name__)}")
    if len(code.encode("utf-8")) > MAX_CODE_BYTES:
        raise UploadError(f"line {number}: '{field}' is longer than {MAX_CODE_BYTES} bytes")
    if "\x00" in code:
        raise UploadError(f"line {number}: '{field}' holds a NUL character (\\u0000), which source code cannot contain")
    return code
