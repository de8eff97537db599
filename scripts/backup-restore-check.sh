#!/usr/bin/env bash
# Backup and restore, as docs/operations.md describes them: dumps the database of $1 (a postgres://
# URL) with pg_dump in custom format, restores it into a fresh database on the same server, and runs
# `npm run ledger:check` against the restore (every balance equals its transfers, all sum to zero).
# Also compares row counts of the money tables between source and restore. Drops the restore after.
set -euo pipefail
cd "$(dirname "$0")/.."
source_url="$1"
target_db="restore_$(date +%s)_$$"
target_url="${source_url%/*}/$target_db"
admin_url="${source_url%/*}/postgres"
dump="$(mktemp -d)/lotus.dump"
cleanup() { psql "$admin_url" -qc "DROP DATABASE IF EXISTS $target_db WITH (FORCE)" >/dev/null 2>&1 || true; rm -rf "$(dirname "$dump")"; }
trap cleanup EXIT

pg_dump --format=custom --no-owner --file="$dump" "$source_url"
echo "dump: $(du -h "$dump" | cut -f1)"
psql "$admin_url" -qc "CREATE DATABASE $target_db"
pg_restore --no-owner --exit-on-error --dbname="$target_url" "$dump"

count() { psql "$1" -qAtc "SELECT (SELECT count(*) FROM ledger_transfers) || '/' || (SELECT count(*) FROM ledger_accounts) || '/' || (SELECT count(*) FROM members)"; }
before="$(count "$source_url")"
after="$(count "$target_url")"
echo "transfers/accounts/members: source $before, restore $after"
[ "$before" = "$after" ] || { echo "the restore does not hold the same rows"; exit 1; }
DATABASE_URL="$target_url" npm run --silent ledger:check
