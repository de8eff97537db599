# syntax=docker/dockerfile:1
# Lotus Play API + web app. Build: docker build -t lotus-play .   Run: see compose.yaml and docs/operations.md.

# 1. Build: every dependency, the web app and the console, then the runtime layout (server sources, built apps,
#    production dependencies only) in /runtime, by the same script scripts/docker/layout-check.sh tests.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && sh scripts/docker/runtime-layout.sh /runtime

# 2. Runtime: Node and the layout, owned by root and run as the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /runtime/ /app/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stop accepting, finish requests in flight, close pools (apps/server/src/server.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
