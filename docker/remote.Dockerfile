# Every remote (mfe-search, mfe-library, mfe-credit, mfe-commerce, mfe-product): the build from the
# shared workspace image (docker/workspace.Dockerfile), served by cle-static on its topology port.
# One file for five services: they differ only by name and port (build args APP, PORT).
# Build context: the repository root (nothing is read from it: everything comes from the workspace).
ARG BASE_IMAGE=node:20-bookworm-slim
ARG WORKSPACE_IMAGE=cle/workspace:local
FROM ${WORKSPACE_IMAGE} AS workspace

FROM ${BASE_IMAGE}
WORKDIR /app
# The same first layers in every service image (node_modules, the shared packages, root settings),
# so Docker stores them once for all eight.
COPY --from=workspace /app/node_modules/ node_modules/
COPY --from=workspace /app/shared/ shared/
COPY --from=workspace /app/package.json /app/tsconfig.json ./
ARG APP
ARG PORT
ENV NODE_ENV=production NPM_CONFIG_UPDATE_NOTIFIER=false PORT=${PORT}
COPY --from=workspace /app/${APP}/ ${APP}/
RUN test -n "$APP" && mkdir -p ${APP}/releases && chown node:node ${APP}/releases
USER node
EXPOSE ${PORT}
# What `npm run serve -w <remote>` runs, without npm and sh in between (`docker stop` reaches it).
WORKDIR /app/${APP}
CMD ["node", "/app/shared/static-server/bin/cle-static.mjs"]
