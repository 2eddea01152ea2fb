"""The reward service's targets (issue 19), printed in one run against a real deployed portal:
PostgreSQL, Redis, the web server and WORKERS Dramatiq worker processes (one thread each) on this
machine, the Docker sandbox, the demo's sum-array (and pair-sum) made public dev problems.

1. A batch of 64 distinct correct completions (the same program, each with a comment of its own:
   64 programs to compile and simulate) through portal.reward_client: wall time (target <= 60 s
   with 2 workers on 2 cores);
2. the same batch again, every item a cache hit (target <= 1 s), and its rewards identical to the
   first batch's to the last bit (determinism);
3. one new completion at a time, 7 times: p50 of the wall time (target <= 3 s);
4. the rewards of the batch (and of three failing completions, a SIMD task's two) equal the
   leaderboard's per-sample figures for the same programs: the same programs go in as a leaderboard
   submission on the same tests, and each reward is recomputed from its results export and its
   points on the board (tests/reward_equality.py says how); the largest difference, expected 0.

The first batch also measures the problem's baseline (the reward's denominator) unless --warm.
Run: .venv/bin/python bench/reward_bench.py [--workers 2] [--items 64]
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import requests  # noqa: E402

from portal.reward_client import request_rewards  # noqa: E402
from sim_runner.measure.machine import cpu_description  # noqa: E402
from tests import demo_generations  # noqa: E402
from tests.e2e.harness import Portal, manage  # noqa: E402
from tests.reward_equality import Board, submission_lines  # noqa: E402

PROBLEM = "sum-array"
FAILING = [
    {"problem_id": "pair-sum", "completion": demo_generations.WRONG_PAIR_SUM},  # 1 of 5 tests right
    {"problem_id": "sum-array", "completion": demo_generations.BROKEN},  # does not compile
    {"problem_id": "pair-sum", "completion": ""},
]  # no code
PROGRAM_REWARDS = [("green-tea", {"variant": "edp"}), ("green-tea", {"variant": "energy"}), ("green-tea", {"variant": "runtime"}), ("pie-speedup", {})]
SIMD_TASK = "sum-of-squares"  # a dev task of simd-sse


def completions(count: int, tag: str) -> list[dict]:
    program = demo_generations.FAST[PROBLEM]
    return [{"problem_id": PROBLEM, "completion": f"```cpp\n{program}// {tag} {i}\n```"} for i in range(count)]


def timed(portal: Portal, token: str, items: list[dict]) -> tuple[float, list[dict]]:
    start = time.perf_counter()
    answers = request_rewards(items, benchmark="demo", reward="green-tea", url=portal.url, token=token, timeout=1800, poll_seconds=0.1)
    return time.perf_counter() - start, answers


def on_the_board(portal: Portal, token: str, benchmark: str, items: list[dict], *, simd: bool = False, baselines: tuple[str, ...] = ()) -> tuple[Board, list]:
    """The items' programs as a leaderboard submission (each of `baselines`' public baseline program
    too), finished: its per-sample figures and each item's (problem, sample)."""
    session = requests.Session()
    session.headers["Authorization"] = f"Token {token}"
    api = f"{portal.url}/api/v1"
    codes = {pid: session.get(f"{api}/benchmarks/{benchmark}/problems/{pid}/", timeout=60).json()["baseline_code"] for pid in baselines}
    data, keys = submission_lines(items, codes, simd=simd)
    model = f"the-batch-on-{benchmark}"
    created = session.post(f"{api}/submissions/", data={"benchmark": benchmark, "model_name": model}, files={"file": ("batch.jsonl", data)}, timeout=60)
    created.raise_for_status()
    state = portal.wait_finished(token, created.json()["id"], timeout=1800)
    assert state["status"] == "finished", state
    results = session.get(f"{api}/submissions/{state['id']}/results.jsonl", timeout=60).text
    return Board(results, session.get(f"{portal.url}/benchmarks/{benchmark}/charts.json", timeout=60).json(), model), keys


def equality(portal: Portal, token: str, batch: list[dict], first: list[dict]) -> bool:
    """The issue's third target: print, per reward, the largest difference between a batch's rewards and those
    recomputed from the leaderboard's figures of the same programs; True when all are 0."""
    items = batch + FAILING
    answers = {
        (name, options.get("variant")): request_rewards(items, benchmark="demo", reward=name, options=options, url=portal.url, token=token, timeout=1800)
        for name, options in PROGRAM_REWARDS
    }
    start = time.perf_counter()
    board, keys = on_the_board(portal, token, "demo", items, baselines=("sum-array", "pair-sum"))
    print(
        f"the same {len(items)} programs as a leaderboard submission (+ 2 baseline programs, the board's "
        f"baseline: {'yes' if set(board.baseline) == {'sum-array', 'pair-sum'} else 'NO'}): "
        f"{time.perf_counter() - start:.1f} s"
    )
    equal = True
    for name, options in PROGRAM_REWARDS:
        found = answers[name, options.get("variant")]
        worst = board.largest_difference(name, options, found, keys)
        if options.get("variant") == "edp":  # the first batch's own answers too (evaluated then, not stored ones)
            worst = max(worst, board.largest_difference(name, options, first, keys[: len(first)]))
        equal &= worst == 0.0
        label = f"{name} ({options['variant']})" if options else name
        print(f"  {label}: largest |batch reward - leaderboard's figure| over {len(found)} programs = {worst:.3g}; equal: {'yes' if worst == 0.0 else 'no'}")
    manage(portal.env, "load_suite", "simd-sse")
    expert = (ROOT / "portal/benchmarks/suites/simd-tasks" / SIMD_TASK / "expert_sse.cpp").read_text()
    simd = [
        {"problem_id": SIMD_TASK, "completion": f"With SSE:\n```cpp\n{expert}```\n"},
        {
            "problem_id": SIMD_TASK,
            "completion": "float sum_of_squares_simd(const float *values, size_t length) {\n  return sum_of_squares(values, length);\n}\n",
        },
    ]
    options = {"b_base": 1.0, "b_perf": 0.5, "a": 1.0}
    found = request_rewards(simd, benchmark="simd-sse", reward="autoveccoder", options=options, url=portal.url, token=token, timeout=1800)
    board, keys = on_the_board(portal, token, "simd-sse", simd, simd=True)
    worst = board.largest_difference("autoveccoder", options, found, keys)
    equal &= worst == 0.0
    values = ", ".join(f"{a['reward']:.6f}" for a in found)
    print(
        f"  autoveccoder: largest |batch reward - leaderboard's figure| over {len(found)} SIMD samples "
        f"(rewards {values}) = {worst:.3g}; "
        f"equal: {'yes' if worst == 0.0 else 'no'}"
    )
    return equal


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="worker processes (one thread each)")
    parser.add_argument("--items", type=int, default=64)
    parser.add_argument("--warm", action="store_true", help="measure the baseline before the first batch")
    args = parser.parse_args()
    print(f"CPU: {cpu_description()}; {args.workers} worker processes x 1 thread; Docker sandbox")
    portal = Portal(mode="deployed", sandbox="docker", extra_env={"REWARD_MAX_ITEMS": str(max(256, args.items))})
    try:
        portal.start(worker=False)
        portal.start_worker(processes=args.workers, threads=1)
        token = portal.create_user("trainer", "bench-password-123")
        portal.set_demo_split([PROBLEM, "pair-sum"], "dev")  # rewards and the board then run the same tests
        if args.warm:
            timed(portal, token, completions(1, "warm-up"))
        batch = completions(args.items, "batch")
        cold, first = timed(portal, token, batch)
        verdicts = {a["verdict"] for a in first}
        print(
            f"{args.items} distinct correct completions: {cold:.1f} s (target <= 60 s)"
            f"{'' if args.warm else ', the baseline measured first'}; verdicts {sorted(verdicts)}; "
            f"cached {sum(a['cached'] for a in first)}"
        )
        warm, again = timed(portal, token, batch)
        same = [a["reward"] for a in again] == [a["reward"] for a in first]
        print(
            f"the same {args.items} again: {warm * 1000:.0f} ms (target <= 1 s); cached {sum(a['cached'] for a in again)}"
            f"/{args.items}; rewards identical to the last bit: {'yes' if same else 'NO'}"
        )
        singles = [timed(portal, token, completions(1, f"single-{i}"))[0] for i in range(7)]
        print(f"one new completion: p50 {statistics.median(singles):.2f} s (target <= 3 s); all {', '.join(f'{s:.2f}' for s in singles)} s")
        print(f"rewards: {min(a['reward'] for a in first):.6f} .. {max(a['reward'] for a in first):.6f}")
        equal = equality(portal, token, batch, first)
        return 0 if verdicts == {"pass"} and same and equal else 1
    finally:
        portal.stop()


if __name__ == "__main__":
    sys.exit(main())
