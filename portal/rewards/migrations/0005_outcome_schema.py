from django.db import migrations


def mark_schema_1(apps, schema_editor) -> None:
    """Outcomes stored before they carried a schema are schema 1 (evaluator.rewards.OUTCOME_SCHEMA's
    first shape): say so in each, so the reader, which refuses any other, reads them. Written as
    the key was defined when this migration was made, on purpose not through evaluator.rewards."""
    RewardItem = apps.get_model("rewards", "RewardItem")
    ids = list(RewardItem.objects.exclude(outcome=None).order_by("pk").values_list("pk", flat=True))
    # Chunked by id rather than updated inside one open cursor (SQLite does not isolate the two).
    for start in range(0, len(ids), 500):
        batch = []
        for item in RewardItem.objects.filter(pk__in=ids[start : start + 500]).only("pk", "outcome"):
            if isinstance(item.outcome, dict) and "schema" not in item.outcome:
                item.outcome = {"schema": 1, **item.outcome}
                batch.append(item)
        RewardItem.objects.bulk_update(batch, ["outcome"])


class Migration(migrations.Migration):
    dependencies = [
        ("rewards", "0004_max_instructions"),
    ]

    operations = [
        migrations.RunPython(mark_schema_1, migrations.RunPython.noop),
    ]
