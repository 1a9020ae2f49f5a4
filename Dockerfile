# syntax=docker/dockerfile:1
# The production image of WallArt Studio (issue 39; README "Running it"): the built apps only, run
# as a non-root user, `node` itself as the command so SIGTERM reaches the server (graceful close,
# decision 052). apps/server/src/test/deployment.test.ts holds the command to `npm start`'s.

# --- build: every dependency, then the SPA and the server bundle --------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
COPY scripts scripts
RUN npm run build

# --- runtime dependencies: the server's only (its bundle keeps npm packages external) ----------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @wallart/server --include-workspace-root=false --no-audit --no-fund

# --- runtime --------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
# jemalloc instead of glibc's malloc: under the soak bench a worker's RSS grew by a quarter in
# 7 minutes with its V8 heap flat (libvips' native allocations fragmenting glibc's arenas), and
# stayed flat with jemalloc (decision 087; sharp's documentation recommends the same).
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(ls /usr/lib/*-linux-gnu/libjemalloc.so.2)" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
# node_modules and the package files (owned by root: the server never writes its own code).
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The data folder (PGlite, uploads, outbox) belongs to the unprivileged user; the code does not.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 5000
# Ready means the database, the file storage and the job queue answer (decision 053).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is the process that gets SIGTERM (no shell in between).
CMD ["node", "apps/server/dist/server.js"]
