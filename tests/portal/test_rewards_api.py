"""The reward service's API without running any program: authentication, every refused request
(a 400 naming what is wrong, nothing saved), the quota, empty completions (answered at once) and
owner-only polling. Evaluations through a real worker and sandbox: test_rewards_worker.py."""

import importlib
import json

import pytest
from django.apps import apps as django_apps
from rest_framework.test import APIClient

import sim_runner
from evaluator.rewards import OUTCOME_SCHEMA, Outcome

from portal.accounts.services import create_token
from portal.benchmarks.models import Problem, TestCase
from portal.benchmarks.services import load_demo_benchmark, reference_costs
from portal.rewards.models import RewardBatch, RewardItem
from portal.rewards.services import cached_outcome
from portal.rewards.store import OrmRewardStore
from evaluator import reward_units

pytestmark = pytest.mark.django_db

URL = "/api/v1/rewards/"


def demo_with_dev_problems():
    """The demo benchmark holds out all three problems; two are made public dev problems here
    (count-primes stays held out)."""
    demo = load_demo_benchmark()
    Problem.objects.filter(benchmark=demo, problem_id__in=["sum-array", "pair-sum"]).update(split=Problem.Split.DEV)
    TestCase.objects.filter(problem__benchmark=demo, problem__split=Problem.Split.DEV).update(hidden=False)
    return demo


@pytest.fixture
def demo():
    return demo_with_dev_problems()


@pytest.fixture
def client_for(django_user_model):
    def make(username: str | None = "alice"):
        client = APIClient()
        if username:
            user = django_user_model.objects.get_or_create(username=username)[0]
            client.credentials(HTTP_AUTHORIZATION=f"Token {create_token(user, 'trainer')[1]}")
        return client

    return make


def body(items, reward="green-tea", **extra):
    return {"benchmark": "demo", "reward": reward, "items": items, **extra}


def error(response) -> tuple[int, dict]:
    data = response.json()["error"]
    return response.status_code, data.get("fields", {}) or data["message"]


def test_unauthenticated_is_401(demo, client_for):
    response = client_for(None).post(URL, body([{"problem_id": "sum-array", "completion": ""}]), format="json")
    assert response.status_code == 401 and response.json()["error"]["code"] == "not_authenticated"
    assert client_for(None).get(f"{URL}1/").status_code == 401
    assert RewardBatch.objects.count() == 0


BAD = [
    ([1, 2], {"non_field_errors": ["the body must be a JSON object {benchmark, reward, items: [{problem_id, completion}], options?}"]}),
    ({"reward": "green-tea", "items": []}, {"benchmark": ["required: a benchmark's slug"]}),
    (body([], benchmark="nope"), {"benchmark": ["unknown benchmark 'nope'"]}),
    (body([], reward="speed"), {"reward": ["unknown reward 'speed'; known: green-tea, pie-speedup, autoveccoder"]}),
    (body([], reward="autoveccoder"), {"reward": ["reward 'autoveccoder' is for simdbench benchmarks; 'demo' is a program benchmark"]}),
    (body([], options={"variant": "ipc"}), {"options.variant": ["must be one of edp, energy, runtime"]}),
    (body([], options={"alpha": 1}), {"options.alpha": ["unknown option for reward 'green-tea' (known: variant)"]}),
    *(
        (body([], options={"max_instructions": bad}), {"options.max_instructions": ["must be a positive whole number of instructions"]})
        for bad in (0, -5, 1.5, "1000", True, [1])
    ),
    (
        body([], options={"max_instructions": 10**9 + 1}),
        {"options.max_instructions": ["1000000001 is over this server's cap of 1000000000 simulated instructions per test"]},
    ),
    (body([]), {"items": ["required: a non-empty list of {problem_id, completion}"]}),
    (body({"problem_id": "sum-array"}), {"items": ["required: a non-empty list of {problem_id, completion}"]}),
    (body([{"problem_id": "sum-array", "completion": ""}] * 3), {"items": ["3 items; at most 2 per request"]}),
    (body([{"problem_id": "sum-array", "completion": ""}, "x"]), {"items[1]": ["must be an object {problem_id, completion}"]}),
    (body([{"completion": ""}]), {"items[0].problem_id": ["required: a non-empty string"]}),
    (body([{"problem_id": "nope", "completion": ""}]), {"items[0].problem_id": ["unknown problem 'nope' in benchmark 'demo'"]}),
    (
        body([{"problem_id": "sum-array", "completion": ""}, {"problem_id": "count-primes", "completion": "x"}]),
        {"items[1].problem_id": ["problem 'count-primes' is held out: rewards are given on the public dev split only, so training never touches the test set"]},
    ),
    (
        body([{"problem_id": "sum-array", "code": "int main(){}"}]),
        {"items[0].completion": ['required: the model\'s completion as a string ("" for an empty answer)']},
    ),
    (body([{"problem_id": "sum-array", "completion": 5}]), {"items[0].completion": ['required: the model\'s completion as a string ("" for an empty answer)']}),
    (body([{"problem_id": "sum-array", "completion": "x" * (256 * 1024 + 1)}]), {"items[0].completion": ["longer than 262144 bytes"]}),
    (
        body([{"problem_id": "sum-array", "completion": "int main() {}\x00"}]),
        {"items[0].completion": ["holds a NUL character, which source code cannot contain"]},
    ),
    (body([{"problem_id": "sum-\x00", "completion": ""}]), {"items[0].problem_id": ["unknown problem 'sum-\\x00' in benchmark 'demo'"]}),
    (body([], benchmark="de\x00mo"), {"benchmark": ["unknown benchmark 'de\\x00mo'"]}),
    (
        body([{"problem_id": "sum-array", "completion": "\ud800"}]),
        {"non_field_errors": ["the body holds a lone UTF-16 surrogate escape (\\ud800-\\udfff), which is not a character"]},
    ),
]


@pytest.mark.parametrize("data,fields", BAD, ids=[next(iter(f)) + f"-{i}" for i, (_, f) in enumerate(BAD)])
def test_bad_requests_are_400_naming_what_is_wrong_and_save_nothing(demo, client_for, settings, data, fields):
    settings.REWARD_MAX_ITEMS = 2
    settings.REWARD_MAX_INSTRUCTIONS = 10**9
    # json.dumps, not the client's renderer: it writes a lone surrogate as an escape, as a client would.
    response = client_for().post(URL, json.dumps(data), content_type="application/json")
    assert error(response) == (400, fields)
    name, messages = next(iter(fields.items()))
    prefix = "" if name == "non_field_errors" else f"{name}: "
    assert response.json()["error"]["message"] == prefix + messages[0]
    assert RewardBatch.objects.count() == 0 and RewardItem.objects.count() == 0


def test_a_benchmark_measured_natively_has_no_program_rewards(demo, client_for):
    demo.backend = "native"
    demo.save()
    response = client_for().post(URL, body([{"problem_id": "sum-array", "completion": ""}]), format="json")
    assert error(response) == (400, {"reward": ["reward 'green-tea' needs simulated measurements; benchmark 'demo' runs on the native backend"]})


def test_a_request_caps_simulated_instructions_up_to_the_servers_cap(demo, client_for, settings):
    settings.REWARD_MAX_INSTRUCTIONS = 10**9
    settings.REWARD_WAIT_SECONDS = 0  # the items stay pending: no worker here
    client = client_for()
    items = [{"problem_id": "sum-array", "completion": "int main() { for (;;) {} }"}]  # saved, not run here
    by_default = client.post(URL, body(items), format="json").json()
    assert by_default["options"] == {"variant": "edp", "max_instructions": 10**9}  # the server's cap
    asked = client.post(URL, body(items, options={"max_instructions": 5000.0, "variant": "energy"}), format="json").json()  # a whole number
    assert asked["options"] == {"variant": "energy", "max_instructions": 5000}
    assert RewardBatch.objects.get(pk=asked["id"]).max_instructions == 5000
    # The cap names a different evaluation: an outcome capped at 5000 never answers for 1e9.
    first, second = (RewardItem.objects.get(batch_id=answer["id"]) for answer in (by_default, asked))
    assert first.evaluation_key != second.evaluation_key
    # The unit runs the program under it; the reward's own options never see it.
    job = OrmRewardStore().reward_job(second.pk)
    assert job.max_instructions == 5000 and job.options == {"variant": "energy"}
    seen = {}

    def run(code, tests, **options):
        seen.update(options)
        raise RuntimeError("not run")

    with pytest.raises(RuntimeError):
        reward_units._evaluate(job, sandbox="bwrap", cache_dir=None, run=run)
    assert seen["limits"] == sim_runner.Limits(simulated_instructions=5000)
    # A server without a cap runs uncapped unless asked.
    settings.REWARD_MAX_INSTRUCTIONS = 0
    assert client.post(URL, body(items), format="json").json()["options"]["max_instructions"] is None
    assert client.post(URL, body(items, options={"max_instructions": 10**12}), format="json").json()["options"]["max_instructions"] == 10**12


def test_empty_completions_are_failed_samples_answered_at_once(demo, client_for):
    items = [
        {"problem_id": "sum-array", "completion": ""},
        {"problem_id": "pair-sum", "completion": "  \n"},
        {"problem_id": "sum-array", "completion": "```cpp\n```"},
    ]
    client = client_for()
    for reward, value in (("green-tea", -1.0), ("pie-speedup", 0.0)):
        response = client.post(URL, body(items, reward=reward), format="json")
        assert response.status_code == 200, response.content
        answer = response.json()
        assert answer["status"] == "finished" and (answer["done"], answer["total"]) == (3, 3)
        assert [r["problem_id"] for r in answer["rewards"]] == ["sum-array", "pair-sum", "sum-array"]
        assert {(r["reward"], r["verdict"], r["cached"]) for r in answer["rewards"]} == {(value, "no_code", False)}
    assert answer["rewards"][0]["components"] == {"correct": False}
    assert client.get(answer["url"]).json() == answer


def test_a_stored_outcome_comes_back_in_the_order_its_tests_ran(demo, django_user_model):
    # On PostgreSQL, the JSON column gives "10" back after "9": cached_outcome restores the run's
    # order, in which the rewards' sums are the fresh outcome's and the leaderboard's to the last bit.
    names = sorted(str(n) for n in range(1, 12))  # as tests run: by name, "1", "10", "11", "2", ...
    costs = {name: {"energy": 0.1 * n, "seconds": 0.1 * n, "edp": 0.01 * n * n, "ipc": 1.0} for n, name in enumerate(names, start=1)}
    outcome = Outcome("pass", True, len(names), len(names), costs)
    batch = RewardBatch.objects.create(owner=django_user_model.objects.create_user("trainer"), benchmark=demo, reward="pie-speedup", size=1)
    RewardItem.objects.create(
        batch=batch,
        position=0,
        problem=demo.problems.get(problem_id="sum-array"),
        evaluation_key="k" * 64,
        status=RewardItem.Status.DONE,
        outcome=outcome.to_dict(),
        reusable=True,
    )
    assert cached_outcome("k" * 64, names) == outcome and list(cached_outcome("k" * 64, names).costs) == names


def test_a_stored_outcome_of_another_schema_is_never_served_and_old_ones_are_schema_1(demo, django_user_model):
    """Outcomes carry their schema (evaluator.rewards.OUTCOME_SCHEMA): one the evaluator cannot
    read is a miss, evaluated anew, not an error; those stored before the key were schema 1
    (migration 0005 says so in each)."""
    migration = importlib.import_module("portal.rewards.migrations.0005_outcome_schema")
    outcome = Outcome("pass", True, 1, 1, {"1": {"energy": 0.1, "seconds": 0.1, "edp": 0.01, "ipc": 1.0}})
    batch = RewardBatch.objects.create(owner=django_user_model.objects.create_user("trainer"), benchmark=demo, reward="pie-speedup", size=2)
    problem = demo.problems.get(problem_id="sum-array")

    def stored(position: int, key: str, data: dict) -> RewardItem:
        return RewardItem.objects.create(
            batch=batch, position=position, problem=problem, evaluation_key=key, status=RewardItem.Status.DONE, outcome=data, reusable=True
        )

    newer = stored(0, "n" * 64, outcome.to_dict() | {"schema": OUTCOME_SCHEMA + 1})
    older = stored(1, "o" * 64, {k: v for k, v in outcome.to_dict().items() if k != "schema"})  # as stored before the key
    assert cached_outcome("n" * 64, ["1"]) is None and cached_outcome("o" * 64, ["1"]) is None
    migration.mark_schema_1(django_apps, None)
    assert cached_outcome("o" * 64, ["1"]) == outcome  # schema 1 now: read
    assert cached_outcome("n" * 64, ["1"]) is None  # its schema kept, still not ours
    newer.refresh_from_db()
    older.refresh_from_db()
    assert (newer.outcome["schema"], older.outcome["schema"]) == (OUTCOME_SCHEMA + 1, 1)


def test_a_baseline_comes_back_in_the_order_its_tests_ran(demo):
    # The same for a reference's stored costs: the leaderboard's sums over the baseline (its
    # per-problem speedup, CARET) then match the per-sample figures' and the rewards'.
    problem = demo.problems.get(problem_id="sum-array")
    for n in range(6, 12):
        TestCase.objects.create(problem=problem, name=str(n), input_data="1\n1\n", expected_output="1\n")
    names = sorted(problem.tests.values_list("name", flat=True))  # "1", "10", "11", "2", ...
    costs = {name: {"energy": 1.0, "seconds": 1.0, "edp": 1.0, "ipc": 1.0} for name in names}
    problem.baseline_measurements = {
        "profile": demo.profile,
        "backend": demo.backend,
        "tests": costs,
        "versions": {"model": sim_runner.model_identity(demo.backend)},
    }
    problem.save()
    problem.refresh_from_db()
    assert list(reference_costs(demo, [problem], "baseline")["sum-array"]) == names


def test_a_batch_is_its_owners_only(demo, client_for):
    answer = client_for("alice").post(URL, body([{"problem_id": "sum-array", "completion": ""}]), format="json").json()
    assert client_for("alice").get(answer["url"]).status_code == 200
    assert client_for("bob").get(answer["url"]).status_code == 404


def test_daily_quota_per_token_is_429_with_retry_after(demo, client_for, settings):
    settings.REWARD_QUOTA_PER_DAY = 3
    client = client_for()
    two = body([{"problem_id": "sum-array", "completion": ""}] * 2)
    assert client.post(URL, two, format="json").status_code == 200
    response = client.post(URL, two, format="json")
    assert response.status_code == 429 and response.json()["error"]["code"] == "quota_exceeded"
    assert "asked for 2 rewards in the last 24 hours; 2 more would pass the quota of 3 a day" in response.json()["error"]["message"]
    assert 86000 < int(response["Retry-After"]) <= 86400
    assert RewardBatch.objects.count() == 1
    # Another token of the same user has its own quota.
    assert client_for().post(URL, two, format="json").status_code == 200


def test_the_methodology_page_states_the_rewards(client):
    html = client.get("/methodology/").content.decode()
    assert 'href="#rewards"' in html and 'id="rewards"' in html
    for text in ("green-tea", "−0.8 + 1.1 p", "pie-speedup", "autoveccoder", "D = log2(speedup)", "REWARD_MAX_INSTRUCTIONS", "instruction_limit"):
        assert text in html
