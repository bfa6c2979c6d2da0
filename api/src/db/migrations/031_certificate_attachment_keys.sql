-- A certificate file's numeric key, the attachment_SK of a certificate payload (spec 2 §3, S2-API-48).
-- Existing rows get keys as the column is added; new uploads get the next one.
ALTER TABLE certificate_files ADD COLUMN attachment_sk bigint GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX certificate_files_by_attachment_sk ON certificate_files (attachment_sk);
