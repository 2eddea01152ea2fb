from pathlib import Path

from django.core.management.base import BaseCommand

from portal.benchmarks.importers import import_simdbench
from portal.benchmarks.management.import_command import add_validation_arguments, run_import


class Command(BaseCommand):
    help = (
        "Import SimdBench task records (JSONL) of one ISA as a benchmark (idempotent; all or nothing). "
        "Every task's correctness and performance programs must first compile and run with SimdBench's "
        "toolchain, the task's scalar solution standing in for the SIMD function."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--intrinsic", required=True, choices=["SSE", "AVX", "sse", "avx"])
        parser.add_argument("--benchmark", required=True, help="the benchmark's slug")
        add_validation_arguments(parser)

    def handle(self, *args, file, intrinsic, benchmark, sandbox, skip_invalid, **options):
        run_import(self, import_simdbench, "tasks", sandbox, skip_invalid, path=file, intrinsic=intrinsic, slug=benchmark)
