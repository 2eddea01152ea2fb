"""The reward service end to end in one process: the API on the database, a real Dramatiq worker
(threads, on the stub broker, as tests/evaluator/test_actors.py runs one) and the real Docker
sandbox and simulator, on the demo benchmark's two dev problems."""

import math
import time

import dramatiq
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from evaluator.metrics.green_tea import EnergyRecord, edp_reduction
from portal.accounts.services import create_token
from portal.benchmarks.models import Problem
from portal.rewards.models import RewardItem
from tests import demo_generations
from tests.portal.test_rewards_api import demo_with_dev_problems
from tests.reward_equality import Board, submission_lines

pytestmark = pytest.mark.django_db(transaction=True)

URL = "/api/v1/rewards/"
# As a model writes it: prose around a fenced block (the program is extracted from it).
CHATTY_SUM = f"Here is a faster version:\n```cpp\n{demo_generations.FAST['sum-array']}```\nIt reads with scanf."


@pytest.fixture
def worker(require_docker, stub_broker, settings, tmp_path):
    broker = stub_broker
    settings.SIM_RUNNER_SANDBOX = "docker"
    settings.SIM_RUNNER_CACHE = tmp_path / "sim-cache"  # nothing simulated before this test
    settings.REWARD_WAIT_SECONDS = 300  # a cold first batch measures the baselines too
    worker = dramatiq.Worker(broker, worker_timeout=100, worker_threads=2)
    worker.start()
    yield broker
    broker.join("rewards", timeout=300_000)
    worker.stop()


@pytest.fixture
def client(django_user_model):
    demo_with_dev_problems()
    client = APIClient()
    user = django_user_model.objects.create_user("trainer")
    client.credentials(HTTP_AUTHORIZATION=f"Token {create_token(user, 'grpo')[1]}")
    return client


def post(client, items, reward="green-tea", **options) -> tuple[int, dict, float]:
    start = time.perf_counter()
    response = client.post(URL, {"benchmark": "demo", "reward": reward, "items": items, "options": options}, format="json")
    return response.status_code, response.json(), time.perf_counter() - start


def on_the_board(client, items, *, benchmark="demo", baselines=None, simd=False) -> tuple[Board, list]:
    """The items' programs as a leaderboard submission through the same worker (with `baselines`,
    problem -> code, as samples too): its per-sample figures, and each item's (problem, sample)."""
    data, keys = submission_lines(items, baselines or {}, simd=simd)
    response = client.post(
        "/api/v1/submissions/", {"benchmark": benchmark, "model_name": "on-the-board", "file": SimpleUploadedFile("g.jsonl", data)}, format="multipart"
    )
    assert response.status_code == 201, response.content
    url = f"/api/v1/submissions/{response.json()['id']}/"
    deadline = time.monotonic() + 300
    while (state := client.get(url).json())["status"] not in ("finished", "failed") and time.monotonic() < deadline:
        time.sleep(0.2)
    assert state["status"] == "finished", state
    results = b"".join(client.get(url + "results.jsonl").streaming_content).decode()
    return Board(results, client.get(f"/benchmarks/{benchmark}/charts.json").json(), "on-the-board"), keys


ITEMS = [
    {"problem_id": "sum-array", "completion": CHATTY_SUM},  # correct
    {"problem_id": "pair-sum", "completion": demo_generations.WRONG_PAIR_SUM},  # prints 0: 1 of 5 right
    {"problem_id": "sum-array", "completion": demo_generations.BROKEN},  # does not compile
    {"problem_id": "pair-sum", "completion": ""},  # empty
    {"problem_id": "pair-sum", "completion": demo_generations.FAST["pair-sum"]},  # correct
]


def test_rewards_of_a_batch_through_a_real_worker_and_sandbox(worker, client):
    status, first, cold = post(client, ITEMS)
    assert status == 200, first
    assert [r["problem_id"] for r in first["rewards"]] == [i["problem_id"] for i in ITEMS]  # order kept
    assert [r["verdict"] for r in first["rewards"]] == ["pass", "wrong_answer", "compile_error", "no_code", "pass"]
    correct, wrong, broken, empty, pair = first["rewards"]
    # Correct and measured: 0.5 + tanh(gain), in (-0.5, 1.5); the components add up.
    for r in (correct, pair):
        c = r["components"]
        assert -0.5 < r["reward"] < 1.5 and c["r_correct"] == 0.5 and c["pass_rate"] == 1.0
        assert r["reward"] == 0.5 + math.tanh(c["gain"]) and c["variant"] == "edp"
    # The gain is the leaderboard's EDP reduction of the same program, but for Green Tea's 1e-6
    # guard: (B - G) / (B + 1e-6) = reduction x B / (B + 1e-6); small programs' B is ~1e-4 J*s.
    costs = RewardItem.objects.get(position=0, batch_id=first["id"]).outcome["costs"]
    baseline = Problem.objects.get(problem_id="sum-array").baseline_measurements["tests"]
    record = EnergyRecord(
        "sum-array", 0, True, len(costs), energy={t: c["energy"] for t, c in costs.items()}, seconds={t: c["seconds"] for t, c in costs.items()}
    )
    reduction = edp_reduction(record, {t: c["energy"] for t, c in baseline.items()}, {t: c["seconds"] for t, c in baseline.items()})
    base = correct["components"]["baseline"]
    assert correct["components"]["gain"] == pytest.approx(reduction / 100 * base / (base + 1e-6), rel=1e-9)
    # A scanf loop against the baseline's cin >> with endl: leaner and faster.
    assert correct["reward"] > 0.5
    # 1 of 5 tests right: -0.8 + 1.1 * 0.2 = -0.58
    assert wrong["components"]["pass_rate"] == 0.2 and wrong["reward"] == pytest.approx(-0.58, abs=1e-12)
    assert broken["reward"] == -1.0 and empty["reward"] == -1.0
    assert not any(r["cached"] for r in first["rewards"])

    # The same completions again: identical rewards to the last bit, served without a run.
    status, again, warm = post(client, ITEMS)
    assert status == 200
    assert [r["reward"] for r in again["rewards"]] == [r["reward"] for r in first["rewards"]]
    assert [r["cached"] for r in again["rewards"]] == [True, True, True, False, True]  # empty: never run anyway

    # Another reward of the same programs: the same evaluations, PIE's speedup of each.
    status, pie, _ = post(client, ITEMS, reward="pie-speedup")
    assert status == 200
    assert [r["reward"] >= 1.0 for r in pie["rewards"]] == [True, False, False, False, True]
    assert [r["reward"] for r in pie["rewards"][1:4]] == [0.0, 0.0, 0.0]
    assert pie["rewards"][0]["components"]["speedup"] == pie["rewards"][0]["reward"]

    # The same programs on the leaderboard (the same tests: the dev problems' all): every reward
    # equals, to the last bit, the one recomputed from the board's per-sample figures.
    board, keys = on_the_board(
        client, ITEMS, baselines={p.problem_id: p.baseline_code for p in Problem.objects.filter(problem_id__in=["sum-array", "pair-sum"])}
    )
    assert set(board.baseline) == {"sum-array", "pair-sum"}
    answers = {("green-tea", "edp"): first["rewards"], ("pie-speedup", None): pie["rewards"]}
    for variant in ("energy", "runtime"):  # the stored outcomes again, no run
        answers["green-tea", variant] = post(client, ITEMS, variant=variant)[1]["rewards"]
    for (reward, variant), rewards in answers.items():
        assert board.largest_difference(reward, {"variant": variant}, rewards, keys) == 0.0, (reward, variant)

    # One new completion, its baseline measured already: what a trainer waits for one sample.
    single = [{"problem_id": "sum-array", "completion": demo_generations.FAST["sum-array"] + "// v2\n"}]
    status, one, alone = post(client, single)
    assert status == 200 and one["rewards"][0]["verdict"] == "pass" and not one["rewards"][0]["cached"]
    print(
        f"\nreward batch of {len(ITEMS)}: cold (baselines measured too) {cold:.2f} s, "
        f"all cached {warm * 1000:.0f} ms, one new completion {alone:.2f} s; "
        f"green-tea {[round(r['reward'], 4) for r in first['rewards']]}, "
        f"pie-speedup {[round(r['reward'], 4) for r in pie['rewards']]}"
    )


def test_a_batch_past_the_bounded_wait_answers_202_and_is_polled(worker, client, settings):
    settings.REWARD_WAIT_SECONDS = 0
    items = [{"problem_id": "sum-array", "completion": demo_generations.FAST["sum-array"]}, {"problem_id": "sum-array", "completion": demo_generations.BROKEN}]
    status, answer, _ = post(client, items, variant="energy")
    assert status == 202 and answer["status"] == "running" and answer["url"] == f"/api/v1/rewards/{answer['id']}/"
    assert answer["options"] == {"variant": "energy", "max_instructions": settings.REWARD_MAX_INSTRUCTIONS}
    deadline = time.monotonic() + 300
    while answer["status"] != "finished" and time.monotonic() < deadline:
        time.sleep(0.5)
        answer = client.get(answer["url"]).json()
    assert answer["status"] == "finished" and (answer["done"], answer["total"]) == (2, 2)
    assert [r["verdict"] for r in answer["rewards"]] == ["pass", "compile_error"]
    assert answer["rewards"][0]["components"]["variant"] == "energy" and answer["rewards"][1]["reward"] == -1.0
    # A completion that never ends, under a request's cap of simulated instructions: stopped on
    # every test, Green Tea's measurement timeout (0.0), and the same again from the stored outcome.
    settings.REWARD_WAIT_SECONDS = 300
    endless = [{"problem_id": "sum-array", "completion": "int main() { volatile unsigned long i = 0; for (;;) i = i + 1; }"}]
    capped = [post(client, endless, max_instructions=1_000_000)[1]["rewards"][0] for _ in range(2)]
    assert [(r["verdict"], r["reward"], r["cached"]) for r in capped] == [("instruction_limit", 0.0, False), ("instruction_limit", 0.0, True)], capped
    assert capped[0]["components"]["note"] == "measurement timed out (simulated instruction cap)"


def test_autoveccoder_on_a_simd_dev_task(worker, client):
    from portal.benchmarks.services import load_suite_benchmark

    load_suite_benchmark("simd-sse")
    task = Problem.objects.get(benchmark__slug="simd-sse", problem_id="sum-of-squares")
    assert task.split == Problem.Split.DEV
    scalar_only = "float sum_of_squares_simd(const float *values, size_t length) {\n  return sum_of_squares(values, length);\n}\n"
    items = [
        {"problem_id": "sum-of-squares", "completion": f"With SSE:\n```cpp\n{task.expert_code}```\n"},
        {"problem_id": "sum-of-squares", "completion": scalar_only},
    ]
    start = time.perf_counter()
    response = client.post(URL, {"benchmark": "simd-sse", "reward": "autoveccoder", "items": items}, format="json")
    assert response.status_code == 200, response.content
    vectorised, plain = response.json()["rewards"]
    assert vectorised["verdict"] == "pass" and vectorised["components"]["speedup"] > 1.0
    # 1.0 + 0.5 tanh(log2(speedup)), in (1.0, 1.5) for a faster sample
    d = math.log2(vectorised["components"]["speedup"])
    assert vectorised["reward"] == 1.0 + 0.5 * math.tanh(d) and 1.0 < vectorised["reward"] < 1.5
    assert (plain["verdict"], plain["reward"]) == ("no_intrinsics", 0.0)
    # On the leaderboard, the same samples: the same rewards from its per-sample speedups.
    board, keys = on_the_board(client, items, benchmark="simd-sse", simd=True)
    options = {"b_base": 1.0, "b_perf": 0.5, "a": 1.0}
    assert board.largest_difference("autoveccoder", options, [vectorised, plain], keys) == 0.0
    # Identical again: served from the stored outcomes (SIMD samples' native runs are never in
    # sim_runner's cache, so this is the service's own reuse).
    again = client.post(URL, {"benchmark": "simd-sse", "reward": "autoveccoder", "items": items}, format="json")
    assert [(r["reward"], r["cached"]) for r in again.json()["rewards"]] == [(vectorised["reward"], True), (0.0, True)]
    # A whole-program reward does not apply to SIMD tasks.
    wrong = client.post(URL, {"benchmark": "simd-sse", "reward": "green-tea", "items": items}, format="json")
    assert wrong.status_code == 400 and wrong.json()["error"]["fields"] == {
        "reward": ["reward 'green-tea' is for program benchmarks; 'simd-sse' is a simdbench benchmark"]
    }
    print(
        f"\nautoveccoder, 2 SIMD samples: {time.perf_counter() - start:.2f} s; rewards "
        f"{vectorised['reward']:.4f} (speedup {vectorised['components']['speedup']:.2f}), {plain['reward']}"
    )
