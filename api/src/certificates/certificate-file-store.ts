// Certificate files (migrations 010, 031) as the file routes read and delete them. The bytes are
// content-addressed in the blob store: rows of one owner may share them.
import type { Db } from '../db/db';
import type { CertificateFileRow } from '../db/rows';
import type { BlobStore } from './blob-store';

export type CertificateFile = Pick<
  CertificateFileRow,
  'blob_name' | 'content_sha256' | 'file_name' | 'content_type' | 'size_bytes'
>;

const FILE_COLUMNS = 'blob_name, content_sha256, file_name, content_type, size_bytes';

/** The owner's file by its blob name, or undefined. */
export async function ownFile(db: Db, sub: string, blobName: string): Promise<CertificateFile | undefined> {
  const [row] = await db.query<CertificateFile>(
    `SELECT ${FILE_COLUMNS} FROM certificate_files WHERE user_sub = $1 AND blob_name = $2`,
    [sub, blobName],
  );
  return row;
}

/** The owner's files among the blob names, oldest first. */
export async function ownFiles(db: Db, sub: string, blobNames: string[]): Promise<CertificateFile[]> {
  return db.query<CertificateFile>(
    `SELECT ${FILE_COLUMNS} FROM certificate_files
      WHERE user_sub = $1 AND blob_name = ANY($2::text[]) ORDER BY created_at, blob_name`,
    [sub, blobNames],
  );
}

/** Deletes the owner's file row; answers the content hash it named, or undefined when there was none. */
export async function deleteOwnFile(db: Db, sub: string, blobName: string): Promise<string | undefined> {
  const [row] = await db.query<Pick<CertificateFileRow, 'content_sha256'>>(
    'DELETE FROM certificate_files WHERE user_sub = $1 AND blob_name = $2 RETURNING content_sha256',
    [sub, blobName],
  );
  return row?.content_sha256;
}

/** Removes the bytes when no row of the owner names them any more. */
export async function dropBytesIfUnused(db: Db, store: BlobStore, sub: string, sha: string): Promise<void> {
  const [used] = await db.query(
    'SELECT 1 FROM certificate_files WHERE user_sub = $1 AND content_sha256 = $2 LIMIT 1',
    [sub, sha],
  );
  if (!used) await store.delete(sub, sha);
}
