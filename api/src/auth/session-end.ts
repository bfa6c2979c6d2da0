// The end of a person's session (GET /user/endsession, S1-API-26): every access token issued before
// it is refused on every route that reads a principal (decision 052). On PostgreSQL, which replicas
// share, the end is read from the database on each such request: a per-process copy would let a
// signed-out token through on another replica. The embedded PGlite database belongs to one process,
// so there the ends are remembered briefly, and the sign-out replaces its own entry before it answers.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';

/** How long an end read from the embedded database is remembered, and for how many people. */
const REMEMBER_MS = 10_000;
const REMEMBER_SIZE = 10_000;

interface Remembered {
  /** bumped by every sign-out: a read that began before one does not store what it read */
  epoch: number;
  ends: LRUCache<string, { endedMs: number | null }>;
}
const remembered = new WeakMap<Db, Remembered>();

/** The per-process memory of ends, for the embedded database only (null on PostgreSQL). */
function memoryOf(db: Db): Remembered | null {
  const root = db.root ?? db;
  if (root.kind !== 'pglite') return null;
  let m = remembered.get(root);
  if (!m)
    remembered.set(root, (m = { epoch: 0, ends: new LRUCache({ max: REMEMBER_SIZE, ttl: REMEMBER_MS }) }));
  return m;
}

const toMs = (v: number | string | null | undefined) => (v == null ? null : Number(v));

/** When the person last ended a session, in ms since 1970; null if never (or not yet a user row). */
export async function sessionEndedAt(db: Db, sub: string): Promise<number | null> {
  const memory = memoryOf(db);
  const hit = memory?.ends.get(sub);
  if (hit) return hit.endedMs;
  const epoch = memory?.epoch;
  const [row] = await db.query<{ ended_ms: number | string | null }>(
    'SELECT (extract(epoch FROM session_ended_at) * 1000)::float8 AS ended_ms FROM users WHERE sub = $1',
    [sub],
  );
  const endedMs = toMs(row?.ended_ms);
  if (memory && memory.epoch === epoch) memory.ends.set(sub, { endedMs });
  return endedMs;
}

/** Records the end now (the database clock, to the microsecond); never moves an end backwards. */
export async function endSession(db: Db, sub: string): Promise<void> {
  const [row] = await db.query<{ ended_ms: number | string | null }>(
    `UPDATE users SET session_ended_at = GREATEST(clock_timestamp(), coalesce(session_ended_at, clock_timestamp()))
     WHERE sub = $1 RETURNING (extract(epoch FROM session_ended_at) * 1000)::float8 AS ended_ms`,
    [sub],
  );
  const memory = memoryOf(db);
  if (memory) {
    memory.epoch++;
    memory.ends.set(sub, { endedMs: toMs(row?.ended_ms) });
  }
}

/**
 * A token's iat is whole seconds: the token was issued somewhere in [iat, iat + 1 s). It counts as
 * issued after the end only when that whole second starts after the end, so a token issued in the
 * same second as a sign-out is refused (the safe side: the person signs in again a second later).
 * A token without an iat cannot be placed and is refused once the person has ended a session.
 */
export function issuedBeforeEnd(issuedAtSeconds: number | undefined, endedMs: number | null): boolean {
  if (endedMs === null) return false;
  if (issuedAtSeconds === undefined) return true;
  return issuedAtSeconds * 1000 <= endedMs;
}
