from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks.importers import ImportFailed, import_simdbench


class Command(BaseCommand):
    help = "Import SimdBench task records (JSONL) of one ISA as a benchmark (idempotent; all or nothing)."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--intrinsic", required=True, choices=["SSE", "AVX", "sse", "avx"])
        parser.add_argument("--benchmark", required=True, help="the benchmark's slug")

    def handle(self, *args, file, intrinsic, benchmark, **options):
        try:
            result = import_simdbench(file, intrinsic=intrinsic, slug=benchmark)
        except ImportFailed as exc:
            raise CommandError(f"nothing imported: {exc}") from None
        self.stdout.write(f"benchmark '{result.benchmark.slug}': {result.created} tasks created, {result.updated} updated")
