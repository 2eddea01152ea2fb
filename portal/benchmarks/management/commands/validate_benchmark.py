import os
from concurrent.futures import ThreadPoolExecutor

from django.core.management.base import BaseCommand, CommandError

from evaluator.simd_tasks import SimdTask
from portal.benchmarks import import_checks, suites
from portal.benchmarks.models import Benchmark
from portal.benchmarks.suites import check, simd
from sim_runner import TestCase


class Command(BaseCommand):
    help = (
        "Prove a built-in benchmark sound: every expected output reproducible from its generator (and "
        "equal to what is stored), the baseline and expert programs passing every test in the simulator, "
        "the expert at least 1.5x faster in simulated cycles (SIMD suites: the expert passes, uses "
        "intrinsics and beats the scalar reference by 1.5x). An imported benchmark (not built in): every "
        "problem's own programs run as on import (SimdBench tasks: correctness and performance programs "
        "with the scalar solution standing in; programs: baseline and expert pass the tests). Prints one "
        "row per problem."
    )

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--split", choices=["dev", "heldout", "all"], default="all")
        parser.add_argument("--sandbox", choices=["auto", "docker", "bwrap"], default="auto")
        # Each check waits on sandboxed compiles and simulations: one per core at a time.
        parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="problems checked at once (default: the cores)")

    def handle(self, *args, slug, split, sandbox, jobs, **options):
        if jobs < 1:
            raise CommandError("--jobs must be at least 1")
        stored = Benchmark.objects.filter(slug=slug).first()
        if not (suites.SUITES / slug / "suite.toml").is_file() and stored is not None:
            self.validate_imported(stored, split, sandbox)
            return
        try:
            suite = suites.load_suite_meta(slug)
            items = simd.load_tasks(suite.intrinsic, suite.folder.parent) if suite.intrinsic else suite.problems()
        except suites.SuiteError as exc:
            raise CommandError(str(exc)) from None
        items = [item for item in items if split in ("all", item.split)]
        if suite.intrinsic:
            with ThreadPoolExecutor(jobs) as pool:
                self.report(pool.map(lambda item: simd.check_task(item, sandbox=sandbox), items), len(items), "tasks", split, simd.format_row)
            return
        stored = Benchmark.objects.filter(slug=slug).first()

        def compared(result: check.ProblemCheck) -> check.ProblemCheck:
            # In this thread: the database connection is this thread's (a test's transaction too).
            if stored is not None:
                result.problems += _stored_differences(stored, result.problem_id, result.tests)
            return result

        self.stdout.write(check.HEADER)
        with ThreadPoolExecutor(jobs) as pool:
            checked = pool.map(lambda problem: check.check_problem(problem, sandbox=sandbox), items)
            self.report(map(compared, checked), len(items), "problems", split, check.format_row)

    def validate_imported(self, benchmark: Benchmark, split: str, sandbox: str) -> None:
        problems = [p for p in benchmark.problems.prefetch_related("tests").order_by("problem_id") if split in ("all", p.split)]
        simd = benchmark.task_format == Benchmark.TaskFormat.SIMDBENCH

        def problem_of(problem) -> str | None:
            if simd:
                return import_checks.simd_task_problem(SimdTask.from_harness(problem.problem_id, problem.harness), benchmark.profile, sandbox)
            programs = {label: code for label, code in (("baseline", problem.baseline_code), ("expert", problem.expert_code)) if code}
            tests = [TestCase(t.name, t.input_data, t.expected_output) for t in problem.tests.all()]
            return import_checks.pie_problem(problem.problem_id, programs, tests, benchmark.profile, sandbox)

        found = import_checks.invalid(problems, lambda p: p.problem_id, problem_of, self.stdout.write)
        self.stdout.write(f"{len(problems) - len(found)} of {len(problems)} problems valid ({split} split)")
        if found:
            raise CommandError("invalid problems:\n" + "\n".join(f"  {bad.item_id}: {bad.reason}" for bad in found))

    def report(self, results, total: int, noun: str, split: str, format_row) -> None:
        """One row per result as it comes, then the count; fails naming the invalid ones."""
        failed = []
        for result in results:
            if not result.ok:
                failed.append(getattr(result, "problem_id", None) or result.task_id)
            self.stdout.write(format_row(result))
        self.stdout.write(f"{total - len(failed)} of {total} {noun} valid ({split} split)")
        if failed:
            raise CommandError(f"invalid {noun}: {', '.join(failed)}")


def _stored_differences(benchmark: Benchmark, problem_id: str, made: list[tuple[str, str]]) -> list[str]:
    """The tests in the database must be exactly what the generator and the expert make now
    (`made`, computed by the check itself: the expert is not run twice)."""
    row = benchmark.problems.filter(problem_id=problem_id).first()
    if row is None:
        return ["not loaded into the database (run load_suite)"]
    stored = sorted(((int(t.name), (t.input_data, t.expected_output)) for t in row.tests.all()))
    return [] if [pair for _, pair in stored] == made else ["stored tests differ from the generator's and expert's (run load_suite)"]
