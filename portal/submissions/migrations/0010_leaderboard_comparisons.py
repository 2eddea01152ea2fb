from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('submissions', '0009_leaderboard_scores'),
    ]

    operations = [
        migrations.AddField(
            model_name='leaderboardentry',
            name='comparisons',
            field=models.JSONField(blank=True, default=dict),
        ),
    ]
