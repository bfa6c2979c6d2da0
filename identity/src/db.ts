// The provider's database: the API's PostgreSQL when DATABASE_URL is set (the same database, so
// replicas share sessions), else PGlite in <dataDir>/store (one process per folder, as the API's own
// PGlite). Its tables are its own: identity/src/migrations, applied at start (decision 082).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEmbeddedStore } from '@cle/static-server/embedded-store';
import type { Logger } from './request-log';

export interface IdentityDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The provider's own advisory-lock key (the API's are 741_020_001/2): two replicas migrate one by one. */
const MIGRATION_LOCK_KEY = 741_020_011;

/** Applied migrations, apart from the API's schema_migrations on a shared database. */
const TRACKING_TABLE = `CREATE TABLE IF NOT EXISTS identity_schema_migrations
  (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;

type Run = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Applies each migrations/NNN_*.sql not yet recorded, in order, inside the caller's transaction. */
async function migrate(run: Run): Promise<void> {
  await run('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await run(TRACKING_TABLE);
  const { rows } = await run('SELECT id FROM identity_schema_migrations');
  const done = new Set((rows as { id: string }[]).map((r) => r.id));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files.filter((f) => !done.has(f))) {
    await run(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    await run('INSERT INTO identity_schema_migrations (id) VALUES ($1)', [file]);
  }
}

export async function openIdentityDb(
  opts: { databaseUrl?: string; dataDir: string },
  logger: Pick<Logger, 'error' | 'warn'> = { error: console.error, warn: console.warn },
): Promise<IdentityDb> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, logger);
  // a store a killed process left damaged is moved aside and the provider starts on a fresh one
  const { store } = await openEmbeddedStore(path.join(opts.dataDir, 'store'), (dir) => openPglite(dir), {
    warn: (line) => logger.warn(line),
  });
  return store;
}

async function openPglite(dataDir: string): Promise<IdentityDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir });
  try {
    // a multi-statement file goes through exec; a query with parameters through query
    await pg.transaction((tx) =>
      migrate(async (sql, params) =>
        params ? tx.query(sql, params) : { rows: (await tx.exec(sql)).at(-1)?.rows ?? [] },
      ),
    );
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

async function openPostgres(url: string, logger: Pick<Logger, 'error'>): Promise<IdentityDb> {
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
    await migrate((sql, params) => client.query(sql, params));
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
