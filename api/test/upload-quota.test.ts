// Abuse: certificate uploads stop at the person's quota of files and bytes (issue 37 item 9, decision
// 052) with a 403 that says so; a refused upload leaves no row and no bytes, parallel uploads cannot
// pass the quota together, another person is unaffected and deleting a file frees room.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { uploadQuotaFromEnv } from '../src/certificates/upload-quota';

const QUOTA = { files: 4, bytes: 100_000 };
const saved = {
  dir: process.env.CERTIFICATE_FILES_DIR,
  files: process.env.CERTIFICATE_QUOTA_FILES,
  bytes: process.env.CERTIFICATE_QUOTA_BYTES,
};
const filesDir = mkdtempSync(path.join(tmpdir(), 'cle-quota-files-'));
let t: SignedInApp;

before(async () => {
  process.env.CERTIFICATE_FILES_DIR = filesDir;
  process.env.CERTIFICATE_QUOTA_FILES = String(QUOTA.files);
  process.env.CERTIFICATE_QUOTA_BYTES = String(QUOTA.bytes);
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
  for (const [name, value] of [
    ['CERTIFICATE_FILES_DIR', saved.dir],
    ['CERTIFICATE_QUOTA_FILES', saved.files],
    ['CERTIFICATE_QUOTA_BYTES', saved.bytes],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

/** A real PDF (its bytes decide the type) padded to about `size` bytes; `text` makes it unique. */
async function pdf(text: string, size = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawText(text, { x: 10, y: 50, size: 12 });
  const bytes = Buffer.from(await doc.save());
  return size > bytes.length ? Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]) : bytes;
}

async function upload(as: string, name: string, bytes: Buffer) {
  const boundary = `----quota${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/certificates/upload',
    headers: {
      authorization: `Bearer ${await t.tokenFor(as)}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}

const rows = async (sub: string) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM certificate_files WHERE user_sub = $1', [
      sub,
    ])
  )[0]!.n;
const onDisk = (): number => {
  const walk = (dir: string): number =>
    readdirSync(dir).reduce(
      (n, f) => n + (statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : 1),
      0,
    );
  return walk(filesDir);
};

describe('upload quota', () => {
  test('the bytes quota, then the count quota: 403 with a message, nothing stored; deleting frees room', async () => {
    const me = 'u-im';
    for (const n of [1, 2, 3])
      assert.equal((await upload(me, `big-${n}.pdf`, await pdf(`big ${n}`, 31_000))).statusCode, 201);
    const [disk, mine] = [onDisk(), await rows(me)];
    assert.equal(mine, 3);

    const overBytes = await upload(me, 'big-4.pdf', await pdf('big 4', 31_000));
    assert.equal(overBytes.statusCode, 403);
    assert.match(
      overBytes.json().message,
      /^Upload limit reached: your certificate files can take at most 0\.1 MB/,
    );
    assert.equal(overBytes.json().field, 'files');
    assert.equal(await rows(me), mine, 'no row');
    assert.equal(onDisk(), disk, 'no bytes');

    // a small file still fits the bytes; then the count is reached
    assert.equal((await upload(me, 'small-1.pdf', await pdf('small 1'))).statusCode, 201);
    const overCount = await upload(me, 'small-2.pdf', await pdf('small 2'));
    assert.equal(overCount.statusCode, 403);
    assert.equal(
      overCount.json().message,
      'Upload limit reached: you can keep at most 4 certificate files. Delete files you no longer need and try again.',
    );
    assert.equal(await rows(me), 4);
    assert.equal(onDisk(), disk + 1);

    // the quota is per person
    assert.equal((await upload('u-retail', 'theirs.pdf', await pdf('theirs', 31_000))).statusCode, 201);

    // deleting a file frees room for another
    const [{ blob_name }] = (await t.db.query<{ blob_name: string }>(
      "SELECT blob_name FROM certificate_files WHERE user_sub = $1 AND file_name = 'small-1.pdf'",
      [me],
    )) as [{ blob_name: string }];
    const del = await t.call('DELETE', `/api/user/certificates/delete-file/${me}?blobName=${blob_name}`, me);
    assert.equal(del.statusCode, 200, del.body);
    assert.equal((await upload(me, 'small-2.pdf', await pdf('small 2'))).statusCode, 201);
  });

  test('parallel uploads cannot pass the quota together', async () => {
    const sub = 'u-pm';
    assert.equal((await upload(sub, 'first.pdf', await pdf('first'))).statusCode, 201);
    const files = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pdf(`parallel ${n}`)));
    const answers = await Promise.all(files.map((bytes, i) => upload(sub, `p-${i}.pdf`, bytes)));
    const codes = answers.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [201, 201, 201, 403, 403, 403]);
    assert.ok(answers.every((r) => r.statusCode < 500));
    assert.equal(await rows(sub), QUOTA.files);
  });

  test('the figures and their settings', () => {
    assert.deepEqual(uploadQuotaFromEnv({}), { files: 200, bytes: 209_715_200 });
    assert.deepEqual(uploadQuotaFromEnv({ CERTIFICATE_QUOTA_FILES: '10', CERTIFICATE_QUOTA_BYTES: '1000' }), {
      files: 10,
      bytes: 1000,
    });
    assert.throws(() => uploadQuotaFromEnv({ CERTIFICATE_QUOTA_FILES: '-1' }), /CERTIFICATE_QUOTA_FILES/);
    assert.throws(() => uploadQuotaFromEnv({ CERTIFICATE_QUOTA_BYTES: '1e3x' }), /CERTIFICATE_QUOTA_BYTES/);
  });
});
