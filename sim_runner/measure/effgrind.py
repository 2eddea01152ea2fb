"""Reads effgrind's output (sim_runner/valgrind_tool/effgrind.c): event totals, in callgrind's
event names, and how often each instruction address executed."""
from dataclasses import dataclass
from pathlib import Path

FORMAT = "effgrind 1"
EVENTS = ("Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw", "Bc", "Bcm", "Bi", "Bim")


class ProfileFormatError(ValueError):
    pass


@dataclass
class Profile:
    totals: dict[str, int]
    executed: dict[int, int]  # instruction address -> times executed


def read_profile(path: Path) -> Profile:
    with open(path, encoding="ascii", errors="replace") as handle:
        lines = handle.read().splitlines()
    if len(lines) < 3 or lines[0] != FORMAT:
        raise ProfileFormatError(f"{path.name}: not an effgrind profile ({FORMAT!r} header missing or truncated)")
    names, values = lines[1].split(), lines[2].split()
    if names[:1] != ["events:"] or tuple(names[1:]) != EVENTS or values[:1] != ["totals:"]:
        raise ProfileFormatError(f"{path.name}: unexpected events {names[1:]}; need {EVENTS}")
    try:
        totals = dict(zip(EVENTS, map(int, values[1:]), strict=True))
        executed = {}
        for line in lines[3:]:
            address, count = line.split()
            executed[int(address, 16)] = int(count)
    except ValueError as exc:
        raise ProfileFormatError(f"{path.name}: malformed line ({exc})") from None
    if sum(executed.values()) != totals["Ir"]:
        raise ProfileFormatError(f"{path.name}: per-instruction counts do not add up to Ir (truncated?)")
    return Profile(totals, executed)
