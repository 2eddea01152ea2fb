"""What the import commands share: validation options, progress and the closing summary."""

from django.core.management.base import BaseCommand, CommandError

from portal.benchmarks.importers import ImportFailed, Validation


def add_validation_arguments(parser) -> None:
    parser.add_argument(
        "--sandbox", choices=["auto", "docker", "bwrap"], default="auto", help="where every task's own programs are run before anything is written"
    )
    parser.add_argument("--skip-invalid", action="store_true", help="leave out (and list) the tasks whose own programs fail, instead of refusing the import")


def run_import(command: BaseCommand, importer, noun: str, sandbox: str, skip_invalid: bool, **arguments) -> None:
    """Validate and import, printing a line per checked item, then the counts and what was left out."""
    validation = Validation(sandbox=sandbox, skip_invalid=skip_invalid, progress=command.stdout.write)
    try:
        result = importer(validation=validation, **arguments)
    except ImportFailed as exc:
        raise CommandError(f"nothing imported: {exc}") from None
    command.stdout.write(
        f"benchmark '{result.benchmark.slug}': {result.created} {noun} created, {result.updated} updated"
        + (f", {len(result.skipped)} left out:" if result.skipped else "")
    )
    for bad in result.skipped:
        command.stdout.write(f"  {bad.item_id}: {bad.reason}")
