"""The reward service's targets (issue 19), printed in one run against a real deployed portal:
PostgreSQL, Redis, the web server and WORKERS Dramatiq worker processes (one thread each) on this
machine, the Docker sandbox, the demo's sum-array made a public dev problem.

1. A batch of 64 distinct correct completions (the same program, each with a comment of its own:
   64 programs to compile and simulate) through portal.reward_client: wall time (target <= 60 s
   with 2 workers on 2 cores);
2. the same batch again, every item a cache hit (target <= 1 s), and its rewards identical to the
   first batch's to the last bit (determinism);
3. one new completion at a time, 7 times: p50 of the wall time (target <= 3 s).

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

from portal.reward_client import request_rewards  # noqa: E402
from sim_runner.measure.machine import cpu_description  # noqa: E402
from tests import demo_generations  # noqa: E402
from tests.e2e.harness import Portal, manage  # noqa: E402

PROBLEM = "sum-array"


def completions(count: int, tag: str) -> list[dict]:
    program = demo_generations.FAST[PROBLEM]
    return [{"problem_id": PROBLEM, "completion": f"```cpp\n{program}// {tag} {i}\n```"} for i in range(count)]


def timed(portal: Portal, token: str, items: list[dict]) -> tuple[float, list[dict]]:
    start = time.perf_counter()
    answers = request_rewards(items, benchmark="demo", reward="green-tea", url=portal.url, token=token,
                              timeout=1800, poll_seconds=0.1)
    return time.perf_counter() - start, answers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="worker processes (one thread each)")
    parser.add_argument("--items", type=int, default=64)
    parser.add_argument("--warm", action="store_true", help="measure the baseline before the first batch")
    args = parser.parse_args()
    print(f"CPU: {cpu_description()}; {args.workers} worker processes x 1 thread; Docker sandbox")
    portal = Portal(mode="deployed", sandbox="docker",
                    extra_env={"REWARD_MAX_ITEMS": str(max(256, args.items))})
    try:
        portal.start(worker=False)
        portal.start_worker(processes=args.workers, threads=1)
        token = portal.create_user("trainer", "bench-password-123")
        manage(portal.env, "shell", "-c",
               "from portal.benchmarks.models import Problem, TestCase; "
               f"Problem.objects.filter(benchmark__slug='demo', problem_id={PROBLEM!r}).update(split='dev'); "
               f"TestCase.objects.filter(problem__benchmark__slug='demo', problem__problem_id={PROBLEM!r})"
               ".update(hidden=False)")
        if args.warm:
            timed(portal, token, completions(1, "warm-up"))
        batch = completions(args.items, "batch")
        cold, first = timed(portal, token, batch)
        verdicts = {a["verdict"] for a in first}
        print(f"{args.items} distinct correct completions: {cold:.1f} s (target <= 60 s)"
              f"{'' if args.warm else ', the baseline measured first'}; verdicts {sorted(verdicts)}; "
              f"cached {sum(a['cached'] for a in first)}")
        warm, again = timed(portal, token, batch)
        same = [a["reward"] for a in again] == [a["reward"] for a in first]
        print(f"the same {args.items} again: {warm * 1000:.0f} ms (target <= 1 s); cached {sum(a['cached'] for a in again)}"
              f"/{args.items}; rewards identical to the last bit: {'yes' if same else 'NO'}")
        singles = [timed(portal, token, completions(1, f"single-{i}"))[0] for i in range(7)]
        print(f"one new completion: p50 {statistics.median(singles):.2f} s (target <= 3 s); "
              f"all {', '.join(f'{s:.2f}' for s in singles)} s")
        print(f"rewards: {min(a['reward'] for a in first):.6f} .. {max(a['reward'] for a in first):.6f}")
        return 0 if verdicts == {"pass"} and same else 1
    finally:
        portal.stop()


if __name__ == "__main__":
    sys.exit(main())
