"""Compile messages in the downloads (issue 16): results.jsonl and results.csv carry each
generation's compile message, so a researcher sees why a sample failed without opening pages;
what a message quotes of a held-out task's hidden programs (its test programs and scalar
solution, compiled around the answer) never leaves the server, in the downloads or on the page."""

import csv
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from rest_framework.test import APIClient

from evaluator import pipeline, simd_tasks
from evaluator.sample import SampleEvaluation
from portal.benchmarks.models import Problem, TestCase
from portal.benchmarks.services import load_demo_benchmark, load_suite_benchmark
from portal.submissions import services
from portal.submissions.evaluation_store import OrmEvaluationStore
from portal.submissions.exports import compile_message
from portal.submissions.models import Submission
from sim_runner.report import CompileResult, Report, TestResult, Verdict
from tests import demo_generations
from tests.portal.test_held_out import encodings

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "suites"
INCLUDE = Path(__file__).resolve().parents[2] / "sim_runner" / "include"
# A program's compile error as g++ writes it: several lines, quotes and commas (CSV must keep them).
PROGRAM_ERROR = (
    "prog.cpp: In function 'int main()':\nprog.cpp:3:5: error: 'cout' was not declared in this scope, "
    'did you mean "std::cout"?\n    3 |     cout << 1;\n      |     ^~~~'
)


def report(verdict: Verdict, message: str) -> SampleEvaluation:
    ok = verdict != Verdict.COMPILE_ERROR
    tests = [TestResult("1", verdict, 0.01, 0, "")] if ok else []
    return SampleEvaluation.of_program(Report(CompileResult(ok, message, 0.2), tests, sandbox="docker", profile="scalar", backend="valgrind"))


def finish(submission: Submission, results: dict[tuple[str, int], SampleEvaluation]) -> None:
    """Store the given per-generation reports as the evaluator would."""
    store = OrmEvaluationStore()
    services.transition(submission.pk, Submission.Status.RUNNING)
    for generation in submission.generations.select_related("problem"):
        store.save_result(generation.pk, results[generation.problem.problem_id, generation.sample])


def downloads(submission: Submission) -> tuple[str, list[dict], list[dict]]:
    client = APIClient()
    client.force_authenticate(submission.owner)
    url = f"/api/v1/submissions/{submission.pk}/results"
    text = b"".join(client.get(url + ".jsonl").streaming_content).decode()
    table = b"".join(client.get(url + ".csv").streaming_content).decode()
    return text + table, [json.loads(line) for line in text.splitlines()], list(csv.DictReader(io.StringIO(table)))


def test_results_carry_each_generations_compile_message(django_user_model):
    benchmark = load_demo_benchmark()
    owner = django_user_model.objects.create_user("alice")
    submission = services.create_submission(
        owner=owner,
        benchmark=benchmark,
        model_name="m",
        data=demo_generations.jsonl(
            [
                {"problem_id": "sum-array", "code": demo_generations.FAST["sum-array"]},
                {"problem_id": "pair-sum", "code": "int main() {\n\n    cout << 1;\n}"},
                {"problem_id": "count-primes", "code": ""},
            ]
        ),
    )
    finish(
        submission,
        {
            ("sum-array", 0): report(Verdict.PASS, "prog.cpp:2: warning: unused variable 'x'"),
            ("pair-sum", 0): report(Verdict.COMPILE_ERROR, PROGRAM_ERROR),
            ("count-primes", 0): pipeline.no_code(),
        },
    )
    body, rows, table = downloads(submission)
    expected = {"sum-array": "prog.cpp:2: warning: unused variable 'x'", "pair-sum": PROGRAM_ERROR, "count-primes": pipeline.no_code().compile.message}
    assert {r["problem_id"]: r["compile_message"] for r in rows} == expected  # a whole program's: as is
    assert {r["problem_id"]: r["compile_message"] for r in table} == expected  # multi-line, quoted, in one cell
    assert {r["problem_id"]: r["verdict"] for r in table} == {"sum-array": "pass", "pair-sum": "compile_error", "count-primes": "no_code"}
    for test in TestCase.objects.filter(problem__benchmark=benchmark, hidden=True):
        for secret in (test.input_data.strip(), test.expected_output.strip()):
            if len(secret) > 12:
                assert all(form not in body for form in encodings(secret))


@pytest.fixture
def simd_task(django_user_model):
    """The simd-mini task, held out (its test programs hidden), and an answer that calls for a
    different signature than the test program uses."""
    benchmark, _ = load_suite_benchmark("simd-mini", root=FIXTURES)
    Problem.objects.filter(benchmark=benchmark).update(split=Problem.Split.HELDOUT)
    problem = benchmark.problems.get()
    answer = "Here it is:\n```cpp\nfloat sum_of_squares_simd(const float *values) {\n    return missing(values);\n}\n```"
    return problem, answer


def hidden_lines(problem: Problem) -> list[str]:
    lines = (problem.harness["test_correctness"] + "\n" + problem.harness["solution_scalar"]).splitlines()
    return [line.strip() for line in lines if len(line.strip()) > 10]


def numbered(problem: Problem, answer: str) -> tuple[int, int]:
    """The prog.cpp line of the answer's `return missing` and of the test's call."""
    task = simd_tasks.SimdTask.from_harness(problem.problem_id, problem.harness)
    source = simd_tasks.program(task, simd_tasks.extract_code(task, answer), task.test_correctness).splitlines()
    own = next(i for i, line in enumerate(source, 1) if "return missing" in line)
    call = next(i for i, line in enumerate(source, 1) if "got = sum_of_squares_simd" in line)
    return own, call


def test_a_held_out_tasks_hidden_lines_never_leave_with_the_message(simd_task):
    problem, answer = simd_task
    own, call = numbered(problem, answer)
    message = (
        f"prog.cpp: In function 'float sum_of_squares_simd(const float*)':\n"
        f"prog.cpp:{own}:12: error: 'missing' was not declared in this scope\n"
        f"  {own} |     return missing(values);\n      |            ^~~~~~~\n"
        f"prog.cpp: In function 'bool correctness_check(int)':\n"
        f"prog.cpp:{call}:35: error: too many arguments to function 'float sum_of_squares_simd(const float*)'\n"
        f"  {call} |         float got = sum_of_squares_simd(values.data(), length);\n"
        f"      |                     ~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~~~~~~\n"
        f"prog.cpp:{own - 1}:7: note: declared here\n"
        f"  {own - 1} | float sum_of_squares_simd(const float *values) {{\n"
    )
    shown = compile_message(problem, answer, message)
    assert shown.splitlines() == [
        "prog.cpp: In function 'float sum_of_squares_simd(const float*)':",
        f"prog.cpp:{own}:12: error: 'missing' was not declared in this scope",
        f"  {own} |     return missing(values);",
        "      |            ^~~~~~~",
        f"prog.cpp:{own - 1}:7: note: declared here",
        f"  {own - 1} | float sum_of_squares_simd(const float *values) {{",
        "[4 lines about the task's hidden programs left out]",
    ]
    # A dev task's programs are public: its message is shown whole.
    problem.split = Problem.Split.DEV
    assert compile_message(problem, answer, message) == message


def test_an_answer_renumbering_its_lines_gets_no_located_diagnostic(simd_task):
    """#line would let hidden lines pass for the answer's own: then none of prog.cpp's is shown."""
    problem, answer = simd_task
    own, call = numbered(problem, answer)
    sneaky = answer.replace("    return missing", f"#line {call}\n    return missing")
    message = f"prog.cpp:{call}:35: error: too many arguments\n  {call} |         float got = sum_of_squares_simd(x);\n"
    assert compile_message(problem, sneaky, message) == "[2 lines about the task's hidden programs left out]"
    assert compile_message(problem, sneaky, "collect2: error: ld returned 1 exit status") == ("collect2: error: ld returned 1 exit status")


@pytest.mark.parametrize("compiler", ["g++", "clang++-19"])
def test_real_compiler_messages_of_a_held_out_task(simd_task, compiler, django_user_model, tmp_path):
    """The compiler's own output (no sandbox needed: only its syntax check), through the upload,
    the downloads, the API's detail and the submission page."""
    if not shutil.which(compiler):
        pytest.skip(f"{compiler} is not installed")
    problem, answer = simd_task
    task = simd_tasks.SimdTask.from_harness(problem.problem_id, problem.harness)
    source = simd_tasks.program(task, simd_tasks.extract_code(task, answer), task.test_correctness)
    (tmp_path / "prog.cpp").write_text(source)  # the name sim_runner compiles it under
    compiled = subprocess.run(
        [compiler, "-std=c++17", "-fsyntax-only", "-msse2", f"-I{INCLUDE}", "prog.cpp"], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    message = compiled.stderr
    assert compiled.returncode != 0 and "got = sum_of_squares_simd" in message  # the compiler quotes the test
    owner = django_user_model.objects.create_user("bob")
    submission = services.create_submission(
        owner=owner, benchmark=problem.benchmark, model_name="m", data=json.dumps({"task_id": problem.problem_id, "completion": answer}).encode()
    )
    finish(submission, {(problem.problem_id, 0): report(Verdict.COMPILE_ERROR, message)})
    body, rows, table = downloads(submission)
    client = APIClient()
    client.force_login(owner)
    detail = client.get(f"/api/v1/submissions/{submission.pk}/").content.decode()
    page = client.get(f"/submissions/{submission.pk}/").content.decode()
    for text in (body, detail, page):
        for line in hidden_lines(problem):
            assert all(form not in text for form in encodings(line)), (line, text)
    assert rows[0]["compile_message"] == table[0]["compile_message"]
    assert "return missing(values);" in rows[0]["compile_message"]  # the answer's own error stays
    assert "about the task's hidden programs left out]" in rows[0]["compile_message"]
