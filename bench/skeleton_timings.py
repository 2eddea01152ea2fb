"""Prints how long the embedded portal takes to its first page and how long one demo submission
takes end to end, per sandbox, plus the sandbox cost of one evaluate() call.

Run: .venv/bin/python bench/skeleton_timings.py   (needs the Docker engine + runner image, bwrap)
"""

import statistics
import sys
import time
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sim_runner import TestCase, evaluate  # noqa: E402
from tests import demo_generations  # noqa: E402
from tests.e2e.harness import Portal  # noqa: E402


def first_page_and_submission(sandbox: str) -> tuple[float, float]:
    start = time.monotonic()
    portal = Portal(mode="embedded", sandbox=sandbox).start()  # migrate + demo + daphne, until it answers
    first_page = time.monotonic() - start
    try:
        token = portal.create_user("bench", "bench-password-123")
        start = time.monotonic()
        response = requests.post(
            f"{portal.url}/api/v1/submissions/",
            headers={"Authorization": f"Token {token}"},
            data={"benchmark": "demo", "model_name": "bench"},
            files={"file": ("g.jsonl", demo_generations.all_correct())},
            timeout=30,
        )
        state = portal.wait_finished(token, response.json()["id"])
        assert state["status"] == "finished" and state["metrics"]["correct"] == 100.0, state
        return first_page, time.monotonic() - start
    finally:
        portal.stop()


def evaluate_seconds(sandbox: str, runs: int = 5) -> float:
    tests = [TestCase(str(i), f"2\n{i} {i}\n", f"{2 * i}\n") for i in range(3)]
    times = []
    for _ in range(runs):
        start = time.monotonic()
        report = evaluate(demo_generations.FAST["sum-array"], tests, sandbox=sandbox)
        times.append(time.monotonic() - start)
        assert report.verdict.value == "pass"
    return statistics.median(times)


def main():
    print(f"{'sandbox':8} {'first page (s)':>15} {'demo submission (s)':>20} {'evaluate(), 3 tests (s, median of 5)':>38}")
    for sandbox in ("docker", "bwrap"):
        first_page, submission = first_page_and_submission(sandbox)
        print(f"{sandbox:8} {first_page:15.2f} {submission:20.2f} {evaluate_seconds(sandbox):38.2f}")


if __name__ == "__main__":
    main()
