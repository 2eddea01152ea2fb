from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks.models import Benchmark
from portal.benchmarks.services import measure_baselines


class Command(BaseCommand):
    help = "Measure every problem's baseline program (the denominators of speedup and CARET)."

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
        failed = [p for p, status in outcome.items() if status.startswith("baseline fails")]
        if failed:
            raise CommandError(f"baselines failing their own tests: {', '.join(sorted(failed))}")
