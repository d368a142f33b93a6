#!/bin/sh
# The API contract suite again, on a real PostgreSQL, when Debian's server is installed (npm test installs it
# first: ensure-test-deps.sh).
set -e
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "PostgreSQL is not installed here: skipping the API suite on PostgreSQL (apt-get install -y postgresql)."
  exit 0
fi
sh tests/support/postgres.sh
DATABASE_URL=postgres://boc:boc@127.0.0.1:5432/boc npx vitest run --project api
