// The database behind the API: PGlite (PostgreSQL compiled to WASM, persisted under a data folder)
// by default, or a PostgreSQL server when DATABASE_URL is set. The same SQL runs on both.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { openEmbeddedStore } from '@cle/static-server/embedded-store';

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** several statements, no parameters (migrations) */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** inside a transaction: the database it runs on (what per-database caches are keyed by) */
  readonly root?: Db;
  /** PGlite only: its data folder as a gzipped tarball (what `openDb({ from })` starts from) */
  dump?(): Promise<Blob>;
}

export async function openDb(
  opts: {
    dataDir?: string;
    databaseUrl?: string;
    warn?: (line: string) => void;
    /** an in-memory database starts as this dumped data folder (a seeded copy the route tests share) */
    from?: Blob;
  } = {},
): Promise<Db> {
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) return openPostgres(databaseUrl);
  const dir = opts.dataDir ?? process.env.API_DATA_DIR ?? path.join(import.meta.dirname, '../../.data/db');
  // 'memory://' must not go through path.resolve, or it becomes a folder named 'memory:'
  if (dir.startsWith('memory://')) return openPglite(dir, opts.from);
  // a folder a killed process left damaged is moved aside, and the API starts (and seeds) afresh
  const { store } = await openEmbeddedStore(path.resolve(dir), openPglite, {
    warn: opts.warn ?? ((line) => console.warn(`api: ${line}`)),
  });
  return store;
}

async function openPglite(dataDir: string, from?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: search's typo tolerance (migration 012); PostgreSQL servers ship it in contrib
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // 'memory://' keeps the database in memory (tests); anything else is a folder on disk.
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(from ? { loadDataDir: from } : {}),
    extensions: { pg_trgm },
  });
  // a store that opens but cannot answer is as damaged as one that does not open
  await pg.query('SELECT 1').catch(async (error: unknown) => {
    await pg.close().catch(() => undefined);
    throw error;
  });
  type Tx = { query: typeof pg.query; exec: typeof pg.exec };
  const wrap = (conn: Tx): Omit<Db, 'transaction' | 'close' | 'kind'> => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await conn.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  });
  const db: Db = {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) =>
      pg.transaction(async (tx) =>
        fn({ ...wrap(tx), kind: 'pglite', root: db, transaction: (f) => f(db), close: async () => {} }),
      ),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('gzip'),
  };
  return db;
}

const envMs = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of milliseconds`);
  return n;
};

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // A server that does not answer fails the connect in DB_CONNECT_TIMEOUT_MS instead of hanging; a
  // statement running past DB_STATEMENT_TIMEOUT_MS is cancelled by the server (search sets a
  // tighter one); an idle connection the server drops is an 'error' on the pool, logged and
  // replaced, never an uncaught exception that ends the process.
  const pool = new pg.Pool({
    connectionString: url,
    max: envMs('DB_POOL_MAX', 10),
    connectionTimeoutMillis: envMs('DB_CONNECT_TIMEOUT_MS', 5000),
    statement_timeout: envMs('DB_STATEMENT_TIMEOUT_MS', 30_000),
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (err) =>
    console.error(
      JSON.stringify({
        level: 'error',
        service: 'api',
        msg: 'idle PostgreSQL connection failed',
        err: err.message,
      }),
    ),
  );
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // One connection runs one statement at a time: callers that Promise.all on a transaction get
      // their statements queued here, in order (pg 9 drops its own queue; pg 8 warns about it).
      let queue: Promise<unknown> = Promise.resolve();
      const serial = <T>(run: () => Promise<T>): Promise<T> => {
        const next = queue.then(run, run);
        queue = next.catch(() => undefined);
        return next;
      };
      const tx: Db = {
        kind: 'postgres',
        root: db,
        query: async <T>(sql: string, params?: unknown[]) =>
          (await serial(() => client.query(sql, params))).rows as T[],
        exec: async (sql) => void (await serial(() => client.query(sql))),
        transaction: (f) => f(tx),
        close: async () => {},
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}
