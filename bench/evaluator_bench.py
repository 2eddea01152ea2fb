"""Evaluator figures (issue: evaluator), on real processes: the web server, Dramatiq workers, PostgreSQL,
Redis, the Docker sandbox. Printed side by side in one run; these machines are noisy.

1. Throughput: units per minute for 1 and for 2 worker processes (one thread each) on the same
   kind of submission (ratio; target >= 1.7x on this 2-core machine), and the pipeline's own
   overhead versus the raw sim_runner time for the same units run back to back in this process
   (target <= 10%).
2. Recovery: kill -9 the only worker at 50% of a submission, start another; time to
   completion, metrics equal to an undisturbed run, and no unit completed twice.
3. Fairness: a big team's 60-unit submission, then a small team's 3-unit one; the small team's
   time to its first result and to completion, with the dispatch depth (units queued or running
   at once, handed out team by team) unbounded, at its default and small.

Every unit's program differs (a numbered comment), so the simulation cache serves nothing.
Run: .venv/bin/python bench/evaluator_bench.py [throughput] [recovery] [fairness]   (needs `make test`'s services: scripts/ensure-services.sh)
"""

import json
import os
import sys
import time
from pathlib import Path

import psycopg
import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DATABASE_URL", f"postgresql://{os.environ.get('USER', 'root')}@%2Fvar%2Frun%2Fpostgresql/effbench")
os.environ.setdefault("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")

from portal.benchmarks.demo import demo_problems  # noqa: E402
from sim_runner import TestCase, evaluate  # noqa: E402
from tests.demo_generations import FAST  # noqa: E402
from tests.e2e.harness import Portal  # noqa: E402

SAMPLES = 8  # per problem: 3 problems x 8 = 24 units
PASSWORD = "bench-password-123"


def programs(tag: str) -> list[tuple[str, int, str]]:
    return [(pid, k, f"// {tag} sample {k}\n{code}") for pid, code in FAST.items() for k in range(SAMPLES)]


def jsonl(rows) -> bytes:
    return "\n".join(json.dumps({"problem_id": pid, "sample": k, "code": code}) for pid, k, code in rows).encode()


def run_submission(portal: Portal, token: str, rows, name: str) -> tuple[float, dict, int]:
    start = time.monotonic()
    response = requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {token}"},
        data={"benchmark": "demo", "model_name": name},
        files={"file": ("g.jsonl", jsonl(rows))},
        timeout=60,
    )
    response.raise_for_status()
    submission_id = response.json()["id"]
    state = portal.wait_finished(token, submission_id, timeout=900)
    assert state["status"] == "finished", state
    return time.monotonic() - start, state, submission_id


def portal_with_workers(processes: int, settings: dict | None = None) -> tuple[Portal, str]:
    portal = Portal(mode="deployed", sandbox="docker", extra_env=settings or {})
    portal.start(worker=False)
    token = portal.create_user("bench", PASSWORD)
    for _ in range(processes):
        portal.start_worker(processes=1, threads=1)
    return portal, token


def throughput():
    print("== 1. Throughput: one submission of 24 units (3 problems x 8 distinct samples), Docker sandbox")
    walls = {}
    for processes in (1, 2):
        portal, token = portal_with_workers(processes)
        try:
            wall, state, _ = run_submission(portal, token, programs(f"throughput-{processes}"), f"w{processes}")
        finally:
            portal.stop()
        walls[processes] = wall
        print(f"{processes} worker process(es): {wall:6.1f} s wall, {24 / wall * 60:5.1f} units/minute (verdicts {state['progress']['verdicts']})")
    print(f"throughput ratio 2 vs 1 workers: {walls[1] / walls[2]:.2f}x (target >= 1.7x)")

    tests = {p.problem_id: [TestCase(str(n), i, o) for n, (i, o) in enumerate(p.tests, start=1)] for p in demo_problems()}
    start = time.monotonic()
    for pid, _, code in programs("raw"):
        report = evaluate(code, tests[pid], profile="scalar", backend="valgrind", sandbox="docker", cache_dir=None)
        assert report.verdict.value == "pass", (pid, report.to_dict()["summary"])
    raw = time.monotonic() - start
    print(
        f"raw sim_runner, the same 24 units back to back in one process: {raw:6.1f} s; pipeline overhead with "
        f"1 worker: {100 * (walls[1] - raw) / raw:+.1f}% (target <= 10%)"
    )


def recovery():
    print("\n== 2. Recovery: kill -9 the only worker at 50% of a 24-unit submission, then start another")
    portal, token = portal_with_workers(1)
    try:
        worker = portal.processes[-1]
        rows = programs("recovery")
        response = requests.post(
            f"{portal.url}/api/v1/submissions/",
            headers={"Authorization": f"Token {token}"},
            data={"benchmark": "demo", "model_name": "killed"},
            files={"file": ("g.jsonl", jsonl(rows))},
            timeout=60,
        )
        submission_id = response.json()["id"]
        while True:
            progress = requests.get(f"{portal.url}/api/v1/submissions/{submission_id}/", headers={"Authorization": f"Token {token}"}, timeout=10).json()[
                "progress"
            ]
            if progress["done"] >= 12:
                break
            time.sleep(0.2)
        portal.kill(worker)
        killed_at = time.monotonic()
        portal.start_worker(processes=1, threads=1)
        state = portal.wait_finished(token, submission_id, timeout=900)
        recovered = time.monotonic() - killed_at
        _, undisturbed, _ = run_submission(portal, token, rows, "undisturbed")
        with psycopg.connect(portal.env["DATABASE_URL"]) as conn:
            twice = conn.execute(
                "SELECT count(*) FROM submissions_generationresult r JOIN submissions_generation g ON g.id = r.generation_id "
                "WHERE g.submission_id = %s AND r.updated_at > r.created_at + interval '100 milliseconds'",
                (submission_id,),
            ).fetchone()[0]
    finally:
        portal.stop()
    print(
        f"killed at {progress['done']}/24 units done; finished {recovered:.1f} s after the kill "
        f"(status {state['status']}, verdicts {state['progress']['verdicts']})"
    )
    print(f"metrics identical to an undisturbed run of the same programs: {state['metrics'] == undisturbed['metrics']}")
    print(f"units whose result was written more than once: {twice}")


def submit(portal: Portal, token: str, rows, name: str) -> int:
    response = requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {token}"},
        data={"benchmark": "demo", "model_name": name},
        files={"file": ("g.jsonl", jsonl(rows))},
        timeout=60,
    )
    response.raise_for_status()
    return response.json()["id"]


def fairness():
    print("\n== 3. Fairness: team A submits 60 units (3 problems x 20), then team B 3 units; 2 worker processes")
    big = [(pid, k, f"// fair-big sample {k}\n{code}") for pid, code in FAST.items() for k in range(20)]
    print("   seconds from B's submission:")
    print(f"{'dispatch depth':>16} {'B first result s':>17} {'B finished s':>13} {'A finished s':>13}")
    for depth in (100_000, 32, 4):
        portal, token_a = portal_with_workers(2, {"EVALUATOR_QUEUE_DEPTH": str(depth)})
        try:
            token_b = portal.create_user("small-team", PASSWORD)
            tag = f"fair-{depth}"
            a = submit(portal, token_a, [(pid, k, f"// {tag}\n{code}") for pid, k, code in big], "big")
            time.sleep(1)  # A's units are dispatched first, as when B arrives during A's run
            start = time.monotonic()
            b = submit(portal, token_b, [(pid, 0, f"// {tag} small\n{code}") for pid, code in FAST.items()], "small")
            first = None
            while True:
                state = requests.get(f"{portal.url}/api/v1/submissions/{b}/", headers={"Authorization": f"Token {token_b}"}, timeout=10).json()
                if first is None and state["progress"]["done"] >= 1:
                    first = time.monotonic() - start
                if state["status"] in {"finished", "failed", "cancelled"}:
                    break
                time.sleep(0.1)
            b_done = time.monotonic() - start
            assert state["status"] == "finished", state
            a_state = portal.wait_finished(token_a, a, timeout=900)
            a_done = time.monotonic() - start
            assert a_state["status"] == "finished", a_state
        finally:
            portal.stop()
        label = "unbounded" if depth == 100_000 else str(depth)
        print(f"{label:>16} {first:>17.1f} {b_done:>13.1f} {a_done:>13.1f}")


if __name__ == "__main__":
    parts = set(sys.argv[1:]) or {"throughput", "recovery", "fairness"}
    if "throughput" in parts:
        throughput()
    if "recovery" in parts:
        recovery()
    if "fairness" in parts:
        fairness()
