# The first layers every Node service image shares (api, identity, payment-sandbox, shell-host and the
# five remotes): the base image, the workspace's installed packages and shared code, the root settings.
# Built once by scripts/docker/build-images.sh as cle/runtime:local (RUNTIME_IMAGE), right after the
# workspace image; each service Dockerfile starts FROM it and adds only its own app, so the large
# node_modules copy is made (and checksummed) once instead of once per image.
ARG BASE_IMAGE=node:24-bookworm-slim
ARG WORKSPACE_IMAGE=cle/workspace:local
FROM ${WORKSPACE_IMAGE} AS workspace

FROM ${BASE_IMAGE}
WORKDIR /app
COPY --from=workspace /app/node_modules/ node_modules/
COPY --from=workspace /app/shared/ shared/
COPY --from=workspace /app/package.json /app/tsconfig.json ./
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
