"""What the methodology page shows that comes from code, read from the code itself so the page
cannot drift from it: the machine profiles' numbers (sim_runner/machines/*.toml, with the comment
that gives each number's source), the ISA profiles' compile flags and glibc pinning
(sim_runner.profiles), the metric constants (evaluator.metrics) and every metric's one-line
definition (evaluator.metrics.registry: the same text as the columns' tooltips and the cards)."""

import re
import tomllib

from evaluator.metrics import registry
from evaluator.metrics.bootstrap import RESAMPLES
from evaluator.metrics.green_tea import NEG_FILL
from evaluator.metrics.pie import THRESHOLDS
from evaluator.metrics.simd import FAILED_SPEEDUP
from portal.benchmarks.models import Benchmark
from sim_runner.compare import FLOAT_TOLERANCE
from sim_runner.measure.machine import MACHINES
from sim_runner.profiles import PROFILES

_SECTION = re.compile(r"^\[(\w+)\]\s*(?:#\s*(.*))?$")
_KEY = re.compile(r"^(\w+)\s*=.*?(?:#\s*(.*))?$")


def _comments(text: str) -> tuple[dict, dict]:
    """The comments of a machine file: per section, the comment block above its header (and any
    on the header line); per (section, key), the comment block above it and at its line's end. tomllib drops
    comments, so they are read from the lines; values always come from tomllib."""
    sections, keys, block, section = {}, {}, [], ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("#"):
            block.append(line.lstrip("#").strip())
            continue
        if match := _SECTION.match(line):
            section = match.group(1)
            sections[section] = " ".join(block + [match.group(2) or ""]).strip()
        elif match := _KEY.match(line):
            note = " ".join(block + [match.group(2) or ""]).strip()
            if note:
                keys[(section, match.group(1))] = note
        block = [] if line else block
    return sections, keys


def _value(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_value(v)}" for k, v in value.items())
    return f"{value:g}".replace("e+0", "e").replace("e+", "e") if isinstance(value, float) else str(value)


def machine_profiles() -> list[dict]:
    machines = []
    for path in sorted(MACHINES.glob("*.toml")):
        text = path.read_text()
        data = tomllib.loads(text)
        section_notes, key_notes = _comments(text)
        sections = [
            {
                "name": name,
                "note": section_notes.get(name, ""),
                "rows": [{"key": key, "value": _value(value), "source": key_notes.get((name, key), "")} for key, value in values.items()],
            }
            for name, values in data.items()
            if isinstance(values, dict)
        ]
        machines.append(
            {
                "name": data["name"],
                "version": data["version"],
                "description": data.get("description", ""),
                "file": f"sim_runner/machines/{path.name}",
                "sections": sections,
            }
        )
    return machines


def isa_profiles() -> list[dict]:
    return [p.toolchain() for p in PROFILES.values()]


def context() -> dict:
    return {
        "metrics": list(registry.METRICS.values()),
        "metric": registry.METRICS,
        "ranking": registry.ranking_terms(),
        "with_intervals": [m.name for m in registry.METRICS.values() if m.interval],
        "terms": registry.term_definitions(),
        "machines": machine_profiles(),
        "isa_profiles": isa_profiles(),
        "benchmarks": Benchmark.objects.order_by("slug").only("slug", "name", "profile", "backend", "primary_metric", "task_format"),
        "constants": {
            "resamples": RESAMPLES,
            "thresholds": [f"{t:g}" for t in THRESHOLDS],
            "neg_fill": NEG_FILL,
            "failed_speedup": f"{FAILED_SPEEDUP:g}",
            "float_tolerance": f"{FLOAT_TOLERANCE:g}",
        },
    }
