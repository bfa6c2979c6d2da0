# Every remote (mfe-search, mfe-library, mfe-credit, mfe-commerce, mfe-product): built once into
# content-hashed files, then served by cle-static (shared/static-server) on its topology port.
# One file for five services: they differ only by name and port, passed as build args by
# docker-compose.yml (APP, PORT). Build context: the repository root.

FROM node:20-bookworm-slim AS deps
ARG APP
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# Manifests first: this layer and the install below are reused until a package.json or the
# lockfile changes. Every workspace's package.json is needed so npm sees the lockfile's tree.
COPY package.json package-lock.json ./
COPY shared/contracts/package.json shared/contracts/
COPY shared/ui/package.json shared/ui/
COPY shared/build/package.json shared/build/
COPY shared/static-server/package.json shared/static-server/
COPY api/package.json api/
COPY identity/package.json identity/
COPY payment-sandbox/package.json payment-sandbox/
COPY shell-host/package.json shell-host/
COPY mfe-search/package.json mfe-search/
COPY mfe-library/package.json mfe-library/
COPY mfe-credit/package.json mfe-credit/
COPY mfe-commerce/package.json mfe-commerce/
COPY mfe-product/package.json mfe-product/
COPY e2e/package.json e2e/
# cle-static's bin must exist at install time, or npm does not link node_modules/.bin/cle-static.
COPY shared/static-server/bin/ shared/static-server/bin/
# npm install, not npm ci: the lockfile leaves out other platforms' optional packages (STACK-NOTES).
RUN test -n "$APP" && npm install --workspace=${APP} && npm cache clean --force

FROM deps AS build
ARG APP
COPY shared/ shared/
COPY ${APP}/ ${APP}/
# Optional: a fixed release id (otherwise the build makes one); all apps build in production mode.
ARG BUILD_ID
ENV NODE_ENV=production
RUN npm run build --workspace=${APP}

# Runtime: the installed modules (without the build's webpack cache), the shared sources the
# static server runs with tsx, and the app's dist/. Runs as the unprivileged node user.
FROM node:20-bookworm-slim
ARG APP
ARG PORT
WORKDIR /app
ENV NODE_ENV=production NPM_CONFIG_UPDATE_NOTIFIER=false PORT=${PORT}
COPY --from=deps /app/ ./
COPY --from=build /app/shared/ shared/
COPY --from=build /app/${APP}/dist/ ${APP}/dist/
RUN mkdir -p ${APP}/releases && chown node:node ${APP}/releases
USER node
EXPOSE ${PORT}
# What `npm run serve -w <remote>` runs (cle-static from the app folder), started without npm and
# sh in between so that `docker stop` reaches the server at once.
WORKDIR /app/${APP}
CMD ["node", "/app/shared/static-server/bin/cle-static.mjs"]
