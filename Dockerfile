# syntax=docker/dockerfile:1
# Node 24 (LTS): every dependency's declared engines are met, so npm ci prints no EBADENGINE.
# Stage 1: install production npm dependencies (native addons build here, with the toolchain).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# Stage 2: the runtime image with the engines' system tools and no build toolchain.
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
COPY scripts/debian-packages.txt /tmp/debian-packages.txt
# Only the runtime engines; test-only packages (testdata, dictionaries, sox, imagemagick) are skipped.
RUN apt-get update -qq \
    && grep -Ev '^\s*(#|$)' /tmp/debian-packages.txt \
       | grep -Ev '^(pocketsphinx-testdata|hunspell-hi|sox|imagemagick|chromium|redis-server)$' \
       | xargs apt-get install -y -qq --no-install-recommends redis-server \
    && rm -rf /var/lib/apt/lists/* /tmp/debian-packages.txt
# HOST=0.0.0.0 so the published port reaches the server inside the container.
ENV NODE_ENV=production OMP_THREAD_LIMIT=1 PORT=3000 HOST=0.0.0.0
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY bin ./bin
COPY src ./src
COPY adapters ./adapters
COPY commands ./commands
RUN useradd --system --create-home --uid 10001 dubash && mkdir -p /app/data && chown dubash /app/data
USER dubash
EXPOSE 3000 8080
CMD ["node", "--import", "tsx", "src/main.ts"]
