// This process's copy of each person's library, kept correct across replicas.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';
import type { LibraryRow } from './library-query';
import { loadLibraryRows } from './library-rows';
import type { Progress } from './library-rows';

// A library read must not fetch hundreds of rows each time (p95 <= 20 ms). Each process keeps a person's
// rows with the `users.library_version` they were read at; a trigger bumps that version on every change
// to library_entries or library_progress, whoever makes it (another replica, the seed, a checkout), so a
// read costs one tiny query for the version and reloads only when it moved. At most MAX_CACHED_PEOPLE
// people are kept per database, the least recently read leaving first.

export interface UserLibrary {
  version: string;
  seed: string;
  rows: LibraryRow[];
  progress: Map<string, Progress>;
}
const MAX_CACHED_PEOPLE = 1000;
const peopleCache = new WeakMap<Db, LRUCache<string, UserLibrary>>();
const peopleOf = (db: Db) => {
  let m = peopleCache.get(db);
  if (!m) peopleCache.set(db, (m = new LRUCache({ max: MAX_CACHED_PEOPLE })));
  return m;
};

async function stampOf(db: Db, sub: string): Promise<{ version: string; seed: string }> {
  const [row] = await db.query<{ version: string | null; seed: string | null }>(
    `SELECT (SELECT library_version::text FROM users WHERE sub = $1) AS version,
            (SELECT value FROM meta WHERE key = 'seed_version') AS seed`,
    [sub],
  );
  return { version: row?.version ?? 'none', seed: row?.seed ?? '' };
}

/** The person's whole library (archived included), from the cache when the version has not moved. */
export async function userLibrary(db: Db, sub: string): Promise<UserLibrary> {
  const stamp = await stampOf(db, sub);
  const people = peopleOf(db);
  const cached = people.get(sub);
  if (cached && cached.version === stamp.version && cached.seed === stamp.seed) return cached;
  // Read after the stamp: rows at least as new as the version they are filed under.
  const { rows, progress } = await loadLibraryRows(db, sub);
  const lib = { ...stamp, rows, progress };
  people.set(sub, lib);
  return lib;
}

/**
 * After a write that held the person's users row: when this process's copy was at `before`, patch the
 * changed rows (`fresh`, read after the write) into it and file it under the new version (the trigger
 * added one per changed row: `changedRows`); otherwise the next read reloads. Returns the patched copy.
 */
export function filePatched(
  db: Db,
  sub: string,
  before: string,
  fresh: { rows: LibraryRow[]; progress: Map<string, Progress> },
  changedPks: readonly string[],
  changedRows: number,
): UserLibrary | null {
  const people = peopleOf(db.root ?? db);
  const cached = people.peek(sub);
  if (!cached || cached.version !== before || before === 'none') return null;
  const rows = cached.rows.filter((r) => !changedPks.includes(r.pk));
  rows.push(...fresh.rows);
  const progress = new Map(cached.progress);
  for (const [pk, p] of fresh.progress) progress.set(pk, p);
  const patched = { ...cached, version: String(BigInt(before) + BigInt(changedRows)), rows, progress };
  people.set(sub, patched);
  return patched;
}

/** This process's copy of the person's library when it is at `version` (no query). */
export function cachedAt(db: Db, sub: string, version: string): UserLibrary | null {
  const cached = peopleOf(db.root ?? db).peek(sub);
  return cached && cached.version === version && version !== 'none' ? cached : null;
}

/** Files this process's copy of the person's library as changed by a write (no query). */
export function fileLibrary(db: Db, sub: string, lib: UserLibrary): void {
  peopleOf(db).set(sub, lib);
}
