# The one shared dependency and build stage: installs the whole workspace once against the lockfile
# and builds the shell and the five remotes once (content-hashed files, dist/release.json with each
# build's release id and SRI hash). Every service image copies what it runs from this image
# (WORKSPACE_IMAGE), so eight images never each install or build the workspace.
# Built by scripts/docker/build-images.sh as cle/workspace:local. Build context: the repository root.
ARG BASE_IMAGE=node:24-bookworm-slim
FROM ${BASE_IMAGE}
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false \
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Optional extra CA bundle for npm (docker/extra-ca/*.crt, present only when the build script was
# given EXTRA_CA_BUNDLE). It stays in this internal image; service images never copy it.
COPY docker/extra-ca/ /usr/local/share/cle-extra-ca/
# Manifests first: the install layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY shared/contracts/package.json shared/contracts/
COPY shared/ui/package.json shared/ui/
COPY shared/testing/package.json shared/testing/
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
RUN set -e; \
  if [ -f /usr/local/share/cle-extra-ca/extra-ca.crt ]; then \
    export NODE_EXTRA_CA_CERTS=/usr/local/share/cle-extra-ca/extra-ca.crt \
      npm_config_cafile=/usr/local/share/cle-extra-ca/extra-ca.crt; \
  fi; \
  npm ci && npm cache clean --force
COPY . .
# All apps in production mode, one after another (the build script's order).
RUN NODE_ENV=production node scripts/build-all.mjs && rm -rf node_modules/.cache */node_modules/.cache
