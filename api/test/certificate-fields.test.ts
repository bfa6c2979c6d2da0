// The certificate payload's file and jurisdiction fields (S2-API-48) on the real database: the seed's
// PLI certificates have no file, and a certificate saved with an uploaded file carries that file's key.
// The list query body (S2-API-52) and the bulk download body (S2-API-57) are read field by field.
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

test('[S2-API-52] POST /user/certificates takes customerId, ignoreCreditRequestUrls, pageSize, jurisdictions, pageNumber and isTransitionalOrNewlyAdmittedJurisdiction', async () => {
  const [ny] = await t.db.query<{ region_sk: number }>(
    "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
  );
  const inNewYork = (await list()).filter((c) => c.regionKey === ny!.region_sk).length;
  assert.ok(inNewYork > 5, 'more New York certificates than one page of 5');
  const body = {
    customerId: WHO,
    ignoreCreditRequestUrls: false,
    pageSize: 5,
    jurisdictions: [ny!.region_sk],
    pageNumber: 2,
    isTransitionalOrNewlyAdmittedJurisdiction: false,
  };
  const res = await t.call('POST', '/api/user/certificates', WHO, body);
  assert.equal(res.statusCode, 200, res.body);
  const page = res.json() as CertificateListResponse;
  assert.equal(page.items.length, inNewYork - 5, 'the second page of 5');
  assert.ok(page.items.every((c) => c.regionKey === ny!.region_sk));
  assert.equal(page.summary.pageNumber, 2);
  assert.deepEqual(page.summary.filtersApplied.jurisdictions, [ny!.region_sk]);
  // each field of the body is read: a value of the wrong type is refused, naming the field
  for (const field of Object.keys(body).filter((k) => k !== 'customerId')) {
    const bad = await t.call('POST', '/api/user/certificates', WHO, { ...body, [field]: 'x' });
    assert.equal(bad.statusCode, 400, `${field}: ${bad.body}`);
    assert.match(bad.json().message, new RegExp(field), field);
  }
});

test('[S2-API-57] POST /user/certificates/download-bulk/{customerId} takes keys and blobUris', async () => {
  const blob = await uploadPdf('Bulk certificate.pdf');
  const url = `/api/user/certificates/download-bulk/${WHO}`;
  const res = await t.call('POST', url, WHO, { keys: [1], blobUris: [blob.blobUri], pageNumber: 1 });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'application/zip');
  for (const [bad, field] of [
    [{ keys: ['x'], blobUris: [blob.blobUri] }, 'keys'],
    [{ keys: [1], blobUris: [] }, 'blobUris'],
    [{ keys: [1] }, 'blobUris'],
  ] as const) {
    const refused = await t.call('POST', url, WHO, bad);
    assert.equal(refused.statusCode, 400, `${JSON.stringify(bad)}: ${refused.body}`);
    assert.match(refused.json().message, new RegExp(field));
  }
});
