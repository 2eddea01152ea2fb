"""Settings by mode, read in fresh processes. The deployed mode is secure by default: it passes
Django's deployment checks (`manage.py check --deploy`) with nothing said of HTTPS; plain HTTP
(`make run`, or DJANGO_HTTPS=0) is what the same checks complain of. X-Forwarded-Proto is believed
only when WEB_PROXIES says a proxy is there to set it. Importing the settings writes nothing; the
embedded mode's key is made by manage.py, readable by its owner only."""

import os
import secrets
import stat
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEPLOYED = {"EFFBENCH_MODE": "deployed", "DATABASE_URL": "postgresql://u@127.0.0.1:9/db", "REDIS_URL": "redis://127.0.0.1:9/0"}


def environment(var_dir: Path, **env) -> dict:
    clean = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "EFFBENCH_MODE", "DJANGO_HTTPS", "WEB_PROXIES", "DJANGO_SECRET_KEY"}}
    return {**clean, "DJANGO_DEBUG": "0", "EFFBENCH_VAR_DIR": str(var_dir), "DJANGO_SETTINGS_MODULE": "portal.settings", **env}


def deploy_check(tmp_path, **env) -> subprocess.CompletedProcess:
    env.setdefault("DJANGO_SECRET_KEY", secrets.token_urlsafe(50))
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=environment(tmp_path, **env),
        capture_output=True,
        text=True,
        timeout=120,
    )


def setting(var_dir: Path, expression: str, **env) -> subprocess.CompletedProcess:
    code = f"import django; django.setup(); from django.conf import settings; print({expression})"
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment(var_dir, **env), capture_output=True, text=True, timeout=120)


def test_a_deployment_is_https_by_default_and_passes_djangos_deploy_checks(tmp_path):
    done = deploy_check(tmp_path, **DEPLOYED, WEB_PROXIES="1")
    assert done.returncode == 0, done.stderr + done.stdout
    done = deploy_check(tmp_path, DJANGO_HTTPS="1")  # an embedded site told it is behind TLS
    assert done.returncode == 0, done.stderr + done.stdout


def test_plain_http_is_what_the_checks_complain_of(tmp_path):
    for env in ({}, {**DEPLOYED, "DJANGO_HTTPS": "0"}):  # make run; a deployment that opted out
        done = deploy_check(tmp_path, **env)
        assert done.returncode != 0
        for check in ("security.W004", "security.W008", "security.W012", "security.W016"):  # HSTS, redirect, cookies
            assert check in done.stderr + done.stdout, (env, check)


def test_forwarded_proto_is_believed_only_behind_a_proxy(tmp_path):
    key = secrets.token_urlsafe(50)
    direct = setting(tmp_path, "settings.SECURE_PROXY_SSL_HEADER, settings.SESSION_COOKIE_SECURE", **DEPLOYED, DJANGO_SECRET_KEY=key)
    assert direct.returncode == 0, direct.stderr
    assert direct.stdout.split() == ["None", "True"]  # TLS served directly: the socket's scheme decides
    proxied = setting(tmp_path, "settings.SECURE_PROXY_SSL_HEADER", **DEPLOYED, DJANGO_SECRET_KEY=key, WEB_PROXIES="1")
    assert proxied.stdout.strip() == "('HTTP_X_FORWARDED_PROTO', 'https')", proxied.stderr


def test_importing_the_settings_writes_nothing_and_manage_py_makes_the_key(tmp_path):
    var_dir = tmp_path / "var"
    given = setting(var_dir, "settings.SECRET_KEY == 'given'", DJANGO_SECRET_KEY="given")
    assert given.stdout.strip() == "True", given.stderr
    assert not var_dir.exists()
    missing = setting(var_dir, "settings.SECRET_KEY")
    assert missing.returncode != 0 and not var_dir.exists()
    assert f"no secret key: DJANGO_SECRET_KEY is unset and {var_dir / 'secret_key'} does not exist" in missing.stderr
    assert "python -m portal.embedded" in missing.stderr

    made = subprocess.run([sys.executable, "manage.py", "check"], cwd=ROOT, env=environment(var_dir), capture_output=True, text=True, timeout=120)
    assert made.returncode == 0, made.stderr
    key = var_dir / "secret_key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600 and len(key.read_text()) >= 50
    assert (var_dir / "staticfiles").is_dir()
    first = key.read_text()
    again = subprocess.run([sys.executable, "manage.py", "check"], cwd=ROOT, env=environment(var_dir), capture_output=True, text=True, timeout=120)
    assert again.returncode == 0 and key.read_text() == first  # kept, not replaced
    read = setting(var_dir, "len(settings.SECRET_KEY)")
    assert read.stdout.strip() == str(len(key.read_text().strip())), read.stderr


def test_an_image_build_keeps_no_key(tmp_path):
    """The image runs collectstatic with a throwaway DJANGO_SECRET_KEY: no key file is left in it."""
    done = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env=environment(tmp_path, DJANGO_SECRET_KEY="collectstatic-only"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "secret_key").exists()
