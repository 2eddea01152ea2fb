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
            if suite.intrinsic:
                return self.validate_simd(suite, split, sandbox)
            problems = suite.problems()
        except suites.SuiteError as exc:
            raise CommandError(str(exc)) from None
        problems = [p for p in problems if split in ("all", p.split)]
        stored = Benchmark.objects.filter(slug=slug).first()
        self.stdout.write(check.HEADER)
        failed = []
        for problem in problems:
            result = check.check_problem(problem, sandbox=sandbox)
            if stored is not None:
                result.problems += _stored_differences(stored, problem)
            if not result.ok:
                failed.append(problem.problem_id)
            self.stdout.write(check.format_row(result))
        self.stdout.write(f"{len(problems) - len(failed)} of {len(problems)} problems valid ({split} split)")
        if failed:
            raise CommandError(f"invalid problems: {', '.join(failed)}")


    def validate_simd(self, suite, split, sandbox):
        tasks = [t for t in simd.load_tasks(suite.intrinsic, suite.folder.parent) if split in ("all", t.split)]
        failed = []
        for item in tasks:
            result = simd.check_task(item, sandbox=sandbox)
            if not result.ok:
                failed.append(result.task_id)
            self.stdout.write(simd.format_row(result))
        self.stdout.write(f"{len(tasks) - len(failed)} of {len(tasks)} tasks valid ({split} split)")
        if failed:
            raise CommandError(f"invalid tasks: {', '.join(failed)}")


def _stored_differences(benchmark: Benchmark, problem: suites.SuiteProblem) -> list[str]:
    """The tests in the database must be exactly what the generator and the expert make now."""
    row = benchmark.problems.filter(problem_id=problem.problem_id).first()
    if row is None:
        return ["not loaded into the database (run load_suite)"]
    inputs = problem.inputs()
    expected = check.expected_outputs(problem, inputs)
    stored = {t.name: (t.input_data, t.expected_output) for t in row.tests.all()}
    made = {str(n): pair for n, pair in enumerate(zip(inputs, expected), start=1)}
    return [] if stored == made else ["stored tests differ from the generator's and expert's (run load_suite)"]
