from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks import suites
from portal.benchmarks.models import Benchmark
from portal.benchmarks.suites import check, simd


class Command(BaseCommand):
    help = ("Prove a built-in benchmark sound: every expected output reproducible from its generator (and "
            "equal to what is stored), the baseline and expert programs passing every test in the simulator, "
            "the expert at least 1.5x faster in simulated cycles (SIMD suites: the expert passes, uses "
            "intrinsics and beats the scalar reference by 1.5x). Prints one row per problem.")

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--split", choices=["dev", "heldout", "all"], default="all")
        parser.add_argument("--sandbox", choices=["auto", "docker", "bwrap"], default="auto")

    def handle(self, *args, slug, split, sandbox, **options):
        try:
            suite = suites.load_suite_meta(slug)
            items = simd.load_tasks(suite.intrinsic, suite.folder.parent) if suite.intrinsic else suite.problems()
        except suites.SuiteError as exc:
            raise CommandError(str(exc)) from None
        items = [item for item in items if split in ("all", item.split)]
        if suite.intrinsic:
            self.report((simd.check_task(item, sandbox=sandbox) for item in items), len(items), "tasks", split,
                        simd.format_row)
            return
        stored = Benchmark.objects.filter(slug=slug).first()

        def checked(problem):
            result = check.check_problem(problem, sandbox=sandbox)
            if stored is not None:
                result.problems += _stored_differences(stored, problem.problem_id, result.tests)
            return result

        self.stdout.write(check.HEADER)
        self.report((checked(problem) for problem in items), len(items), "problems", split, check.format_row)

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
    return [] if [pair for _, pair in stored] == made else [
        "stored tests differ from the generator's and expert's (run load_suite)"]
