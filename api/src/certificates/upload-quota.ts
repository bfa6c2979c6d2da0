// The per-person quota on certificate files (decision 052): how many files and how many bytes one
// person may keep, uploaded and not yet swept. Checked before the upload is read further (a cheap
// refusal) and again under a lock on the person's row in the transaction that stores and records the
// file, so parallel uploads cannot pass it together; a refused upload leaves no row and no bytes.
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';

export interface UploadQuota {
  files: number;
  bytes: number;
}

/** 200 files and 200 MiB a person: decades of certificates (a few a year, mostly well under 1 MB). */
const DEFAULT_UPLOAD_QUOTA: UploadQuota = { files: 200, bytes: 200 * 1024 * 1024 };

function envInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1 (got '${raw}')`);
  return n;
}

/** CERTIFICATE_QUOTA_FILES and CERTIFICATE_QUOTA_BYTES, else the defaults. */
export function uploadQuotaFromEnv(env: NodeJS.ProcessEnv = process.env): UploadQuota {
  return {
    files: envInt(env, 'CERTIFICATE_QUOTA_FILES', DEFAULT_UPLOAD_QUOTA.files),
    bytes: envInt(env, 'CERTIFICATE_QUOTA_BYTES', DEFAULT_UPLOAD_QUOTA.bytes),
  };
}

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** 403 with a message when one more file of `size` bytes would go over the person's quota. */
export async function checkUploadQuota(db: Db, sub: string, size: number, quota: UploadQuota): Promise<void> {
  const [used] = await db.query<{ files: number; bytes: number | string }>(
    'SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::bigint AS bytes FROM certificate_files WHERE user_sub = $1',
    [sub],
  );
  const files = used?.files ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > quota.files)
    throw new HttpError(
      403,
      `Upload limit reached: you can keep at most ${quota.files} certificate files. Delete files you no longer need and try again.`,
      'files',
    );
  if (bytes + size > quota.bytes)
    throw new HttpError(
      403,
      `Upload limit reached: your certificate files can take at most ${megabytes(quota.bytes)} (${megabytes(bytes)} used, this file ${megabytes(size)}). Delete files you no longer need and try again.`,
      'files',
    );
}

/**
 * Stores the bytes (`put`) and records the file if it still fits the quota, holding a lock on the
 * person's row throughout: one person's uploads go one at a time, so a refused one never removes bytes
 * a parallel one of theirs is about to record. Answers the content hash, or throws 403 before storing.
 */
export async function storeUploadWithinQuota(
  db: Db,
  file: { blobName: string; sub: string; fileName: string; contentType: string; size: number },
  quota: UploadQuota,
  put: () => Promise<string>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE sub = $1 FOR UPDATE', [file.sub]);
    await checkUploadQuota(tx, file.sub, file.size, quota);
    const sha = await put();
    await tx.query(
      `INSERT INTO certificate_files (blob_name, user_sub, content_sha256, file_name, content_type, size_bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [file.blobName, file.sub, sha, file.fileName, file.contentType, file.size],
    );
    return sha;
  });
}
