#!/bin/sh
# What `npm test` needs beyond node_modules, checked first (a few dpkg and command checks, no network):
#   chromium        end-to-end tests drive Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium)
#   fonts-noto-cjk  Chinese and Japanese text renders in the end-to-end tests
#   postgresql      the API suite runs again on a real PostgreSQL (tests/support/postgres.sh)
# Installs what is missing as root with apt-get, as on a fresh Debian machine or in CI; otherwise stops at once
# with one line naming the command to run. TEST_DEPS_UID pretends another user id (to test that line).
set -eu

missing() {
  need=""
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need="$need chromium"
  if command -v dpkg-query >/dev/null 2>&1; then
    dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q ' installed$' || need="$need fonts-noto-cjk"
  else
    fc-list :lang=zh 2>/dev/null | grep -qi 'noto' || need="$need fonts-noto-cjk"
  fi
  command -v pg_ctlcluster >/dev/null 2>&1 || need="$need postgresql"
  echo "$need"
}

need=$(missing)
[ -z "$need" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs (Debian package names):$need; install them, then run npm test again" >&2
  exit 1
fi
if [ "${TEST_DEPS_UID:-$(id -u)}" != 0 ]; then
  echo "npm test needs$need: run  sudo apt-get install -y$need  then npm test again" >&2
  exit 1
fi

echo "npm test: installing$need"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086 # one word per package
apt-get install -y -qq $need >/dev/null

need=$(missing)
if [ -n "$need" ]; then
  echo "npm test still lacks$need after apt-get install (CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium})" >&2
  exit 1
fi
