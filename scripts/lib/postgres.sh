# Sourced by .ci/run: the server's PostgreSQL tests (two API processes, interleaved transfers,
# job locks) need a real server at 127.0.0.1:$PG_PORT with trust auth and a database `test`.
# When none answers and we are root, Debian's PostgreSQL is installed, a cluster on that port is
# created or started, and TEST_DATABASE_URL points at it. The server suite fails under CI=true
# when it is still unset (server/src/testing/on-postgres.ts).
PG_PORT="${PG_PORT:-5432}"

pg_answers() { (exec 3<>"/dev/tcp/127.0.0.1/$PG_PORT") 2>/dev/null; }

start_debian_postgres() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "Installing Debian's PostgreSQL for the server tests…"
    apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || return 1
  fi
  local version cluster
  version=$(ls /usr/lib/postgresql | sort -V | tail -1)
  cluster=$(pg_lsclusters -h | awk -v v="$version" -v p="$PG_PORT" '$1 == v && $3 == p { print $2 }')
  if [ -z "$cluster" ]; then
    cluster=ci
    pg_createcluster "$version" "$cluster" --port "$PG_PORT" >/dev/null || return 1
  fi
  # Trust for the local socket and loopback TCP only: a throw-away CI database.
  printf '%s\n' 'local all all trust' 'host all all 127.0.0.1/32 trust' 'host all all ::1/128 trust' \
    >"/etc/postgresql/$version/$cluster/pg_hba.conf"
  pg_ctlcluster "$version" "$cluster" restart || return 1
  local tries=0
  until pg_answers; do
    tries=$((tries + 1))
    [ "$tries" -gt 30 ] && return 1
    sleep 1
  done
  psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "select 1 from pg_database where datname = 'test'" |
    grep -q 1 || psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc 'create database test'
}

if ! pg_answers && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  start_debian_postgres || echo "Could not start Debian's PostgreSQL on port $PG_PORT" >&2
fi
if pg_answers; then
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:$PG_PORT/test}"
  echo "Server tests on PostgreSQL: $TEST_DATABASE_URL"
else
  echo "No PostgreSQL on 127.0.0.1:$PG_PORT: server tests on embedded PGlite (PostgreSQL tests skip, fail under CI=true)"
fi
