"""A deployed process's database session that goes quiet inside a transaction (its host lost its
link: the server cannot tell) is ended by the server, so the locks it held come free for the
other workers instead of stalling them until TCP gives up on the session, hours later."""

import os
import subprocess
import sys

import psycopg

from tests.e2e.harness import ROOT

LOCK_KEY = 715_015  # an advisory lock of this test's own
IDLE_SECONDS = 2

# A deployed process that takes a lock inside a transaction, says so, and then goes quiet: what
# the server sees of a worker whose host lost its link while it saved a result.
QUIET_HOLDER = f"""
import time
import django
django.setup()
from django.db import connection, transaction
with transaction.atomic(), connection.cursor() as cursor:
    cursor.execute("SELECT pg_advisory_xact_lock({LOCK_KEY})")
    print("locked", flush=True)
    time.sleep(600)
"""


def test_a_session_quiet_inside_a_transaction_is_ended_and_its_locks_freed():
    # The server's maintenance database: the test's own database is pytest's to create. Advisory
    # locks are per database, so both sessions use this one.
    database_url = os.environ["DATABASE_URL"].rsplit("/", 1)[0] + "/postgres"
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "DJANGO_SETTINGS_MODULE": "portal.settings",
        "EFFBENCH_MODE": "deployed",
        "REDIS_URL": os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/14"),
        "DJANGO_SECRET_KEY": "test-db-sessions-secret",
        "DATABASE_IDLE_IN_TRANSACTION_SECONDS": str(IDLE_SECONDS),
    }
    holder = subprocess.Popen([sys.executable, "-c", QUIET_HOLDER], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = holder.stdout.readline()  # blocks until the lock is held, or the process ended
        assert line.strip() == "locked", holder.stderr.read()
        with psycopg.connect(database_url, autocommit=True) as other:
            # Held: another session cannot have it now.
            assert other.execute(f"SELECT pg_try_advisory_lock({LOCK_KEY})").fetchone() == (False,)
            # Waiting for it returns once the server has ended the quiet session, after its
            # IDLE_SECONDS; without that, this wait would last until its statement timeout.
            other.execute("SET statement_timeout = '60s'")
            other.execute(f"SELECT pg_advisory_lock({LOCK_KEY})")
            other.execute(f"SELECT pg_advisory_unlock({LOCK_KEY})")
    finally:
        holder.kill()
        holder.wait()
