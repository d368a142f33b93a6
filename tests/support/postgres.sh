#!/bin/sh
# Starts Debian's local PostgreSQL cluster and gives the API tests a fresh database:
#   role boc / password boc, database boc (dropped and re-created on every run).
# Idempotent. Runs as root (CI) or as a user with sudo. Then:
#   DATABASE_URL=postgres://boc:boc@127.0.0.1:5432/boc npx vitest run --project api
set -eu

VERSION="${PG_VERSION:-$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)}"
if [ -z "$VERSION" ]; then
  echo "postgres.sh: no PostgreSQL cluster found (apt-get install postgresql)" >&2
  exit 1
fi

as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sudo -u postgres sh -c "$1"; fi
}

if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  if [ "$(id -u)" = 0 ]; then pg_ctlcluster "$VERSION" main start; else sudo pg_ctlcluster "$VERSION" main start; fi
fi

# Wait until the server accepts connections.
i=0
until as_postgres "psql -qtAc 'select 1'" >/dev/null 2>&1; do
  i=$((i + 1))
  if [ "$i" -gt 30 ]; then
    echo "postgres.sh: PostgreSQL did not start" >&2
    exit 1
  fi
  sleep 1
done

as_postgres "psql -qtAc \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname = 'boc') then create role boc login password 'boc'; end if; end \\\$\\\$\""
as_postgres "dropdb --if-exists --force boc"
as_postgres "createdb -O boc boc"
echo "postgres.sh: DATABASE_URL=postgres://boc:boc@127.0.0.1:5432/boc"
