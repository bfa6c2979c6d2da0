// Certificates, external and carryover credit and certificate files (spec 2 §5, §7) on the real database
// (PGlite, and PostgreSQL with TEST_DATABASE_URL) and a real blob store on disk: scoped to the token's
// subject, validated with the credit form's rules, refused uploads store nothing, downloads are the
// bytes that were uploaded, the bulk download is a zip that unzips.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { zipEntries } from '@cle/testing/zip';
import {
  CERTIFICATES_PAGE_SIZE,
  CertificateListResponseSchema,
  CertificateSchema,
  CreditFormOptionsSchema,
  FILE_MESSAGES,
  MAX_CERTIFICATE_FILE_BYTES,
  UploadResponseSchema,
} from '@cle/contracts/certificate-schemas';
import type {
  Certificate,
  CertificateInput,
  CertificateListQuery,
  CertificateListResponse,
} from '@cle/contracts/certificate-schemas';
import { assertShape, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { seededAdminClaims } from './tokens';
import { compliancePeriodFor } from '../src/certificates/certificate-store';
import { RosterResponseSchema } from '@cle/contracts/roster-schemas';
import type { RosterResponse } from '@cle/contracts/roster-schemas';
import ExcelJS from 'exceljs';

let t: SignedInApp;
const filesDir = mkdtempSync(path.join(tmpdir(), 'cle-cert-files-'));
const previousFilesDir = process.env.CERTIFICATE_FILES_DIR;

const ME = 'u-im';
const OTHER = 'u-pm';
const NY = 132; // any seeded jurisdiction works; looked up in before()
let region = NY;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, as?: string, payload?: unknown) =>
  t.call(method, url, as, payload);

function multipart(parts: { field?: string; name: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----cle${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.name}"\r\n` +
          `Content-Type: ${p.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(as: string, parts: Parameters<typeof multipart>[0]) {
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/certificates/upload',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}`, 'content-type': contentType },
    payload: body,
  });
}

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.addPage([200, 100]).drawText(text, { x: 10, y: 50, size: 12 });
  return Buffer.from(await doc.save());
}

/** files on disk under the blob store's root, and rows in certificate_files */
function filesOnDisk(): number {
  const walk = (dir: string): number =>
    readdirSync(dir).reduce((n, f) => {
      const p = path.join(dir, f);
      return n + (statSync(p).isDirectory() ? walk(p) : 1);
    }, 0);
  try {
    return walk(filesDir);
  } catch {
    return 0;
  }
}
async function fileRows(): Promise<number> {
  const [r] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM certificate_files');
  return r!.n;
}

const today = new Date().toISOString().slice(0, 10);
const input = (over: Partial<CertificateInput> = {}): CertificateInput => ({
  programName: 'Ethics in Practice 2026',
  certificateSource: 'State Bar Academy',
  dateCompleted: today,
  format: 'Live-webcast',
  isCarryover: false,
  transitionLevel: null,
  creditTypes: [
    { creditType_SK: 1, creditIssued: 2.5 },
    { creditType_SK: 2, creditIssued: 1 },
    { creditType_SK: null, creditIssued: null },
  ],
  ...over,
});

async function add(as: string, over: Partial<CertificateInput> = {}, reg = region): Promise<Certificate> {
  const res = await call(
    'POST',
    `/api/credit-tracker/external-Certificate/add/${as}/${reg}`,
    as,
    input(over),
  );
  assert.equal(res.statusCode, 201, res.body);
  assertShape(CertificateSchema, res.json());
  return res.json() as Certificate;
}

async function list(as: string, q: Partial<CertificateListQuery> = {}): Promise<CertificateListResponse> {
  const res = await call('POST', '/api/user/certificates', as, { customerId: as, ...q });
  assert.equal(res.statusCode, 200, res.body);
  assertShape(CertificateListResponseSchema, res.json());
  return res.json() as CertificateListResponse;
}

before(async () => {
  process.env.CERTIFICATE_FILES_DIR = filesDir;
  // the people's own support-staff flags, as the identity provider signs them (the roster's admins)
  t = await startSignedInApp({ claimsFor: seededAdminClaims });
  const [j] = await t.db.query<{ region_sk: number }>(
    "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
  );
  region = j?.region_sk ?? region;
  // these tests count what they create: the people they use start without the seed's CLE records
  // (the tracker's seeded licenses and PLI certificates, decision 016)
  await t.db.query('DELETE FROM credit_certificates WHERE user_sub = ANY($1)', [[ME, OTHER, 'u-retail']]);
  await t.db.query('DELETE FROM user_licenses WHERE user_sub = ANY($1)', [[ME, OTHER, 'u-retail']]);
});
after(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
  if (previousFilesDir === undefined) delete process.env.CERTIFICATE_FILES_DIR;
  else process.env.CERTIFICATE_FILES_DIR = previousFilesDir;
});

describe('access', () => {
  test('[S2-ROLES-10] certificate calls answer 401 without a token and 403 when customerId is not the subject', async () => {
    const mine = await add(ME);
    for (const [method, url, body] of [
      ['POST', '/api/user/certificates', { customerId: OTHER }],
      ['POST', `/api/credit-tracker/external-Certificate/add/${OTHER}/${region}`, input()],
      ['POST', `/api/credit-tracker/external-Certificate/update/${OTHER}/${region}`, input({ id: mine.id })],
      ['DELETE', `/api/credit-tracker/external-Certificate/${OTHER}/${mine.id}`, undefined],
      ['GET', `/api/user/certificates/download/${OTHER}?blobName=${'a'.repeat(32)}`, undefined],
      ['POST', `/api/user/certificates/download-bulk/${OTHER}`, { blobUris: ['a'.repeat(32)] }],
      ['DELETE', `/api/user/certificates/delete-file/${OTHER}?blobName=${'a'.repeat(32)}`, undefined],
    ] as const) {
      assert.equal((await call(method, url, undefined, body)).statusCode, 401, `${method} ${url} anonymous`);
      const res = await call(method, url, ME, body);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.match(res.json().message, /your own certificates/);
    }
    // another member cannot touch mine through their own customerId either: not found, nothing changed
    const del = await call('DELETE', `/api/credit-tracker/external-Certificate/${OTHER}/${mine.id}`, OTHER);
    assert.equal(del.statusCode, 404);
    const upd = await call(
      'POST',
      `/api/credit-tracker/external-Certificate/update/${OTHER}/${region}`,
      OTHER,
      input({ id: mine.id, programName: 'Hijacked' }),
    );
    assert.equal(upd.statusCode, 404);
    assert.equal((await list(OTHER)).summary.count, 0);
    assert.ok((await list(ME)).items.some((c) => c.id === mine.id && c.programName === mine.programName));
    await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${mine.id}`, ME);
  });
});

describe('external and carryover credit', () => {
  test('[S2-API-45] [S2-API-48] [S2-API-49] [S2-CREDITFORM-30] add saves the certificate with its credits by type, dropping empty rows', async () => {
    const c = await add(ME);
    assert.equal(c.customerId, ME);
    assert.equal(c.isExternal, true);
    assert.equal(c.regionKey, region);
    assert.equal(c.dateCompleted, today);
    assert.equal(c.formatDisplayText, 'Live Webcast');
    assert.deepEqual(
      c.creditTypes.map((x) => [x.creditType_SK, x.creditIssued]),
      [
        [1, 2.5],
        [2, 1],
      ],
    );
    await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${c.id}`, ME);
  });

  /** each case is refused with 400 and its message, and nothing is saved */
  async function refuses(cases: [Partial<CertificateInput>, string][]) {
    const before = (await list(ME)).summary.count;
    for (const [over, message] of cases) {
      const res = await call(
        'POST',
        `/api/credit-tracker/external-Certificate/add/${ME}/${region}`,
        ME,
        input(over),
      );
      assert.equal(res.statusCode, 400, JSON.stringify(over));
      assert.equal(res.json().message, message, JSON.stringify(over));
    }
    assert.equal((await list(ME)).summary.count, before, 'nothing saved');
  }

  test("[S2-CREDITFORM-13] a program name under 3 characters gives 'Enter a Program name', saving nothing", () =>
    refuses([[{ programName: 'ab' }, 'Enter a Program name']]));

  test("[S2-CREDITFORM-14] a blank provider gives 'Enter a Provider name', saving nothing", () =>
    refuses([[{ certificateSource: '  ' }, 'Enter a Provider name']]));

  test("[S2-CREDITFORM-16] a missing or impossible date gives 'Enter a valid date', saving nothing", () =>
    refuses([
      [{ dateCompleted: '' }, 'Enter a valid date'],
      [{ dateCompleted: '2026-02-30' }, 'Enter a valid date'],
    ]));

  test("[S2-CREDITFORM-17] a carryover without its period gives 'Select a carryover period', saving nothing", () =>
    refuses([[{ dateCompleted: '', isCarryover: true }, 'Select a carryover period']]));

  test("[S2-CREDITFORM-20] a missing or unknown format gives 'Select a format', saving nothing", () =>
    refuses([
      [{ format: '' }, 'Select a format'],
      [{ format: 'Podcast' }, 'Select a format'],
    ]));

  test("[S2-CREDITFORM-21] a row with credits and no (or an unknown) credit type gives 'Select a credit type'", () =>
    refuses([
      [{ creditTypes: [{ creditType_SK: null, creditIssued: 2 }] }, 'Select a credit type'],
      [{ creditTypes: [{ creditType_SK: 999, creditIssued: 1 }] }, 'Select a credit type'],
    ]));

  test("[S2-CREDITFORM-22] no row with a credit type gives 'Select a credit type', saving nothing", () =>
    refuses([
      [{ creditTypes: [] }, 'Select a credit type'],
      [{ creditTypes: [{ creditType_SK: null, creditIssued: null }] }, 'Select a credit type'],
    ]));

  test("[S2-CREDITFORM-23] a credit type with 0, over-precise or too many credits gives 'Enter Credits'", () =>
    refuses([
      [{ creditTypes: [{ creditType_SK: 1, creditIssued: 0 }] }, 'Enter Credits'],
      [{ creditTypes: [{ creditType_SK: 1, creditIssued: 1.234 }] }, 'Enter Credits'],
      [{ creditTypes: [{ creditType_SK: 1, creditIssued: 100 }] }, 'Enter Credits'],
    ]));

  test('an unknown jurisdiction or a malformed body is refused, saving nothing', async () => {
    const before = (await list(ME)).summary.count;
    const unknownRegion = await call(
      'POST',
      `/api/credit-tracker/external-Certificate/add/${ME}/999999`,
      ME,
      input(),
    );
    assert.equal(unknownRegion.statusCode, 400);
    const badJson = await call('POST', `/api/credit-tracker/external-Certificate/add/${ME}/${region}`, ME, {
      programName: 5,
    });
    assert.equal(badJson.statusCode, 400);
    assert.equal((await list(ME)).summary.count, before);
  });

  test('[S2-CREDITFORM-18] [S2-CREDITFORM-19] the compliance-period check applies on the tracker and is skipped on the certificates page', async () => {
    const period = await compliancePeriodFor(t.db, ME, region);
    assert.ok(period, 'the member holds a license with a period there');
    const outside = `${Number(period.start.slice(0, 4)) - 1}-06-01`;
    const tracker = await call(
      'POST',
      `/api/credit-tracker/external-Certificate/add/${ME}/${region}`,
      ME,
      input({ dateCompleted: outside, checkCompliancePeriod: true }),
    );
    assert.equal(tracker.statusCode, 400);
    assert.equal(tracker.json().message, 'Date outside compliance period');
    const page = await add(ME, { dateCompleted: outside, checkCompliancePeriod: false });
    assert.equal(page.dateCompleted, outside);
    await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${page.id}`, ME);
  });

  test('[S2-API-46] [S2-API-47] update replaces fields and credits; carryover is saved as carryover; delete removes it', async () => {
    const c = await add(ME);
    const res = await call(
      'POST',
      `/api/credit-tracker/external-Certificate/update/${ME}/${region}`,
      ME,
      input({
        id: c.id,
        programName: 'Carried over credit',
        isCarryover: true,
        creditTypes: [{ creditType_SK: 3, creditIssued: 4.25 }],
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const u = res.json() as Certificate;
    assert.equal(u.programName, 'Carried over credit');
    assert.equal(u.isCarryover, true);
    assert.equal(u.carryOver, 4.25);
    assert.deepEqual(
      u.creditTypes.map((x) => [x.creditType_SK, x.creditIssued]),
      [[3, 4.25]],
    );
    const del = await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${c.id}`, ME);
    assert.equal(del.statusCode, 200);
    assert.ok(!(await list(ME)).items.some((x) => x.id === c.id));
    assert.equal(
      (await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${c.id}`, ME)).statusCode,
      404,
    );
  });
});

describe('the credit form options', () => {
  test("[S2-CREDITFORM-15] form options list jurisdictions, credit types and the caller's own earlier providers", async () => {
    const c = await add(ME, { certificateSource: 'Unique Provider Institute' });
    const res = await call('GET', '/api/user/certificates/form-options', ME);
    assert.equal(res.statusCode, 200);
    assertShape(CreditFormOptionsSchema, res.json());
    const body = res.json() as {
      jurisdictions: { regionSk: number }[];
      creditTypes: { sk: number }[];
      providers: string[];
    };
    assert.ok(body.jurisdictions.some((j) => j.regionSk === region));
    assert.ok(body.creditTypes.some((t) => t.sk === 1));
    assert.ok(body.providers.includes('Unique Provider Institute'));
    const other = (await call('GET', '/api/user/certificates/form-options', OTHER)).json() as {
      providers: string[];
    };
    assert.ok(!other.providers.includes('Unique Provider Institute'));
    await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${c.id}`, ME);
  });
});

describe('the certificates list', () => {
  const who = 'u-retail';
  const made: Certificate[] = [];
  let first: CertificateListResponse;
  let total = 0;
  before(async () => {
    for (let i = 0; i < 23; i++)
      made.push(
        await add(who, {
          programName: `Program ${String.fromCharCode(65 + (i % 26))}${i}`,
          dateCompleted: `20${String(20 + (i % 5)).padStart(2, '0')}-0${(i % 9) + 1}-1${i % 10}`,
        }),
      );
    first = await list(who);
    total = first.summary.count;
    assert.ok(total >= 23);
  });
  after(async () => {
    for (const c of made)
      await call('DELETE', `/api/credit-tracker/external-Certificate/${who}/${c.id}`, who);
  });

  test('[S2-CERT-05] [S2-API-53] with no sort the list is NewestFirst, and the summary says so', () => {
    assert.equal(first.summary.filtersApplied.sort, 'NewestFirst');
    const dates = first.items.map((c) => c.dateCompleted);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test('[S2-CERT-04] Oldest First, A-Z and Z-A sort the list', async () => {
    const oldest = await list(who, { sort: 'OldestFirst' });
    assert.deepEqual(
      oldest.items.map((c) => c.dateCompleted),
      oldest.items.map((c) => c.dateCompleted).sort(),
    );
    const az = await list(who, { sort: 'AZ', pageSize: 100 });
    const names = az.items.map((c) => c.programName.toLowerCase());
    assert.deepEqual(names, [...names].sort());
    const za = await list(who, { sort: 'ZA', pageSize: 100 });
    assert.deepEqual(
      za.items.map((c) => c.programName.toLowerCase()),
      [...names].reverse(),
    );
  });

  test('[S2-CERT-12] [S2-API-52] pages hold 20; pageNumber 2 holds the rest and totalPages counts them', async () => {
    assert.equal(first.items.length, CERTIFICATES_PAGE_SIZE);
    assert.equal(CERTIFICATES_PAGE_SIZE, 20);
    assert.equal(first.summary.totalPages, Math.ceil(total / 20));
    const page2 = await list(who, { pageNumber: 2 });
    assert.equal(page2.summary.pageNumber, 2);
    assert.equal(page2.items.length, total - 20);
  });

  test('[S2-CERT-21] the source filter pli / external splits the list in two', async () => {
    const ext = await list(who, { source: ['external'], pageSize: 100 });
    assert.ok(ext.items.length > 0 && ext.items.every((c) => c.isExternal));
    const pli = await list(who, { source: ['pli'], pageSize: 100 });
    assert.ok(pli.items.every((c) => !c.isExternal));
    assert.equal(ext.summary.count + pli.summary.count, total);
  });

  test('[S2-CERT-24] [S2-CERT-26] a year filters; year 9999 takes the start;end date range', async () => {
    const y2021 = await list(who, { year: 2021, pageSize: 100 });
    assert.ok(y2021.items.length > 0 && y2021.items.every((c) => c.dateCompleted.startsWith('2021')));
    const custom = await list(who, { year: 9999, dateRange: '01/01/2022;12/31/2023', pageSize: 100 });
    assert.ok(custom.items.length > 0);
    assert.ok(custom.items.every((c) => c.dateCompleted >= '2022-01-01' && c.dateCompleted <= '2023-12-31'));
    const badRange = await call('POST', '/api/user/certificates', who, {
      customerId: who,
      year: 9999,
      dateRange: 'x',
    });
    assert.equal(badRange.statusCode, 400);
  });

  test("an unknown jurisdiction filters everything out; the options list the member's jurisdictions", async () => {
    const none = await list(who, { jurisdictions: [999999] });
    assert.equal(none.summary.count, 0);
    assert.ok(first.filterOptions.jurisdictions.some((j) => j.regionSk === region));
  });
});

describe('certificate files', () => {
  test('[S2-VALID-23] [S2-VALID-24] [S2-VALID-25] [S2-VALID-21] a 6 MB file, an executable renamed .pdf, a name with @ and two files are refused with the message, storing nothing', async () => {
    const disk = filesOnDisk();
    const rows = await fileRows();
    const real = await pdf('certificate');
    const big = Buffer.concat([real, Buffer.alloc(6 * 1024 * 1024 - real.length, 0x20)]);
    const exe = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0)]);
    const pe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(62, 0),
      Buffer.from('This program cannot be run in DOS mode'),
    ]);
    const cases: [Parameters<typeof multipart>[0], string][] = [
      [[{ name: 'big.pdf', bytes: big }], FILE_MESSAGES.typeOrSize],
      [
        [
          {
            name: 'one-byte-over.pdf',
            bytes: Buffer.concat([real, Buffer.alloc(MAX_CERTIFICATE_FILE_BYTES + 1 - real.length, 0x20)]),
          },
        ],
        FILE_MESSAGES.typeOrSize,
      ],
      [[{ name: 'tool.pdf', bytes: exe }], FILE_MESSAGES.typeOrSize],
      [[{ name: 'setup.pdf', bytes: pe }], FILE_MESSAGES.typeOrSize],
      [[{ name: 'notes.pdf', bytes: Buffer.from('just some text, not a pdf') }], FILE_MESSAGES.typeOrSize],
      [[{ name: 'me@work.pdf', bytes: real }], FILE_MESSAGES.name],
      [[{ name: 'cost$.pdf', bytes: real }], FILE_MESSAGES.name],
      [[{ name: 'a#b.pdf', bytes: real }], FILE_MESSAGES.name],
      [
        [
          { name: 'a.pdf', bytes: real },
          { name: 'b.pdf', bytes: real },
        ],
        FILE_MESSAGES.onlyOne,
      ],
      [[], FILE_MESSAGES.missing],
    ];
    for (const [parts, message] of cases) {
      const res = await upload(ME, parts);
      assert.equal(res.statusCode, 400, `${parts.map((p) => p.name).join(',')}: ${res.body}`);
      assert.equal(res.json().message, message, parts.map((p) => p.name).join(','));
    }
    assert.equal(filesOnDisk(), disk, 'nothing written to the blob store');
    assert.equal(await fileRows(), rows, 'no file rows');
  });

  /** a PDF uploaded through the files field and attached to a new credit */
  async function uploadAndAttach() {
    const bytes = await pdf('Ethics certificate');
    const res = await upload(ME, [
      { name: 'Ethics Certificate (2026).pdf', bytes, type: 'application/octet-stream' },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    assertShape(UploadResponseSchema, res.json());
    const [blob] = res.json() as { blobUri: string; fileName: string }[];
    const c = await add(ME, { certificateBlobs: [blob!] });
    return { bytes, blob: blob!, c };
  }

  test('[S2-API-59] [S2-API-60] [S2-CERT-29] an uploaded file comes back as blobUri and fileName and attaches to a credit', async () => {
    const { blob, c } = await uploadAndAttach();
    assert.match(blob.blobUri, /^[0-9a-f]{32}$/);
    assert.equal(blob.fileName, 'Ethics Certificate (2026).pdf');
    assert.deepEqual(c.certificateBlobs, [blob]);
    assert.deepEqual((await list(ME, { pageSize: 100 })).items.find((i) => i.id === c.id)!.certificateBlobs, [
      blob,
    ]);
    await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${c.id}`, ME);
  });

  test('[S2-API-55] [S2-API-56] [S2-CERT-30] the download is the same bytes under the original name, for its owner only', async () => {
    const { bytes, blob, c } = await uploadAndAttach();
    const dl = await call('GET', `/api/user/certificates/download/${ME}?blobName=${blob.blobUri}`, ME);
    assert.equal(dl.statusCode, 200);
    assert.equal(dl.headers['content-type'], 'application/pdf');
    assert.match(
      String(dl.headers['content-disposition']),
      /^attachment; filename="Ethics Certificate \(2026\)\.pdf"/,
    );
    assert.ok(dl.rawPayload.equals(bytes), 'the same bytes');
    // someone else asking for my blob through their own id: not found (and 403 through mine)
    assert.equal(
      (await call('GET', `/api/user/certificates/download/${OTHER}?blobName=${blob.blobUri}`, OTHER))
        .statusCode,
      404,
    );
    // another member cannot attach my file to their credit
    const steal = await call(
      'POST',
      `/api/credit-tracker/external-Certificate/add/${OTHER}/${region}`,
      OTHER,
      input({ certificateBlobs: [blob] }),
    );
    assert.equal(steal.statusCode, 400);
    assert.equal((await list(OTHER)).summary.count, 0, 'the refused add saved nothing');
    // the file is not on a public path: the blob name is no static URL
    assert.equal((await t.app.inject({ method: 'GET', url: `/files/${blob.blobUri}` })).statusCode, 404);
    await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${c.id}`, ME);
  });

  test('[S2-API-57] [S2-API-58] bulk download is a zip named certificates-page-{n}.zip that unzips to the uploaded files', async () => {
    const a = await pdf('A');
    const b = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const up = async (name: string, bytes: Buffer) =>
      ((await upload(ME, [{ name, bytes }])).json() as { blobUri: string; fileName: string }[])[0]!;
    const fa = await up('first.pdf', a);
    const fb = await up('second.png', b);
    const fc = await up('first.pdf', a); // same name and bytes: shares the stored content
    const res = await call('POST', `/api/user/certificates/download-bulk/${ME}`, ME, {
      blobUris: [fa.blobUri, fb.blobUri, fc.blobUri],
      pageNumber: 3,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/zip');
    assert.match(String(res.headers['content-disposition']), /filename="certificates-page-3\.zip"/);
    const entries = await zipEntries(res.rawPayload);
    assert.deepEqual([...entries.keys()].sort(), ['first (2).pdf', 'first.pdf', 'second.png']);
    assert.ok(entries.get('first.pdf')!.equals(a));
    assert.ok(entries.get('second.png')!.equals(b));
    const foreign = await call('POST', `/api/user/certificates/download-bulk/${OTHER}`, OTHER, {
      blobUris: [fa.blobUri],
    });
    assert.equal(foreign.statusCode, 404);
    // delete-file removes one row; the shared bytes stay until the last row naming them goes
    const disk = filesOnDisk();
    assert.equal(
      (await call('DELETE', `/api/user/certificates/delete-file/${ME}?blobName=${fa.blobUri}`, ME))
        .statusCode,
      200,
    );
    assert.equal(filesOnDisk(), disk);
    assert.equal(
      (await call('GET', `/api/user/certificates/download/${ME}?blobName=${fa.blobUri}`, ME)).statusCode,
      404,
    );
    assert.equal(
      (await call('DELETE', `/api/user/certificates/delete-file/${ME}?blobName=${fc.blobUri}`, ME))
        .statusCode,
      200,
    );
    assert.equal(filesOnDisk(), disk - 1);
    assert.equal(
      (await call('DELETE', `/api/user/certificates/delete-file/${ME}?blobName=${fb.blobUri}`, ME))
        .statusCode,
      200,
    );
    assert.equal(
      (await call('DELETE', `/api/user/certificates/delete-file/${ME}?blobName=${fb.blobUri}`, ME))
        .statusCode,
      404,
    );
  });
});

describe('deleting a certificate file', () => {
  test("[S2-API-61] [S2-CERT-31] DELETE delete-file/{customerId}?blobName= deletes the member's file: gone from her certificate, from the store and from download", async () => {
    const bytes = await pdf('A file to delete');
    const [blob] = (await upload(ME, [{ name: 'to-delete.pdf', bytes }])).json() as {
      blobUri: string;
      fileName: string;
    }[];
    const c = await add(ME, { programName: 'Has a file to delete', certificateBlobs: [blob!] });
    const disk = filesOnDisk();
    const rows = await fileRows();
    // nobody else can delete it through their own id
    const foreign = await call(
      'DELETE',
      `/api/user/certificates/delete-file/${OTHER}?blobName=${blob!.blobUri}`,
      OTHER,
    );
    assert.equal(foreign.statusCode, 404);
    assert.equal(await fileRows(), rows);

    const res = await call(
      'DELETE',
      `/api/user/certificates/delete-file/${ME}?blobName=${blob!.blobUri}`,
      ME,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { deleted: blob!.blobUri });
    assert.equal(await fileRows(), rows - 1);
    assert.equal(filesOnDisk(), disk - 1, 'its bytes named by no other row are removed');
    assert.equal(
      (await call('GET', `/api/user/certificates/download/${ME}?blobName=${blob!.blobUri}`, ME)).statusCode,
      404,
    );
    const after_ = (await list(ME, { pageSize: 100 })).items.find((i) => i.id === c.id)!;
    assert.deepEqual(after_.certificateBlobs, [], 'the certificate stays, without its file');
    assert.equal(
      (await call('DELETE', `/api/user/certificates/delete-file/${ME}?blobName=${blob!.blobUri}`, ME))
        .statusCode,
      404,
    );
    assert.equal(
      (await call('DELETE', `/api/user/certificates/delete-file/${ME}?blobName=../x`, ME)).statusCode,
      400,
    );
    await call('DELETE', `/api/credit-tracker/external-Certificate/${ME}/${c.id}`, ME);
  });
});

describe('the roster', () => {
  const ORG = 9001;
  async function roster(as: string, query = '', org = ORG) {
    return call('GET', `/api/credit-tracker-admin/roster/${org}${query}`, as);
  }

  describe("the admin's roster call", () => {
    let body: RosterResponse;
    let c: Certificate;
    before(async () => {
      await t.db.query(
        `INSERT INTO user_licenses (user_sub, credit_class_sk, credit_region_sk)
         SELECT 'u-retail', credit_class_sk, region_sk FROM jurisdictions WHERE region_sk = $1 ON CONFLICT DO NOTHING`,
        [region],
      );
      // New York periods follow the birth month: without one the member sets her period (the tracker's rule)
      const year = new Date().getUTCFullYear();
      const set = await call('POST', '/api/credit-tracker/set-options', 'u-retail', {
        regionSk: region,
        startDate: `01/01/${year - 1}`,
        endDate: `12/31/${year}`,
      });
      assert.equal(set.statusCode, 200, set.body);
      c = await add('u-retail', { creditTypes: [{ creditType_SK: 1, creditIssued: 3.5 }] });
      const res = await roster('u-roster');
      assert.equal(res.statusCode, 200, res.body);
      body = res.json() as RosterResponse;
    });
    after(async () => {
      await call('DELETE', `/api/credit-tracker/external-Certificate/u-retail/${c.id}`, 'u-retail');
    });

    test('[S2-API-69] [S2-API-70] the roster answers its organisation, members by name and email, filters and totals', () => {
      assertShape(RosterResponseSchema, body);
      assert.equal(body.organizationSk, ORG);
      assert.equal(body.totalResults, 30);
      assert.equal(body.totalPages, 2);
      const retail = body.members.find((m) => m.primaryEmail.email === 'retail@example.com')!;
      assert.ok(retail.individual_SK > 0 && retail.displayName.length > 0, JSON.stringify(retail));
      assert.ok(body.filters.some((f) => f.creditRegion === region));
    });

    test("the admin sees each member's licenses with the total for the period, and members with none", () => {
      const retail = body.members.find((m) => m.primaryEmail.email === 'retail@example.com')!;
      const ny = retail.licenses.find((l) => l.creditRegion === region)!;
      assert.ok(ny.totalForPeriod >= 3.5, JSON.stringify(ny));
      assert.ok(ny.compliancePeriod);
      assert.ok(
        body.members.some((m) => m.licenses.length === 0),
        'members with no licenses',
      );
    });

    test('[S2-API-64] [S2-API-65] page defaults to 0 and size to 20; page=1&size=5 is the sixth to tenth', async () => {
      assert.equal(body.page, 0);
      assert.equal(body.members.length, 20);
      const paged = (await roster('u-roster', '?page=1&size=5')).json() as RosterResponse;
      assert.equal(paged.members.length, 5);
      assert.equal(paged.totalPages, 6);
      assert.equal(paged.members[0]!.displayName, body.members[5]!.displayName);
    });

    test('[S2-API-66] query narrows the roster to the members it matches', async () => {
      const search = (await roster('u-roster', '?query=retail')).json() as RosterResponse;
      assert.deepEqual(
        search.members.map((m) => m.primaryEmail.email),
        ['retail@example.com'],
      );
    });

    test('[S2-API-67] jurisdictions keeps the members licensed there; a malformed one is refused', async () => {
      const byRegion = (await roster('u-roster', `?jurisdictions=${region}`)).json() as RosterResponse;
      assert.ok(byRegion.members.every((m) => m.licenses.some((l) => l.creditRegion === region)));
      assert.ok(byRegion.totalResults >= 1 && byRegion.totalResults < 30);
      assert.equal((await roster('u-roster', '?jurisdictions=abc')).statusCode, 400);
    });
  });

  test('[S2-ROLES-11] [S2-ROLES-12] a member cannot reach the roster; an admin only their own organisation; an LMS admin any', async () => {
    assert.equal((await roster('u-im')).statusCode, 403);
    assert.equal((await roster('u-retail')).statusCode, 403);
    assert.equal((await roster('u-roster', '', 9002)).statusCode, 403);
    assert.equal(
      (await call('GET', `/api/credit-tracker-admin/roster/${ORG}/excel`, 'u-im')).statusCode,
      403,
    );
    assert.equal((await call('GET', `/api/credit-tracker-admin/roster/${ORG}`)).statusCode, 401);
    assert.equal((await roster('u-lms')).statusCode, 200);
  });

  test('[S2-API-73] [S2-API-74] [S2-API-75] download all in Excel: a real .xlsx named CreditTrackerData-{orgSk}.xlsx, one row per member and period, not cached', async () => {
    const res = await call(
      'GET',
      `/api/credit-tracker-admin/roster/${ORG}/excel?blobName=CreditTrackerData-${ORG}.xlsx`,
      'u-roster',
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), /filename="CreditTrackerData-9001\.xlsx"/);
    assert.equal(res.headers['cache-control'], 'no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Roster')!;
    assert.equal(sheet.getRow(1).getCell(1).value, 'Name');
    const names = new Set<string>();
    sheet.eachRow((row, i) => {
      if (i > 1) names.add(String(row.getCell(1).value));
    });
    assert.equal(names.size, 30, 'every member appears, not only the first page');
    assert.ok(sheet.rowCount - 1 >= 30);
  });
});
