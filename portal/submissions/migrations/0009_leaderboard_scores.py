from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('submissions', '0008_leaderboard_cost_model'),
    ]

    operations = [
        migrations.AddField(
            model_name='leaderboardentry',
            name='scores',
            field=models.JSONField(blank=True, default=dict),
        ),
    ]
