"""Imports validated by running them (issue 16): a task whose own programs cannot run with the
scalar solution standing in, or a PIE problem whose reference fails its tests, refuses the
import naming it (nothing written), or is left out and listed with --skip-invalid."""

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from evaluator.simd_tasks import stand_in
from portal.benchmarks.models import Benchmark, Problem
from portal.benchmarks.suites.simd import load_tasks

pytestmark = pytest.mark.django_db


def simdbench_records(tmp_path, *, broken: bool):
    """Our suite's sum-of-squares SSE task as a SimdBench record, and a copy whose correctness
    program calls a helper no harness has."""
    task = load_tasks("SSE")[0].task
    record = {"task_id": "SimdBench_900_SSE", **{k: v for k, v in task.harness().items() if k != "format"}}
    records = [record]
    if broken:
        bad = dict(record, task_id="SimdBench_901_SSE", test_correctness=record["test_correctness"].replace("Random rng;", "Random rng; rng.no_such_helper();"))
        records.append(bad)
    path = tmp_path / "records.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return path


def test_stand_in_forwards_the_prompts_signature_to_the_scalar_solution():
    task = next(item.task for item in load_tasks("SSE") if item.task.entrypoint_scalar == "sum_of_squares")
    assert stand_in(task) == ("float sum_of_squares_simd(const float *values, size_t length) { return sum_of_squares(values, length); }\n")


def test_simdbench_import_refuses_a_task_whose_programs_cannot_run(tmp_path, capsys, require_docker):
    path = simdbench_records(tmp_path, broken=True)
    with pytest.raises(CommandError) as refused:
        call_command("import_simdbench", str(path), intrinsic="SSE", benchmark="sb", sandbox="docker")
    message = str(refused.value)
    assert message.startswith("nothing imported: 1 of 2 tasks cannot run their own programs")
    assert "SimdBench_901_SSE: the correctness program (scalar solution as the SIMD function) does not compile:" in message
    assert "no_such_helper" in message and "SimdBench_900_SSE" not in message
    assert not Benchmark.objects.filter(slug="sb").exists()

    call_command("import_simdbench", str(path), intrinsic="SSE", benchmark="sb", sandbox="docker", skip_invalid=True)
    out = capsys.readouterr().out
    assert "benchmark 'sb': 1 tasks created, 0 updated, 1 left out:" in out and "  SimdBench_901_SSE: " in out
    assert "2/2" in out  # a progress line per task
    assert list(Problem.objects.filter(benchmark__slug="sb").values_list("problem_id", flat=True)) == ["SimdBench_900_SSE"]
    assert Benchmark.objects.get(slug="sb").profile == "simdbench-sse"


def test_pie_import_refuses_a_problem_whose_reference_fails_its_tests(tmp_path, require_docker):
    good = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n'
    wrong = good.replace("a + b", "a - b")
    records = [{"problem_id": "p1", "src_code": good, "tgt_code": good}, {"problem_id": "p2", "src_code": wrong, "tgt_code": good}]
    split = tmp_path / "test.jsonl"
    split.write_text("\n".join(json.dumps(r) for r in records))
    for problem in ("p1", "p2"):
        folder = tmp_path / "tests" / problem
        folder.mkdir(parents=True)
        (folder / "input.0.txt").write_text("2 3\n")
        (folder / "output.0.txt").write_text("5\n")
    with pytest.raises(
        CommandError,
        match=r"1 of 2 problems cannot run their own programs[^\n]*\n"
        r"  p2: the baseline program fails on 0: wrong_answer",
    ):
        call_command("import_pie", str(split), "--tests", str(tmp_path / "tests"), "--benchmark", "pie", "--sandbox", "docker")
    assert not Benchmark.objects.filter(slug="pie").exists()


def test_validate_benchmark_reruns_an_imported_benchmarks_checks(tmp_path, capsys, require_docker):
    call_command("import_simdbench", str(simdbench_records(tmp_path, broken=False)), intrinsic="SSE", benchmark="sb", sandbox="docker")
    call_command("validate_benchmark", "sb", sandbox="docker")
    assert "1 of 1 problems valid (all split)" in capsys.readouterr().out
    # A task changed since (a harness edited in the admin) is found.
    problem = Problem.objects.get(problem_id="SimdBench_900_SSE")
    problem.harness = dict(problem.harness, test_correctness="int main() { return 3; }")
    problem.save()
    with pytest.raises(
        CommandError,
        match=r"invalid problems:\n  SimdBench_900_SSE: the correctness program "
        r"\(scalar solution as the SIMD function\) fails on correctness: ",
    ):
        call_command("validate_benchmark", "sb", sandbox="docker")
