import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

const DIR = path.join(import.meta.dirname, 'migrations');

/**
 * One advisory-lock key for schema changes (and one for seeding): any API replica or seed command
 * that migrates takes it first, so two replicas starting together apply each migration once.
 */
const MIGRATION_LOCK_KEY = 741_020_001;
export const SEED_LOCK_KEY = 741_020_002;

/** Same-process callers on one connection share a session, where advisory locks are re-entrant. */
const running = new WeakMap<Db, Promise<unknown>>();
export function serialised<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const before = running.get(db) ?? Promise.resolve();
  const next = before.then(fn, fn);
  running.set(
    db,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Applies every migrations/NNN_*.sql not yet applied, in one transaction that holds a transaction-level
 * advisory lock (released at commit or rollback, also when the process dies): a second migrator waits,
 * then finds the work done. A failing migration rolls back all of this run's migrations.
 */
export function migrate(db: Db): Promise<string[]> {
  return serialised(db, () =>
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
      );
      const applied: string[] = [];
      for (const file of readdirSync(DIR)
        .filter((f) => f.endsWith('.sql'))
        .sort()) {
        if (done.has(file)) continue;
        await tx.exec(readFileSync(path.join(DIR, file), 'utf8'));
        await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
        applied.push(file);
      }
      return applied;
    }),
  );
}
