"""compose.yaml: it validates with docker-compose (filled from .env.example, and refusing a missing
secret by name), its structure holds what deployment needs, and its services' own commands,
started as local processes against PostgreSQL and Redis, give a healthy web and worker."""

import json
import os
import re
import secrets
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
import requests
import yaml

from tests import demo_generations
from tests.e2e.harness import BIN, Portal, free_port, nginx_command

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "compose.yaml"
WORKER_HOST = ROOT / "deploy" / "worker-host.yaml"
MULTI_HOST = ROOT / "deploy" / "multi-host.yaml"
ENV_EXAMPLE = ROOT / ".env.example"
REQUIRED = ["POSTGRES_PASSWORD", "REDIS_PASSWORD", "DJANGO_SECRET_KEY", "DJANGO_ALLOWED_HOSTS"]
LONG_RUNNING = {"postgres", "redis", "web", "ws", "proxy", "worker"}
ONE_SHOT = {"migrate", "runner-image", "gem5"}
SECRET_NAME = re.compile(r"PASSWORD|SECRET|_KEY|TOKEN")

pytestmark = pytest.mark.skipif(not shutil.which("docker-compose"), reason="docker-compose is not installed (scripts/install-system.sh test)")


def example_values() -> dict:
    """.env.example's assignments (commented lines are defaults, not values)."""
    values = {}
    for line in ENV_EXAMPLE.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, _, value = line.partition("=")
            values[name.strip()] = value.strip()
    return values


def filled(**overrides) -> dict:
    """.env.example with its required values filled in as an operator would."""
    values = example_values()
    values.update(
        POSTGRES_PASSWORD=secrets.token_hex(16),
        REDIS_PASSWORD=secrets.token_hex(16),
        DJANGO_SECRET_KEY=secrets.token_urlsafe(40),
        DJANGO_ALLOWED_HOSTS="effbench.example.org",
    )
    values.update(overrides)
    return values


def compose(values: dict, *args: str, files=(COMPOSE,)) -> subprocess.CompletedProcess:
    """docker-compose with `values` as the .env file, in a clean environment (the test's own
    DATABASE_URL etc. must not leak in)."""
    with tempfile.TemporaryDirectory() as tmp:
        env_file = Path(tmp) / ".env"
        env_file.write_text("".join(f"{k}={v}\n" for k, v in values.items()))
        argv = ["docker-compose", *(a for f in files for a in ("-f", str(f))), "--env-file", str(env_file), *args]
        return subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=120, env={"PATH": os.environ["PATH"], "HOME": tmp})


def config(values: dict, *args: str, files=(COMPOSE,)) -> dict:
    done = compose(values, *args, "config", files=files)
    assert done.returncode == 0, done.stderr
    return yaml.safe_load(done.stdout)


def mounts(service: dict) -> set[tuple[str, str]]:
    """(source, target) of a resolved service's volumes ("source:target:mode" in 1.29's output)."""
    return {tuple(v.split(":")[:2]) for v in service.get("volumes", [])}


# ---- (a) it validates, and refuses a missing secret by name -------------------------------


def test_config_validates_with_the_example_values():
    resolved = config(filled())
    assert set(resolved["services"]) == LONG_RUNNING | ONE_SHOT
    # Only gem5 is optional: `--profile gem5` starts it.
    assert {name for name, s in resolved["services"].items() if s.get("profiles")} == {"gem5"}
    assert set(resolved["volumes"]) >= {"pgdata", "simcache"}


def test_the_example_as_it_is_names_a_missing_required_value():
    done = compose(example_values(), "config")
    assert done.returncode != 0
    assert any(f"set {name} in .env" in done.stderr for name in REQUIRED), done.stderr


@pytest.mark.parametrize("name", REQUIRED)
def test_each_required_value_missing_stops_config_naming_it(name):
    values = filled()
    del values[name]
    done = compose(values, "config")
    assert done.returncode != 0 and f"set {name} in .env" in done.stderr, done.stderr


def test_worker_host_and_multi_host_files_validate():
    host = config(
        {"DATABASE_URL": "postgresql://effbench:pw@10.0.0.2:5432/effbench", "REDIS_URL": "redis://:pw@10.0.0.2:6379/0", "DJANGO_SECRET_KEY": "k" * 40},
        files=(WORKER_HOST,),
    )
    assert set(host["services"]) == {"worker", "runner-image", "gem5"} and host["services"]["gem5"]["profiles"] == ["gem5"]
    done = compose({}, "config", files=(WORKER_HOST,))
    assert done.returncode != 0 and "DATABASE_URL" in done.stderr
    published = config(filled(PUBLISH_ADDRESS="10.0.0.2"), files=(COMPOSE, MULTI_HOST))
    assert published["services"]["postgres"]["ports"] == ["10.0.0.2:5432:5432/tcp"]
    assert published["services"]["redis"]["ports"] == ["10.0.0.2:6379:6379/tcp"]
    done = compose(filled(), "config", files=(COMPOSE, MULTI_HOST))
    assert done.returncode != 0 and "PUBLISH_ADDRESS" in done.stderr


# ---- (b) the structure that deployment needs ---------------------------------------------


def test_long_running_services_have_healthchecks_and_restart_policies():
    services = config(filled())["services"]
    long_running = {name for name, s in services.items() if s.get("restart") != "no" and not s.get("profiles")}
    assert long_running == LONG_RUNNING
    for name in LONG_RUNNING:
        assert services[name]["restart"] == "unless-stopped", name
        assert services[name]["healthcheck"]["test"], name
    assert "/health/" in " ".join(services["web"]["healthcheck"]["test"])
    assert services["worker"]["healthcheck"]["test"] == ["CMD", "python", "-m", "portal.ops.worker_health"]
    for name in ONE_SHOT - {"gem5"}:
        assert services[name]["restart"] == "no"
    for name in ("web", "ws", "worker"):
        assert services[name]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert "/health/" in " ".join(services["ws"]["healthcheck"]["test"])
    assert {s: c["condition"] for s, c in services["proxy"]["depends_on"].items()} == {"web": "service_healthy", "ws": "service_healthy"}
    assert services["worker"]["depends_on"]["runner-image"]["condition"] == "service_completed_successfully"


def test_worker_reaches_the_host_engine_and_shares_its_sandbox_directory():
    services = config(filled(EFFBENCH_SANDBOX_DIR="/srv/effbench-boxes"))["services"]
    worker = services["worker"]
    # The engine mounts a sandbox's work directory by its host path: the same on both sides.
    assert {("/var/run/docker.sock", "/var/run/docker.sock"), ("/srv/effbench-boxes", "/srv/effbench-boxes")} <= mounts(worker)
    assert worker["environment"]["TMPDIR"] == "/srv/effbench-boxes"
    assert worker["environment"]["SIM_RUNNER_SANDBOX"] == "docker"
    builder = services["runner-image"]
    assert ("/var/run/docker.sock", "/var/run/docker.sock") in mounts(builder)
    assert "images/runner/build.sh" in " ".join(builder["command"])
    assert (ROOT / "sim_runner" / "images" / "runner" / "build.sh").is_file()


def test_named_volumes_hold_the_database_and_the_simulation_cache():
    services = config(filled())["services"]
    volume_of = {name: {source: target for source, target in mounts(s) if not source.startswith("/")} for name, s in services.items()}
    assert volume_of["postgres"] == {"pgdata": "/var/lib/postgresql/data"}
    # The worker image points SIM_RUNNER_CACHE at the volume's mount point.
    cache = re.search(r"SIM_RUNNER_CACHE=(\S+)", (ROOT / "Dockerfile").read_text()).group(1)
    assert volume_of["worker"]["simcache"] == cache


def test_gem5_profile_makes_the_workers_image_available():
    values = filled(SIM_RUNNER_GEM5_IMAGE="lab/gem5-skylake:2024")
    services = config(values, "--profile", "gem5")["services"]
    assert services["gem5"]["profiles"] == ["gem5"] and services["gem5"]["entrypoint"] == ["true"]
    assert services["gem5"]["image"] == services["worker"]["environment"]["SIM_RUNNER_GEM5_IMAGE"] == "lab/gem5-skylake:2024"
    assert (
        config(filled())["services"]["worker"]["environment"]["SIM_RUNNER_GEM5_IMAGE"] == "alexshypula/gem5-skylake:api"
    )  # sim_runner.gem5.container.DEFAULT_IMAGE


def test_no_secret_is_written_in_the_files():
    for path in (COMPOSE, WORKER_HOST, MULTI_HOST):
        raw = path.read_text()
        # A secret-named variable never gets a default...
        defaulted = re.findall(r"\$\{([A-Z_]+):?-", raw)
        assert not [v for v in defaulted if SECRET_NAME.search(v)], path
        # ...and every secret-named environment entry is required or passed through.
        for service in yaml.safe_load(raw)["services"].values():
            for name, value in (service.get("environment") or {}).items():
                if SECRET_NAME.search(name) and value is not None:
                    assert re.fullmatch(r"\$\{[A-Z_]+:\?[^}]+\}", value), (path, name, value)
    # Secrets end up in the resolved config only from the env file.
    values = filled()
    resolved = json.dumps(config(values))
    assert values["DJANGO_SECRET_KEY"] in resolved and values["POSTGRES_PASSWORD"] in resolved
    for name in REQUIRED:
        assert values[name] not in COMPOSE.read_text()
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert not [line for line in dockerfile.splitlines() if re.match(r"\s*(ENV|ARG)\b", line) and SECRET_NAME.search(line)]
    assert ".env" in (ROOT / ".dockerignore").read_text().split()


def _variables_read(folder: str) -> set[str]:
    names = set()
    for path in (ROOT / folder).rglob("*.py"):
        text = path.read_text()
        names |= set(re.findall(r"os\.environ(?:\.get)?[(\[]\s*\"([A-Z][A-Z0-9_]+)\"", text))
        names |= set(re.findall(r"env_bool\(\"([A-Z][A-Z0-9_]+)\"", text))
    return names


def test_env_example_documents_every_variable_the_portal_and_worker_read():
    documented = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", ENV_EXAMPLE.read_text(), flags=re.M))
    # Not settings of a deployment: the CLI client's, the test suite's, and generic ones.
    elsewhere = {"EFFBENCH_URL", "EFFBENCH_TOKEN", "DATABASE_TEST_NAME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "DJANGO_SETTINGS_MODULE"}
    read = set().union(*(_variables_read(folder) for folder in ("portal", "evaluator", "sim_runner"))) - elsewhere
    assert read - documented == set()
    # Each with a one-line comment above it.
    lines = ENV_EXAMPLE.read_text().splitlines()
    for index, line in enumerate(lines):
        if re.match(r"^#?\s*[A-Z][A-Z0-9_]+=", line):
            above = next(lines[i] for i in range(index - 1, -1, -1) if not re.match(r"^#?\s*[A-Z][A-Z0-9_]+=", lines[i]))
            assert above.startswith("# ") and len(above) > 10, line
    # Whatever the app containers pass through is documented too.
    app_env = yaml.safe_load(COMPOSE.read_text())["x-app"]["environment"]
    assert set(app_env) - documented == set()


def test_worker_host_worker_passes_the_same_settings_as_the_main_one():
    main = yaml.safe_load(COMPOSE.read_text())
    host = yaml.safe_load(WORKER_HOST.read_text())["services"]["worker"]
    web_only = {
        "DJANGO_ALLOWED_HOSTS",
        "DJANGO_CSRF_TRUSTED_ORIGINS",
        "DJANGO_DEBUG",
        "SUBMISSION_MAX_BYTES",
        "SUBMISSION_QUOTA_PER_DAY",
        "SUBMISSION_QUOTA_CONCURRENT",
        "THROTTLE_ANON",
        "THROTTLE_USER",
        "THROTTLE_SUBMISSIONS",
        "DJANGO_HTTPS",
        "DJANGO_HSTS_SECONDS",
        "DJANGO_HSTS_SUBDOMAINS",
        "DJANGO_HSTS_PRELOAD",
        "METRICS_TOKEN",
    }
    main_worker = set(main["x-app"]["environment"]) | set(main["services"]["worker"]["environment"]) - {"<<"}
    assert main_worker - web_only - set(host["environment"]) == set()
    assert host["command"] == main["services"]["worker"]["command"]
    assert host["healthcheck"]["test"] == main["services"]["worker"]["healthcheck"]["test"]
    assert "/var/run/docker.sock:/var/run/docker.sock" in host["volumes"]


# ---- (c) the same services, started as processes ------------------------------------------


def _argv(command) -> list[str]:
    return list(command) if isinstance(command, list) else shlex.split(command)


def _process_env(portal: Portal, service: dict) -> dict:
    """The service's environment as compose resolves it, on this machine: PostgreSQL and Redis
    are the test's own (a fresh database, a Redis namespace of its own) instead of the
    `postgres` and `redis` containers."""
    env = {k: str(v) for k, v in service["environment"].items() if v is not None}
    for wiring in ("DATABASE_URL", "REDIS_URL"):
        env[wiring] = portal.env[wiring]
    return env


def _healthcheck(portal: Portal, service: dict) -> subprocess.CompletedProcess:
    kind, *argv = service["healthcheck"]["test"]
    assert kind == "CMD"
    return portal.run(argv, timeout=60)


@pytest.mark.e2e
def test_compose_services_as_processes(require_docker, tmp_path):
    site_port, http_port, ws_port = free_port(), free_port(), free_port()
    sandbox_dir = tmp_path / "sandboxes"
    sandbox_dir.mkdir(mode=0o1777)
    # Plain HTTP on loopback, as an operator trying it out before a TLS proxy is in front.
    services = config(
        filled(WEB_PORT=str(http_port), WS_PORT=str(ws_port), DJANGO_ALLOWED_HOSTS="127.0.0.1", EFFBENCH_SANDBOX_DIR=str(sandbox_dir), DJANGO_HTTPS="0")
    )["services"]
    portal = Portal(mode="deployed", sandbox="docker", port=site_port)
    try:
        # The compose services find python, gunicorn, uvicorn and dramatiq on PATH, as in the image.
        portal.env["PATH"] = f"{BIN}:{os.environ['PATH']}"
        portal.env.update(_process_env(portal, services["worker"]))

        started = time.monotonic()
        migrate = portal.run(_argv(services["migrate"]["command"]), timeout=900)
        assert migrate.returncode == 0, migrate.stdout + migrate.stderr
        print(f"migrate job: {time.monotonic() - started:.1f} s")

        portal.env.update(_process_env(portal, services["web"]))
        portal.spawn("web", _argv(services["web"]["command"]))
        portal.spawn("ws", _argv(services["ws"]["command"]))
        # The proxy as its image fills in the template from the service's environment, the
        # upstreams on this machine instead of the containers' names.
        proxy = services["proxy"]["environment"]
        assert (proxy["EFFBENCH_HTTP_UPSTREAM"], proxy["EFFBENCH_WS_UPSTREAM"]) == (f"web:{http_port}", f"ws:{ws_port}")
        portal.spawn(
            "proxy",
            nginx_command(
                tmp_path / "nginx",
                listen=f"127.0.0.1:{site_port}",
                http_upstream=f"127.0.0.1:{http_port}",
                ws_upstream=f"127.0.0.1:{ws_port}",
                max_body=proxy["EFFBENCH_MAX_BODY"],
            ),
        )
        health = _wait(lambda: requests.get(f"{portal.url}/health/", timeout=5), portal)
        body = health.json()
        assert health.status_code == 200, body
        assert health.headers["Server"].startswith("nginx")
        # The web process runs no sandbox: its workers check theirs.
        assert set(body["parts"]) == {"database", "broker", "channel_layer"}
        assert _healthcheck(portal, services["web"]).returncode == 0
        _wait_until(lambda: _healthcheck(portal, services["ws"]), lambda done: done.returncode == 0, portal, timeout=60)
        assert requests.get(f"{portal.url}/api/v1/benchmarks/", timeout=5).json()["count"]  # the suites are loaded

        worker_env = _process_env(portal, services["worker"])
        assert worker_env["LOG_FORMAT"] == "json" and worker_env["TMPDIR"] == str(sandbox_dir)
        portal.env.update(worker_env)
        worker = portal.spawn("worker", _argv(services["worker"]["command"]))
        checked = _wait_until(lambda: _healthcheck(portal, services["worker"]), lambda done: done.returncode == 0, portal, timeout=90)
        report = json.loads(checked.stdout)
        assert report["ok"] and set(report["parts"]) == {"heartbeat", "database", "broker", "sandbox"}
        assert report["parts"]["sandbox"]["detail"].startswith("docker: effbench-runner:")

        # A real submission through those processes: its units' log lines are JSON carrying the
        # submission and generation ids.
        submission_id = _submit_demo(portal)
        lines = _json_lines(portal)
        finished = [
            e
            for e in lines
            if e.get("submission_id") == submission_id and e.get("generation_id") and e["logger"] == "evaluator.pipeline" and "done)" in e["message"]
        ]
        assert len(finished) == 3, lines[-20:]
        assert all(isinstance(e["generation_id"], int) and e["level"] == "INFO" and e["time"] for e in finished)
        assert len({e["generation_id"] for e in finished}) == 3
        assert not list(sandbox_dir.glob("sim-runner-*"))  # every sandbox work directory was removed

        # A dead worker fails the healthcheck, naming why.
        portal.kill(worker)
        dead = _healthcheck(portal, services["worker"])
        assert dead.returncode == 1 and "no live worker process" in json.loads(dead.stdout)["parts"]["heartbeat"]["detail"]
    finally:
        portal.stop()


def _submit_demo(portal: Portal) -> int:
    from tests.e2e.harness import manage

    manage(portal.env, "load_demo")
    token = portal.create_user("deployer", "correct-horse-battery-staple")
    response = requests.post(
        f"{portal.url}/api/v1/submissions/",
        headers={"Authorization": f"Token {token}"},
        data={"benchmark": "demo", "model_name": "compose-processes"},
        files={"file": ("gen.jsonl", demo_generations.all_correct())},
        timeout=30,
    )
    assert response.status_code == 201, response.text
    state = portal.wait_finished(token, response.json()["id"], timeout=300)
    assert state["status"] == "finished", state
    return response.json()["id"]


def _json_lines(portal: Portal) -> list[dict]:
    entries = []
    for path in portal.logs.glob("worker-*.log"):
        for line in path.read_text(errors="replace").splitlines():
            if line.startswith("{"):
                entries.append(json.loads(line))  # a line that starts as JSON must parse whole
    return entries


def _wait(call, portal: Portal, timeout: float = 60):
    return _wait_until(call, lambda r: r.status_code == 200, portal, timeout)


def _wait_until(call, good, portal: Portal, timeout: float):
    deadline, last = time.monotonic() + timeout, None
    while time.monotonic() < deadline:
        try:
            last = call()
            if good(last):
                return last
        except requests.ConnectionError:
            pass
        for proc in portal.processes:
            if proc.poll() is not None:
                raise AssertionError(f"a process exited early:\n{portal.read_logs()}")
        time.sleep(0.5)
    raise AssertionError(f"not ready in {timeout}s: {getattr(last, 'stdout', last)}\n{portal.read_logs()}")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))
