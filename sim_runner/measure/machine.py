"""Machine profiles: the TOML files in sim_runner/machines/, one per simulated machine."""

import tomllib
from functools import cache
from pathlib import Path
from typing import Any, TypeAlias

MACHINES = Path(__file__).resolve().parent.parent / "machines"

# A machine file as tomllib reads it: tables of numbers and strings, each read by the model that
# knows its keys (the file's comments name them).
Machine: TypeAlias = dict[str, Any]


@cache
def load_machine(name: str) -> Machine:
    path = MACHINES / f"{name}.toml"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in MACHINES.glob("*.toml")))
        raise ValueError(f"unknown machine profile {name!r}; known: {known}")
    with open(path, "rb") as handle:
        return tomllib.load(handle)


def cache_options(machine: Machine) -> list[str]:
    """effgrind's memory-hierarchy flags from the machine file's [cache], [tlb] and [prefetch]
    sections: cache geometry (--LL is the L3, the last level), TLB geometry and the hardware
    prefetchers (they run on into another page only where the file says `cross_pages`), and the
    store buffer ([core]), the window in which store misses crowd a D1 set. Always explicit,
    never the host's."""
    c, t, p = machine["cache"], machine["tlb"], machine["prefetch"]
    flags = [f"--{flag}={c[key]['size']},{c[key]['assoc']},{c[key]['line']}" for flag, key in (("I1", "l1i"), ("D1", "l1d"), ("L2", "l2"), ("LL", "l3"))]
    flags += [f"--{flag}={t[key]['entries']},{t[key]['assoc']}" for flag, key in (("dtlb", "l1d"), ("stlb", "l2"))]
    return flags + [
        "--prefetch=yes",
        f"--prefetch-ip-entries={p['ip_stride']['entries']}",
        f"--prefetch-ip-distance={p['ip_stride']['distance']}",
        f"--prefetch-stream-distance={p['stream']['distance']}",
        f"--prefetch-cross-pages={'yes' if p.get('cross_pages', False) else 'no'}",
        f"--store-buffer={machine['core']['store_buffer']}",
    ]


def branch_options(machine: Machine) -> list[str]:
    """effgrind's branch-predictor geometry (see the machine file's [branch] section)."""
    b = machine["branch"]
    return [f"--bp-table-bits={b['pht_bits']}", f"--bp-history-bits={b['history_bits']}", f"--btb-bits={b['btb_bits']}", f"--ras-entries={b['ras_entries']}"]


def cpu_fields(cpuinfo: str | None = None) -> dict[str, str]:
    """The first processor's fields of /proc/cpuinfo (vendor_id, cpu family, model, model name...)."""
    if cpuinfo is None:
        cpuinfo = Path("/proc/cpuinfo").read_text()
    fields: dict[str, str] = {}
    for line in cpuinfo.strip().split("\n\n")[0].splitlines():
        key, _, value = line.partition(":")
        fields[key.strip()] = value.strip()
    return fields


def cpu_description(cpuinfo: str | None = None) -> str:
    """This host's processor as the benches name it in their output."""
    f = cpu_fields(cpuinfo)
    return (
        f"{f.get('model name', '?')} (vendor {f.get('vendor_id', '?')}, family {f.get('cpu family', '?')}, "
        f"model {f.get('model', '?')}, stepping {f.get('stepping', '?')})"
    )


def host_machine(cpuinfo: str | None = None) -> str | None:
    """The machine profile written for this host's processor, if there is one: its [host] table
    names the vendor, the family and the model ranges. The fidelity benches compare that profile
    with native timing here."""
    fields = cpu_fields(cpuinfo)
    vendor, family, model = fields.get("vendor_id"), int(fields.get("cpu family", -1)), int(fields.get("model", -1))
    for path in sorted(MACHINES.glob("*.toml")):
        host = load_machine(path.stem).get("host")
        if host and host["vendor"] == vendor and host["family"] == family and any(low <= model <= high for low, high in host["models"]):
            return path.stem
    return None
