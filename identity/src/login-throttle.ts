// Sign-in throttling (issue 18): failed sign-ins are counted per account (the email typed) and per
// client (its address) in identity_login_failures, so every replica sees the same counts. Past a few
// free failures each further one locks the key for a doubling delay (capped); while a key is locked,
// no password is checked at all, the right one included.
import type { IdentityDb } from './db';

export interface ThrottleSettings {
  /** Failures per account before the first lock. */
  accountFreeFailures: number;
  /** Failures per client (all accounts) before the first lock. */
  clientFreeFailures: number;
  /** The first lock (seconds); each further failure doubles it. */
  baseDelaySeconds: number;
  /** The longest lock (seconds). */
  maxDelaySeconds: number;
  /** Failures older than this (seconds after the first one) no longer count. */
  windowSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  accountFreeFailures: 5,
  clientFreeFailures: 20,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 15 * 60,
};

/** The seconds a key is locked for after its `failures`-th failure (0: not locked). */
export function lockSeconds(failures: number, free: number, s: ThrottleSettings): number {
  if (failures < free) return 0;
  return Math.min(s.baseDelaySeconds * 2 ** Math.min(failures - free, 20), s.maxDelaySeconds);
}

/** 'Wait 30 seconds' / 'Wait 2 minutes': the sign-in page's message while locked. */
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
  account: `account:${email.trim().toLowerCase().slice(0, 320)}`,
  client: `client:${clientAddress}`,
});

interface FailureRow {
  key: string;
  failures: number;
  first_failure_at: Date | string;
  remaining: number | string | null;
}

export function createLoginThrottle(db: IdentityDb, settings: ThrottleSettings) {
  const freeFor = (key: string) =>
    key.startsWith('client:') ? settings.clientFreeFailures : settings.accountFreeFailures;

  /** Seconds until every key is unlocked (0: the attempt may go ahead). */
  async function lockedFor(keys: LoginKeys): Promise<number> {
    const rows = await db.query<{ remaining: number | string }>(
      `SELECT ceil(extract(epoch FROM locked_until - now())) AS remaining FROM identity_login_failures
        WHERE key = ANY($1::text[]) AND locked_until > now()`,
      [[keys.account, keys.client]],
    );
    return Math.max(0, ...rows.map((r) => Number(r.remaining)));
  }

  /** Counts one failure for both keys; returns the seconds the attempt's keys are now locked for. */
  async function fail(keys: LoginKeys): Promise<number> {
    let longest = 0;
    for (const key of [keys.account, keys.client]) {
      const [row] = await db.query<FailureRow>(
        `SELECT key, failures, first_failure_at, NULL AS remaining FROM identity_login_failures
          WHERE key = $1 AND first_failure_at > now() - make_interval(secs => $2::int)`,
        [key, settings.windowSeconds],
      );
      const failures = (row?.failures ?? 0) + 1;
      const lock = lockSeconds(failures, freeFor(key), settings);
      await db.query(
        `INSERT INTO identity_login_failures (key, failures, first_failure_at, locked_until)
         VALUES ($1, $2, now(), CASE WHEN $3::int > 0 THEN now() + make_interval(secs => $3::int) END)
         ON CONFLICT (key) DO UPDATE SET failures = EXCLUDED.failures,
           first_failure_at = CASE WHEN $2 = 1 THEN now() ELSE identity_login_failures.first_failure_at END,
           locked_until = EXCLUDED.locked_until`,
        [key, failures, lock],
      );
      longest = Math.max(longest, lock);
    }
    return longest;
  }

  /** A right password clears the account's count (the client's stays: one good account must not reset it). */
  async function succeed(keys: LoginKeys): Promise<void> {
    await db.query('DELETE FROM identity_login_failures WHERE key = $1', [keys.account]);
  }

  return { lockedFor, fail, succeed };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
