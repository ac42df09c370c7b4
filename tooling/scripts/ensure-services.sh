#!/usr/bin/env bash
# Installs and starts, from Debian's packages, what the tests need and a fresh machine may lack:
# chromium (browser tests), PostgreSQL on 127.0.0.1:5432 with trust auth and a database `test`, Redis on
# 127.0.0.1:6379 and NATS with JetStream on 127.0.0.1:4222 (the relay cluster tests). Safe to run again:
# a service that answers is left alone.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-services: installing chromium from Debian's packages"
  apt_install chromium
fi

pg_ready() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
pg_trusts() { psql -h 127.0.0.1 -U postgres -d postgres -c 'select 1' >/dev/null 2>&1; }
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_isready >/dev/null 2>&1; then
    echo "ensure-services: installing postgresql from Debian's packages"
    apt_install postgresql
  fi
  # Debian's package may or may not start its cluster, and it asks for passwords over TCP: make sure it
  # runs and trusts loopback, as the project's machines do.
  if ! pg_ready || ! pg_trusts; then
    version="$(ls /etc/postgresql | sort -n | tail -1)"
    conf="/etc/postgresql/$version/main"
    if ! grep -q '^host all all 127.0.0.1/32 trust' "$conf/pg_hba.conf"; then
      as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all all trust' "$conf/pg_hba.conf"
    fi
    if pg_ready; then
      as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload || as_root pg_ctlcluster "$version" main reload
    else
      as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || as_root pg_ctlcluster "$version" main start
    fi
    for _ in $(seq 1 50); do pg_ready && pg_trusts && break; sleep 0.2; done
  fi
  if ! psql -h 127.0.0.1 -U postgres -d test -c 'select 1' >/dev/null 2>&1; then
    psql -h 127.0.0.1 -U postgres -d postgres -c 'create database test' >/dev/null
  fi
fi

# Redis for the relay cluster tests: no persistence (the tests make their own keys and delete them).
redis_ready() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }
if ! redis_ready; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "ensure-services: installing redis-server from Debian's packages"
    apt_install redis-server
  fi
  # Debian's package may have started its own instance (systemd); check again before starting ours.
  if ! redis_ready; then
    as_root mkdir -p /var/lib/redis /var/log/redis
    as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
  fi
  for _ in $(seq 1 50); do redis_ready && break; sleep 0.2; done
  redis_ready || { echo "ensure-services: Redis does not answer on 127.0.0.1:6379" >&2; exit 1; }
fi

# NATS with JetStream for the relay cluster tests.
nats_ready() { (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; }
if ! nats_ready; then
  if [ ! -x /usr/sbin/nats-server ]; then
    echo "ensure-services: installing nats-server from Debian's packages"
    apt_install nats-server
  fi
  if ! nats_ready; then
    as_root mkdir -p /var/lib/nats-server
    # The pid file makes "already running" mean this server, not any nats-server on another port.
    as_root start-stop-daemon --start --oknodo --background --make-pidfile --pidfile /run/nats-server-4222.pid \
      --exec /usr/sbin/nats-server -- \
      -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
  fi
  for _ in $(seq 1 50); do nats_ready && break; sleep 0.2; done
  nats_ready || { echo "ensure-services: NATS does not answer on 127.0.0.1:4222" >&2; exit 1; }
fi
