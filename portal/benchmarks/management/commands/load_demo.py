from django.core.management.base import BaseCommand

from portal.benchmarks.services import load_demo_benchmark


class Command(BaseCommand):
    help = "Create or update the demo benchmark (3 problems with hidden tests)."

    def handle(self, *args, **options):
        benchmark = load_demo_benchmark()
        self.stdout.write(f"benchmark '{benchmark.slug}': {benchmark.problems.count()} problems")
