from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks.importers import ImportFailed, import_pie


class Command(BaseCommand):
    help = ("Import PIE's test split (JSONL of problem_id/src_code/tgt_code records) with its "
            "merged_test_cases folder as a benchmark (idempotent; all or nothing).")

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--tests", required=True, type=Path, help="PIE's merged_test_cases folder")
        parser.add_argument("--benchmark", required=True, help="the benchmark's slug")

    def handle(self, *args, file, tests, benchmark, **options):
        try:
            result = import_pie(file, tests_dir=tests, slug=benchmark)
        except ImportFailed as exc:
            raise CommandError(f"nothing imported: {exc}") from None
        self.stdout.write(f"benchmark '{result.benchmark.slug}': {result.created} problems created, {result.updated} updated")
