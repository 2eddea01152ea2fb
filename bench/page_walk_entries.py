"""Where the model's page walks find their entries, for bench/machine_probe.cpp's two walk
measurements: a chase over one line in each of 8192 pages (page tables that stay cached) and a
random chase over 512 MiB (entries spread over 1 MiB). effgrind reads a walk's entry through L2
and L3, so a walk costs the machine file's `page_walk` when the entry is in L2 and that level's
latency more beyond it; the probe's figure for a walk (the chase on 4 KiB pages less the chase on
2 MiB pages, or less the data's own latency where 2 MiB pages do not spare the walks: in a VM
whose host maps the guest in 4 KiB pages the TLBs hold 4 KiB translations either way; zen4.toml)
is what the model's walk must add up to. This prints, per machine, how many of the
model's walks find their entry beyond L2 and in DRAM in each chase, what those cost on top of
`page_walk`, what the data's own misses and STLB hits cost a load in the model, and so the
`page_walk` that a measured walk implies (the cached one where given), beside what the
model then predicts for the other. Where 2 MiB pages walk too, give the whole cached chase
(`--cached-chase-ns`, 4 KiB pages): its walk is what is left of it after the load's L1 hit, the
indexed address's cycle and the data's misses and STLB hits as the model costs them (on a core
whose L2 the chase's 512 KiB of lines overflow, those are not L2 hits).

    .venv/bin/python bench/page_walk_entries.py [--machine zen3 ...] [--cached-ns 13.1 | --cached-chase-ns 46.7] [--far-ns 29.8]
"""

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sim_runner import valgrind_tool  # noqa: E402
from sim_runner.measure import effgrind, machine, timing  # noqa: E402

# The probe's own chase (bench/machine_probe.cpp, its `chase` mode), with fewer loads than its
# 5M: the model's counts settle within one pass.
PROBE = Path(__file__).resolve().parent / "machine_probe.cpp"
CHASES = {"cached": (8192 * (4096 + 64), 4096 + 64), "far": (512 << 20, 64)}
STEPS = 1_000_000


def build(workdir: Path) -> Path:
    program = workdir / "machine_probe"
    subprocess.run(["g++", "-O2", "-static", "-o", str(program), str(PROBE)], check=True)
    return program


def entries(program: Path, profile: machine.Machine, bytes_: int, stride: int) -> dict[str, int]:
    out = program.with_name(f"{profile['name']}.{bytes_}.out")
    env = {"PATH": "/usr/bin:/bin", "VALGRIND_LIB": str(valgrind_tool.ensure_built())}
    tool = ["valgrind", "-q", "--tool=effgrind", f"--effgrind-out-file={out}", *machine.cache_options(profile)]
    subprocess.run([*tool, str(program), "chase", str(bytes_), str(stride), str(STEPS)], env=env, check=True, stdout=subprocess.DEVNULL)
    return effgrind.read_profile(out).totals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--machine", action="append", help="machine profiles (default: all)")
    parser.add_argument("--cached-ns", type=float, help="measured: the 8192-page chase's walk (4 KiB less 2 MiB pages, or less the data's latency), ns a load")
    parser.add_argument("--cached-chase-ns", type=float, help="measured: the whole 8192-page chase on 4 KiB pages, ns a load")
    parser.add_argument("--far-ns", type=float, help="measured: the 512 MiB chase, 4 KiB less 2 MiB pages, ns a load")
    args = parser.parse_args()
    names = args.machine or sorted(p.stem for p in machine.MACHINES.glob("*.toml"))
    with tempfile.TemporaryDirectory() as tmp:
        program = build(Path(tmp))
        for name in names:
            profile = machine.load_machine(name)
            lat, hz = profile["latency"], profile["core"]["frequency_hz"]
            beyond, data = {}, {}
            for chase, (bytes_, stride) in CHASES.items():
                t = entries(program, profile, bytes_, stride)
                walks = t["Walks"]
                loads = effgrind.Misses(t["D1mr"], t["D2mr"], t["DLmr"], walks, dtlb=t["TLB1m"])
                data[chase] = timing.access_cycles(loads, profile) / STEPS
                # What the walks' entries beyond L2 add to page_walk, a walk on average (the model's own rule).
                entries_beyond = effgrind.Misses(0, 0, 0, walks, t["WL2"], t["WLL"])
                extra = timing.walk_cycles(entries_beyond, profile) / walks - lat["page_walk"] if walks else 0.0
                beyond[chase] = extra
                print(
                    f"{name:<15} {chase:<6}  walks {walks / STEPS:5.3f} a load  entry beyond L2 {t['WL2'] / max(walks, 1):6.1%}"
                    f"  in DRAM {t['WLL'] / max(walks, 1):6.1%}  adds {extra:6.1f} cycles"
                    f"  (walk {lat['page_walk'] + extra:6.1f} with page_walk {lat['page_walk']})"
                )
                print(
                    f"{name:<15} {chase:<6}  data a load: beyond L1 {t['D1mr'] / STEPS:5.3f}  beyond L2 {t['D2mr'] / STEPS:5.3f}"
                    f"  beyond L3 {t['DLmr'] / STEPS:5.3f}  DTLB misses {t['TLB1m'] / STEPS:5.3f}: {data[chase]:6.1f} cycles beyond L1"
                )
            walk_ns = {"cached": args.cached_ns, "far": args.far_ns}
            if args.cached_chase_ns is not None:
                # The chase's own cycle: an L1 hit and the indexed address's cycle (machine files say the same).
                walk_ns["cached"] = args.cached_chase_ns - (lat["l1"] + 1 + data["cached"]) / hz * 1e9
            # The page_walk a measured walk implies (the cached one where given), and what the
            # model then predicts for the other chase.
            for given, other in (("cached", "far"), ("far", "cached")):
                ns = walk_ns[given]
                if ns is None:
                    continue
                implied = ns * hz / 1e9 - beyond[given]
                predicted = implied + beyond[other]
                measured = walk_ns[other]
                against = f" (measured {measured:.1f} ns)" if measured is not None else ""
                print(
                    f"{name:<15} measured {given} walk {ns:.1f} ns = {ns * hz / 1e9:.1f} cycles: page_walk {implied:.1f};"
                    f" the {other} walk then {predicted:.1f} cycles = {predicted / hz * 1e9:.1f} ns{against}"
                )
                break


if __name__ == "__main__":
    main()
