"""Real processes for end-to-end tests: the web server and, in deployed mode, a Dramatiq worker,
each on its own database, talking over real sockets. The web server as each mode runs it: daphne,
one process (embedded: the Makefile's, with the worker inside); deployed as compose.yaml runs it,
nginx in front (deploy/nginx/effbench.conf.template) of gunicorn for HTTP and uvicorn for
websockets, several processes each, each keeping a pool of database connections."""

import os
import shutil
import signal
import socket
import string
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
import requests

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
NGINX_TEMPLATE = ROOT / "deploy" / "nginx" / "effbench.conf.template"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def manage(env: dict, *args: str, input_text: str | None = None) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        input=input_text,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
    return done.stdout


def nginx_command(directory: Path, *, listen: str, http_upstream: str, ws_upstream: str, max_body: str) -> list[str]:
    """nginx in the foreground, configured as compose's proxy service: the deployed template
    filled in as its image does, inside an http block whose files all live in `directory`."""
    if not shutil.which("nginx"):
        raise RuntimeError("nginx is not installed: scripts/install-system.sh test (or apt-get install nginx-light)")
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "effbench.conf").write_text(
        string.Template(NGINX_TEMPLATE.read_text()).safe_substitute(
            EFFBENCH_LISTEN=listen, EFFBENCH_HTTP_UPSTREAM=http_upstream, EFFBENCH_WS_UPSTREAM=ws_upstream, EFFBENCH_MAX_BODY=max_body
        )
    )
    temp = " ".join(f"{kind}_temp_path {directory / kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    # As root, nginx's workers would otherwise run as nobody, who cannot enter the test's directory.
    user = "user root;" if os.geteuid() == 0 else ""
    (directory / "nginx.conf").write_text(
        f"daemon off; {user} worker_processes 1; pid {directory / 'nginx.pid'}; error_log stderr warn;\n"
        f"events {{ worker_connections 2048; }}\n"
        f"http {{ access_log off; {temp} include {directory / 'effbench.conf'}; }}\n"
    )
    return [shutil.which("nginx"), "-e", "stderr", "-p", str(directory), "-c", str(directory / "nginx.conf")]


@dataclass
class Portal:
    """One portal installation. mode 'deployed': PostgreSQL + Redis + a separate worker process;
    mode 'embedded': SQLite + in-process worker (no services)."""

    mode: str
    sandbox: str = "auto"
    extra_env: dict = field(default_factory=dict)
    port: int = field(default_factory=free_port)
    processes: list = field(default_factory=list)
    # Deployed mode on servers of the test's own (tests/deploy/hosts.py) instead of the machine's.
    db_server: str = ""  # e.g. "postgresql://postgres@198.18.7.1:5433"
    redis_url: str = ""

    def __post_init__(self):
        self.tag = uuid.uuid4().hex[:8]
        self.var_dir = Path(tempfile.mkdtemp(prefix=f"effbench-{self.mode}-"))
        self.logs = self.var_dir / "logs"
        self.logs.mkdir()
        self.env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "EFFBENCH_MODE"}}
        self.env.update(
            EFFBENCH_VAR_DIR=str(self.var_dir),
            SIM_RUNNER_SANDBOX=self.sandbox,
            DJANGO_SETTINGS_MODULE="portal.settings",
            PYTHONUNBUFFERED="1",
        )
        if self.mode == "deployed":
            base = self.db_server + "/effbench" if self.db_server else os.environ.get("DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/effbench")
            self.db_name = f"effbench_e2e_{self.tag}"
            self.admin_url = base.rsplit("/", 1)[0] + "/postgres"
            with psycopg.connect(self.admin_url, autocommit=True) as conn:
                conn.execute(f'CREATE DATABASE "{self.db_name}"')
            self.env["DATABASE_URL"] = base.rsplit("/", 1)[0] + "/" + self.db_name
            self.env["REDIS_URL"] = self.redis_url or os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14")
            self.env["EFFBENCH_MODE"] = "deployed"
            self.env.setdefault("DJANGO_SECRET_KEY", f"e2e-only-secret-key-{self.tag}-{uuid.uuid4().hex}")
            self.env.setdefault("DJANGO_HTTPS", "0")  # the test's servers speak plain HTTP on loopback
            self.env["DRAMATIQ_NAMESPACE"] = f"effbench-e2e-{self.tag}"
            self.env["CHANNELS_PREFIX"] = f"effbench-e2e-{self.tag}"
        self.env.update(self.extra_env)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self, worker: bool = True) -> "Portal":
        """Migrate, load and measure the demo, serve; in deployed mode also start one worker
        (unless `worker` is False: the caller starts its own)."""
        manage(self.env, "migrate", "--noinput", "-v0")
        manage(self.env, "load_demo")
        manage(self.env, "measure_baselines", "demo")
        self.spawn_web()
        if self.mode == "deployed" and worker:
            self.start_worker()
        self._wait_ready()
        return self

    def start_worker(self, processes: int = 1, threads: int = 2, prefix: tuple = (), env: dict | None = None):
        """`prefix` runs the worker through another command (e.g. `ip netns exec HOST`); `env`
        adds to the portal's environment for this worker only."""
        return self._spawn(
            "worker",
            [*prefix, str(BIN / "dramatiq"), "evaluator.worker", "--processes", str(processes), "--threads", str(threads)],
            env={**self.env, **(env or {})},
        )

    def run(self, argv: list[str], timeout: float = 600) -> subprocess.CompletedProcess:
        """A one-shot command (a migrate job, a healthcheck) in this portal's environment."""
        return subprocess.run(argv, cwd=ROOT, env=self.env, capture_output=True, text=True, timeout=timeout)

    def spawn_web(self, processes: int = 2):
        """The web server of this portal's mode. Deployed: `processes` gunicorn processes (HTTP)
        and as many uvicorn processes (websockets) behind nginx on self.port, as compose.yaml's
        web, ws and proxy services."""
        if self.mode == "embedded":
            return self._spawn("web", [str(BIN / "daphne"), "-b", "127.0.0.1", "-p", str(self.port), "portal.asgi:application"])
        http_port, ws_port = free_port(), free_port()
        served = {"DATABASE_POOL_SIZE": "8", "WEB_PROXIES": "1", **self.env}
        self._spawn(
            "web",
            [
                str(BIN / "gunicorn"),
                "portal.wsgi:application",
                "--bind",
                f"127.0.0.1:{http_port}",
                "--workers",
                str(processes),
                "--worker-class",
                "gthread",
                "--threads",
                "4",
            ],
            env=served,
        )
        self._spawn(
            "ws",
            [
                str(BIN / "uvicorn"),
                "portal.asgi:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(ws_port),
                "--workers",
                str(processes),
                "--lifespan",
                "off",
                "--ws-per-message-deflate",
                "false",
            ],
            env=served,
        )
        return self._spawn(
            "proxy",
            nginx_command(
                self.var_dir / "nginx",
                listen=f"127.0.0.1:{self.port}",
                http_upstream=f"127.0.0.1:{http_port}",
                ws_upstream=f"127.0.0.1:{ws_port}",
                max_body=str(self.max_upload_bytes + 2**20),
            ),
        )

    @property
    def max_upload_bytes(self) -> int:
        return int(self.env.get("SUBMISSION_MAX_BYTES", 20 * 2**20))  # settings.SUBMISSION_MAX_BYTES

    def spawn(self, name: str, argv: list[str]):
        """A long-running process of this portal (stopped by stop()); its log in self.logs."""
        return self._spawn(name, argv)

    def _spawn(self, name: str, argv: list[str], env: dict | None = None):
        log = open(self.logs / f"{name}-{len(self.processes)}.log", "wb")
        proc = subprocess.Popen(argv, cwd=ROOT, env=env or self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        self.processes.append(proc)
        return proc

    def _wait_ready(self, timeout: float = 60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if requests.get(self.url + "/api/v1/benchmarks/", timeout=2).status_code == 200:
                    return
            except (requests.ConnectionError, requests.Timeout):  # not listening yet, or still starting
                pass
            for proc in self.processes:
                if proc.poll() is not None:
                    raise RuntimeError(f"a portal process exited early:\n{self.read_logs()}")
            time.sleep(0.2)
        raise RuntimeError(f"portal did not answer within {timeout}s:\n{self.read_logs()}")

    def read_logs(self) -> str:
        return "\n".join(f"--- {p.name}\n{p.read_text(errors='replace')[-4000:]}" for p in sorted(self.logs.iterdir()))

    def create_user(self, username: str, password: str) -> str:
        """Create a user with a password; return an API token for it."""
        token = manage(self.env, "issue_token", username, "--create-user").strip()
        manage(
            self.env,
            "shell",
            "-c",
            f"import sys; from django.contrib.auth.models import User; u = User.objects.get(username={username!r}); u.set_password(sys.stdin.read()); u.save()",
            input_text=password,
        )
        return token

    def set_demo_split(self, problem_ids: list[str], split: str) -> None:
        """The demo holds all its problems out; a deployment makes some public dev problems (an
        admin's change): their split, and their tests shown or hidden with it."""
        manage(
            self.env,
            "shell",
            "-c",
            "from portal.benchmarks.models import Problem, TestCase; "
            f"Problem.objects.filter(benchmark__slug='demo', problem_id__in={problem_ids!r}).update(split={split!r}); "
            f"TestCase.objects.filter(problem__benchmark__slug='demo', problem__problem_id__in={problem_ids!r})"
            f".update(hidden={split != 'dev'})",
        )

    def kill(self, proc) -> None:
        """SIGKILL a process and everything it started: a worker dying mid-job."""
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()

    def stop(self):
        for proc in self.processes:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in self.processes:
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        if self.mode == "deployed":
            with psycopg.connect(self.admin_url, autocommit=True) as conn:
                conn.execute(f'DROP DATABASE IF EXISTS "{self.db_name}" WITH (FORCE)')
        shutil.rmtree(self.var_dir, ignore_errors=True)

    def wait_finished(self, token: str, submission_id: int, timeout: float = 180) -> dict:
        deadline = time.monotonic() + timeout
        state = {}
        while time.monotonic() < deadline:
            state = requests.get(f"{self.url}/api/v1/submissions/{submission_id}/", headers={"Authorization": f"Token {token}"}, timeout=10).json()
            if state.get("status") in {"finished", "failed", "cancelled"}:
                return state
            time.sleep(0.3)
        raise AssertionError(f"submission {submission_id} not finished in {timeout}s: {state}\n{self.read_logs()}")
