"""The content-addressed report cache."""

import json
import threading

import pytest

from sim_runner import Limits, TestCase, evaluate
from sim_runner.sandbox import SandboxUnavailable, choose

PROGRAM = '#include <cstdio>\nint main() { int n; scanf("%d", &n); long s = 0; for (int i = 0; i < n; ++i) s += i; printf("%ld\\n", s); }\n'
TESTS = [TestCase("1", "1000\n", "499500\n"), TestCase("2", "10\n", "45\n")]


@pytest.fixture
def sandbox():
    try:
        return choose("auto")
    except SandboxUnavailable as exc:
        pytest.skip(f"no sandbox: {exc}")


def strip(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "cached"}


class Unused:
    """The same sandbox as far as the cache key goes (its description), failing if it is run."""

    def __init__(self, sandbox):
        self.sandbox = sandbox

    def describe(self) -> dict:
        return self.sandbox.describe()

    def run_driver(self, *args, **kwargs):
        raise AssertionError("the sandbox was run: not served from the cache")


def test_identical_program_is_served_from_the_cache(tmp_path, sandbox):
    first = evaluate(PROGRAM, TESTS, backend="valgrind", sandbox=sandbox, cache_dir=tmp_path)
    # No sandbox, so no compile and no simulation: the answer is the stored report.
    second = evaluate(PROGRAM, TESTS, backend="valgrind", sandbox=Unused(sandbox), cache_dir=tmp_path)
    assert (first.cached, second.cached) == (False, True)
    assert strip(second.to_dict()) == strip(first.to_dict())
    assert len(list(tmp_path.rglob("*.json"))) == 1


def test_any_change_is_a_different_entry(tmp_path, sandbox):
    evaluate(PROGRAM, TESTS, backend="valgrind", sandbox=sandbox, cache_dir=tmp_path)
    changed = [
        dict(source=PROGRAM + "// comment\n", tests=TESTS),
        dict(source=PROGRAM, tests=[TESTS[0], TestCase("2", "11\n", "55\n")]),
    ]
    for args in changed:
        assert not evaluate(args["source"], args["tests"], backend="valgrind", sandbox=sandbox, cache_dir=tmp_path).cached
    assert not evaluate(PROGRAM, TESTS, profile="avx2", backend="valgrind", sandbox=sandbox, cache_dir=tmp_path).cached
    assert len(list(tmp_path.rglob("*.json"))) == 4


def test_host_dependent_results_are_not_stored(tmp_path, sandbox):
    limits = Limits(run_seconds=1, simulate_seconds=2)
    loop = "int main() { volatile unsigned x = 0; for (;;) ++x; }\n"
    report = evaluate(loop, TESTS[:1], backend="valgrind", sandbox=sandbox, limits=limits, cache_dir=tmp_path)
    assert report.tests[0].verdict.value == "timeout"
    evaluate(PROGRAM, TESTS, backend="native", sandbox=sandbox, cache_dir=tmp_path)  # timings: not stored
    assert list(tmp_path.rglob("*.json")) == []


def test_a_run_stopped_at_the_instruction_cap_is_stored_under_its_cap(tmp_path, sandbox):
    # An instruction count, unlike a wall clock, is the same on every host: stored, and served
    # again without running; under another cap it is another evaluation.
    loop = "int main() { volatile unsigned x = 0; for (;;) ++x; }\n"
    capped = Limits(simulated_instructions=1_000_000)
    first = evaluate(loop, TESTS[:1], backend="valgrind", sandbox=sandbox, limits=capped, cache_dir=tmp_path)
    assert first.tests[0].verdict.value == "instruction_limit", first.tests[0]
    again = evaluate(loop, TESTS[:1], backend="valgrind", sandbox=Unused(sandbox), limits=capped, cache_dir=tmp_path)
    assert again.cached and strip(again.to_dict()) == strip(first.to_dict())
    assert not evaluate(loop, TESTS[:1], backend="valgrind", sandbox=sandbox, limits=Limits(simulated_instructions=2_000_000), cache_dir=tmp_path).cached


def test_concurrent_workers_share_one_valid_entry(tmp_path, sandbox):
    reports = []
    threads = [
        threading.Thread(target=lambda: reports.append(evaluate(PROGRAM, TESTS, backend="valgrind", sandbox=sandbox, cache_dir=tmp_path))) for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # Wall-clock fields differ between the racing runs; what they measured may not.
    outcomes = {json.dumps([r.to_dict()["summary"], r.to_dict()["measurements"]], sort_keys=True) for r in reports}
    assert len(reports) == 3 and len(outcomes) == 1
    entries = list(tmp_path.rglob("*.json"))
    assert len(entries) == 1 and json.loads(entries[0].read_text())["summary"]["verdict"] == "pass"
    assert not list(tmp_path.rglob(".tmp-*"))


def test_an_entry_of_another_schema_is_evaluated_afresh(tmp_path, sandbox):
    from sim_runner.report import SCHEMA_VERSION, Report, SchemaError

    first = evaluate(PROGRAM, TESTS, backend="valgrind", sandbox=sandbox, cache_dir=tmp_path)
    (entry,) = tmp_path.rglob("*.json")
    stored = json.loads(entry.read_text())
    with pytest.raises(SchemaError, match=f"a report of schema 0: this sim_runner reads schema {SCHEMA_VERSION}"):
        Report.from_dict({**stored, "schema": 0})
    entry.write_text(json.dumps({**stored, "schema": 0}))
    again = evaluate(PROGRAM, TESTS, backend="valgrind", sandbox=sandbox, cache_dir=tmp_path)
    assert not again.cached and again.to_dict()["measurements"] == first.to_dict()["measurements"]  # deterministic
    assert json.loads(entry.read_text())["schema"] == SCHEMA_VERSION  # replaced by the current one
