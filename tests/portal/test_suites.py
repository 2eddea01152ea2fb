"""Built-in suites: loading (idempotent, all-or-nothing), held-out material, validation."""

import shutil
from pathlib import Path

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from portal.benchmarks import suites
from portal.benchmarks.models import Problem, TestCase
from portal.benchmarks.services import load_suite_benchmark
from portal.benchmarks.suites import check, simd

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "suites"
pytestmark = pytest.mark.django_db


@pytest.fixture
def root(tmp_path):
    """A writable copy of the fixture suites."""
    shutil.copytree(FIXTURES, tmp_path / "suites")
    return tmp_path / "suites"


def test_load_creates_problems_with_generated_tests_and_expert_outputs(root):
    benchmark, loaded = load_suite_benchmark("mini", root=root)
    assert loaded and benchmark.primary_metric == "speedup" and benchmark.changelog == ["1: two problems"]
    problems = {p.problem_id: p for p in benchmark.problems.all()}
    assert set(problems) == {"equal-pairs", "best-prefix"}
    assert problems["equal-pairs"].split == "dev" and problems["best-prefix"].split == "heldout"
    assert "seen[21]" in problems["equal-pairs"].expert_code
    for problem in problems.values():
        tests = list(problem.tests.order_by("name"))
        assert len(tests) == 8
        assert {t.hidden for t in tests} == {problem.split == "heldout"}
    # Expected outputs are the expert's: e.g. one value has no pair, two equal-or-not values.
    first = problems["equal-pairs"].tests.get(name="1")
    assert first.input_data.startswith("1\n") and first.expected_output == "0\n"


def test_reload_skips_an_unchanged_suite_and_updates_a_changed_one(root):
    load_suite_benchmark("mini", root=root)
    assert load_suite_benchmark("mini", root=root)[1] is False
    toml = root / "mini" / "best-prefix" / "problem.toml"
    toml.write_text(toml.read_text().replace('title = "Best prefix"', 'title = "Best prefix sum"'))
    benchmark, loaded = load_suite_benchmark("mini", root=root)
    assert loaded and benchmark.problems.get(problem_id="best-prefix").title == "Best prefix sum"
    assert Problem.objects.filter(benchmark=benchmark).count() == 2  # updated, not duplicated
    assert TestCase.objects.filter(problem__benchmark=benchmark).count() == 16


@pytest.mark.parametrize(
    "breakage, message",
    [
        (lambda d: (d / "expert.cpp").write_text("int main() { return }"), "expert.cpp does not compile"),
        (lambda d: (d / "baseline.cpp").unlink(), "baseline.cpp is missing"),
        (lambda d: (d / "problem.toml").write_text('title = "x"\nsplit = "public"\nkind = "io"\ntests = 8\nstatement = "s"'), "split must be one of"),
        (lambda d: (d / "problem.toml").write_text('title = "x"\nsplit = "dev"\nkind = "io"\ntests = 3\nstatement = "s"'), "tests must be an integer >= 8"),
    ],
)
def test_a_broken_problem_fails_the_load_and_writes_nothing(root, breakage, message):
    load_suite_benchmark("mini", root=root)
    before = list(TestCase.objects.values_list("id", "input_data", "expected_output"))
    breakage(root / "mini" / "equal-pairs")
    (root / "mini" / "best-prefix" / "problem.toml").write_text((root / "mini" / "best-prefix" / "problem.toml").read_text().replace("Best prefix", "Renamed"))
    with pytest.raises(suites.SuiteError, match=message):
        load_suite_benchmark("mini", root=root)
    assert list(TestCase.objects.values_list("id", "input_data", "expected_output")) == before
    assert not Problem.objects.filter(title="Renamed").exists()


def test_api_shows_dev_tests_but_never_held_out_tests_or_expert_programs(root):
    benchmark, _ = load_suite_benchmark("mini", root=root)
    body = APIClient().get("/api/v1/benchmarks/mini/problems/").json()["results"]
    by_id = {p["problem_id"]: p for p in body}
    dev_tests = by_id["equal-pairs"]["tests"]
    assert len(dev_tests) == 8 and dev_tests[0]["expected_output"]
    assert by_id["best-prefix"]["tests"] == []
    text = APIClient().get("/api/v1/benchmarks/mini/problems/").content.decode()
    for problem in benchmark.problems.all():
        assert problem.expert_code.strip() not in text
    for test in TestCase.objects.filter(problem__problem_id="best-prefix"):
        if len(test.input_data) > 12:
            assert test.input_data.strip() not in text


def test_checker_flags_an_expert_that_is_not_faster(root):
    folder = root / "mini" / "equal-pairs"
    shutil.copyfile(folder / "baseline.cpp", folder / "expert.cpp")
    result = check.check_problem(suites.load_problem(folder))
    assert not result.ok
    assert any("only 1.00x faster" in p for p in result.problems), result.problems


def test_validate_benchmark_command_checks_stored_tests_too(root, monkeypatch, capsys):
    monkeypatch.setattr(suites, "SUITES", root)
    load_suite_benchmark("mini", root=root)
    call_command("validate_benchmark", "mini")
    out = capsys.readouterr().out
    assert "2 of 2 problems valid" in out
    # A stored test that no longer matches its generator is reported.
    TestCase.objects.filter(problem__problem_id="equal-pairs", name="3").update(expected_output="41\n")
    with pytest.raises(Exception, match="invalid problems: equal-pairs"):
        call_command("validate_benchmark", "mini")


@pytest.mark.parametrize("slug", ["optimize-cpp", "simd-sse", "simd-avx"])
def test_built_in_dev_splits_are_valid(slug, capsys):
    """CI runs `validate_benchmark SLUG --split dev` on every built-in suite (README's rules:
    references pass, experts beat baselines by 1.5x in simulated cycles, SIMD experts use
    intrinsics and plain scalar code is rejected) and the table it prints says all are valid."""
    call_command("validate_benchmark", slug, "--split", "dev")
    out = capsys.readouterr().out
    meta = suites.load_suite_meta(slug)
    items = simd.load_tasks(meta.intrinsic) if meta.intrinsic else meta.problems()
    total = sum(item.split == "dev" for item in items)
    assert total >= 9
    assert f"{total} of {total} " in out, out
