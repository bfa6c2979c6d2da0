// Uploads that never got attached: a member uploads a file in the credit form and then abandons the
// form, or deletes the credit a file belonged to (certificate_id becomes NULL). Such rows and their
// bytes are removed once they are older than UNATTACHED_UPLOAD_MAX_AGE_HOURS (24 h, long enough for
// any form a member still has open; UPLOAD_SWEEP_MAX_AGE_HOURS overrides it). Runs when the API starts
// and every hour after (certificateRoutes), and in the tests directly.
import type { Db } from '../db/db';
import type { BlobStore } from './blob-store';
import { dropBytesIfUnused } from './certificate-file-store';

export const UNATTACHED_UPLOAD_MAX_AGE_HOURS = 24;
export const UPLOAD_SWEEP_INTERVAL_MS = 3_600_000;

function unattachedMaxAgeHours(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.UPLOAD_SWEEP_MAX_AGE_HOURS);
  return Number.isFinite(v) && v > 0 ? v : UNATTACHED_UPLOAD_MAX_AGE_HOURS;
}

/** Deletes unattached uploads older than maxAgeHours; answers the blob names removed. */
export async function sweepUnattachedUploads(
  db: Db,
  store: BlobStore,
  { maxAgeHours = unattachedMaxAgeHours(), now = new Date() }: { maxAgeHours?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - maxAgeHours * 3_600_000).toISOString();
  const gone = await db.query<{ blob_name: string; user_sub: string; content_sha256: string }>(
    `DELETE FROM certificate_files WHERE certificate_id IS NULL AND created_at < $1::timestamptz
     RETURNING blob_name, user_sub, content_sha256`,
    [cutoff],
  );
  // content-addressed: the bytes go only when no other row of the owner names them
  const seen = new Set<string>();
  for (const g of gone) {
    const key = `${g.user_sub}\n${g.content_sha256}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await dropBytesIfUnused(db, store, g.user_sub, g.content_sha256);
  }
  return gone.map((g) => g.blob_name);
}
