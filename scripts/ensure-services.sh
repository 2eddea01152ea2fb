#!/usr/bin/env bash
# Starts what the test suite talks to, where it is not already running:
# PostgreSQL on 127.0.0.1:5432, Redis on 127.0.0.1:6379, RabbitMQ on 127.0.0.1:5672 where installed,
# the Docker engine and the runner image.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "Starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  for _ in $(seq 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
me=$(id -un)
if [ "$(id -u)" -eq 0 ] && ! psql -h /var/run/postgresql -U "$me" -d postgres -tAc 'select 1' >/dev/null 2>&1; then
  echo "Creating PostgreSQL role $me"
  runuser -u postgres -- psql -qc "CREATE ROLE \"$me\" SUPERUSER LOGIN"
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp \
    --logfile /tmp/effbench-redis.log
  for _ in $(seq 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.5; done
fi
# RabbitMQ, where installed: the broker setting's end-to-end test (it skips, saying so, without).
if command -v rabbitmq-server >/dev/null && ! (exec 3<>/dev/tcp/127.0.0.1/5672) 2>/dev/null; then
  echo "Starting RabbitMQ"
  rabbitmq-server -detached
  for _ in $(seq 60); do (exec 3<>/dev/tcp/127.0.0.1/5672) 2>/dev/null && break; sleep 1; done
fi
"$here/ensure-docker.sh"
