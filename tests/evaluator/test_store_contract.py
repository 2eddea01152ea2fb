"""The EvaluationStore contract: one set of behaviour tests run on both stores, the portal's ORM
store on the real database and the in-memory store, so the memory store the pipeline's tests use
behaves as production does. Each test gets a `world`: a store holding the demo benchmark, and the
few things a test does around it (submit, cancel, let time pass) done the way each store does them.
Time passes by moving every stored time back (ORM) or the store's clock forward (memory): no waits."""

import json
from dataclasses import replace
from datetime import timedelta

import pytest

from evaluator import pipeline, simd_tasks
from evaluator.endpoints import Completion, Endpoint
from evaluator.memory_store import MemoryEvaluationStore
from evaluator.sample import SCHEMA, SampleEvaluation, SimdSpeed, Stage
from evaluator.store import stored_sample
from sim_runner.report import CompileResult, Report, SchemaError, TestResult, Verdict
from tests import demo_generations
from tests.evaluator.memory import demo_store, fast_answers

PASSING_TEST = TestResult("1", Verdict.PASS, 0.01, 0, "", measurements={"seconds": 2.0, "energy_j": {"total": 3.0}, "edp": 6.0, "ipc": 1.5})
WRONG_TEST = TestResult("1", Verdict.WRONG_ANSWER, 0.01, 0, "")
PASSED = SampleEvaluation(Verdict.PASS, 1, 1, CompileResult(True, "", 0.5), (PASSING_TEST,), sandbox="docker", profile="scalar", backend="valgrind")
WRONG = replace(PASSED, verdict=Verdict.WRONG_ANSWER, passed=0, tests=(WRONG_TEST,))


def reference(model: str, test: TestResult = PASSING_TEST) -> Report:
    """A reference program's report, measured by cost model `model`."""
    return Report(CompileResult(True, "", 0.5), [test], sandbox="docker", profile="scalar", backend="valgrind", versions={"model": model})


LEASE, STALE = 60.0, 300.0


class MemoryWorld:
    def __init__(self):
        self.store: MemoryEvaluationStore = demo_store(endpoint_allow_private=True)

    def submit(self, team: str = "alpha", answers: list[tuple[str, str]] | None = None, model_name: str = "m") -> int:
        return self.store.add_submission("demo", fast_answers() if answers is None else answers, team=team, model_name=model_name)

    def submit_to_endpoint(self, url: str) -> int:
        return self.store.add_submission("demo", [(pid, "") for pid in demo_generations.FAST], team="alpha", endpoint=Endpoint(base_url=url, model="m"))

    def cancel(self, submission_id: int) -> bool:
        return self.store.cancel(submission_id)

    def pass_time(self, seconds: float) -> None:
        self.store.clock.advance(seconds)  # type: ignore[attr-defined]

    def units(self, submission_id: int) -> list[int]:
        return [g.id for g in self.store.submission(submission_id).generations]

    def team_of(self, generation_id: int) -> str | None:
        return self.store.submission(self.store.generation(generation_id).submission_id).team

    def headline(self, generation_id: int) -> tuple:
        result = self.store.generation(generation_id).result or {}
        return result["cycles"], result["energy_j"], result["instructions"]

    def stored(self, generation_id: int) -> SampleEvaluation:
        """The generation's stored row, read back as the store's records() reads it."""
        return stored_sample(generation_id, self.store.generation(generation_id).result)

    def set_schema(self, generation_id: int, schema: int) -> None:
        """A row as an evaluator of another schema would have stored it."""
        self.store.generation(generation_id).result["schema"] = schema


class OrmWorld:
    def __init__(self, django_user_model, settings):
        from portal.benchmarks.services import load_demo_benchmark
        from portal.submissions.evaluation_store import OrmEvaluationStore

        settings.SUBMISSION_QUOTA_CONCURRENT = 50
        settings.SUBMISSION_QUOTA_PER_DAY = 50
        settings.LEADERBOARD_CACHE_SECONDS = 0  # the store's rows, not the cache's
        settings.ENDPOINT_ALLOW_PRIVATE = True
        self.store = OrmEvaluationStore()
        self.benchmark = load_demo_benchmark()
        self._users = django_user_model
        self._teams: dict[str, tuple] = {}

    def _member(self, team: str):
        from portal.accounts.teams import create_team

        if team not in self._teams:
            user = self._users.objects.create_user(f"user-{team}")
            self._teams[team] = (user, create_team(user, team))
        return self._teams[team]

    def submit(self, team: str = "alpha", answers: list[tuple[str, str]] | None = None, model_name: str = "m") -> int:
        from portal.submissions import services

        user, team_row = self._member(team)
        rows = [{"problem_id": pid, "code": code} for pid, code in (fast_answers() if answers is None else answers)]
        return services.create_submission(owner=user, benchmark=self.benchmark, model_name=model_name, data=demo_generations.jsonl(rows), team=team_row).pk

    def submit_to_endpoint(self, url: str) -> int:
        from portal.submissions import services

        user, team_row = self._member("alpha")
        return services.create_endpoint_submission(owner=user, benchmark=self.benchmark, model_name="m", base_url=url, model="m", team=team_row).pk

    def cancel(self, submission_id: int) -> bool:
        from portal.submissions import services
        from portal.submissions.models import Submission

        return services.cancel_submission(Submission.objects.get(pk=submission_id))

    def pass_time(self, seconds: float) -> None:
        from django.db.models import F

        from portal.submissions.models import Generation, LeaderboardEntry, Submission

        back = timedelta(seconds=seconds)
        Generation.objects.update(lease_expires_at=F("lease_expires_at") - back, dispatched_at=F("dispatched_at") - back)
        Submission.objects.update(created_at=F("created_at") - back, started_at=F("started_at") - back, finished_at=F("finished_at") - back)
        LeaderboardEntry.objects.update(created_at=F("created_at") - back)

    def units(self, submission_id: int) -> list[int]:
        from portal.submissions.models import Generation

        return list(Generation.objects.filter(submission_id=submission_id).order_by("id").values_list("id", flat=True))

    def team_of(self, generation_id: int) -> str | None:
        from portal.submissions.models import Generation

        return Generation.objects.select_related("submission__team").get(pk=generation_id).submission.team.name

    def headline(self, generation_id: int) -> tuple:
        from portal.submissions.models import GenerationResult

        return GenerationResult.objects.values_list("cycles", "energy_j", "instructions").get(generation_id=generation_id)

    def stored(self, generation_id: int) -> SampleEvaluation:
        from portal.submissions.evaluation_store import result_row
        from portal.submissions.models import GenerationResult

        return stored_sample(generation_id, result_row(GenerationResult.objects.get(generation_id=generation_id)))

    def set_schema(self, generation_id: int, schema: int) -> None:
        from portal.submissions.models import GenerationResult

        assert GenerationResult.objects.filter(generation_id=generation_id).update(schema=schema) == 1


@pytest.fixture(params=[pytest.param("orm", marks=pytest.mark.django_db), "memory"])
def world(request):
    if request.param == "memory":
        return MemoryWorld()
    return OrmWorld(request.getfixturevalue("django_user_model"), request.getfixturevalue("settings"))


def started(world, **kwargs) -> tuple[int, list[int]]:
    submission_id = world.submit(**kwargs)
    return submission_id, world.store.begin_submission(submission_id)


# Starting, and what a unit is told to run.


def test_begin_submission_starts_it_once_and_returns_its_pending_units(world):
    submission_id = world.submit()
    assert world.store.submission_state(submission_id)["status"] == "queued"
    assert world.store.generation_job(world.units(submission_id)[0]) is None  # not running yet
    pending = world.store.begin_submission(submission_id)
    assert len(pending) == 3 and pending == sorted(pending)
    state = world.store.submission_state(submission_id)
    assert state["status"] == "running" and state["started_at"] is not None
    world.store.save_result(pending[0], PASSED)
    assert world.store.begin_submission(submission_id) == pending[1:]  # redelivered: what is left
    assert world.cancel(submission_id)
    assert world.store.begin_submission(submission_id) == []  # terminal: nothing


def test_a_generation_job_holds_its_program_and_tests_while_its_submission_runs(world):
    submission_id = world.submit(answers=[("pair-sum", demo_generations.FAST["pair-sum"])])
    queued = world.store.unfinished_submissions()
    assert queued == [submission_id]
    (generation_id,) = world.store.begin_submission(submission_id)
    job = world.store.generation_job(generation_id)
    assert (job.generation_id, job.submission_id, job.problem_id) == (generation_id, submission_id, "pair-sum")
    assert job.code == demo_generations.FAST["pair-sum"] and job.ask is None and job.harness is None
    assert (job.profile, job.backend) == ("scalar", "valgrind")
    names = [t.name for t in job.tests]
    assert len(names) > 3 and names == sorted(names) and names[0] == "1"  # by name, as strings
    world.store.save_result(generation_id, PASSED)
    assert world.store.generation_job(generation_id) is None  # done
    assert world.store.generation_job(10**9) is None  # no such generation
    other, (pending, *_) = started(world)
    world.cancel(other)
    assert world.store.generation_job(pending) is None  # its submission is no longer running


def test_a_queued_submissions_units_are_not_handed_out(world):
    submission_id = world.submit(answers=[("sum-array", "x")])
    (generation_id,) = world.store.begin_submission(submission_id)
    assert world.store.generation_job(generation_id) is not None
    queued = world.submit(answers=[("sum-array", "y")])
    assert world.store.generation_job(world.units(queued)[0]) is None  # the second submission is still queued
    assert world.store.claim_dispatch(8, STALE) == [generation_id]
    assert queued in world.store.unfinished_submissions()


# Leases.


def test_leases_one_live_holder_renewals_and_takeover_after_expiry(world):
    _, (unit, *_) = started(world)
    assert world.store.take_lease(unit, "host-a:1", LEASE)
    assert not world.store.take_lease(unit, "host-b:2", LEASE)  # a live worker is on it
    world.pass_time(LEASE - 10)
    assert world.store.take_lease(unit, "host-a:1", LEASE)  # the holder renews: 60 s from now
    world.pass_time(20)  # past the first lease's end, within the renewed one
    assert not world.store.take_lease(unit, "host-b:2", LEASE)
    assert world.store.expired_leases() == []
    world.pass_time(LEASE)  # host-a died
    assert world.store.expired_leases() == [unit]
    assert world.store.take_lease(unit, "host-b:2", LEASE)  # taken over
    assert not world.store.take_lease(unit, "host-a:1", LEASE)  # the old holder lost it
    assert world.store.expired_leases() == []


def test_a_released_lease_is_free_for_anyone_and_only_its_holder_releases(world):
    _, (unit, *_) = started(world)
    assert world.store.take_lease(unit, "host-a:1", LEASE)
    world.store.release_lease(unit, "host-b:2")  # not its lease: nothing happens
    assert not world.store.take_lease(unit, "host-b:2", LEASE)
    world.store.release_lease(unit, "host-a:1")
    assert world.store.expired_leases() == []  # released is not expired
    assert world.store.take_lease(unit, "host-b:2", LEASE)


def test_a_done_unit_is_never_leased_nor_swept(world):
    _, (unit, other, _) = started(world)
    assert world.store.take_lease(unit, "host-a:1", LEASE) and world.store.take_lease(other, "host-a:1", LEASE)
    world.store.save_result(unit, PASSED)
    assert not world.store.take_lease(unit, "host-a:1", LEASE)
    world.pass_time(LEASE + 1)
    assert world.store.expired_leases() == [other]
    assert not world.store.take_lease(10**9, "host-a:1", LEASE)  # no such unit


def test_expired_leases_only_of_running_submissions_in_id_order(world):
    first, first_units = started(world)
    second, second_units = started(world, team="beta")
    for unit in reversed(first_units + second_units):
        assert world.store.take_lease(unit, "host-a:1", LEASE)
    world.pass_time(LEASE + 1)
    assert world.store.expired_leases() == first_units + second_units
    world.cancel(second)
    assert world.store.expired_leases() == first_units
    world.store.fail_submission(first, "gave up")
    assert world.store.expired_leases() == []


def test_overdue_submissions_are_the_running_ones_started_too_long_ago(world):
    old, (unit, *_) = started(world)
    world.store.save_result(unit, PASSED)
    world.submit(team="queued")  # never started: not overdue
    world.pass_time(3600)
    new, _ = started(world, team="beta")
    assert world.store.overdue_submissions(1800) == [(old, "1 of 3 units done")]
    world.pass_time(3600)
    assert sorted(world.store.overdue_submissions(1800)) == [(old, "1 of 3 units done"), (new, "0 of 3 units done")]
    world.cancel(old)
    assert world.store.overdue_submissions(1800) == [(new, "0 of 3 units done")]


# Results.


def test_save_result_keeps_the_first_result_and_reports_progress(world):
    submission_id, (unit, other, _) = started(world)
    first = world.store.save_result(unit, PASSED)
    # The same unit finished again elsewhere (its lease ran out under a slow worker): not kept.
    again = world.store.save_result(unit, WRONG)
    assert (first.submission_id, first.done, first.total, first.recorded) == (submission_id, 1, 3, True)
    assert (again.done, again.total, again.recorded) == (1, 3, False)
    assert [r.verdict for r in world.store.records(submission_id).records] == ["pass"]
    second = world.store.save_result(other, WRONG)
    assert (second.done, second.total, second.recorded) == (2, 3, True)
    progress = world.store.submission_state(submission_id)["progress"]
    assert progress == {"done": 2, "total": 3, "verdicts": {"pass": 1, "wrong_answer": 1}}


def test_a_results_headline_costs_are_kept_in_fields_of_their_own(world):
    # Beyond 2**31: a long program's cycles and instructions need 64-bit columns.
    summary = {
        "instructions": 12_345_678_901,
        "cycles": 9_876_543_210,
        "ipc": 1.25,
        "seconds": 2.0,
        "edp": 6.0,
        "energy_j": {"core": 2.0, "static": 1.0, "total": 3.0},
    }
    _, (measured, wrong, _) = started(world)
    world.store.save_result(measured, replace(PASSED, measurements=summary))
    world.store.save_result(wrong, WRONG)
    assert world.headline(measured) == (9_876_543_210, 3.0, 12_345_678_901)
    assert world.headline(wrong) == (None, None, None)  # not measured: no cost, not zero


def measured(name: str, cycles: int) -> TestResult:
    """A passed test with the measurements sim_runner's valgrind backend gives."""
    seconds, energy = cycles / 1e9, cycles * 1e-9
    measurements = {
        "instructions": 2 * cycles,
        "cycles": cycles,
        "ipc": 2.0,
        "seconds": seconds,
        "energy_j": {"core": energy / 2, "static": energy / 2, "total": energy},
        "edp": energy * seconds,
        "mix": {},
    }
    return TestResult(name, Verdict.PASS, 0.01, 0, "", measurements=measurements)


def simd_sample() -> SampleEvaluation:
    """A SimdBench sample through its three stages (sim_runner's reports faked: no sandbox)."""
    task = simd_tasks.SimdTask("t", "SSE", "int f_simd(int a) {\n}\n", "int f(int a) { return a; }", "int main() {}", "int main() {}", "f", "f_simd")
    cycles = {"Scalar-0": 800, "Scalar-mid": 900, "Scalar--1": 1000, "SIMD-0": 400, "SIMD-mid": 300, "SIMD--1": 250}
    stages = iter(
        [
            Report(CompileResult(False, "error: no intrinsics", 0.1), [], sandbox="docker", profile="sse4", backend="native"),
            Report(CompileResult(True, "", 0.2), [TestResult("correctness", Verdict.PASS, 0.01, 0, "")], sandbox="docker", profile="sse4", backend="native"),
            Report(
                CompileResult(True, "", 0.3),
                [measured(name, c) for name, c in cycles.items()],
                sandbox="docker",
                profile="sse4",
                backend="valgrind",
                runner={"image": "effbench-runner:3"},
                versions={"model": "m1"},
            ),
        ]
    )
    return simd_tasks.evaluate_sample(task, "x", run=lambda code, tests, **options: next(stages))


def test_each_kind_of_sample_is_stored_and_reads_back_to_the_same_figures(world):
    """save_result takes the typed sample; its row reads back to the same sample, and the records
    the metrics get from it hold that sample's figures."""
    program = SampleEvaluation.of_program(
        Report(
            CompileResult(True, "prog.cpp: warning", 0.7),
            [measured("1", 1000), measured("2", 3000), TestResult("3", Verdict.MEASUREMENT_ERROR, 0.02, 0, "no profile")],
            sandbox="bwrap",
            profile="scalar",
            backend="valgrind",
            runner={"sandbox": "bwrap"},
            versions={"model": "m1", "toolchain": "g++"},
            cached=True,
        )
    )
    correct = SampleEvaluation.of_program(Report(CompileResult(True, "", 0.7), [measured("1", 1000), measured("2", 3000)], sandbox="bwrap", profile="scalar"))
    simd, empty = simd_sample(), pipeline.no_code()
    assert (simd.stage, simd.simd, simd.passed, simd.total) == (Stage.PERFORMANCE, SimdSpeed(3.0, {"0": 2.0, "mid": 3.0, "-1": 4.0}), 7, 7)
    answers = [("count-primes", "a"), ("count-primes", "b"), ("pair-sum", "c"), ("sum-array", "d")]
    submission_id, units = started(world, answers=answers)
    samples = dict(zip(units, [program, correct, simd, empty], strict=True))
    for unit, sample in samples.items():
        assert world.store.save_result(unit, sample).recorded
    for unit, sample in samples.items():
        assert world.stored(unit) == sample, unit
    assert world.headline(units[1]) == (4000, 4000 * 1e-9, 8000)  # the correct program's totals
    assert world.headline(units[0]) == (None, None, None)  # a test unmeasured: no total
    records = world.store.records(submission_id).records
    figures = [(r.problem_id, r.sample, r.verdict, r.tests_passed, r.tests_total, r.simd_speedup, r.unmeasured) for r in records]
    assert figures == [
        ("count-primes", 0, "measurement_error", 2, 3, None, 1),
        ("count-primes", 1, "pass", 2, 2, None, 0),
        ("pair-sum", 0, "pass", 7, 7, 3.0, 1),  # its correctness test runs natively: unmeasured
        ("sum-array", 0, "no_code", 0, 0, None, 0),
    ]
    costs = {name: {"seconds": c / 1e9, "energy": c * 1e-9, "edp": c * 1e-9 * c / 1e9, "ipc": 2.0} for name, c in (("1", 1000), ("2", 3000))}
    assert [r.costs for r in records[:2]] == [costs, costs]
    assert list(records[2].costs) == ["Scalar-0", "Scalar-mid", "Scalar--1", "SIMD-0", "SIMD-mid", "SIMD--1"]  # in the order they ran
    assert records[3].costs == {}


@pytest.mark.parametrize("schema", [SCHEMA + 1, 0])
def test_a_stored_row_of_another_schema_is_refused_naming_it(world, schema):
    submission_id, (unit, other, _) = started(world)
    world.store.save_result(unit, PASSED)
    world.store.save_result(other, WRONG)
    assert [r.verdict for r in world.store.records(submission_id).records]  # schema 1: read
    world.set_schema(other, schema)
    with pytest.raises(SchemaError, match=rf"^generation {other}: its stored result is of schema {schema}; this evaluator reads schema {SCHEMA}$"):
        world.store.records(submission_id)


def test_records_hold_each_results_costs_and_the_benchmarks_side(world):
    answers = [("sum-array", "a"), ("pair-sum", "b"), ("sum-array", "c")]
    submission_id, (sum0, pair0, sum1) = started(world, answers=answers)
    world.store.save_result(sum1, WRONG)
    world.store.save_result(pair0, PASSED)
    data = world.store.records(submission_id)
    assert [(r.problem_id, r.sample, r.verdict) for r in data.records] == [("pair-sum", 0, "pass"), ("sum-array", 1, "wrong_answer")]
    assert data.records[0].costs == {"1": {"seconds": 2.0, "energy": 3.0, "edp": 6.0, "ipc": 1.5}}
    assert (data.records[0].tests_passed, data.records[0].tests_total) == (1, 1)
    assert data.problem_ids == ["count-primes", "pair-sum", "sum-array"]
    assert (data.primary_metric, data.task_format, data.baselines, data.experts) == ("correct", "program", {}, {})


def test_references_are_measured_once_per_cost_model(world):
    import sim_runner

    _, (unit, *_) = started(world, answers=[("sum-array", "a")])
    job = world.store.reference_job(unit)
    assert set(job.programs) == {"baseline"} and "int main" in job.programs["baseline"]
    assert (job.profile, job.backend) == ("scalar", "valgrind") and len(job.tests) > 3
    model = sim_runner.model_identity("valgrind")
    # Measured by another cost model: not comparable, measured again.
    world.store.save_reference(job.problem_key, "baseline", reference("older"))
    assert world.store.reference_job(unit) == job
    world.store.save_reference(job.problem_key, "baseline", reference(model))
    assert world.store.reference_job(unit) is None
    submission_id, _ = started(world, team="beta", answers=[("sum-array", "b")])
    assert world.store.records(submission_id).baselines == {"sum-array": {"1": {"seconds": 2.0, "energy": 3.0, "edp": 6.0, "ipc": 1.5}}}


def test_a_failing_reference_is_recorded_and_not_measured_again(world):
    import sim_runner

    _, (unit, *_) = started(world, answers=[("sum-array", "a")])
    job = world.store.reference_job(unit)
    model = sim_runner.model_identity("valgrind")
    world.store.save_reference(job.problem_key, "baseline", reference(model, WRONG_TEST))
    assert world.store.reference_job(unit) is None
    assert world.store.records(world.submit()).baselines == {}


# Dispatch.


def test_claim_dispatch_keeps_depth_units_in_flight_fair_share_between_teams(world):
    """The store's part of fair share (the policy itself: evaluator.scheduling, tested alone)."""
    big = world.submit(team="big", answers=fast_answers(samples=4))  # 12 units
    world.store.begin_submission(big)
    first = world.store.claim_dispatch(4, STALE)
    assert [world.team_of(u) for u in first] == ["big"] * 4 and first == sorted(first)
    assert world.store.claim_dispatch(4, STALE) == []  # the queue is full

    small = world.submit(team="small")  # 3 units, arriving behind 8 waiting units of big
    again = world.submit(team="big")  # a second big submission counts for the same team
    world.store.begin_submission(small)
    world.store.begin_submission(again)
    for unit in first[:2]:
        world.store.save_result(unit, PASSED)
    smalls = world.store.claim_dispatch(4, STALE)
    assert [world.team_of(u) for u in smalls] == ["small", "small"]
    for unit in first[2:]:
        world.store.save_result(unit, PASSED)
    # In flight now: small 2, big 0; two slots free: both to big, its oldest submission's units first.
    bigs = world.store.claim_dispatch(4, STALE)
    assert bigs == world.units(big)[4:6]
    for unit in bigs:
        world.store.save_result(unit, PASSED)
    # small 2, big 0 again: both to big.
    bigs = world.store.claim_dispatch(4, STALE)
    assert [world.team_of(u) for u in bigs] == ["big", "big"]
    for unit in smalls:
        world.store.save_result(unit, PASSED)
    # small 0, big 2: small's last unit, then only big waits.
    assert [world.team_of(u) for u in world.store.claim_dispatch(4, STALE)] == ["small", "big"]


def test_a_unit_lost_on_the_queue_is_dispatched_again(world):
    started(world)  # 3 units
    sent = world.store.claim_dispatch(2, STALE)
    assert len(sent) == 2
    # One was taken by a worker (leased); the other never was, and the broker lost it.
    leased, lost = sent
    assert world.store.take_lease(leased, "host:1", LEASE)
    world.pass_time(STALE - 1)
    assert world.store.claim_dispatch(2, STALE) == []  # not lost yet: still in flight
    world.pass_time(2)
    # The lost one goes first (its submission's oldest waiting unit); the leased one is still in
    # flight though its lease ran out (the lease sweep, not dispatch, sends such units again).
    assert world.store.claim_dispatch(2, STALE) == [lost]
    assert world.store.claim_dispatch(2, STALE) == []  # dispatched again just now: in flight again


def test_dispatch_skips_done_units_and_units_of_stopped_or_queued_submissions(world):
    cancelled, _ = started(world, team="c")
    world.cancel(cancelled)
    world.submit(team="q")  # queued, not begun
    _, (unit, other, last) = started(world)
    world.store.save_result(unit, PASSED)
    assert world.store.claim_dispatch(8, STALE) == [other, last]


# Terminal states.


def test_finish_and_fail_move_a_running_submission_once(world):
    submission_id, units = started(world)
    for unit in units:
        world.store.save_result(unit, PASSED)
    finished = world.store.finish_submission(submission_id, {"correct": 100.0}, 100.0, scores={"correct": {}})
    assert (finished.submission_id, finished.benchmark_slug) == (submission_id, "demo")
    assert world.store.finish_submission(submission_id, {"correct": 0.0}, 0.0) is None  # once
    assert not world.store.fail_submission(submission_id, "late failure")
    state = world.store.submission_state(submission_id)
    assert (state["status"], state["error"], state["metrics"]) == ("finished", "", {"correct": 100.0})
    assert state["finished_at"] is not None and state["finished_at"] >= state["started_at"]
    assert submission_id not in world.store.unfinished_submissions()

    failing, _ = started(world, team="beta")
    assert world.store.fail_submission(failing, "x" * 3000)
    assert not world.store.fail_submission(failing, "again")
    assert world.store.finish_submission(failing, {}, 0.0) is None
    state = world.store.submission_state(failing)
    assert state["status"] == "failed" and state["error"] == "x" * 2000  # a reason, cut to its field


def test_a_queued_submission_can_fail_but_not_finish(world):
    submission_id = world.submit()
    assert world.store.finish_submission(submission_id, {}, 0.0) is None
    assert world.store.fail_submission(submission_id, "could not start")
    assert world.store.submission_state(submission_id)["status"] == "failed"
    assert world.store.begin_submission(submission_id) == []


def test_unfinished_submissions_are_the_queued_and_running_ones_by_id(world):
    running, _ = started(world)
    queued = world.submit(team="beta")
    cancelled = world.submit(team="gamma")
    world.cancel(cancelled)
    failed, _ = started(world, team="delta")
    world.store.fail_submission(failed, "boom")
    assert world.store.unfinished_submissions() == sorted([running, queued])


def test_submission_state_shows_progress_and_status(world):
    submission_id = world.submit(answers=[("sum-array", "a"), ("sum-array", "b")], model_name="tiny-7b")
    state = world.store.submission_state(submission_id)
    assert (state["id"], state["benchmark"], state["model_name"], state["status"]) == (submission_id, "demo", "tiny-7b", "queued")
    assert state["progress"] == {"done": 0, "total": 2, "verdicts": {}}
    assert state["started_at"] is None and state["finished_at"] is None and state["endpoint"] is None
    units = world.store.begin_submission(submission_id)
    world.store.save_result(units[1], WRONG)
    state = world.store.submission_state(submission_id)
    assert state["status"] == "running" and state["progress"] == {"done": 1, "total": 2, "verdicts": {"wrong_answer": 1}}
    json.dumps(state)  # it goes out on a websocket as it is


def test_leaderboard_rows_best_first_and_only_of_the_current_cost_model(world):
    import sim_runner

    def finish(team, score, model):
        submission_id, units = started(world, team=team, model_name=team)
        for unit in units:
            world.store.save_result(unit, replace(PASSED, versions={"model": model}))
        world.store.finish_submission(submission_id, {"correct": score}, score)
        return submission_id

    current = sim_runner.model_identity("valgrind")
    low = finish("low", 40.0, current)
    high = finish("high", 90.0, current)
    finish("stale", 99.0, "an-older-model")  # measured by another cost model: not comparable
    rows = world.store.leaderboard_rows("demo")
    assert [(r["submission"], r["model_name"], r["score"]) for r in rows] == [(high, "high", 90.0), (low, "low", 40.0)]
    assert rows[0]["metrics"] == {"correct": 90.0}
    assert (rows[0]["profile"], rows[0]["backend"], rows[0]["benchmark_version"]) == ("scalar", "valgrind", "1")


# Endpoint submissions.


def test_an_endpoint_units_job_asks_until_its_completion_is_saved_once(world):
    submission_id = world.submit_to_endpoint("http://127.0.0.1:9/v1")
    unit, *_ = world.store.begin_submission(submission_id)
    job = world.store.generation_job(unit)
    assert job.code == "" and job.ask is not None
    assert job.ask.endpoint.base_url == "http://127.0.0.1:9/v1" and job.ask.allow_private and job.ask.prompt
    world.store.save_completion(unit, "int main() {}", Completion("```cpp\nint main() {}\n```", "{}", 12, 34))
    world.store.save_completion(unit, "other", Completion("other", "{}", 1, 1))  # a re-run: the first stays
    job = world.store.generation_job(unit)
    assert job.code == "int main() {}" and job.ask is None
    usage = world.store.submission_state(submission_id)["endpoint"]["usage"]
    assert usage == {"prompt_tokens": 12, "completion_tokens": 34, "samples_answered": 1}


def test_endpoint_error_is_the_first_recorded_endpoint_failure(world):
    submission_id = world.submit_to_endpoint("http://127.0.0.1:9/v1")
    first, second, third = world.store.begin_submission(submission_id)
    assert world.store.endpoint_error(submission_id) == ""
    world.store.save_result(first, PASSED)
    world.store.save_result(third, pipeline.endpoint_failure("HTTP 500 later"))
    world.store.save_result(second, pipeline.endpoint_failure("unreachable first"))
    assert world.store.endpoint_error(submission_id) == "unreachable first"
