// The deploy store's database (decision 063): PostgreSQL when DEPLOY_DATABASE_URL is set, else PGlite.
// Both answer queries and run a move as one transaction holding the move lock.
import { mkdirSync } from 'node:fs';
import { SCHEMA } from './deploy-schema.mjs';

export interface Query {
  <T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Moves never run side by side, across replicas too. */
const MOVE_LOCK_KEY = 741_063_001;

export interface Db {
  query: Query;
  /** runs `fn` in one transaction holding the move lock */
  move<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | null): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  await pg.exec(SCHEMA);
  const wrap =
    (run: typeof pg.query): Query =>
    async <T,>(sql: string, params?: unknown[]) =>
      (await run<T>(sql, params)).rows;
  return {
    query: wrap(pg.query.bind(pg)),
    // one PGlite connection: its transactions are already serial
    move: (fn) => pg.transaction((tx) => fn(wrap(tx.query.bind(tx)))),
    close: () => pg.close(),
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 });
  pool.on('error', (err) => console.error(`[deploy] idle database connection failed: ${err.message}`));
  const query: Query = async <T,>(sql: string, params?: unknown[]) =>
    (await pool.query(sql, params)).rows as T[];
  async function move<T>(fn: (q: Query) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MOVE_LOCK_KEY]);
      const out = await fn(
        async <R,>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      );
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  await move((q) => q(SCHEMA));
  return { query, move, close: () => pool.end() };
}
