"""Portal figures under load (issue: Portal), on real processes: the deployed web server as
compose.yaml and tests/e2e/harness.py start it (nginx in front of gunicorn for HTTP and uvicorn for
websockets, 2 processes each; every request below goes through nginx) on a fresh PostgreSQL
database holding 1,000 finished submissions over three benchmarks, Redis as the channel layer.
Printed:

1. wrk on loopback (2 threads, 4, 8 and 16 connections, DURATION s per URL): requests/s, p50 and
   p99 latency of each benchmark's leaderboard page and API (target p99 <= 100 ms on this 2-core
   machine), and of the CSV export and the charts' data (printed, no target); first a static file
   through the same proxy and server (whitenoise: no view, cache or database), the floor of what
   the stack answers at that concurrency. Before
   each URL: every leaderboard's version is replaced (as a finishing submission does) and the
   first answer's time printed ("cold"); then WARMUP s of the same load, not counted, so that
   every web process has computed its own before the measured run.
2. Websocket fan-out: CLIENTS clients on a leaderboard's socket (as static/js/live.js opens it);
   a submission is finished the way the evaluator finishes one (evaluator.pipeline's
   finalize_submission: metrics, the leaderboard row, the update published through the Redis
   channel layer); the time from the finish (its row committed) to the last client receiving
   the update, and the median client (target: last <= 1 s), for several rounds.

Seeding goes through the models and the evaluator's own store: submissions and generations as
the upload service writes them, per-generation results as the worker stores them (reports in
sim_runner's shape, numbers drawn from a seeded generator), then metrics computed and the
submission finished by OrmEvaluationStore, exactly as a worker finishing its last unit. No
generated program is compiled or simulated, and the reference programs' reports are drawn too
(loading the suites compiles their expert programs once, for the tests' expected outputs).
The benchmarks: optimize-cpp (speed: PIE speedup, 40 problems), an energy-ranked copy of its
first problems (Green Tea's CARET), simd-sse (SIMD: fast1, 30 tasks).

The API's rate limits (THROTTLE_ANON 600/minute and THROTTLE_USER 3000/minute from one address)
are lifted for the server under test: wrk's requests all come from 127.0.0.1, and 429s are not
what is measured. Per second, so DRF's log of recent requests (kept per address, read and
written whole on every request) stays as short as many clients' would be.
wrk, the server, PostgreSQL and Redis share the machine's cores: the figures include that.

Run: .venv/bin/python bench/portal_load_bench.py   (needs wrk: scripts/install-system.sh bench;
PostgreSQL and Redis: scripts/ensure-services.sh)
"""

import argparse
import asyncio
import json
import math
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SUBMISSIONS = {"optimize-cpp": 400, "energy-cpp": 300, "simd-sse": 300}  # 1,000 in all
ENERGY_PROBLEMS = 8  # problems of optimize-cpp copied into the energy-ranked benchmark
USERS, SHARED_TEAMS = 60, 8
THREADS, DURATION, WARMUP = 2, 12, 2
WEB_PROCESSES = 2  # compose's default: one per core
CONNECTIONS = (4, 8, 16)  # clients at once, each asking again as soon as answered: a lab's few readers to a busy board
FLOOR_PATH = "/static/js/live.js"
TARGET_P99_MS = 100.0
CLIENTS, ROUNDS, TARGET_FANOUT_S = 200, 5, 1.0
FAMILIES = [  # (name, parameters in billions or None, open weights or None, base model)
    ("gpt-4o", None, False, ""),
    ("claude-3-5-sonnet", None, False, ""),
    ("gemini-1.5-pro", None, False, ""),
    ("Llama-3.1-8B-Instruct", 8, True, "Llama-3.1-8B"),
    ("Llama-3.1-70B-Instruct", 70, True, "Llama-3.1-70B"),
    ("Qwen2.5-Coder-7B", 7, True, ""),
    ("Qwen2.5-Coder-32B", 32, True, ""),
    ("DeepSeek-Coder-V2-Lite", 16, True, ""),
    ("StarCoder2-15B", 15, True, ""),
    ("CodeLlama-13B", 13, True, "Llama-2-13B"),
    ("Phi-3-mini", 3.8, True, ""),
    ("Mistral-Large", 123, None, ""),
]


# ---------------------------------------------------------------- sim_runner-shaped reports


def measured(seconds: float, energy: float, ipc: float) -> dict:
    """One test's simulated measurements in sim_runner's shape."""
    cycles = round(seconds * 3.5e9)
    return {
        "instructions": round(ipc * cycles),
        "cycles": cycles,
        "ipc": round(ipc, 4),
        "seconds": seconds,
        "energy_j": {"core": energy * 0.6, "caches": energy * 0.25, "dram": energy * 0.15, "dynamic": energy * 0.8, "static": energy * 0.2, "total": energy},
        "edp": energy * seconds,
        "mix": {"loads": cycles // 4, "stores": cycles // 9, "branches": cycles // 7},
        "memory": {"reads": cycles // 5, "writes": cycles // 11},
        "cache_misses": {"l1i": cycles // 5000, "l1d_read": cycles // 300, "l1d_write": cycles // 900, "ll": cycles // 20000},
        "branches": {"conditional": cycles // 8, "indirect": cycles // 400, "mispredicts": cycles // 150},
    }


def summed(tests: list[dict]) -> dict | None:
    runs = [t["measurements"] for t in tests if t["measurements"]]
    if not runs or len(runs) != len(tests):
        return None
    seconds, energy = sum(m["seconds"] for m in runs), sum(m["energy_j"]["total"] for m in runs)
    return measured(seconds, energy, sum(m["ipc"] * m["seconds"] for m in runs) / seconds)


def test_row(name: str, verdict: str, m: dict | None) -> dict:
    return {
        "name": name,
        "verdict": verdict,
        "seconds": 0.05,
        "exit_code": 0 if verdict == "pass" else 1,
        "detail": "" if verdict == "pass" else "output differs",
        "measurements": m,
        "timing": None,
    }


def report(tests: list[dict], verdict: str, *, profile: str, compile_ok: bool = True, simd=None, stage=None) -> dict:
    passed = sum(t["verdict"] == "pass" for t in tests)
    return {
        "compile": {"ok": compile_ok, "message": "" if compile_ok else "error: expected ';' before '}' token", "seconds": 0.8},
        "tests": tests,
        "summary": {"verdict": verdict, "passed": passed, "total": len(tests)},
        "measurements": summed(tests) if verdict == "pass" else None,
        "sandbox": "docker",
        "profile": profile,
        "backend": "valgrind",
        "runner": {"image": "effbench-runner:7"},
        "versions": {"gcc": "12.2.0", "valgrind": "3.19.0"},
        "simd": simd,
        "stage": stage,
    }


def program_report(rng: random.Random, baseline: dict, quality: float, speed: float, profile: str) -> dict:
    """A whole-program generation against its problem's baseline costs ({test: costs})."""
    roll = rng.random()
    if roll < 0.04:
        return report([], "compile_error", profile=profile, compile_ok=False)
    speedup = max(0.4, speed * rng.lognormvariate(0, 0.35))
    thrift = rng.lognormvariate(0, 0.3)  # energy per unit of time differs from the baseline's
    correct = roll < quality
    broken = set() if correct else set(rng.sample(sorted(baseline), rng.randint(1, len(baseline))))
    tests = []
    for name, cost in baseline.items():
        if name in broken:
            tests.append(test_row(name, "wrong_answer", None))
            continue
        seconds = cost["seconds"] / speedup
        tests.append(test_row(name, "pass", measured(seconds, cost["energy"] / speedup / thrift, cost["ipc"] * rng.uniform(0.7, 1.6))))
    return report(tests, "pass" if correct else "wrong_answer", profile=profile)


def simd_report(rng: random.Random, quality: float, speed: float, profile: str) -> dict:
    """A SIMD sample: the correctness program, then Scalar/SIMD performance runs at three sizes."""
    from evaluator.simd_tasks import SELECTORS

    roll = rng.random()
    if roll < 0.05:
        return report(
            [test_row("correctness", "no_intrinsics", None)], "no_intrinsics", profile=profile, simd={"speedup": None, "sizes": {}}, stage="no_intrinsics"
        )
    if roll > quality:
        return report(
            [test_row("correctness", "wrong_answer", None)], "wrong_answer", profile=profile, simd={"speedup": None, "sizes": {}}, stage="correctness"
        )
    tests, sizes = [test_row("correctness", "pass", None)], {}
    for n, selector in enumerate(SELECTORS):
        scalar_seconds = 2e-4 * 4**n
        ratio = max(0.3, speed * rng.lognormvariate(0, 0.25))
        sizes[selector] = ratio
        tests.append(test_row(f"Scalar-{selector}", "pass", measured(scalar_seconds, scalar_seconds * 9, 1.2)))
        tests.append(test_row(f"SIMD-{selector}", "pass", measured(scalar_seconds / ratio, scalar_seconds * 9 / ratio, 1.4)))
    # sim_runner's summary: the correctness run has no measurements, the others do.
    result = report(tests, "pass", profile=profile, simd={"speedup": sum(sizes.values()) / len(sizes), "sizes": sizes}, stage="performance")
    result["measurements"] = summed(tests[1:])
    return result


# ---------------------------------------------------------------- seeding (Django set up)


def energy_suite(tmp: Path) -> Path:
    """The first problems of optimize-cpp as a benchmark ranked by energy (CARET)."""
    from portal.benchmarks.suites import SUITES

    folder = tmp / "energy-cpp"
    folder.mkdir(parents=True)
    for problem in sorted(p for p in (SUITES / "optimize-cpp").iterdir() if p.is_dir())[:ENERGY_PROBLEMS]:
        shutil.copytree(problem, folder / problem.name)
    (folder / "suite.toml").write_text(
        'name = "Optimize C++ for energy (Green Tea-style)"\n'
        'description = "The same task as optimize-cpp, ranked by CARET: energy reduction times tests passed."\n'
        'profile = "scalar"\nbackend = "valgrind"\nprimary_metric = "caret"\nversion = "1"\n'
    )
    return tmp


def load_benchmarks(tmp: Path) -> list:
    from portal.benchmarks.services import load_suite_benchmark, store_reference
    from sim_runner.report import SCHEMA_VERSION, Report

    benchmarks = [load_suite_benchmark("optimize-cpp")[0], load_suite_benchmark("energy-cpp", root=energy_suite(tmp))[0], load_suite_benchmark("simd-sse")[0]]
    rng = random.Random(7)
    for benchmark in benchmarks[:2]:  # whole-program references, measured as measure_baselines would
        for problem in benchmark.problems.prefetch_related("tests"):
            names = [t.name for t in problem.tests.all()]
            base = {n: (rng.uniform(0.02, 0.6), rng.uniform(0.8, 2.0)) for n in names}
            for label, factor in (("baseline", 1.0), ("expert", rng.uniform(1.6, 6.0))):
                tests = [test_row(n, "pass", measured(s / factor, s * 14 / factor, ipc)) for n, (s, ipc) in base.items()]
                store_reference(problem, label, Report.from_dict({"schema": SCHEMA_VERSION} | report(tests, "pass", profile=benchmark.profile)))
    return benchmarks


def make_people(rng: random.Random):
    from django.contrib.auth import get_user_model

    from portal.accounts import teams

    User = get_user_model()
    users = [User.objects.create_user(f"researcher{n:02d}", email=f"r{n}@example.org") for n in range(USERS)]
    memberships = {user.pk: [teams.personal_team(user)] for user in users}
    for n in range(SHARED_TEAMS):
        owner, *members = rng.sample(users, rng.randint(2, 6))
        team = teams.create_team(owner, f"Lab {chr(65 + n)}")
        memberships[owner.pk].append(team)
        for member in members:
            teams.add_member(owner, team, member.username)
            memberships[member.pk].append(team)
    return users, memberships


def running_submission(rng: random.Random, benchmark, owner, team, *, model=None) -> int:
    """A submission as the upload service writes it, taken by a worker, every unit's result
    stored as the worker stores it; returns its id (still running: finalize it next)."""
    from evaluator.sample import SCHEMA, SampleEvaluation
    from evaluator.store import result_fields
    from portal.submissions.evaluation_store import OrmEvaluationStore
    from portal.submissions.models import Generation, GenerationResult, Submission

    name, params, open_weights, base = model or rng.choice(FAMILIES)
    variant = rng.choice(["", "", "-ft", "-dpo", "-effi", "-v2", "-sft-energy"])
    submission = Submission.objects.create(
        owner=owner,
        team=team,
        benchmark=benchmark,
        model_name=name + variant,
        parameters_b=params,
        open_weights=open_weights,
        base_model=base,
        paper_url=rng.choice(["", "", "https://example.org/paper"]),
        is_public=rng.random() < 0.4,
    )
    problems = list(benchmark.problems.all())
    samples = rng.choice([1, 1, 1, 2, 5]) if len(problems) <= ENERGY_PROBLEMS else rng.choice([1, 1, 1, 2])
    Generation.objects.bulk_create(
        Generation(submission=submission, problem=p, sample=k, code=f"// {name}{variant} sample {k}\n{p.baseline_code}")
        for p in problems
        for k in range(samples)
    )
    store = OrmEvaluationStore()
    generation_ids = store.begin_submission(submission.pk)
    quality, speed = rng.uniform(0.15, 0.95), rng.uniform(0.9, 3.5)
    results = []
    for generation in Generation.objects.filter(pk__in=generation_ids).select_related("problem"):
        problem = generation.problem
        if problem.harness:
            r = simd_report(rng, quality, speed, benchmark.profile)
        else:
            baseline = problem.baseline_measurements["tests"]
            r = program_report(rng, baseline, quality * rng.uniform(0.6, 1.2), speed, benchmark.profile)
        # The row the store writes for the sample (in bulk here: thousands of units).
        sample = SampleEvaluation.from_dict({"schema": SCHEMA, "cached": False} | r)
        results.append(GenerationResult(generation=generation, **result_fields(sample, None)))
    GenerationResult.objects.bulk_create(results)
    Generation.objects.filter(pk__in=generation_ids).update(status=Generation.Status.DONE)
    return submission.pk


def finish_quietly(submission_id: int) -> None:
    """finalize_submission without its websocket events (nobody listens while seeding)."""
    from evaluator.metrics.summary import submission_results
    from portal.submissions.evaluation_store import OrmEvaluationStore

    store = OrmEvaluationStore()
    data = store.records(submission_id)
    metrics, scores = submission_results(data.records, data.problem_ids, data.baselines, task_format=data.task_format, experts=data.experts)
    assert store.finish_submission(submission_id, metrics, float(metrics.get(data.primary_metric) or 0.0), scores=scores)


def seed(tmp: Path) -> list:
    from datetime import timedelta

    from django.utils import timezone

    from portal.submissions.models import LeaderboardEntry, Submission

    rng = random.Random(2027)
    start = time.monotonic()
    benchmarks = load_benchmarks(tmp)
    users, memberships = make_people(rng)
    loaded = time.monotonic()
    now = timezone.now()
    for benchmark in benchmarks:
        for _ in range(SUBMISSIONS[benchmark.slug]):
            owner = rng.choice(users)
            submission_id = running_submission(rng, benchmark, owner, rng.choice(memberships[owner.pk]))
            finish_quietly(submission_id)
            when = now - timedelta(days=rng.uniform(0, 180))
            Submission.objects.filter(pk=submission_id).update(created_at=when, started_at=when, finished_at=when + timedelta(minutes=rng.uniform(2, 90)))
            LeaderboardEntry.objects.filter(submission_id=submission_id).update(created_at=when)
    print(
        f"seeded in {time.monotonic() - start:.0f} s (benchmarks and references {loaded - start:.0f} s): "
        + ", ".join(
            f"{b.slug} ({b.primary_metric}, {b.problems.count()} problems): {LeaderboardEntry.objects.filter(benchmark=b).count()} finished" for b in benchmarks
        )
        + f"; {Submission.objects.filter(is_public=True).count()} public, {len(users)} users, "
        f"{len({t.pk for ts in memberships.values() for t in ts})} teams"
    )
    return benchmarks


# ---------------------------------------------------------------- wrk


def wrk(url: str, connections: int, duration: int = DURATION) -> dict:
    done = subprocess.run(
        ["wrk", f"-t{THREADS}", f"-c{connections}", f"-d{duration}s", "--timeout", "10s", "--latency", url],
        capture_output=True,
        text=True,
        timeout=duration + 60,
    )
    out = done.stdout
    if done.returncode != 0 or "Requests/sec" not in out:
        raise RuntimeError(f"wrk failed on {url}:\n{out}\n{done.stderr}")

    def ms(label: str) -> float:
        value, unit = re.search(rf"^\s*{label}%\s+([\d.]+)(us|ms|s)\s*$", out, re.MULTILINE).groups()
        return float(value) * {"us": 1e-3, "ms": 1.0, "s": 1e3}[unit]

    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    socket_errors = re.search(r"Socket errors: (.*)", out)
    return {
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "p50": ms("50"),
        "p99": ms("99"),
        "requests": int(re.search(r"(\d+) requests in", out).group(1)),
        "errors": (int(errors.group(1)) if errors else 0),
        "socket_errors": socket_errors.group(1) if socket_errors else "",
    }


def load_test(base: str, benchmarks: list, connections: int) -> list[bool]:
    from portal.submissions import leaderboard_cache

    print(
        f"\n== 1. wrk: {THREADS} threads, {connections} connections, {DURATION} s per URL, anonymous GETs (target: page and API p99 <= {TARGET_P99_MS:.0f} ms)"
    )
    print(f"{'URL':<52} {'bytes':>9} {'cold ms':>8} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8}  target")
    verdicts = []
    # The floor: a small static file (whitenoise, through the same server and middleware, no
    # view, no cache, no database): what this machine answers at this concurrency at best.
    floor = wrk(base + FLOOR_PATH, connections)
    print(
        f"{FLOOR_PATH + ' (floor)':<52} {len(requests.get(base + FLOOR_PATH, timeout=10).content):>9} {'':>8} "
        f"{floor['rps']:>8.1f} {floor['p50']:>8.1f} {floor['p99']:>8.1f}  (none)",
        flush=True,
    )
    for benchmark in benchmarks:
        for path, targeted in (
            (f"/benchmarks/{benchmark.slug}/", True),
            (f"/api/v1/benchmarks/{benchmark.slug}/leaderboard/", True),
            (f"/api/v1/benchmarks/{benchmark.slug}/leaderboard.csv", False),
            (f"/benchmarks/{benchmark.slug}/charts.json", False),
        ):
            # Cold: the first answer after a change (every leaderboard's version replaced, as a
            # finishing submission does), computed afresh. Then WARMUP s of the same load, not
            # counted, for every web process to compute its own, then the measured run.
            leaderboard_cache.changed()
            started = time.monotonic()
            first = requests.get(base + path, timeout=60)
            cold_ms = (time.monotonic() - started) * 1000
            first.raise_for_status()
            wrk(base + path, connections, WARMUP)
            figures = wrk(base + path, connections)
            met = figures["p99"] <= TARGET_P99_MS
            if targeted:
                verdicts.append(met)
            errors = f"  ({figures['errors']} non-2xx!)" if figures["errors"] else ""
            errors += f"  (socket errors: {figures['socket_errors']})" if figures["socket_errors"] else ""
            print(
                f"{path:<52} {len(first.content):>9} {cold_ms:>8.0f} {figures['rps']:>8.1f} {figures['p50']:>8.1f} {figures['p99']:>8.1f}  "
                f"{('met' if met else 'MISSED') if targeted else '(none)'}{errors}",
                flush=True,
            )
    return verdicts


# ---------------------------------------------------------------- websocket fan-out


async def clients(url: str, count: int) -> None:
    """Child process: `count` sockets, each recording when every message arrives. Reads
    "report ID" lines; answers with, per socket, the arrival time (time.monotonic, one clock
    for every process of the machine) of the first message whose rows hold submission ID."""
    import websockets

    arrivals: list[list[tuple[float, str]]] = [[] for _ in range(count)]

    async def listen(n: int, ws) -> None:
        async for text in ws:
            arrivals[n].append((time.monotonic(), text))

    origin = re.sub(r"^ws", "http", url.split("/ws/")[0])  # as a browser on the page sends it (origin check)
    sockets = []
    for batch in range(0, count, 20):  # each connect makes the server send the current rows
        sockets += await asyncio.gather(*(websockets.connect(url, origin=origin, max_size=None, open_timeout=60) for _ in range(batch, min(count, batch + 20))))
    tasks = [asyncio.create_task(listen(n, ws)) for n, ws in enumerate(sockets)]
    while not all(arrivals):
        await asyncio.sleep(0.05)
    for row in arrivals:
        row.clear()
    print("ready", flush=True)
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        needle = re.compile(rf'"submission": {int(line.split()[1])}\b')
        deadline = time.monotonic() + 60
        found: list[float | None] = [None] * count
        while None in found and time.monotonic() < deadline:
            for n, row in enumerate(arrivals):
                if found[n] is None:
                    found[n] = next((t for t, text in row if needle.search(text) and '"type": "leaderboard"' in text), None)
            await asyncio.sleep(0.02)
        for row in arrivals:
            row.clear()
        print(json.dumps(found), flush=True)
    for task in tasks:
        task.cancel()
    for ws in sockets:
        await ws.close()


def fanout(portal, benchmark) -> list[bool]:
    from evaluator.pipeline import finalize_submission
    from portal.submissions.evaluation_store import OrmEvaluationStore

    class TimedStore(OrmEvaluationStore):
        """The evaluator's store, noting when the submission's finish was committed."""

        def finish_submission(self, submission_id, metrics, score, scores=None):
            finished = super().finish_submission(submission_id, metrics, score, scores=scores)
            self.finished_at = time.monotonic()
            return finished

    from django.contrib.auth import get_user_model

    print(
        f"\n== 2. Websocket fan-out: {CLIENTS} clients on /ws/leaderboards/{benchmark.slug}/ (target: last client <= {TARGET_FANOUT_S:.0f} s after the finish)"
    )
    url = f"{portal.ws_url}/ws/leaderboards/{benchmark.slug}/"
    child = subprocess.Popen([sys.executable, __file__, "--clients", url, str(CLIENTS)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    verdicts = []
    try:
        started = time.monotonic()
        if child.stdout.readline().strip() != "ready":
            raise RuntimeError(f"websocket clients did not connect:\n{portal.read_logs()}")
        print(f"{CLIENTS} clients connected, each given the current rows, in {time.monotonic() - started:.1f} s")
        rng = random.Random(99)
        owner = get_user_model().objects.order_by("pk").first()
        from portal.accounts.teams import personal_team

        for round_ in range(1, ROUNDS + 1):
            submission_id = running_submission(rng, benchmark, owner, personal_team(owner), model=FAMILIES[0])
            store = TimedStore()
            called = time.monotonic()
            finalize_submission(store, submission_id)
            returned = time.monotonic()
            child.stdin.write(f"report {submission_id}\n")
            child.stdin.flush()
            arrivals = json.loads(child.stdout.readline())
            missing = sum(t is None for t in arrivals)
            delays = sorted(t - store.finished_at for t in arrivals if t is not None)
            last, median = (delays[-1], statistics.median(delays)) if delays else (math.inf, math.inf)
            met = not missing and last <= TARGET_FANOUT_S
            verdicts.append(met)
            print(
                f"round {round_}: finish -> last client {last * 1000:7.0f} ms, median client {median * 1000:7.0f} ms "
                f"({len(delays)}/{CLIENTS} received{', ' + str(missing) + ' MISSING' if missing else ''}; "
                f"metrics before the finish {(store.finished_at - called) * 1000:.0f} ms, publishing after it "
                f"{(returned - store.finished_at) * 1000:.0f} ms)  {'met' if met else 'MISSED'}",
                flush=True,
            )
    finally:
        child.stdin.close()
        try:
            child.wait(timeout=30)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    return verdicts


# ---------------------------------------------------------------- main


def forget_redis_keys(url: str, prefix: str) -> None:
    """What this run left in Redis (channel groups, queues, cache entries): all under its prefix."""
    import redis

    client = redis.Redis.from_url(url)
    for key in client.scan_iter(match=f"{prefix}*", count=1000):
        client.delete(key)


def main(connections_run: tuple = CONNECTIONS) -> None:
    os.environ.setdefault("DATABASE_URL", f"postgresql://{os.environ.get('USER', 'root')}@%2Fvar%2Frun%2Fpostgresql/effbench")
    os.environ.setdefault("TEST_REDIS_URL", "redis://127.0.0.1:6379/12")  # a Redis database of its own
    from tests.e2e.harness import Portal, manage

    if not shutil.which("wrk"):
        sys.exit("wrk is not installed: scripts/install-system.sh bench (or apt-get install wrk)")
    print(
        f"cores: {os.cpu_count()}; load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
        f"{subprocess.run(['wrk', '--version'], capture_output=True, text=True).stdout.splitlines()[0].strip()}"
    )
    unlimited = "1000000000/second"
    portal = Portal(mode="deployed", extra_env={"THROTTLE_ANON": unlimited, "THROTTLE_USER": unlimited, "LOG_LEVEL": "WARNING"})
    tmp = Path(tempfile.mkdtemp(prefix="effbench-loadbench-"))
    try:
        manage(portal.env, "migrate", "--noinput", "-v0")
        os.environ.update(portal.env)  # this process: the same database, Redis and channel prefix as the server
        import django

        django.setup()
        benchmarks = seed(tmp)
        portal.spawn_web(processes=WEB_PROCESSES)
        portal._wait_ready()
        from django.conf import settings

        print(
            f"web server: nginx -> gunicorn (HTTP) and uvicorn (websockets), {WEB_PROCESSES} processes each "
            f"(the harness's and compose's commands); "
            f"LEADERBOARD_CACHE_SECONDS={settings.LEADERBOARD_CACHE_SECONDS}"
        )
        page_api = {connections: load_test(portal.url, benchmarks, connections) for connections in connections_run}
        ws = fanout(portal, benchmarks[0])
        met = "; ".join(f"{sum(v)}/{len(v)} URLs at {c} connections" for c, v in page_api.items()) or "(wrk not run)"
        print(
            f"\nsummary: page/API p99 target met on {met}; "
            f"fan-out target met in {sum(ws)}/{len(ws)} rounds; load average after: "
            f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}"
        )
    finally:
        from django.db import connections

        connections.close_all()
        portal.stop()
        forget_redis_keys(portal.env["REDIS_URL"], portal.env["CHANNELS_PREFIX"])
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", nargs=2, metavar=("URL", "N"), help=argparse.SUPPRESS)
    parser.add_argument("--connections", type=int, nargs="*", default=list(CONNECTIONS), help="wrk's concurrency levels (none: the websocket fan-out only)")
    args = parser.parse_args()
    if args.clients:
        asyncio.run(clients(args.clients[0], int(args.clients[1])))
    else:
        main(tuple(args.connections))
