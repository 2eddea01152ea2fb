from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks.models import Benchmark
from portal.submissions.recompute import recompute_metrics


class Command(BaseCommand):
    help = (
        "Compute every finished submission's metrics, per-problem scores and rank comparisons again from its "
        "stored results (after a metric's definition changed); no program runs again."
    )

    def add_arguments(self, parser):
        parser.add_argument("slugs", nargs="*", metavar="SLUG", help="benchmarks (default: every benchmark)")

    def handle(self, *args, slugs, **options):
        benchmarks = list(Benchmark.objects.filter(slug__in=slugs)) if slugs else list(Benchmark.objects.all())
        missing = sorted(set(slugs) - {b.slug for b in benchmarks})
        if missing:
            raise CommandError(f"no benchmark {', '.join(repr(s) for s in missing)}")
        for benchmark in sorted(benchmarks, key=lambda b: b.slug):
            self.stdout.write(f"{benchmark.slug}: {recompute_metrics(benchmark)} submissions recomputed")
