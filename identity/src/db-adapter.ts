// oidc-provider's storage (sessions, grants, codes, interactions) in the identity_store table
// (identity migration 001): shared by every provider replica and kept across restarts. Expired rows are never
// returned and are swept every minute; the table is capped (the rows closest to expiry go first).
import type { AdapterPayload } from 'oidc-provider';
import type { IdentityDb } from './db';
import type { Logger } from './request-log';

interface Row {
  payload: AdapterPayload;
}

const LIVE = '(expires_at IS NULL OR expires_at > now())';

export interface StoreOptions {
  /** Most rows the table keeps; a sweep past it drops the rows that expire soonest. */
  maxRows: number;
  /** How often expired rows are deleted (ms). */
  sweepEveryMs?: number;
  /** where a failed sweep is reported */
  logger?: Pick<Logger, 'error'>;
}

/** Deletes expired rows (the store's, sign-in and request counts) and trims the store to `maxRows`. */
export async function sweepStore(db: IdentityDb, maxRows: number): Promise<void> {
  await db.query('DELETE FROM identity_store WHERE expires_at <= now()');
  await db.query(
    `DELETE FROM identity_store WHERE (model, id) IN (
       SELECT model, id FROM identity_store ORDER BY expires_at DESC NULLS FIRST OFFSET $1)`,
    [maxRows],
  );
  await db.query(
    `DELETE FROM identity_sign_in_counts
      WHERE (locked_until IS NULL OR locked_until <= now()) AND window_started_at <= now() - interval '1 day'`,
  );
  await db.query(`DELETE FROM identity_request_counts WHERE window_started_at <= now() - interval '1 day'`);
}

/** The adapter class for one database, and a stop() for its sweep timer. */
export function createDbAdapter(
  db: IdentityDb,
  { maxRows, sweepEveryMs = 60_000, logger = { error: console.error } }: StoreOptions,
) {
  const sweep = setInterval(() => {
    sweepStore(db, maxRows).catch((error: unknown) => logger.error({ err: error }, 'store sweep failed'));
  }, sweepEveryMs);
  sweep.unref();

  class DbAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await db.query(
        `INSERT INTO identity_store (model, id, payload, grant_id, session_uid, user_code, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           session_uid = EXCLUDED.session_uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          this.model === 'Session' ? (payload.uid ?? null) : null,
          payload.userCode ?? null,
          expiresIn ? Math.ceil(expiresIn) : null,
        ],
      );
    }

    private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
      const rows = await db.query<Row>(
        `SELECT payload FROM identity_store WHERE model = $1 AND ${where} = $2 AND ${LIVE} LIMIT 1`,
        [this.model, value],
      );
      return rows[0]?.payload;
    }

    find(id: string) {
      return this.one('id', id);
    }

    findByUid(uid: string) {
      return this.one('session_uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.one('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query(
        `UPDATE identity_store SET payload = payload || jsonb_build_object('consumed', $3::bigint)
          WHERE model = $1 AND id = $2`,
        [this.model, id, Math.floor(Date.now() / 1000)],
      );
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM identity_store WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM identity_store WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
    }
  }

  return { Adapter: DbAdapter, stop: () => clearInterval(sweep) };
}
