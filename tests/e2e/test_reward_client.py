"""The reward service's clients against a real portal (the embedded mode `make run` starts): the
README's TRL-style example exactly as written there, and `portal-cli reward`."""

import ast
import json
import os
import re
import subprocess
import sys

import pytest

from portal.reward_client import completion_text
from tests import demo_generations
from tests.e2e.harness import ROOT
from tests.e2e.test_cli import cli

pytestmark = pytest.mark.e2e
DEV = ["sum-array", "pair-sum"]


@pytest.fixture
def portal_with_dev_problems(embedded_portal):
    embedded_portal.set_demo_split(DEV, "dev")
    yield embedded_portal
    embedded_portal.set_demo_split(DEV, "heldout")


def readme_example() -> str:
    blocks = re.findall(r"^```python\n(.*?)^```$", (ROOT / "README.md").read_text(), re.DOTALL | re.MULTILINE)
    found = [block for block in blocks if "portal.reward_client" in block]
    assert len(found) == 1, "the README has one reward-client example"
    return found[0]


def test_the_readme_example_gives_rewards_from_a_real_portal(portal_with_dev_problems, tmp_path):
    portal = portal_with_dev_problems
    script = tmp_path / "example.py"
    script.write_text(readme_example())
    env = {**os.environ, "EFFBENCH_URL": portal.url, "EFFBENCH_TOKEN": portal.token, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=600, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    correct, refused = ast.literal_eval(done.stdout.strip().splitlines()[-1])
    print(f"\nthe README example printed {[correct, refused]}")
    assert refused == -1.0  # prose, no program: does not compile
    assert 0.5 < correct < 1.5  # correct, and leaner than the baseline's cin/endl: 0.5 + tanh(gain), gain > 0


def test_portal_cli_reward(portal_with_dev_problems, tmp_path):
    portal = portal_with_dev_problems
    items = tmp_path / "items.jsonl"
    items.write_text(
        "".join(
            json.dumps(i) + "\n"
            for i in [
                {"problem_id": "sum-array", "completion": demo_generations.FAST["sum-array"]},
                {"problem_id": "pair-sum", "completion": demo_generations.WRONG_PAIR_SUM},
                {"problem_id": "pair-sum", "completion": ""},
            ]
        )
    )
    done = cli(portal, "reward", str(items), "--benchmark", "demo", "--reward", "green-tea", "--jsonl")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [a["verdict"] for a in answers] == ["pass", "wrong_answer", "no_code"]
    assert answers[1]["reward"] == pytest.approx(-0.8 + 1.1 * answers[1]["components"]["pass_rate"])
    assert answers[2]["reward"] == -1.0
    table = cli(portal, "reward", str(items), "--benchmark", "demo", "--reward", "pie-speedup")
    assert table.returncode == 0, table.stderr
    rows = table.stdout.splitlines()[1:]
    assert [row.split()[1:3] for row in rows] == [["sum-array", "pass"], ["pair-sum", "wrong_answer"], ["pair-sum", "no_code"]]
    assert [row.split()[-1] for row in rows] == ["yes", "yes", "no"]  # the same programs: served from the cache


def test_portal_cli_reward_names_what_is_wrong(portal_with_dev_problems, tmp_path):
    portal = portal_with_dev_problems
    held_out = tmp_path / "held.jsonl"
    held_out.write_text(json.dumps({"problem_id": "count-primes", "completion": "int main() {}"}) + "\n")
    refused = cli(portal, "reward", str(held_out), "--benchmark", "demo", "--reward", "green-tea")
    assert refused.returncode == 2 and "items[0].problem_id" in refused.stderr and "held out" in refused.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"problem_id": "sum-array"}\n')
    assert "line 1: needs 'problem_id' and 'completion'" in cli(portal, "reward", str(bad), "--benchmark", "demo", "--reward", "green-tea").stderr
    option = cli(portal, "reward", str(held_out), "--benchmark", "demo", "--reward", "green-tea", "--option", "x")
    assert option.returncode == 2 and "expected NAME=VALUE" in option.stderr
    unknown = tmp_path / "ok.jsonl"
    unknown.write_text(json.dumps({"problem_id": "sum-array", "completion": "x"}) + "\n")
    wrong = cli(portal, "reward", str(unknown), "--benchmark", "demo", "--reward", "green-tea", "--option", "speed=2")
    assert wrong.returncode == 2 and "options.speed" in wrong.stderr
    assert "no such file" in cli(portal, "reward", str(tmp_path / "none.jsonl"), "--benchmark", "demo", "--reward", "green-tea").stderr


def test_completions_as_trl_passes_them():
    assert completion_text("text") == "text"
    assert completion_text([{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}]) == "a"
    with pytest.raises(TypeError, match="text or a list of messages"):
        completion_text(3)
