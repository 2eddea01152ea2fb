"""Reads effgrind's output (sim_runner/valgrind_tool/effgrind.c), format 7: event totals (system
calls and the bytes written through them, and the lines non-temporal stores wrote to memory,
included), how often each instruction address executed, and per instruction how many of its
data accesses missed D1, L2 and L3, needed a page walk, walked to an entry that missed L2 and L3,
and missed the DTLB (walking or not), and its store misses that crowded a D1 set."""

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

FORMAT = "effgrind 7"
EVENTS = (
    "Ir",
    "Dr",
    "Dw",
    "I1mr",
    "D1mr",
    "D1mw",
    "D1mwc",
    "I2mr",
    "D2mr",
    "D2mw",
    "ILmr",
    "DLmr",
    "DLmw",
    "Bc",
    "Bcm",
    "Bi",
    "Bim",
    "PF1",
    "PF2",
    "PFL",
    "WB1",
    "WB2",
    "WBL",
    "NTw",
    "TLB1m",
    "Walks",
    "WL2",
    "WLL",
    "Pages",
    "Sys",
    "SysWB",
)
# Per-instruction miss columns and the totals each must add up to.
MISS_TOTALS = (("D1mr", "D1mw"), ("D2mr", "D2mw"), ("DLmr", "DLmw"), ("Walks",), ("WL2",), ("WLL",), ("TLB1m",), ("D1mwc",))


class Misses(NamedTuple):
    """One instruction's data accesses that missed D1, L2, L3, needed a page walk, whose walk
    read the page's entry from beyond L2 (L3 or DRAM), and from DRAM, and that missed the DTLB
    (those that walked, and those the STLB held), and of its store misses those into a crowded D1
    set (effgrind.c's store_missed: each waits in turn for its line to come back into D1)."""

    d1: int
    l2: int
    l3: int
    walks: int
    walk_l2: int = 0
    walk_l3: int = 0
    dtlb: int = 0
    crowded: int = 0


class ProfileFormatError(ValueError):
    pass


@dataclass
class Profile:
    totals: dict[str, int]
    executed: dict[int, int]  # instruction address -> times executed
    # instruction address -> its misses; only addresses with any of them non-zero
    misses: dict[int, Misses]


def read_profile(path: Path) -> Profile:
    with open(path, encoding="ascii", errors="replace") as handle:
        return parse_profile(handle.read(), path.name)


def parse_profile(text: str, name: str) -> Profile:
    """A profile's text; `name` (its file's) names it in errors."""
    lines = text.splitlines()
    if len(lines) < 3 or lines[0] != FORMAT:
        raise ProfileFormatError(f"{name}: not an effgrind profile ({FORMAT!r} header missing or truncated)")
    names, values = lines[1].split(), lines[2].split()
    if names[:1] != ["events:"] or tuple(names[1:]) != EVENTS or values[:1] != ["totals:"]:
        raise ProfileFormatError(f"{name}: unexpected events {names[1:]}; need {EVENTS}")
    if len(values) != len(EVENTS) + 1:
        raise ProfileFormatError(f"{name}: {len(values) - 1} totals for {len(EVENTS)} events")
    executed: dict[int, int] = {}
    misses: dict[int, Misses] = {}
    try:
        totals = dict(zip(EVENTS, map(int, values[1:]), strict=True))
        for number, line in enumerate(lines[3:], start=4):
            fields = line.split()
            if len(fields) not in (2, 2 + len(Misses._fields)):
                raise ProfileFormatError(f"{name}, line {number}: {len(fields)} fields, expected 'address count' or 'address count {' '.join(Misses._fields)}'")
            address = int(fields[0], 16)
            if address in executed:
                raise ProfileFormatError(f"{name}, line {number}: address {fields[0]} listed twice")
            executed[address] = int(fields[1])
            if len(fields) > 2:
                counts = Misses(*map(int, fields[2:]))
                if any(counts):
                    misses[address] = counts
    except ValueError as exc:
        if isinstance(exc, ProfileFormatError):
            raise
        raise ProfileFormatError(f"{name}: malformed line ({exc})") from None
    if sum(executed.values()) != totals["Ir"]:
        raise ProfileFormatError(f"{name}: per-instruction counts do not add up to Ir (truncated?)")
    for column, events in enumerate(MISS_TOTALS):
        if sum(counts[column] for counts in misses.values()) != sum(totals[e] for e in events):
            raise ProfileFormatError(f"{name}: per-instruction misses do not add up to {' + '.join(events)} (truncated?)")
    return Profile(totals, executed, misses)
