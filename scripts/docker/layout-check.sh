#!/usr/bin/env bash
# Where Docker is not available (this project's CI machines): builds the image's file layout with the
# same script the Dockerfile runs, starts the server from it as the image would (NODE_ENV=production,
# only production dependencies, no repository around it) and checks health, the web app and /metrics.
# Needs a built web app (npm run build). Uses DATABASE_URL when set, else an embedded database.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

sh scripts/docker/runtime-layout.sh "$work/app"
echo "layout: $(du -sh "$work/app" | cut -f1), $(ls "$work/app/node_modules" | wc -l) top-level packages"
for dev in vitest eslint typescript vite playwright-core; do
  if [ -e "$work/app/node_modules/$dev" ]; then echo "development package $dev is in the runtime layout"; exit 1; fi
done

port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
(cd "$work/app" && exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" \
  ${DATABASE_URL:+DATABASE_URL="$DATABASE_URL"} SEED_DEMO=auto TRUST_PROXY=1 METRICS_TOKEN=layout-check-metrics-token LOG_LEVEL=warn \
  node --import tsx apps/server/src/server.ts >"$work/server.log" 2>&1) &
pid=$!
for _ in $(seq 1 120); do
  if curl -sf "http://127.0.0.1:$port/api/v1/health" >/dev/null; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then echo "server exited:"; cat "$work/server.log"; exit 1; fi
  sleep 1
done
curl -sf "http://127.0.0.1:$port/api/v1/health"; echo
test "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")" = 200 || { echo "web app not served"; exit 1; }
test "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/metrics")" = 401 || { echo "/metrics answered without its token"; exit 1; }
# Read the whole answer first: `curl | grep -q` fails under pipefail when grep stops reading early (SIGPIPE).
metrics="$(curl -sf -H 'authorization: Bearer layout-check-metrics-token' "http://127.0.0.1:$port/metrics")" || { echo "/metrics did not answer with its token"; exit 1; }
grep -q '^http_request_duration_seconds_count' <<<"$metrics" || { echo "no request metrics"; exit 1; }
kill -TERM "$pid"
wait "$pid" || { echo "server did not stop cleanly on SIGTERM"; cat "$work/server.log"; exit 1; }
pid=""
echo "runtime layout starts, serves the site and stops cleanly on SIGTERM"
