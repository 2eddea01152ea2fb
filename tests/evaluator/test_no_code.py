"""Empty answers (issue 17 item 7): an upload or an endpoint reply with no code is a sample that
failed with verdict no_code, recorded without a sandbox, and it counts in pass@k's denominators.

The sandbox is replaced by a fake runner (no Docker needed): it passes every program it gets,
and records what it was given, so a test sees that an empty answer never reached it.
"""

import json
from pathlib import Path

import pytest

from evaluator import pipeline
from evaluator.endpoints import Completion, Endpoint
from portal.benchmarks.services import load_demo_benchmark, load_suite_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.models import GenerationResult, Submission
from sim_runner import Report, TestResult, Verdict
from sim_runner.report import CompileResult
from tests import demo_generations
from tests.evaluator.memory import demo_store

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "suites"


class FakeRunner:
    def __init__(self):
        self.sources: list[str] = []

    def __call__(self, source: str, tests, **options) -> Report:
        self.sources.append(source)
        if not tests and "simdbench.h" in source:
            # A SIMD sample without its intrinsic headers must not compile.
            return Report(CompileResult(False, "", 0.1), [], sandbox="fake", profile="scalar")
        return Report(
            CompileResult(True, "", 0.1),
            [TestResult(t.name, Verdict.PASS, 0.01, 0, "", self.measured(t.name)) for t in tests],
            sandbox="fake",
            profile="scalar",
        )

    @staticmethod
    def measured(test: str) -> dict | None:
        """SIMD performance tests ("Scalar-0", "SIMD-mid", ...): the SIMD side twice as fast."""
        if "-" not in test:
            return None
        cycles = {"Scalar": 200.0, "SIMD": 100.0}[test.split("-")[0]]
        return {"instructions": cycles, "cycles": cycles, "seconds": cycles / 1e9, "energy_j": {"total": cycles / 1e9}, "edp": 0.0, "ipc": 1.0, "mix": {}}


def run_all(submission: Submission, run: FakeRunner) -> None:
    store = OrmEvaluationStore()
    for generation_id in pipeline.start_submission(store, submission.pk):
        pipeline.evaluate_generation(store, generation_id, run=run)
    submission.refresh_from_db()


def verdicts(submission: Submission) -> dict[tuple[str, int], str]:
    return {
        (problem_id, sample): verdict
        for problem_id, sample, verdict in GenerationResult.objects.filter(generation__submission=submission).values_list(
            "generation__problem__problem_id", "generation__sample", "verdict"
        )
    }


@pytest.mark.parametrize(
    "answer, expected",
    [
        ("", False),
        ("  \n\t", False),
        ("```cpp\n```", False),
        ("```\n\n```\n", False),
        (" ```c++ \n  \n ``` ", False),
        ("int main() {}", True),
        ("```cpp\nint main() {}\n```", True),
        ("Sorry, I cannot.", True),
    ],
)
def test_has_code(answer, expected):
    assert pipeline.has_code(answer) is expected


@pytest.mark.django_db
def test_empty_program_answers_fail_with_no_code_and_count_in_pass_at_k(django_user_model):
    benchmark = load_demo_benchmark()
    owner = django_user_model.objects.create_user("alice")
    data = demo_generations.jsonl(
        [
            {"problem_id": "sum-array", "generated_answers": [demo_generations.FAST["sum-array"], ""]},
            {"problem_id": "pair-sum", "code": "  \n"},
            {"problem_id": "count-primes", "code": demo_generations.FAST["count-primes"]},
            {"problem_id": "count-primes", "code": "```cpp\n```"},
        ]
    )
    submission = services.create_submission(owner=owner, benchmark=benchmark, model_name="m", data=data)
    assert submission.generations.count() == 5  # every empty answer kept its place
    run = FakeRunner()
    run_all(submission, run)
    assert submission.status == Submission.Status.FINISHED
    assert verdicts(submission) == {
        ("sum-array", 0): "pass",
        ("sum-array", 1): "no_code",
        ("pair-sum", 0): "no_code",
        ("count-primes", 0): "pass",
        ("count-primes", 1): "no_code",
    }
    assert all(source.strip() for source in run.sources)  # no empty answer reached the sandbox
    result = GenerationResult.objects.get(generation__submission=submission, generation__problem__problem_id="pair-sum")
    assert (result.tests_passed, result.tests_total, result.compile_ok, result.sandbox) == (0, 0, False, "")
    assert "holds no code" in result.compile_message
    metrics = submission.metrics
    assert metrics["verdicts"] == {"no_code": 3, "pass": 2}
    # pass@1 per problem: 1/2, 0/1, 1/2. Dropping the empty samples would give 1, (none), 1.
    assert metrics["pass@1"] == pytest.approx(100 * (0.5 + 0.0 + 0.5) / 3)
    assert metrics["generations"] == 5 and metrics["correct"] == pytest.approx(200 / 3, abs=1e-3)


@pytest.mark.django_db
def test_empty_simdbench_completions_fail_with_no_code_and_count_in_pass_at_k(django_user_model):
    benchmark, _ = load_suite_benchmark("simd-mini", root=FIXTURES)
    owner = django_user_model.objects.create_user("alice")
    code = "```cpp\nfloat sum_of_squares_simd(const float *values, size_t length) { return 0; }\n```"
    rows = [{"task_id": "sum-of-squares", "completion": completion} for completion in (code, "", "\n")]
    submission = services.create_submission(owner=owner, benchmark=benchmark, model_name="m", data="\n".join(map(json.dumps, rows)).encode())
    run = FakeRunner()
    run_all(submission, run)
    assert submission.status == Submission.Status.FINISHED
    assert verdicts(submission) == {("sum-of-squares", 0): "pass", ("sum-of-squares", 1): "no_code", ("sum-of-squares", 2): "no_code"}
    assert len(run.sources) == 3  # the one sample with code: its three steps; the empty ones none
    # One task, three samples, one correct: pass@1 = 1/3 (not 1/1 as without the empty lines).
    assert submission.metrics["pass@1"] == pytest.approx(100 / 3, abs=1e-4)
    assert submission.metrics["verdicts"] == {"no_code": 2, "pass": 1}


def test_an_endpoints_empty_reply_takes_the_same_path(monkeypatch):
    """On the memory store: the endpoint's part is the pipeline's, no upload is involved."""
    store = demo_store(endpoint_allow_private=True)
    submission_id = store.add_submission(
        "demo", [(pid, "") for pid in demo_generations.FAST], model_name="quiet", endpoint=Endpoint(base_url="http://127.0.0.1:9/v1", model="m")
    )
    replies = iter(["", "```cpp\n```", f"```cpp\n{demo_generations.FAST['count-primes']}\n```"])
    asked = []

    def ask(submission_id, job):
        asked.append(job.prompt)
        return Completion(text=next(replies), raw="{}", prompt_tokens=1, completion_tokens=0)

    monkeypatch.setattr(pipeline, "ask_endpoint", ask)
    run = FakeRunner()
    for generation_id in pipeline.start_submission(store, submission_id):
        pipeline.evaluate_generation(store, generation_id, run=run)
    assert len(asked) == 3
    # Not an endpoint failure (the endpoint answered): the submission finishes, the empty replies failed.
    submission = store.submission(submission_id)
    assert submission.status == "finished"
    assert sorted(g.result["verdict"] for g in submission.generations) == ["no_code", "no_code", "pass"]
    assert submission.metrics["pass@1"] == pytest.approx(100 / 3, abs=1e-4)
