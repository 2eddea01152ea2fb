from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks.models import Benchmark
from portal.benchmarks.services import measure_baselines


class Command(BaseCommand):
    help = "Measure every problem's baseline (the denominators of speedup and CARET) and expert program."

    def add_arguments(self, parser):
        parser.add_argument("slug")
        parser.add_argument("--sandbox", choices=["auto", "docker", "bwrap"], default=None)

    def handle(self, *args, slug, sandbox, **options):
        benchmark = Benchmark.objects.filter(slug=slug).first()
        if benchmark is None:
            raise CommandError(f"no benchmark '{slug}'")
        outcome = measure_baselines(benchmark, sandbox=sandbox)
        for problem_id, status in sorted(outcome.items()):
            self.stdout.write(f"{problem_id}: {status}")
        failed = [p for p, status in outcome.items() if "fails its tests" in status]
        if failed:
            raise CommandError(f"programs failing their own problem's tests: {', '.join(sorted(failed))}")
