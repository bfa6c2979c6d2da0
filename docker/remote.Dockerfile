# Every remote (mfe-search, mfe-library, mfe-credit, mfe-commerce, mfe-product): the build from the
# shared workspace image (docker/workspace.Dockerfile), served by cle-static on its topology port.
# One file for five services: they differ only by name and port (build args APP, PORT).
# Starts from the shared runtime image (docker/runtime.Dockerfile); the app comes from the workspace image.
# Build context: the repository root (nothing is read from it).
ARG RUNTIME_IMAGE=cle/runtime:local
ARG WORKSPACE_IMAGE=cle/workspace:local
FROM ${WORKSPACE_IMAGE} AS workspace

FROM ${RUNTIME_IMAGE}
ARG APP
ARG PORT
ENV NODE_ENV=production PORT=${PORT}
COPY --from=workspace /app/${APP}/ ${APP}/
RUN test -n "$APP" && mkdir -p ${APP}/releases && chown node:node ${APP}/releases
USER node
EXPOSE ${PORT}
# What `npm run serve -w <remote>` runs, without npm and sh in between (`docker stop` reaches it).
WORKDIR /app/${APP}
CMD ["node", "/app/shared/static-server/bin/cle-static.mjs"]
