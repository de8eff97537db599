#!/usr/bin/env sh
# The file layout of the runtime image, built into $1 from a checkout whose web app and console are built
# (apps/web/dist, apps/console/dist). The Dockerfile runs exactly this; scripts/docker/layout-check.sh runs it on a
# machine without Docker and starts the server from the result.
set -eu
out="$1"
src="${2:-.}"
mkdir -p "$out"
cp "$src/package.json" "$src/package-lock.json" "$out/"
# Every workspace's package.json, so the lockfile matches; only the server's and contracts' sources.
for ws in packages/contracts apps/server apps/web apps/console e2e bench; do
  mkdir -p "$out/$ws"
  cp "$src/$ws/package.json" "$out/$ws/"
done
cp -R "$src/packages/contracts/src" "$out/packages/contracts/"
cp -R "$src/apps/server/src" "$out/apps/server/"
cp -R "$src/apps/web/dist" "$out/apps/web/"
cp -R "$src/apps/console/dist" "$out/apps/console/"
find "$out/apps/server/src" "$out/packages/contracts/src" -name '*.test.ts' -delete
# Production dependencies of the server (and the contracts it imports) only.
(cd "$out" && npm ci --omit=dev --no-audit --no-fund --workspace @app/server --include-workspace-root=false >/dev/null)
