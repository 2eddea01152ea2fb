"""Output comparison, PIE-style but stricter.

Lines are compared after stripping trailing whitespace; trailing empty lines are ignored. Two
lines match when equal as strings or when both parse as floats that differ by < 1e-3 (PIE's
rule). Unlike PIE's harness, which `zip`s the line lists and so ignores extra output lines, a
different number of lines is a wrong answer here.
"""

import math

FLOAT_TOLERANCE = 1e-3


def _lines(text: str) -> list[str]:
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _same(got: str, expected: str) -> bool:
    if got == expected:
        return True
    try:
        a, b = float(got), float(expected)
    except ValueError:
        return False
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return abs(a - b) < FLOAT_TOLERANCE


def first_difference(got: str, expected: str) -> str | None:
    """None when the outputs match, else a description that reveals no expected content."""
    got_lines, expected_lines = _lines(got), _lines(expected)
    for number, (g, e) in enumerate(zip(got_lines, expected_lines), start=1):
        if not _same(g, e):
            return f"line {number} differs"
    if len(got_lines) != len(expected_lines):
        return f"{len(got_lines)} output lines, expected {len(expected_lines)}"
    return None
