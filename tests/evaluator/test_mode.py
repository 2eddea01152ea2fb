"""The running mode is named, not guessed (evaluator.mode): a deployed process without what that
mode needs refuses to start, naming what is missing; an embedded one ignores Redis."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from evaluator.mode import ModeError, running_mode

ROOT = Path(__file__).resolve().parents[2]
DEPLOYED = {"EFFBENCH_MODE": "deployed", "DJANGO_SECRET_KEY": "k", "DATABASE_URL": "postgresql://u@h/db", "REDIS_URL": "redis://h:6379/0"}


def test_embedded_is_the_default_and_deployed_is_asked_for():
    assert running_mode({}) == "embedded"
    assert running_mode({"REDIS_URL": "redis://h:6379/0"}) == "embedded"  # no longer a guess from Redis
    assert running_mode(DEPLOYED) == "deployed"


@pytest.mark.parametrize(
    "change, message",
    [
        ({"EFFBENCH_MODE": "production"}, "EFFBENCH_MODE='production': expected one of embedded, deployed"),
        ({"REDIS_URL": ""}, "EFFBENCH_MODE=deployed needs REDIS_URL"),
        ({"DJANGO_SECRET_KEY": "", "DATABASE_URL": ""}, "EFFBENCH_MODE=deployed needs DJANGO_SECRET_KEY, DATABASE_URL"),
        ({"DATABASE_URL": "sqlite:///x.sqlite3"}, "needs a PostgreSQL DATABASE_URL"),
    ],
)
def test_a_mode_without_its_parts_is_refused_by_name(change, message):
    with pytest.raises(ModeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        running_mode({**DEPLOYED, **change})


def settings_in(environment: dict) -> subprocess.CompletedProcess:
    code = (
        "import django; django.setup(); from django.conf import settings; "
        "print(settings.MODE, settings.EVALUATOR_IN_PROCESS, bool(settings.REDIS_URL), "
        "settings.CHANNEL_LAYERS['default']['BACKEND'].rsplit('.', 1)[-1])"
    )
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": os.environ["PATH"], "DJANGO_SETTINGS_MODULE": "portal.settings", "EFFBENCH_VAR_DIR": str(ROOT / "var"), **environment},
    )


def test_the_settings_follow_the_mode_and_refuse_a_deployed_process_without_redis():
    embedded = settings_in({"REDIS_URL": "redis://127.0.0.1:6379/14"})
    assert embedded.returncode == 0, embedded.stderr
    assert embedded.stdout.split() == ["embedded", "True", "False", "InMemoryChannelLayer"]
    deployed = settings_in({**DEPLOYED, "REDIS_URL": "redis://127.0.0.1:6379/14"})
    assert deployed.returncode == 0, deployed.stderr
    assert deployed.stdout.split() == ["deployed", "False", "True", "RedisChannelLayer"]
    refused = settings_in({**DEPLOYED, "REDIS_URL": ""})
    assert refused.returncode != 0
    assert "ImproperlyConfigured: EFFBENCH_MODE=deployed needs REDIS_URL (see .env.example)" in refused.stderr
