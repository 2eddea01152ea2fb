"""Reads callgrind's output (written with --dump-instr=yes --compress-pos=no
--compress-strings=no) into self-cost event counts per instruction address."""
from collections import defaultdict
from pathlib import Path

EVENTS = ("Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw", "Bc", "Bcm", "Bi", "Bim")


class CallgrindFormatError(ValueError):
    pass


def read_profile(path: Path) -> dict[int, list[int]]:
    """Per instruction address, the self cost of each event in EVENTS order."""
    events: list[str] | None = None
    costs: dict[int, list[int]] = defaultdict(lambda: [0] * len(EVENTS))
    skip_next = False
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if line.startswith("events:"):
                events = line.split()[1:]
                if tuple(events) != EVENTS:
                    raise CallgrindFormatError(f"unexpected events {events}; need {EVENTS}")
                continue
            if line.startswith("calls="):
                skip_next = True  # the next cost line is the call's inclusive cost, not self cost
                continue
            if not line.startswith("0x"):
                continue
            if skip_next:
                skip_next = False
                continue
            fields = line.split()
            address = int(fields[0], 16)
            row = costs[address]
            # fields[1] is the source line (positions: instr line); then the event counts.
            for index, value in enumerate(fields[2:]):
                row[index] += int(value)
    if events is None:
        raise CallgrindFormatError(f"{path.name}: no events line (not a callgrind profile)")
    return dict(costs)


def totals(costs: dict[int, list[int]]) -> dict[str, int]:
    sums = [0] * len(EVENTS)
    for row in costs.values():
        for index, value in enumerate(row):
            sums[index] += value
    return dict(zip(EVENTS, sums))
