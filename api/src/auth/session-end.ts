// The end of a person's session (GET /user/endsession, S1-API-26): every access token issued before
// it is refused on every route that reads a principal (decision 052). Read from the database on each
// such request, never from a per-process cache, so a sign-out on one replica holds on all of them the
// moment the call returns.
import type { Db } from '../db/db';

/** When the person last ended a session, in ms since 1970; null if never (or not yet a user row). */
export async function sessionEndedAt(db: Db, sub: string): Promise<number | null> {
  const [row] = await db.query<{ ended_ms: number | string | null }>(
    'SELECT (extract(epoch FROM session_ended_at) * 1000)::float8 AS ended_ms FROM users WHERE sub = $1',
    [sub],
  );
  return row?.ended_ms == null ? null : Number(row.ended_ms);
}

/** Records the end now (the database clock, to the microsecond); never moves an end backwards. */
export async function endSession(db: Db, sub: string): Promise<void> {
  await db.query(
    `UPDATE users SET session_ended_at = GREATEST(clock_timestamp(), coalesce(session_ended_at, clock_timestamp()))
     WHERE sub = $1`,
    [sub],
  );
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
