// Rate-limit counts every API replica shares (decision 055): one row per client and kind of request
// in PostgreSQL, counted by one atomic upsert, so two replicas behind one proxy refuse a client at the
// same count. A database that does not answer is never the caller's 5xx: the replica counts in its
// own memory meanwhile (the limit holds per replica) and says so in its log, once a minute at most.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/db';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * The window restarts at 1 once it has run out; otherwise the count goes up by one. The database's
 * clock decides, so replicas with drifting clocks agree; RETURNING gives the count and the rest of
 * the window after this request.
 */
const INCREMENT = `
  INSERT INTO rate_limit_counts AS c (key, window_start, count)
  VALUES ($1, now(), 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.window_start + $2::double precision * interval '1 millisecond' <= now()
                 THEN 1 ELSE c.count + 1 END,
    window_start = CASE WHEN c.window_start + $2::double precision * interval '1 millisecond' <= now()
                        THEN now() ELSE c.window_start END
  RETURNING count,
    greatest(0, ceil(extract(epoch FROM c.window_start + $2::double precision * interval '1 millisecond' - now()) * 1000))::double precision AS ttl`;

const SWEEP = `DELETE FROM rate_limit_counts
  WHERE window_start <= now() - $1::double precision * interval '1 millisecond'`;

/** Counts within this process: the fallback while the database fails, and the PGlite store's twin. */
class MemoryCounts {
  private counts = new Map<string, { count: number; until: number }>();
  incr(key: string, windowMs: number, now = Date.now()): Result {
    let entry = this.counts.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.until - now };
  }
  sweep(now = Date.now()) {
    for (const [key, entry] of this.counts) if (entry.until <= now) this.counts.delete(key);
  }
}

interface LimitStoreLog {
  warn(fields: object, message: string): void;
}

const WARN_EVERY_MS = 60_000;

/** One shared store per app: the plugin builds it with `new`, so the database comes in a closure. */
export function sharedLimitStore(db: Db, log: LimitStoreLog) {
  const local = new MemoryCounts();
  let warnedAt = 0;
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: Callback, timeWindow: number) {
      db.query<{ count: number; ttl: number }>(INCREMENT, [key, timeWindow]).then(
        (rows) => callback(null, { current: Number(rows[0]!.count), ttl: Number(rows[0]!.ttl) }),
        (err: Error) => {
          if (Date.now() - warnedAt >= WARN_EVERY_MS) {
            warnedAt = Date.now();
            log.warn(
              { err: err.message },
              'rate-limit counts unavailable in the database: counting in this replica meanwhile',
            );
          }
          callback(null, local.incr(key, timeWindow));
        },
      );
    },
    child: () => store,
  };
  return {
    store,
    /** Drops windows that have run out (in the database and in memory); failures wait for the next sweep. */
    async sweep(windowMs: number) {
      local.sweep();
      await db.query(SWEEP, [windowMs]).catch(() => undefined);
    },
  };
}
