# PostgreSQL 15 from Debian's packages on the same base (no Docker Hub here for the official image).
# Data in /var/lib/postgresql/data (a named volume in compose); on first start the cluster is made
# and POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB are created, as the official image does.
ARG BASE_IMAGE=node:24-bookworm-slim
FROM ${BASE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/postgresql/data /run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /run/postgresql
COPY docker/postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data PATH=/usr/lib/postgresql/15/bin:$PATH
USER postgres
EXPOSE 5432
CMD ["/usr/local/bin/postgres-entrypoint.sh"]
