"""Issue 18, item 7's bar: tests/e2e/test_prefetched_unit.py (a worker SIGKILLed exactly while it
holds a prefetched, unstarted unit; nothing lost, nothing evaluated twice) passes 20 times in a row.

Runs the test RUNS times, each in a pytest process of its own (a fresh test database, workers and
Redis namespace), and prints each run's outcome and time and the count passed; a skipped run
counts as failed (it proved nothing). Exits non-zero unless every run passed.
Needs PostgreSQL and Redis (scripts/ensure-services.sh) and the variables `make test` sets:
    DATABASE_URL=postgresql://... TEST_REDIS_URL=redis://127.0.0.1:6379/14 \\
        .venv/bin/python bench/prefetch_kill_bench.py [--runs 20]
"""

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST = "tests/e2e/test_prefetched_unit.py"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL", "").startswith("postgres") or not os.environ.get("TEST_REDIS_URL"):
        sys.exit("set DATABASE_URL (PostgreSQL) and TEST_REDIS_URL, as make test does")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    passed = 0
    for run in range(1, args.runs + 1):
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rs", TEST], cwd=ROOT, env=env, capture_output=True, text=True)
        seconds = time.monotonic() - started
        ok = done.returncode == 0 and re.search(r"\b1 passed\b", done.stdout) is not None
        passed += ok
        print(f"run {run:2}: {'passed' if ok else 'FAILED'} in {seconds:.1f} s", flush=True)
        if not ok:
            print(done.stdout[-8000:], done.stderr[-2000:], sep="\n")
    print(f"{passed} of {args.runs} runs passed")
    return 0 if passed == args.runs else 1


if __name__ == "__main__":
    sys.exit(main())
