// The limit on maintenance calls (decision 052): a search-index rebuild costs the whole site (five in
// parallel made every search 50 times slower), so it is counted per operation for the whole site, not
// per client, in the database every replica shares, and taken in one atomic upsert.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import { HttpError } from './http';

export interface MaintenanceLimit {
  /** runs of one operation allowed per window, site-wide */
  max: number;
  /** the window, in ms */
  windowMs: number;
}

function envInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1 (got '${raw}')`);
  return n;
}

/** API_REBUILD_LIMIT (default 3) rebuilds per API_REBUILD_WINDOW_MS (default 10 minutes). */
export function rebuildLimitFromEnv(env: NodeJS.ProcessEnv = process.env): MaintenanceLimit {
  return {
    max: envInt(env, 'API_REBUILD_LIMIT', 3),
    windowMs: envInt(env, 'API_REBUILD_WINDOW_MS', 600_000),
  };
}

/**
 * Takes one run of `operation`, or refuses with 429 and Retry-After (seconds) when the window's runs are
 * used up. A refused call does not extend the window; the count stops at max + 1.
 */
export async function takeMaintenanceRun(
  db: Db,
  reply: FastifyReply,
  operation: string,
  limit: MaintenanceLimit,
): Promise<void> {
  const [row] = await db.query<{ runs: number; retry_ms: number | string }>(
    `INSERT INTO maintenance_runs AS m (operation, window_started_at, runs)
     VALUES ($1, clock_timestamp(), 1)
     ON CONFLICT (operation) DO UPDATE SET
       runs = CASE WHEN m.window_started_at <= clock_timestamp() - make_interval(secs => $2::float8 / 1000)
                   THEN 1 ELSE LEAST(m.runs + 1, $3::int + 1) END,
       window_started_at = CASE WHEN m.window_started_at <= clock_timestamp() - make_interval(secs => $2::float8 / 1000)
                   THEN clock_timestamp() ELSE m.window_started_at END
     RETURNING runs,
       (extract(epoch FROM window_started_at - clock_timestamp()) * 1000 + $2::float8)::float8 AS retry_ms`,
    [operation, limit.windowMs, limit.max],
  );
  if (row && row.runs > limit.max) {
    const seconds = Math.max(1, Math.ceil(Number(row.retry_ms) / 1000));
    reply.header('Retry-After', String(seconds));
    throw new HttpError(
      429,
      `Too many ${operation} runs: at most ${limit.max} per ${Math.round(limit.windowMs / 1000)} s for the whole site. Try again in ${seconds} s.`,
    );
  }
}
