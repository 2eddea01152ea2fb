"""The deployed mode's HTTPS settings pass Django's deployment checks (`manage.py check --deploy`);
without DJANGO_HTTPS (plain HTTP, as `make run` serves) the same checks name what is missing."""
import os
import secrets
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def deploy_check(tmp_path, **env) -> subprocess.CompletedProcess:
    environment = {**os.environ, "DJANGO_SECRET_KEY": secrets.token_urlsafe(50), "DJANGO_DEBUG": "0",
                   "EFFBENCH_VAR_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "portal.settings", **env}
    return subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"], cwd=ROOT,
                          env=environment, capture_output=True, text=True, timeout=120)


def test_https_deployment_passes_djangos_deploy_checks(tmp_path):
    done = deploy_check(tmp_path, DJANGO_HTTPS="1")
    assert done.returncode == 0, done.stderr + done.stdout


def test_plain_http_is_what_the_checks_complain_of(tmp_path):
    done = deploy_check(tmp_path)
    assert done.returncode != 0
    for check in ("security.W004", "security.W008", "security.W012", "security.W016"):  # HSTS, redirect, cookies
        assert check in done.stderr + done.stdout, check
