"""portal-cli against a real portal process (the embedded mode that `make run` starts)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import demo_generations

pytestmark = pytest.mark.e2e
CLI = str(Path(sys.executable).with_name("portal-cli"))


def cli(portal, *args, token=None, cwd=None):
    env = {**os.environ, "EFFBENCH_URL": portal.url, "EFFBENCH_TOKEN": portal.token if token is None else token, "XDG_CONFIG_HOME": str(cwd or "/nonexistent")}
    return subprocess.run([CLI, *args], capture_output=True, text=True, env=env, timeout=300, cwd=cwd)


def test_submit_follow_leaderboard_results(embedded_portal, tmp_path):
    generations = tmp_path / "gen.jsonl"
    generations.write_bytes(demo_generations.all_correct())
    done = cli(embedded_portal, "submit", str(generations), "--benchmark", "demo", "--model", "cli-model", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "submission" in done.stdout and "3/3 finished" in done.stdout and "correct=100" in done.stdout
    submission_id = done.stdout.split()[1]
    board = cli(embedded_portal, "leaderboard", "demo")
    assert board.returncode == 0 and "cli-model" in board.stdout
    fetched = cli(embedded_portal, "results", submission_id, "--download", "--format", "csv", cwd=tmp_path)
    assert fetched.returncode == 0, fetched.stderr
    csv = (tmp_path / f"submission-{submission_id}.csv").read_text()
    assert csv.startswith("submission,model_name,benchmark,problem_id") and csv.count("\n") == 4
    status = cli(embedded_portal, "status", submission_id)
    assert status.returncode == 0 and "3/3 finished" in status.stdout


def test_clear_errors(embedded_portal, tmp_path):
    missing = cli(embedded_portal, "submit", str(tmp_path / "none.jsonl"), "--benchmark", "demo", "--model", "m")
    assert missing.returncode == 2 and "none.jsonl: no such file" in missing.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"problem_id": "sum-array"}\n')
    rejected = cli(embedded_portal, "submit", str(bad), "--benchmark", "demo", "--model", "m")
    assert rejected.returncode == 2 and "line 1: needs 'code'" in rejected.stderr
    unauthorised = cli(embedded_portal, "status", "1", token="eb_wrong")
    assert unauthorised.returncode == 2 and "invalid or revoked token" in unauthorised.stderr
    down = subprocess.run(
        [CLI, "leaderboard", "demo"],
        capture_output=True,
        text=True,
        timeout=30,
        env={**os.environ, "EFFBENCH_URL": "http://127.0.0.1:9", "EFFBENCH_TOKEN": "x"},
    )
    assert down.returncode == 2 and "cannot reach the portal at http://127.0.0.1:9" in down.stderr
