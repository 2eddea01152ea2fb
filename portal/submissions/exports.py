"""Downloads: leaderboards as CSV (one row per leaderboard row, every metric and its interval
bounds as columns), and the compile message a submission's results (JSONL/CSV) carry per
generation, with what it quotes of a held-out task's hidden programs left out."""

import csv
import io
import re

from evaluator import simd_tasks
from evaluator.metrics import registry
from portal.benchmarks.models import Problem

FIXED = [
    "rank",
    "reference",
    "model_name",
    "team",
    "submitter",
    "submission",
    "score",
    "parameters_b",
    "open_weights",
    "base_model",
    "paper_url",
    "profile",
    "backend",
    "benchmark_version",
    "created_at",
]


def _registry_order(key: str) -> tuple:
    """The registry's metrics first, in its order, each with its interval; then any other key."""
    base = key[:-3] if key.endswith("_ci") else key
    order = list(registry.METRICS)
    return (order.index(base), key != base) if base in order else (len(order), key)


def metric_definitions(rows: list[dict]) -> dict:
    """What each registry metric in `rows` means, as the board's tooltips say it (for exports)."""
    keys = sorted({key for row in rows for key in row["metrics"] if key in registry.METRICS}, key=_registry_order)
    return {
        key: {
            "name": (m := registry.METRICS[key]).name,
            "unit": m.unit,
            "definition": m.definition,
            "source": m.source,
            "higher_is_better": m.higher_is_better,
            "interval": m.ci,
        }
        for key in keys
    }


def leaderboard_csv(rows: list[dict]) -> str:
    """One line per row; the metric columns in the registry's order, an interval as <key>_ci_low/_high."""
    metric_columns = []
    for row in rows:
        for key, value in sorted(row["metrics"].items(), key=lambda item: _registry_order(item[0])):
            if isinstance(value, dict):
                continue  # verdict counts: in the JSON export
            names = [f"{key}_low", f"{key}_high"] if isinstance(value, list) else [key]
            metric_columns += [name for name in names if name not in metric_columns]
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=FIXED + metric_columns, extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        model = row.get("model") or {}
        flat = {key: row.get(key) for key in FIXED} | {key: model.get(key) for key in ("parameters_b", "open_weights", "base_model", "paper_url")}
        flat["team"] = (row.get("team") or {}).get("name")
        for key, value in row["metrics"].items():
            if isinstance(value, list) and len(value) == 2:
                flat[f"{key}_low"], flat[f"{key}_high"] = value
            elif not isinstance(value, dict):
                flat[key] = value
        writer.writerow(flat)
    return buffer.getvalue()


# sim_runner compiles every program as prog.cpp (sim_runner/driver.sh): diagnostics locate lines in it.
SOURCE = "prog.cpp"
# "prog.cpp:25:9: error: ...", "In file included from prog.cpp:1:", "simdbench.h:40:5: note: ..."
LOCATED = re.compile(r"^(?:In file included from )?(?P<file>[^\s:]+):(?P<line>\d+)(?::\d+)?[:,]")
# gcc's context lines: "prog.cpp: In function 'bool check(int)':", "simdbench.h: In instantiation of ..."
CONTEXT = re.compile(r"^(?P<file>[^\s:]+): (?:In |At )")
# #line and GNU line markers renumber what follows: an answer with one could pass hidden lines
# off as its own.
LINE_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*(?:line\b|\d)", re.MULTILINE)


def compile_message(problem: Problem, answer: str, message: str) -> str:
    """A generation's compile message as its submitter (and, once public, anyone) may see it.

    A whole program is the model's own, so its message is shown as is. A SimdBench-shaped task's
    program wraps the answer in the task's scalar solution and test programs, hidden unless the
    task is in the dev split, and the compiler quotes whatever line an error is on: then only the
    diagnostics on the answer's own lines (and in public headers) are kept, and the count of
    lines left out is said."""
    if not problem.harness or problem.split == Problem.Split.DEV or not message:
        return message
    own = _own_lines(problem, answer)
    kept: list[str] = []
    context: list[str] = []  # a context line waits for the diagnostic it introduces
    keep = True
    dropped = 0
    for line in message.splitlines():
        if not line.strip() or line[:1].isspace():  # a quoted source line, a caret, an include chain
            if keep:
                kept.append(line)
            else:
                dropped += 1
            continue
        if (match := CONTEXT.match(line)) and match["file"] == SOURCE:
            dropped += len(context)
            context = [line]
            continue
        match = LOCATED.match(line)
        keep = match is None or match["file"] != SOURCE or int(match["line"]) in own
        if keep:
            kept += context
        else:
            dropped += 1 + len(context)
        context = []
        if keep:
            kept.append(line)
    dropped += len(context)
    if dropped:
        kept.append(f"[{dropped} line{'s' if dropped != 1 else ''} about the task's hidden programs left out]")
    return "\n".join(kept)


def _own_lines(problem: Problem, answer: str) -> range:
    """The lines of prog.cpp that hold the answer's code (none when it renumbers its lines or the
    task cannot be read): the same in the correctness and the performance program."""
    try:
        task = simd_tasks.SimdTask.from_harness(problem.problem_id, problem.harness)
    except KeyError:
        return range(0)
    code = simd_tasks.extract_code(task, answer)
    if LINE_DIRECTIVE.search(code):
        return range(0)
    marker = "\x00answer\x00"  # the program is laid out by the evaluator's own function
    program = simd_tasks.program(task, marker, "")
    first = program[: program.index(marker)].count("\n") + 1
    return range(first, first + code.count("\n") + 1)
