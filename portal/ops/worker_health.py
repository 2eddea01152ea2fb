"""Health of a deployed worker: `python -m portal.ops.worker_health` (the worker container's
healthcheck) exits 0 when

- every live worker process of this machine (or container) wrote its heartbeat within
  STALE_SECONDS and its Dramatiq consumer and worker threads are all alive (a hung or
  half-dead process fails it; a process that exited is ignored, Dramatiq's parent or the
  container's restart policy replaces it), and at least one such process exists;
- the database, the broker and the sandbox (Docker engine and runner image, or bubblewrap)
  answer from here, checked for real as /health/ does.

Otherwise it prints what failed and exits 1. The heartbeats are files in
VAR_DIR/worker-heartbeats, one per process, written by the `Heartbeat` middleware that
`evaluator.worker` installs.
"""

import json
import logging
import os
import sys
import threading
import time
from pathlib import Path

import redis
from dramatiq.middleware import Middleware

log = logging.getLogger(__name__)

BEAT_SECONDS = 5.0
STALE_SECONDS = 30.0


def heartbeat_dir() -> Path:
    from django.conf import settings

    return Path(settings.VAR_DIR) / "worker-heartbeats"


class Heartbeat(Middleware):
    """Every BEAT_SECONDS, writes this process's pid, time and thread liveness to its file, for
    this host's healthcheck, and to Redis (where there is one), for the portal's /metrics/."""

    def after_worker_boot(self, broker, worker):
        from evaluator.actors import HOLDER
        from portal.ops.metrics import heartbeats_key, redis_client

        self._worker = worker
        self._stop = threading.Event()
        self._path = heartbeat_dir() / f"{os.getpid()}.json"
        self._path.parent.mkdir(parents=True, exist_ok=True)
        self._redis, self._key, self._name = redis_client(), heartbeats_key(), HOLDER
        self._beat()
        threading.Thread(target=self._loop, daemon=True, name="heartbeat").start()

    def before_worker_shutdown(self, broker, worker):
        self._stop.set()
        self._path.unlink(missing_ok=True)
        if self._redis is not None:
            self._redis.hdel(self._key, self._name)

    def _loop(self):
        while not self._stop.wait(BEAT_SECONDS):
            self._beat()

    def _beat(self):
        consumers = list(self._worker.consumers.values())
        threads = list(self._worker.workers)
        state = {
            "pid": os.getpid(),
            "time": time.time(),
            "consumers": len(consumers),
            "consumers_alive": sum(t.is_alive() for t in consumers),
            "threads": len(threads),
            "threads_alive": sum(t.is_alive() for t in threads),
        }
        temporary = self._path.with_suffix(".tmp")
        temporary.write_text(json.dumps(state))
        temporary.replace(self._path)  # atomic: the checker never reads half a file
        if self._redis is not None:
            try:
                self._redis.hset(self._key, self._name, json.dumps(state))
            except redis.RedisError:  # Redis restarting: the next beat tries again
                log.warning("heartbeat: Redis did not take it", exc_info=True)


def _alive(pid: int) -> bool:
    """Running (a zombie, killed but not yet reaped, is not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:  # no /proc here: ask the kernel
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            pass
        return True
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def check_heartbeats(directory: Path, now: float | None = None) -> str:
    """Raise naming the problem unless every live worker process beats with all its threads."""
    now = time.time() if now is None else now
    live = []
    for path in sorted(directory.glob("*.json")) if directory.is_dir() else []:
        try:
            state = json.loads(path.read_text())
        except (OSError, ValueError):
            continue  # replaced while read: the next check reads it
        if not _alive(int(state["pid"])):
            continue
        age = now - state["time"]
        if age > STALE_SECONDS:
            raise RuntimeError(f"worker process {state['pid']} wrote no heartbeat for {age:.0f} s (hung?)")
        if state["consumers_alive"] < state["consumers"] or state["threads_alive"] < state["threads"]:
            raise RuntimeError(
                f"worker process {state['pid']} lost threads: consumers "
                f"{state['consumers_alive']}/{state['consumers']}, workers "
                f"{state['threads_alive']}/{state['threads']}"
            )
        live.append(state)
    if not live:
        raise RuntimeError(f"no live worker process has a heartbeat in {directory}")
    return f"{len(live)} process(es), {sum(s['threads'] for s in live)} worker threads"


def worker_health() -> dict:
    from portal.ops.health import CHECKS, _timed

    parts = {"heartbeat": _timed(lambda: check_heartbeats(heartbeat_dir()))}
    parts.update({name: _timed(CHECKS[name]) for name in ("database", "broker", "sandbox")})
    return {"ok": all(p["ok"] for p in parts.values()), "parts": parts}


def main() -> int:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    django.setup()
    report = worker_health()
    print(json.dumps(report))
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
