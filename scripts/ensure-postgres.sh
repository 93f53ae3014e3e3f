#!/usr/bin/env bash
# Makes a local PostgreSQL ready for the tests: installs Debian's package when missing, starts
# the cluster, waits for it and creates the role `firmenradar` (the tests' default admin URL).
# Idempotent; needs root. Exits non-zero with a message when PostgreSQL cannot be made ready.
set -euo pipefail

fail() {
  echo "ensure-postgres: $*" >&2
  exit 1
}

[ "$(id -u)" -eq 0 ] || fail "must run as root (it installs and starts PostgreSQL); try: sudo $0"

if ! command -v pg_ctlcluster >/dev/null || ! command -v psql >/dev/null; then
  echo "ensure-postgres: PostgreSQL is missing; installing it from Debian's packages"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi

# The `main` cluster of the newest version; a package installed without one gets it created here.
cluster=$(pg_lsclusters --no-header 2>/dev/null | awk '$2 == "main"' | sort -k1,1V | tail -n 1 || true)
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql 2>/dev/null | sort -V | tail -n 1)
  [ -n "$version" ] || fail "no PostgreSQL server version under /usr/lib/postgresql after installing"
  echo "ensure-postgres: creating cluster $version/main"
  pg_createcluster "$version" main
  cluster=$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main"')
fi
read -r version name port status _ <<<"$cluster"

if [ "$status" != "online" ]; then
  echo "ensure-postgres: starting cluster $version/$name on port $port"
  pg_ctlcluster "$version" "$name" start ||
    fail "cluster $version/$name did not start; see /var/log/postgresql/postgresql-$version-$name.log"
fi

# Waits up to 30 s for a cluster ($2, on port $1) to accept connections.
wait_ready() {
  for _ in $(seq 1 30); do
    if pg_isready -q -h 127.0.0.1 -p "$1"; then return; fi
    sleep 1
  done
  pg_isready -q -h 127.0.0.1 -p "$1" || fail "$2 does not accept connections on 127.0.0.1:$1 after 30 s"
}
wait_ready "$port" "cluster $version/$name"

as_postgres() { su postgres -c "$1"; }
exists=$(as_postgres "psql -p $port -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'firmenradar'\"")
if [ "$exists" != "1" ]; then
  echo "ensure-postgres: creating role firmenradar"
  as_postgres "psql -p $port -v ON_ERROR_STOP=1 -c \"CREATE ROLE firmenradar LOGIN SUPERUSER PASSWORD 'firmenradar'\"" ||
    fail "could not create role firmenradar"
fi

# A streaming replica of that cluster on port 5433, for the replica-read tests: a second cluster
# whose data directory is a base backup of the first (`pg_basebackup -R` makes it a standby).
replica_port=5433
replica=$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "replica"')
if [ -z "$replica" ]; then
  echo "ensure-postgres: creating the streaming replica $version/replica on port $replica_port"
  pg_createcluster "$version" replica --port "$replica_port" >/dev/null
  replica_dir=/var/lib/postgresql/$version/replica
  rm -rf "${replica_dir:?}"/*
  as_postgres "PGPASSWORD=firmenradar pg_basebackup -h 127.0.0.1 -p $port -U firmenradar -D $replica_dir -R -X stream" ||
    fail "pg_basebackup into $replica_dir failed"
  replica=$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "replica"')
fi
read -r _ _ replica_port replica_status _ <<<"$replica"
if [ "$replica_status" != "online" ] && [ "$replica_status" != "online,recovery" ]; then
  pg_ctlcluster "$version" replica start ||
    fail "replica $version/replica did not start; see /var/log/postgresql/postgresql-$version-replica.log"
fi
wait_ready "$replica_port" "replica $version/replica"

echo "ensure-postgres: PostgreSQL $version is ready at postgres://firmenradar:***@127.0.0.1:$port/postgres, replica on port $replica_port"
