-- Certificate files (spec 2 §5, §7; docs/decisions/019-certificate-files.md). The bytes live in a blob
-- store (local disk by default), content-addressed per owner; this table holds what the member sees: the
-- opaque blob name they download by, the original file name and the certificate it is attached to.
-- A row exists only after the file passed every check, so a refused upload leaves nothing behind.
CREATE TABLE certificate_files (
  -- random, unguessable (128 bits, hex): the blobUri / blobName of the spec's calls
  blob_name text PRIMARY KEY CHECK (blob_name ~ '^[0-9a-f]{32}$'),
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  -- sha-256 of the bytes: the blob store's key under the owner's folder
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes int NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242880),
  -- NULL between the upload and the save of the credit it belongs to
  certificate_id bigint REFERENCES credit_certificates (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX certificate_files_by_certificate ON certificate_files (certificate_id);
CREATE INDEX certificate_files_by_owner_content ON certificate_files (user_sub, content_sha256);
