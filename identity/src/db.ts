// The provider's database: the API's PostgreSQL when DATABASE_URL is set (the same database, so
// replicas share sessions), else PGlite in <dataDir>/store (one process per folder, as the API's own
// PGlite). Its tables come from the API's migrations 020 and 028, applied here too: the provider may
// start first.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEmbeddedStore } from '@cle/static-server/embedded-store';
import type { Logger } from './request-log';

export interface IdentityDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** The API's migration files for these tables, in order (the identity image copies them to the same path). */
const SCHEMA_FILES = ['020_identity_store.sql', '028_identity_sign_in_limits.sql'].map((file) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/src/db/migrations', file),
);

/** The API migrator's advisory-lock key (api/src/db/migrate.ts): schema changes never run side by side. */
const MIGRATION_LOCK_KEY = 741_020_001;

export async function openIdentityDb(
  opts: { databaseUrl?: string; dataDir: string },
  logger: Pick<Logger, 'error' | 'warn'> = { error: console.error, warn: console.warn },
): Promise<IdentityDb> {
  const schema = SCHEMA_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, schema, logger);
  // a store a killed process left damaged is moved aside and the provider starts on a fresh one
  const { store } = await openEmbeddedStore(
    path.join(opts.dataDir, 'store'),
    (dir) => openPglite(dir, schema),
    {
      warn: (line) => logger.warn(line),
    },
  );
  return store;
}

async function openPglite(dataDir: string, schema: string): Promise<IdentityDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir });
  try {
    await pg.exec(schema);
  } catch (error) {
    await pg.close().catch(() => undefined);
    throw error;
  }
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pg.query<T>(sql, params)).rows;
    },
    close: () => pg.close(),
  };
}

async function openPostgres(url: string, schema: string, logger: Pick<Logger, 'error'>): Promise<IdentityDb> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 10_000,
    // the provider's queries are single-row look-ups: a stuck one is a fault, not a slow answer
    statement_timeout: 5_000,
  });
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(schema);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    await pool.end();
    throw error;
  }
  client.release();
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    close: () => pool.end(),
  };
}
