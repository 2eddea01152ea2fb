"""Deployment at scale (issue 6): worker hosts with their own addresses and hostnames (network
namespaces on one machine, tests/deploy/hosts.py) against a private PostgreSQL and Redis, the
web server on the machine; the Docker sandbox. Printed in one run; the machine is shared, so
throughput figures are noisy.

1. Throughput: units/minute of one submission with 1, 2 and 3 worker hosts (ratios 2/1, 3/1),
   for CPU-bound units and for units that mostly wait (usleep in every test).
2. Recovery: a host's link cut, a host's workers SIGKILLed, Redis restarted, PostgreSQL
   restarted, each mid-submission: how long until work goes on, the delay to completion against
   an undisturbed run of the same upload, and whether the result is whole (the metrics of the
   undisturbed run, every unit recorded exactly once: tests/deploy/test_multihost.py's checks).
3. Memory: peak RSS (VmHWM) of the Dramatiq processes of a host evaluating a 1,000-unit
   submission.

Needs root (network namespaces), PostgreSQL 15's server binaries, redis-server, Docker with the
runner image. Run: .venv/bin/python bench/multihost_bench.py [--hosts 1,2,3] [--skip-faults] ...
"""

import argparse
import os
import re
import signal
import sys
import threading
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from portal.benchmarks.demo import demo_problems  # noqa: E402
from tests import demo_generations  # noqa: E402
from tests.deploy import hosts  # noqa: E402
from tests.deploy.cluster import Cluster, midway, upload, whole_problems  # noqa: E402

PROBLEMS = len(demo_generations.FAST)
TESTS = len(demo_problems()[0].tests)  # per demo problem (all have as many)


def host_of(holder: str) -> str:
    return holder.split(":")[0].split("-")[0]  # "host2-ab12c:345" -> "host2"


def wait_ready(cluster: Cluster, timeout: float = 60) -> None:
    """Until every running worker has said it is ready (Django set up, consumers started), so a
    timed submission does not also time worker start-up."""
    logs = {proc.pid: cluster.portal.logs / f"worker-{i}.log" for i, proc in enumerate(cluster.portal.processes)}
    deadline = time.monotonic() + timeout
    for proc in cluster.workers.values():
        while "is ready for action" not in logs[proc.pid].read_text(errors="replace"):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"worker {proc.pid} did not get ready:\n{cluster.portal.read_logs()}")
            time.sleep(0.2)


def run(cluster: Cluster, data: bytes, name: str, timeout: float = 900) -> tuple[int, float, dict]:
    start = time.monotonic()
    submission_id = cluster.submit(data, name)
    state = cluster.finished(submission_id, timeout)
    return submission_id, time.monotonic() - start, state


def verdict(problems: list[str]) -> str:
    return "yes" if not problems else "NO: " + "; ".join(p[:300] for p in problems)


# --- 1. throughput -------------------------------------------------------------------------


def throughput(args) -> dict[int, float]:
    """Prints the table; returns the CPU-bound units/minute by host count."""
    counts = sorted(set(args.hosts))
    cases = [("CPU-bound", 0, args.samples), ("waiting", args.sleep_us, args.wait_samples)]
    print(f"== 1. Throughput: one submission, {', '.join(map(str, counts))} worker host(s); this machine has {os.cpu_count()} cores")
    print(
        f"   Each host runs one Dramatiq worker process with --threads {args.threads}: {args.threads} evaluation(s) "
        f"at a time, as a host with {args.threads} core(s) would. All hosts share this machine's {os.cpu_count()} "
        f"cores (with the web server, PostgreSQL, Redis and the Docker engine), so for CPU-bound units hosts "
        f"beyond {max(1, os.cpu_count() // args.threads)} add threads but no CPU."
    )
    print(
        f"   CPU-bound: the demo's 3 correct programs x {args.samples} samples = {PROBLEMS * args.samples} units, "
        f"each made distinct by a comment (no simulation cache hit): sandbox, compile and valgrind simulation of "
        f"{TESTS} tests."
    )
    print(
        f"   waiting:   the same programs x {args.wait_samples} = {PROBLEMS * args.wait_samples} units, each test "
        f"first sleeping {args.sleep_us / 1e6:g} s (usleep: {TESTS * args.sleep_us / 1e6:g} s of waiting per unit): "
        f"the case where CPU is not the limit (as units waiting on a model endpoint are)."
    )
    print("   units/minute = units / (upload accepted -> submission finished), as its owner sees it.")
    cluster = Cluster(n_hosts=0, threads=args.threads)
    rates: dict[str, dict[int, float]] = {label: {} for label, *_ in cases}
    try:
        reference = {}
        print(f"{'units':10} {'hosts':>5} {'wall s':>8} {'units/min':>10}  units per host; whole")
        for n in counts:
            while len(cluster.net.hosts) < n:
                cluster.add_host()
            wait_ready(cluster)
            for label, sleep_us, samples in cases:
                total = PROBLEMS * samples
                submission_id, wall, state = run(cluster, upload(f"{label}-{n}", sleep_us, samples), f"{label}-{n}")
                reference.setdefault(label, state)
                by_host = Counter(host_of(holder) for _, holder, _ in cluster.completions(submission_id))
                problems = whole_problems(cluster, submission_id, state, reference[label], total)
                rates[label][n] = total / wall * 60
                print(f"{label:10} {n:>5} {wall:>8.1f} {rates[label][n]:>10.1f}  {dict(sorted(by_host.items()))}; {verdict(problems)}", flush=True)
    finally:
        cluster.close()
    for label, by_hosts in rates.items():
        if 1 in by_hosts:
            ratios = ", ".join(f"{n}/1 = {by_hosts[n] / by_hosts[1]:.2f}x" for n in sorted(by_hosts) if n != 1)
            print(f"{label} ratios: {ratios or 'only 1 host run'}")
    return rates["CPU-bound"]


# --- 2. recovery ---------------------------------------------------------------------------

FAULTS = ("host link down", "host workers SIGKILLed", "Redis restart", "PostgreSQL restart")


def recovery(args) -> None:
    total = PROBLEMS * args.fault_samples
    print(
        f"\n== 2. Recovery from faults mid-submission: 2 worker hosts (--threads {args.threads} each), "
        f"{total} units ({args.fault_samples} samples x 3 problems, each test sleeping 0.2 s)"
    )
    print(
        "   Leases of 6 s renewed every 2 s, lease sweeps every 1 s, Dramatiq heartbeat timeout 5 s (the tests' "
        "settings; production: 60 s leases, 30 s sweeps, 60 s heartbeat)."
    )
    print(f"   The fault strikes once {args.strike_at} units are done and others are leased.")
    print("   held         = host faults: units the lost host had leased (was evaluating) at the fault;")
    print(
        "   first unit   = from the fault until the first unit completes (result written) after it (for a host "
        "fault the other host goes on, so this is service continuity, not the lost work);"
    )
    print(
        "   requeued     = host faults: from the fault until a lease sweep put every held unit back on the queue "
        "(its lease expired: the loss is noticed and the work is recovered);"
    )
    print(
        "   taken over   = host faults: from the fault until every held unit is leased by another host (running "
        "again; requeued units wait behind those already queued);"
    )
    print("   redone       = host faults: from the fault until every held unit is done by another host;")
    print("   down         = restarts: from stopping the server until it answers again (clean stop + start);")
    print(
        "   finish delay = (upload -> finished) of the disturbed run minus that of an undisturbed run of the "
        "same programs (a host fault also leaves one host for the rest of the run);"
    )
    print("   whole        = finished with the undisturbed run's metrics, every unit done and recorded exactly once (worker logs).")
    cluster = Cluster(n_hosts=2, threads=args.threads)
    try:
        wait_ready(cluster)
        data = upload("undisturbed", samples=args.fault_samples)
        _, undisturbed, reference = run(cluster, data, "undisturbed")
        print(f"undisturbed run: {undisturbed:.1f} s")
        print(
            f"{'fault':22} {'done at':>7} {'held':>4} {'first unit':>10} {'requeued':>8} {'taken over':>10} "
            f"{'redone':>8} {'down':>6} {'wall s':>6} {'finish delay':>12}  whole"
        )
        for fault in FAULTS:
            tag = fault.split()[0].lower() + "-" + fault.split()[-1].lower()
            print(f"{fault:22} " + strike(cluster, fault, tag, args, reference, undisturbed, total), flush=True)
    finally:
        cluster.close()


def strike(cluster: Cluster, fault: str, tag: str, args, reference: dict, undisturbed: float, total: int) -> str:
    start = time.monotonic()
    submission_id = midway(cluster, upload(tag, samples=args.fault_samples), tag, done=args.strike_at)
    done_at = cluster.state(submission_id)["progress"]["done"]
    at = time.time()
    down = victim = None
    held = set()
    if fault.startswith("host"):
        victim = cluster.host(cluster.leased_hosts(submission_id).most_common(1)[0][0])
        held = {g for g, holder, status, _ in cluster.units(submission_id) if holder.startswith(victim.name + ":") and status == "pending"}
        if "link" in fault:
            cluster.net.cut(victim)
        else:
            cluster.portal.kill(cluster.workers[victim.name])
    else:
        server = cluster.redis if fault.startswith("Redis") else cluster.pg
        server.restart()
        down = time.time() - at
    try:
        taken_over = watch_takeover(cluster, submission_id, victim, held, at)
        state = cluster.finished(submission_id, timeout=300)
        wall = time.monotonic() - start
    finally:
        if victim:  # the host reboots and rejoins
            if "link" in fault:
                cluster.portal.kill(cluster.workers[victim.name])
                cluster.net.restore(victim)
            cluster.start_worker(victim)
            wait_ready(cluster)
    completions = cluster.completions(submission_id)
    after = [when.timestamp() - at for _, _, when in completions if when.timestamp() > at]
    redone = [when.timestamp() - at for g, _, when in completions if g in held]
    problems = whole_problems(cluster, submission_id, state, reference, total)
    if victim and len(taken_over) < len(held):
        problems.append(f"units {sorted(held - set(taken_over))} never seen leased by another host")
    if victim and not held:
        problems.append("the lost host held no unit at the fault")
    if victim and any(holder.startswith(victim.name + ":") for g, holder, _ in completions if g in held):
        problems.append("a unit the lost host held was recorded by it")
    first = f"{after[0]:.1f} s" if after else "none"
    lost = f"{max(taken_over.values()):.1f} s" if taken_over else "-"
    back = requeued(cluster, held, at)
    back_s = f"{max(back.values()):.1f} s" if back else "-"
    if victim and len(back) < len(held):
        back_s += f" ({len(back)}/{len(held)})"  # the others went back by Dramatiq's heartbeat requeue alone
    redone_s = f"{max(redone):.1f} s" if victim and redone else "-"
    down_s = f"{down:.1f} s" if down is not None else "-"
    return (
        f"{done_at:>3}/{total:<3} {len(held) or '-':>4} {first:>10} {back_s:>8} {lost:>10} {redone_s:>8} "
        f"{down_s:>6} {wall:>6.1f} "
        f"{wall - undisturbed:>+10.1f} s  {verdict(problems)}"
    )


# A log line's asctime (UTC: Django sets the process's TZ from TIME_ZONE) and the ids it requeued.
REQUEUED = re.compile(
    r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3})[^\n]*re-enqueued \d+ units whose lease expired: "
    r"\[([\d, ]*)"
)


def requeued(cluster: Cluster, held: set, at: float) -> dict[int, float]:
    """Seconds from the fault until a sweep first re-enqueued each held unit, from the workers'
    log lines."""
    first: dict[int, float] = {}
    for log in cluster.portal.logs.glob("worker-*.log"):
        for stamp, ids in REQUEUED.findall(log.read_text(errors="replace")):
            when = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S,%f").replace(tzinfo=timezone.utc).timestamp() - at
            for g in (int(i) for i in ids.split(",") if i.strip()):
                if g in held and when > 0:
                    first[g] = min(first.get(g, when), when)
    return first


def watch_takeover(cluster: Cluster, submission_id: int, victim, held: set, at: float) -> dict[int, float]:
    """Seconds from the fault until each held unit was first seen leased by another host
    (polled every 0.1 s; a unit keeps its last holder once done, so none is missed)."""
    taken: dict[int, float] = {}
    deadline = time.monotonic() + 300
    while victim and len(taken) < len(held) and time.monotonic() < deadline:
        for g, holder, _, _ in cluster.units(submission_id):
            if g in held and g not in taken and holder and not holder.startswith(victim.name + ":"):
                taken[g] = time.time() - at
        time.sleep(0.1)
    return taken


# --- 3. memory -----------------------------------------------------------------------------


def status_kb(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (peak RSS) of a live process, in kB; empty once it is gone."""
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except (FileNotFoundError, ProcessLookupError):
        return {}
    return {k: int(v.split()[0]) for k, v in (line.split(":", 1) for line in lines) if k in ("VmRSS", "VmHWM")}


def children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except FileNotFoundError:
        return []


class MemorySampler:
    """Samples the dramatiq parent and its children (the worker processes) every `every` s,
    keeping each process's first RSS, its VmHWM (the kernel's own peak) and its last RSS."""

    def __init__(self, parent: int, every: float = 0.25):
        self.parent, self.every = parent, every
        self.seen: dict[int, dict] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)

    def sample(self) -> None:
        for pid in [self.parent, *children(self.parent)]:
            kb = status_kb(pid)
            if kb:
                row = self.seen.setdefault(pid, {"first": kb["VmRSS"], "threads": 0})
                row.update(last=kb["VmRSS"], hwm=max(row.get("hwm", 0), kb["VmHWM"]), threads=max(row["threads"], len(os.listdir(f"/proc/{pid}/task"))))

    def _loop(self):
        while not self._stop.wait(self.every):
            self.sample()

    def start(self):
        self.sample()
        self._thread.start()

    def stop(self):
        self._stop.set()
        self._thread.join()
        self.sample()


def memory_upload(units: int, distinct: int) -> bytes:
    """`units` samples spread over the 3 demo problems; sample k's program is the problem's with
    comment k % (distinct per problem), so only `distinct` programs are new to the cache."""
    rows = []
    per_problem = max(1, distinct // PROBLEMS)
    for pid, n in zip(demo_generations.FAST, split(units)):
        code = demo_generations.FAST[pid]
        rows += [{"problem_id": pid, "sample": k, "code": f"// memory {k % per_problem}\n{code}"} for k in range(n)]
    return demo_generations.jsonl(rows)


def split(units: int) -> list[int]:
    return [units // PROBLEMS + (1 if i < units % PROBLEMS else 0) for i in range(PROBLEMS)]


def listens_on(pid: int, port: int) -> bool:
    """Whether the process holds a socket listening on `port` (in its network namespace)."""
    try:
        table = Path(f"/proc/{pid}/net/tcp").read_text().splitlines()[1:]
        inodes = {f"socket:[{f[9]}]" for f in (line.split() for line in table) if f[3] == "0A" and int(f[1].split(":")[1], 16) == port}
        return any(os.readlink(fd) in inodes for fd in Path(f"/proc/{pid}/fd").iterdir())
    except OSError:
        return False


def memory(args, cpu_rates: dict[int, float]) -> None:
    units, distinct = args.memory_units, max(PROBLEMS, args.memory_distinct - args.memory_distinct % PROBLEMS)
    counts = split(units)
    print(f"\n== 3. Memory: one worker host (1 Dramatiq worker process, --threads {args.memory_threads}) evaluating one {units:,}-unit submission")
    print(
        f"   The demo benchmark has {PROBLEMS} problems and an upload has no per-problem sample limit (only "
        f"SUBMISSION_MAX_BYTES, 20 MiB; the {os.environ.get('ENDPOINT_MAX_SAMPLES', 20)}-sample limit is for model "
        f"endpoints), so {units:,} units = {' + '.join(map(str, counts))} samples of its 3 problems."
    )
    rate = f"; part 1 measured {max(cpu_rates.values()):.0f} CPU-bound units/minute at best" if cpu_rates else ""
    print(
        f"   Only {distinct} of the {units:,} programs are distinct ({distinct // PROBLEMS} per problem): those are "
        f"compiled and simulated in the sandbox; the other {units - distinct:,} units are answered by the host's "
        f"simulation cache (same program and tests), to keep this part within minutes on {os.cpu_count()} cores"
        f"{rate}. Every unit still takes its lease, writes its result and moves the progress."
    )
    print("   Sampled every 0.25 s from /proc/<pid>/status: VmRSS, and VmHWM (the kernel's own peak RSS of the process, so no peak between samples is missed).")
    cluster = Cluster(n_hosts=1, threads=args.memory_threads)
    try:
        wait_ready(cluster)
        (parent,) = cluster.workers.values()
        sampler = MemorySampler(parent.pid)
        sampler.start()
        milestones = {}  # units done -> RSS of each process then (kB)
        try:
            start = time.monotonic()
            submission_id = cluster.submit(memory_upload(units, distinct), "memory")
            deadline = start + 1200
            while True:
                state = cluster.state(submission_id) or {}
                if state.get("status") in {"finished", "failed", "cancelled"} or time.monotonic() > deadline:
                    break
                done = state.get("progress", {}).get("done", 0)
                for mark in (units // 4, units // 2, 3 * units // 4):
                    if done >= mark and mark not in milestones:
                        milestones[mark] = {pid: status_kb(pid).get("VmRSS", 0) for pid in sampler.seen}
                time.sleep(0.5)
            wall = time.monotonic() - start
        finally:
            sampler.stop()
        milestones[units] = {pid: row["last"] for pid, row in sampler.seen.items()}
        progress = state.get("progress", {})
        holders = Counter(host_of(h) for _, h, _ in cluster.completions(submission_id))
        print(
            f"submission: {state.get('status')} in {wall:.1f} s ({units / wall * 60:.0f} units/minute), progress "
            f"{progress.get('done')}/{progress.get('total')} verdicts {progress.get('verdicts')}, units by host "
            f"{dict(holders)}"
        )
        recorded = cluster.recorded(submission_id)
        print(f"every unit recorded exactly once: {len(recorded) == units and set(recorded.values()) == {1}}")
        marks = sorted(milestones)
        print(f"{'process':40} {'pid':>7} {'threads':>7} {'RSS before':>10} " + " ".join(f"{f'at {m}':>8}" for m in marks) + f" {'peak (VmHWM)':>12}   (MB)")
        for pid, row in sampler.seen.items():
            if pid == parent.pid:
                role = "dramatiq parent"
            elif listens_on(pid, 9191):
                role = "child: Prometheus exposition (fork)"
            else:
                role = "child: worker process"
            print(
                f"{role:40} {pid:>7} {row['threads']:>7} {row['first'] / 1024:>10.1f} "
                + " ".join(f"{milestones[m].get(pid, 0) / 1024:>8.1f}" for m in marks)
                + f" {row['hwm'] / 1024:>12.1f}"
            )
        total_hwm = sum(row["hwm"] for row in sampler.seen.values())
        print(
            f"sum of the peaks: {total_hwm / 1024:.1f} MB (an upper bound on the host's Dramatiq processes at once; "
            f"the sandbox containers, compiler and valgrind run in Docker, outside them)"
        )
    finally:
        cluster.close()


def interrupted(signum, frame):
    raise KeyboardInterrupt(f"signal {signum}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hosts", default="1,2,3", help="host counts for the throughput runs (default 1,2,3)")
    parser.add_argument("--threads", type=int, default=1, help="worker threads per host (default 1)")
    parser.add_argument("--samples", type=int, default=10, help="samples per problem, CPU-bound throughput runs")
    parser.add_argument("--wait-samples", type=int, default=8, help="samples per problem, waiting throughput runs")
    parser.add_argument("--sleep-us", type=int, default=500_000, help="sleep per test in the waiting runs (us)")
    parser.add_argument("--fault-samples", type=int, default=6, help="samples per problem in the fault runs")
    parser.add_argument("--strike-at", type=int, default=4, help="units done when a fault strikes")
    parser.add_argument("--memory-units", type=int, default=1000)
    parser.add_argument("--memory-distinct", type=int, default=90, help="distinct programs among the memory units")
    parser.add_argument("--memory-threads", type=int, default=2, help="worker threads of the memory host (default 2)")
    parser.add_argument("--skip-throughput", action="store_true")
    parser.add_argument("--skip-faults", action="store_true")
    parser.add_argument("--skip-memory", action="store_true")
    args = parser.parse_args()
    try:
        args.hosts = [int(n) for n in args.hosts.split(",")]
    except ValueError:
        parser.error(f"--hosts takes host counts separated by commas, e.g. 1,2,3 (got {args.hosts!r})")
    if not args.hosts or min(args.hosts) < 1:
        parser.error("--hosts: every host count must be at least 1")
    if args.strike_at >= PROBLEMS * args.fault_samples - 2:
        parser.error("--strike-at must leave units to do after the fault: raise --fault-samples")
    if reason := hosts.unavailable():
        sys.exit(f"worker hosts in network namespaces unavailable here: {reason}")
    # SIGTERM unwinds like Ctrl-C, so every `finally` removes namespaces, servers and processes.
    signal.signal(signal.SIGTERM, interrupted)
    print(
        f"multihost_bench started {datetime.now():%Y-%m-%d %H:%M:%S}; this machine has {os.cpu_count()} cores, "
        f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    began = time.monotonic()
    try:
        cpu_rates = throughput(args) if not args.skip_throughput else {}
        if not args.skip_faults:
            recovery(args)
        if not args.skip_memory:
            memory(args, cpu_rates)
    except KeyboardInterrupt as exc:
        sys.exit(f"\ninterrupted ({str(exc) or 'Ctrl-C'}) at {datetime.now():%H:%M:%S}: hosts, servers and processes removed")
    print(f"\nfinished {datetime.now():%H:%M:%S}, {(time.monotonic() - began) / 60:.1f} minutes")


if __name__ == "__main__":
    main()
