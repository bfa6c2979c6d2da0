// Where certificate files' bytes live. A small interface so the local-disk default can be swapped for an
// S3-compatible store (MinIO, R2, S3 itself) when one machine is not enough: put/get/delete by owner and
// content hash, nothing else. Files are never served from a public path: only the API reads them, after
// checking the caller owns the row that names them (docs/decisions/019-certificate-files.md).
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface BlobStore {
  /** stores the bytes under the owner's folder and answers their sha-256 (idempotent: same bytes, same key) */
  put(owner: string, bytes: Buffer): Promise<string>;
  /** the bytes as a stream, or null when absent */
  get(owner: string, sha256: string): Promise<Readable | null>;
  delete(owner: string, sha256: string): Promise<void>;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Local disk: {root}/{sha256(owner)}/{sha256(content)}; the owner's id never appears in a path as typed. */
export function localDiskBlobStore(root: string): BlobStore {
  const folderOf = (owner: string) => path.join(root, sha256Hex(`owner:${owner}`));
  const fileOf = (owner: string, key: string) => {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error('bad blob key');
    return path.join(folderOf(owner), key);
  };
  return {
    async put(owner, bytes) {
      const key = sha256Hex(bytes);
      const target = fileOf(owner, key);
      await mkdir(path.dirname(target), { recursive: true });
      // write then rename: a reader never sees half a file
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, target);
      return key;
    },
    async get(owner, key) {
      const file = fileOf(owner, key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(owner, key) {
      await rm(fileOf(owner, key), { force: true });
    },
  };
}

/** CERTIFICATE_FILES_DIR, else `files/certificates` beside the API's database folder. */
export function defaultCertificateFilesDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CERTIFICATE_FILES_DIR) return path.resolve(env.CERTIFICATE_FILES_DIR);
  const dbDir = env.API_DATA_DIR && !env.API_DATA_DIR.startsWith('memory://') ? env.API_DATA_DIR : null;
  return dbDir
    ? path.resolve(dbDir, '..', 'files', 'certificates')
    : path.join(import.meta.dirname, '../../.data/files/certificates');
}
