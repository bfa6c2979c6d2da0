// Sign-in throttling (issue 37, decision 054), in identity_sign_in_counts so every replica sees the
// same counts. Three counts, each kept by one INSERT ... ON CONFLICT DO UPDATE (parallel attempts are
// all counted, none read then written back):
// - pair (one client on one account): every attempt is counted before its password is checked; past
//   a few the pair is locked for a doubling wait, and a locked pair has no password checked at all.
// - account (wrong passwords from every client): past a ceiling each wrong password makes its own
//   client wait a while before trying that account again. It slows guessing from many addresses but
//   never stops a client that has not failed on the account: the owner at their own address.
// - client (wrong passwords on every account): past a higher figure the client is locked (spraying).
import type { IdentityDb } from './db';

export interface ThrottleSettings {
  /** Attempts one client may make on one account before its lock (the last of them is still checked). */
  pairFreeAttempts: number;
  /** Wrong passwords from one client, on any accounts, before that client is locked. */
  clientFreeFailures: number;
  /** Wrong passwords on one account, from all clients, past which every wrong one makes its client wait. */
  accountSlowAfter: number;
  /** The first lock (seconds); each further attempt doubles it. */
  baseDelaySeconds: number;
  /** The longest lock (seconds). */
  maxDelaySeconds: number;
  /** The wait after a wrong password once the account is past its ceiling; doubles with each further one. */
  slowBaseSeconds: number;
  /** The longest such wait (seconds): a slowdown, never a lock. */
  slowMaxSeconds: number;
  /** Counts older than this (seconds after the first one) no longer count, unless their lock runs on. */
  windowSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  pairFreeAttempts: 5,
  clientFreeFailures: 20,
  accountSlowAfter: 20,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  slowBaseSeconds: 5,
  slowMaxSeconds: 60,
  windowSeconds: 15 * 60,
};

/** 'Wait 30 seconds' / 'Wait 2 minutes': the sign-in page's message while a client must wait. */
export function throttleMessage(seconds: number): string {
  const wait =
    seconds <= 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts. Wait ${wait}, then try again.`;
}

export interface LoginKeys {
  account: string;
  client: string;
}

export const loginKeys = (email: string, clientAddress: string): LoginKeys => ({
  // an address is at most 254 characters; anything longer is cut, never stored whole
  account: email.trim().toLowerCase().slice(0, 320),
  client: clientAddress.slice(0, 100),
});

/** SQL for the seconds of a doubling wait: `count` past `free`, from `base` up to `max` (all SQL). */
const doubling = (count: string, free: string, base: string, max: string) =>
  `CASE WHEN ${count} >= ${free} THEN least(${max}, ${base} * power(2, least(${count} - ${free}, 20))) ELSE 0 END`;

/** SQL for now() + seconds, or NULL when the seconds are 0. */
const until = (seconds: string) =>
  `CASE WHEN (${seconds}) > 0 THEN now() + make_interval(secs => (${seconds})) END`;

// $1 account, $2 client, $3 window, $4 pair free, $5 base, $6 max, $7 slow after, $8 slow base, $9 slow max
const EXPIRED = `(coalesce(f.locked_until <= now(), true) AND f.window_started_at <= now() - make_interval(secs => $3::int))`;
const pairWait = (count: string) =>
  `greatest(${doubling(count, '$4::int', '$5::int', '$6::int')}, ${doubling('(SELECT hits FROM account_count)', '$7::int', '$8::int', '$9::int')})`;
const ATTEMPT_SQL = `
  WITH account_count AS (
    SELECT hits FROM identity_sign_in_counts WHERE scope = 'account' AND account = $1 AND client = ''
       AND (window_started_at > now() - make_interval(secs => $3::int))
  ), client_lock AS (
    SELECT locked_until FROM identity_sign_in_counts WHERE scope = 'client' AND account = '' AND client = $2
       AND locked_until > now()
  ), pair AS (
    INSERT INTO identity_sign_in_counts AS f (scope, account, client, hits, window_started_at, admitted_at, locked_until)
    SELECT 'pair', $1, $2, 1, now(),
           CASE WHEN NOT EXISTS (SELECT 1 FROM client_lock) THEN now() END,
           CASE WHEN NOT EXISTS (SELECT 1 FROM client_lock) THEN ${until(pairWait('1'))} END
    ON CONFLICT (scope, account, client) DO UPDATE SET
      hits = CASE WHEN ${EXPIRED} THEN 1 ELSE f.hits + 1 END,
      window_started_at = CASE WHEN ${EXPIRED} THEN now() ELSE f.window_started_at END,
      admitted_at = CASE WHEN coalesce(f.locked_until > now(), false) OR EXISTS (SELECT 1 FROM client_lock)
        THEN f.admitted_at ELSE now() END,
      locked_until = CASE WHEN coalesce(f.locked_until > now(), false) OR EXISTS (SELECT 1 FROM client_lock)
        THEN f.locked_until
        ELSE ${until(pairWait(`CASE WHEN ${EXPIRED} THEN 1 ELSE f.hits + 1 END`))} END
    RETURNING hits, admitted_at = now() AS admitted, locked_until
  )
  SELECT pair.hits, coalesce(pair.admitted, false) AS admitted,
         ceil(extract(epoch FROM pair.locked_until - now())) AS pair_wait,
         (SELECT ceil(extract(epoch FROM locked_until - now())) FROM client_lock) AS client_wait
    FROM pair`;

// $1 account, $2 client, $3 window, $4 client free, $5 base, $6 max
const clientLock = (count: string) => doubling(count, '$4::int', '$5::int', '$6::int');
const FAILURE_SQL = `
  INSERT INTO identity_sign_in_counts AS f (scope, account, client, hits, window_started_at, locked_until)
  VALUES ('account', $1, '', 1, now(), NULL),
         ('client', '', $2, 1, now(), ${until(clientLock('1'))})
  ON CONFLICT (scope, account, client) DO UPDATE SET
    hits = CASE WHEN ${EXPIRED} THEN 1 ELSE f.hits + 1 END,
    window_started_at = CASE WHEN ${EXPIRED} THEN now() ELSE f.window_started_at END,
    locked_until = CASE WHEN f.scope = 'client' THEN greatest(
      CASE WHEN f.locked_until > now() THEN f.locked_until END,
      ${until(clientLock(`CASE WHEN ${EXPIRED} THEN 1 ELSE f.hits + 1 END`))}) END
  RETURNING scope, ceil(extract(epoch FROM locked_until - now())) AS wait`;

interface AttemptRow {
  hits: number;
  admitted: boolean;
  pair_wait: number | string | null;
  client_wait: number | string | null;
}

export interface Attempt {
  /** true: check the password; false: refused without a check, wait `waitSeconds`. */
  admitted: boolean;
  /** Refused: the wait. Admitted: the wait this client faces if the password turns out wrong. */
  waitSeconds: number;
}

export function createLoginThrottle(db: IdentityDb, settings: ThrottleSettings) {
  const s = settings;

  /** Counts one attempt by this client on this account and says whether its password may be checked. */
  async function attempt(keys: LoginKeys): Promise<Attempt> {
    const [row] = await db.query<AttemptRow>(ATTEMPT_SQL, [
      keys.account,
      keys.client,
      s.windowSeconds,
      s.pairFreeAttempts,
      s.baseDelaySeconds,
      s.maxDelaySeconds,
      s.accountSlowAfter,
      s.slowBaseSeconds,
      s.slowMaxSeconds,
    ]);
    const wait = Math.max(0, Number(row?.pair_wait ?? 0), Number(row?.client_wait ?? 0));
    return { admitted: row?.admitted === true, waitSeconds: wait };
  }

  /** A wrong password: counted for the account (all clients) and the client (all accounts). */
  async function fail(keys: LoginKeys): Promise<number> {
    const rows = await db.query<{ scope: string; wait: number | string | null }>(FAILURE_SQL, [
      keys.account,
      keys.client,
      s.windowSeconds,
      s.clientFreeFailures,
      s.baseDelaySeconds,
      s.maxDelaySeconds,
    ]);
    return Math.max(0, ...rows.map((r) => Number(r.wait ?? 0)));
  }

  /** A right password clears this client's count on the account (the account's and the client's stay). */
  async function succeed(keys: LoginKeys): Promise<void> {
    await db.query(
      `DELETE FROM identity_sign_in_counts WHERE scope = 'pair' AND account = $1 AND client = $2`,
      [keys.account, keys.client],
    );
  }

  return { attempt, fail, succeed };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
