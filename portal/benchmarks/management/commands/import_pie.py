from pathlib import Path

from django.core.management.base import BaseCommand

from portal.benchmarks.importers import import_pie
from portal.benchmarks.management.import_command import add_validation_arguments, run_import


class Command(BaseCommand):
    help = (
        "Import PIE's test split (JSONL of problem_id/src_code/tgt_code records) with its "
        "merged_test_cases folder as a benchmark (idempotent; all or nothing). Every problem's slow and "
        "fast programs must first pass its tests."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--tests", required=True, type=Path, help="PIE's merged_test_cases folder")
        parser.add_argument("--benchmark", required=True, help="the benchmark's slug")
        add_validation_arguments(parser)

    def handle(self, *args, file, tests, benchmark, sandbox, skip_invalid, **options):
        run_import(self, import_pie, "problems", sandbox, skip_invalid, path=file, tests_dir=tests, slug=benchmark)
