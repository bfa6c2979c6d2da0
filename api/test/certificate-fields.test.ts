// The certificate payload's file and jurisdiction fields (S2-API-48) on the real database: the seed's
// PLI certificates have no file, and a certificate saved with an uploaded file carries that file's key.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { CertificateListResponseSchema, CertificateSchema } from '@cle/contracts/certificate-schemas';
import type { Certificate, CertificateListResponse } from '@cle/contracts/certificate-schemas';
import { assertShape, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';

let t: SignedInApp;
const filesDir = mkdtempSync(path.join(tmpdir(), 'cle-cert-fields-'));
const previousFilesDir = process.env.CERTIFICATE_FILES_DIR;
const WHO = 'u-retail';

async function list(): Promise<Certificate[]> {
  const res = await t.call('POST', '/api/user/certificates', WHO, { customerId: WHO, pageSize: 100 });
  assert.equal(res.statusCode, 200, res.body);
  assertShape(CertificateListResponseSchema, res.json());
  return (res.json() as CertificateListResponse).items;
}

async function uploadPdf(name: string): Promise<{ blobUri: string; fileName: string }> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawText(name, { x: 10, y: 50, size: 12 });
  const bytes = Buffer.from(await doc.save());
  const boundary = '----clefields';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/certificates/upload',
    headers: {
      authorization: `Bearer ${await t.tokenFor(WHO)}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  assert.equal(res.statusCode, 201, res.body);
  return (res.json() as { blobUri: string; fileName: string }[])[0]!;
}

before(async () => {
  process.env.CERTIFICATE_FILES_DIR = filesDir;
  t = await startSignedInApp();
});

after(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
  if (previousFilesDir === undefined) delete process.env.CERTIFICATE_FILES_DIR;
  else process.env.CERTIFICATE_FILES_DIR = previousFilesDir;
});

test("[S2-API-48] seeded certificates: no file, so no attachment_SK or documentId; webShortDescription is the jurisdiction's short name", async () => {
  const names = new Map(
    (
      await t.db.query<{ region_sk: number; state_name: string }>(
        'SELECT region_sk, state_name FROM jurisdictions',
      )
    ).map((j) => [j.region_sk, j.state_name]),
  );
  const seeded = await list();
  // the seed's PLI certificates for this member: NY 7, CA 6, FL 5
  assert.equal(seeded.length, 18);
  for (const c of seeded) {
    assert.equal(c.attachment_SK, null, c.programName);
    assert.equal(c.documentId, null, c.programName);
    assert.deepEqual(c.certificateBlobs, []);
    assert.equal(c.webShortDescription, names.get(c.regionKey), c.programName);
  }
  assert.deepEqual([...new Set(seeded.map((c) => c.webShortDescription))].sort(), [
    'California',
    'Florida',
    'New York',
  ]);
});

test('[S2-API-48] a certificate saved with an uploaded file carries that file as attachment_SK and documentId, in the answer and the list', async () => {
  const [ny] = await t.db.query<{ region_sk: number }>(
    "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
  );
  const blob = await uploadPdf('Bar ethics certificate.pdf');
  const res = await t.call(
    'POST',
    `/api/credit-tracker/external-Certificate/add/${WHO}/${ny!.region_sk}`,
    WHO,
    {
      programName: 'Bar Association Ethics Update',
      certificateSource: 'County Bar Association',
      dateCompleted: new Date().toISOString().slice(0, 10),
      format: 'Live',
      isCarryover: false,
      transitionLevel: null,
      creditTypes: [{ creditType_SK: 1, creditIssued: 1 }],
      certificateBlobs: [blob],
    },
  );
  assert.equal(res.statusCode, 201, res.body);
  assertShape(CertificateSchema, res.json());
  const saved = res.json() as Certificate;
  const [row] = await t.db.query<{ sk: string }>(
    'SELECT attachment_sk::text AS sk FROM certificate_files WHERE blob_name = $1',
    [blob.blobUri],
  );
  assert.ok(Number(row!.sk) > 0);
  assert.equal(saved.attachment_SK, Number(row!.sk));
  assert.equal(saved.documentId, blob.blobUri);
  assert.equal(saved.webShortDescription, 'New York');
  const listed = (await list()).find((c) => c.id === saved.id)!;
  assert.equal(listed.attachment_SK, saved.attachment_SK);
  assert.equal(listed.documentId, blob.blobUri);
  // two files get two keys
  const other = await uploadPdf('Second certificate.pdf');
  const [second] = await t.db.query<{ sk: string }>(
    'SELECT attachment_sk::text AS sk FROM certificate_files WHERE blob_name = $1',
    [other.blobUri],
  );
  assert.notEqual(second!.sk, row!.sk);
});
