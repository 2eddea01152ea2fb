"""Worker "hosts" on one machine: each a network namespace with its own address and hostname,
joined by a bridge to private PostgreSQL and Redis servers, so that cutting a host's link or
restarting a server harms no one else on the machine.

Needs root and `ip netns`. Addresses come from 198.18.0.0/15 (RFC 2544, set aside for benchmark
tests): never routed anywhere, and each Network takes a /24 no interface here uses yet.
"""

import os
import random
import shutil
import signal
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

PG_BIN = Path("/usr/lib/postgresql/15/bin")


def sh(*argv: str, check: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    if check and done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.strip()}")
    return done


def unavailable() -> str:
    """Why hosts cannot be made here, or '' when they can."""
    if os.geteuid() != 0:
        return "network namespaces need root"
    for tool in ("ip", "unshare", "runuser", "redis-server"):
        if not shutil.which(tool):
            return f"{tool} is not installed"
    if not (PG_BIN / "initdb").exists():
        return f"PostgreSQL 15 server binaries not found in {PG_BIN}"
    probe = f"ebprobe{uuid.uuid4().hex[:6]}"
    if sh("ip", "netns", "add", probe, check=False).returncode != 0:
        return "`ip netns add` is not permitted here"
    sh("ip", "netns", "del", probe, check=False)
    return ""


@dataclass
class Host:
    name: str  # also its hostname, so it shows in lease holders ("name:pid")
    netns: str
    veth: str  # the machine-side end of its link
    address: str

    def prefix(self) -> tuple:
        """Run a command on this host: in its namespace, with its own hostname."""
        return ("ip", "netns", "exec", self.netns, "unshare", "--uts", "--", "sh", "-c", 'hostname "$0" && exec "$@"', self.name)


class Network:
    """A bridge on the machine (the servers' address) and hosts hanging off it."""

    def __init__(self):
        self.tag = uuid.uuid4().hex[:5]
        self.bridge = f"ebbr{self.tag}"
        used = sh("ip", "-o", "-4", "addr").stdout
        octet = random.choice([n for n in range(1, 255) if f"198.18.{n}." not in used])
        self.prefix = f"198.18.{octet}"
        self.gateway = f"{self.prefix}.1"
        self.hosts: list[Host] = []
        sh("ip", "link", "add", self.bridge, "type", "bridge")
        sh("ip", "addr", "add", f"{self.gateway}/24", "dev", self.bridge)
        sh("ip", "link", "set", self.bridge, "up")

    def add_host(self) -> Host:
        index = len(self.hosts) + 1
        host = Host(name=f"host{index}-{self.tag}", netns=f"eb{self.tag}h{index}", veth=f"ebv{self.tag}h{index}", address=f"{self.prefix}.{10 + index}")
        self.hosts.append(host)
        sh("ip", "netns", "add", host.netns)
        sh("ip", "link", "add", host.veth, "type", "veth", "peer", "name", "eth0", "netns", host.netns)
        sh("ip", "link", "set", host.veth, "master", self.bridge, "up")
        inside = ("ip", "netns", "exec", host.netns)
        sh(*inside, "ip", "addr", "add", f"{host.address}/24", "dev", "eth0")
        sh(*inside, "ip", "link", "set", "eth0", "up")
        sh(*inside, "ip", "link", "set", "lo", "up")
        sh(*inside, "ip", "route", "add", "default", "via", self.gateway)
        return host

    def cut(self, host: Host) -> None:
        """Pull the host's cable: its packets go nowhere, its connections hang."""
        sh("ip", "link", "set", host.veth, "down")

    def restore(self, host: Host) -> None:
        sh("ip", "link", "set", host.veth, "up")

    def close(self) -> None:
        for host in self.hosts:
            sh("ip", "netns", "del", host.netns, check=False)  # takes the veth pair with it
            sh("ip", "link", "del", host.veth, check=False)
        sh("ip", "link", "del", self.bridge, check=False)


class _Server:
    """A server process of the test's own, restartable at will."""

    def __init__(self, name: str):
        self.dir = Path(tempfile.mkdtemp(prefix=f"effbench-{name}-"))
        self.proc: subprocess.Popen | None = None

    def _launch(self, argv: list[str], user: str | None = None) -> None:
        if user:
            argv = ["runuser", "-u", user, "--", *argv]
        log = open(self.dir / "server.log", "ab")
        self.proc = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)

    def _wait(self, ready, what: str, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                log = (self.dir / "server.log").read_text(errors="replace")[-3000:]
                raise RuntimeError(f"{what} did not start:\n{log}")
            time.sleep(0.1)

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, sig)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()

    def restart(self) -> None:
        self.stop()
        self.start()

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


class PrivateRedis(_Server):
    """redis-server on `address`, configured as compose's redis:7 runs (no config file: the
    default save points, so a clean shutdown writes the queues to disk and a restart reads them)."""

    def __init__(self, address: str, port: int):
        super().__init__("redis")
        self.address, self.port = address, port
        self.url = f"redis://{address}:{port}/0"

    def start(self) -> "PrivateRedis":
        self._launch(["redis-server", "--bind", self.address, "--port", str(self.port), "--protected-mode", "no", "--dir", str(self.dir)])
        self._wait(self._answers, "redis-server")
        return self

    def _answers(self) -> bool:
        import redis

        try:
            return redis.Redis.from_url(self.url, socket_timeout=1).ping()
        except redis.RedisError:
            return False


class PrivatePostgres(_Server):
    """A throw-away PostgreSQL 15 cluster on `address`, run by the postgres user (the server
    refuses root); trust authentication for the hosts' network only."""

    def __init__(self, address: str, port: int, network: str):
        super().__init__("pg")
        self.address, self.port = address, port
        self.data = self.dir / "data"
        shutil.chown(self.dir, "postgres", "postgres")
        sh("runuser", "-u", "postgres", "--", str(PG_BIN / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync")
        with open(self.data / "pg_hba.conf", "a") as hba:
            hba.write(f"host all all {network} trust\n")
        with open(self.data / "postgresql.conf", "a") as conf:
            # A test cluster: speed over durability of the last commits on a machine crash
            # (a clean restart, which the tests make, loses nothing either way).
            conf.write(
                f"listen_addresses = '{address}'\nport = {port}\nunix_socket_directories = '{self.dir}'\n"
                "fsync = off\nfull_page_writes = off\nmax_connections = 300\n"
            )
        self.server_url = f"postgresql://postgres@{address}:{port}"

    def start(self) -> "PrivatePostgres":
        self._launch([str(PG_BIN / "postgres"), "-D", str(self.data)], user="postgres")
        self._wait(self._answers, "PostgreSQL")
        return self

    def stop(self, sig: int = signal.SIGINT) -> None:  # SIGINT: PostgreSQL's fast shutdown
        super().stop(sig)

    def _answers(self) -> bool:
        import psycopg

        try:
            with psycopg.connect(self.server_url + "/postgres", connect_timeout=1):
                return True
        except psycopg.Error:
            return False
