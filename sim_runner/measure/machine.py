"""Machine profiles: the TOML files in sim_runner/machines/, one per simulated machine."""
import tomllib
from functools import cache
from pathlib import Path

MACHINES = Path(__file__).resolve().parent.parent / "machines"


@cache
def load_machine(name: str) -> dict:
    path = MACHINES / f"{name}.toml"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in MACHINES.glob("*.toml")))
        raise ValueError(f"unknown machine profile {name!r}; known: {known}")
    with open(path, "rb") as handle:
        return tomllib.load(handle)


def cache_options(machine: dict) -> list[str]:
    """effgrind's cache geometry flags (callgrind's syntax): always explicit, never the host's."""
    c = machine["cache"]
    return [f"--{flag}={c[key]['size']},{c[key]['assoc']},{c[key]['line']}"
            for flag, key in (("I1", "l1i"), ("D1", "l1d"), ("LL", "ll"))]


def branch_options(machine: dict) -> list[str]:
    """effgrind's branch-predictor geometry (see the machine file's [branch] section)."""
    b = machine["branch"]
    return [f"--bp-table-bits={b['pht_bits']}", f"--bp-history-bits={b['history_bits']}",
            f"--btb-bits={b['btb_bits']}", f"--ras-entries={b['ras_entries']}"]
