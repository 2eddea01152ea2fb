from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks.services import load_suite_benchmark
from portal.benchmarks.suites import BUILT_IN, SuiteError


class Command(BaseCommand):
    help = (
        "Create or update built-in benchmarks from portal/benchmarks/suites/SLUG: problems, generated "
        "tests, expected outputs from the expert programs. Unchanged suites are skipped."
    )

    def add_arguments(self, parser):
        parser.add_argument("slugs", nargs="*", metavar="SLUG", help=f"default: all built-in ({', '.join(BUILT_IN)})")
        parser.add_argument("--force", action="store_true", help="reload even when the suite did not change")

    def handle(self, *args, slugs, force, **options):
        for slug in slugs or BUILT_IN:
            try:
                benchmark, loaded = load_suite_benchmark(slug, force=force)
            except SuiteError as exc:
                raise CommandError(f"{slug}: nothing loaded: {exc}") from None
            problems = benchmark.problems.all()
            held_out = sum(p.split == "heldout" for p in problems)
            verb = "loaded" if loaded else "unchanged, skipped"
            self.stdout.write(f"benchmark '{benchmark.slug}' {verb}: {len(problems)} problems ({held_out} held out, {len(problems) - held_out} dev)")
