// Admin access to members' credit records on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): the admin tracker view, the roster's tracker call, the compliance reminder sent
// through a real SMTP conversation to an in-process sink (smtp-server), supplicant access to
// certificates, the compliance period by the tracker's arithmetic, and the sweep of unattached uploads.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPair } from 'jose';
import type { CryptoKey } from 'jose';
import { TrackerResponseSchema } from '@cle/contracts/tracker-schemas';
import type { TrackerResponse } from '@cle/contracts/tracker-schemas';
import { CertificateListResponseSchema } from '@cle/contracts/certificate-schemas';
import { reminderMessage } from '@cle/contracts/reminder-rules';
import { assertShape, startTestApp } from './helpers';
import { seededAdminClaims, signSeeded } from './tokens';
import { generateCatalogue } from '../src/seed/generate-catalogue';
import { startSmtpSink } from '../src/mail/smtp-sink';
import { REMINDER_MESSAGES } from '../src/routes/credit-reminder';
import { compliancePeriodFor } from '../src/certificates/certificate-store';
import { localDiskBlobStore, sha256Hex } from '../src/certificates/blob-store';
import { sweepUnattachedUploads, UNATTACHED_UPLOAD_MAX_AGE_HOURS } from '../src/certificates/upload-sweep';

const ISSUER = 'http://localhost:4001';
const AUDIENCE = 'http://localhost:4000';
const ORG = 9001;
const RETAIL = 800001; // on Whitman & Crane's roster
const IM = 800002; // not on it
const ROSTER_ONLY = 810001; // on the roster, never signed in
const cat = generateCatalogue();
const CA = cat.jurisdictions.find((j) => j.code === 'CA')!.region_sk;
const NY = cat.jurisdictions.find((j) => j.code === 'NY')!.region_sk;

let t: Awaited<ReturnType<typeof startTestApp>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };
const filesDir = mkdtempSync(path.join(tmpdir(), 'cle-admin-files-'));
const previousFilesDir = process.env.CERTIFICATE_FILES_DIR;

async function call(method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) {
  const token = as
    ? await signSeeded(as, keys.privateKey, {
        issuer: ISSUER,
        audience: AUDIENCE,
        claims: seededAdminClaims(as),
      })
    : undefined;
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
async function tracker(as: string, body: object = {}): Promise<TrackerResponse> {
  const res = await call('POST', '/api/credit-tracker', as, body);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(TrackerResponseSchema, res.json());
  return res.json();
}
const entry = (r: TrackerResponse, regionSk: number) =>
  r.trackerUsers[0]!.trackers.find((e) => e.creditRegion_SK === regionSk)!;

before(async () => {
  process.env.CERTIFICATE_FILES_DIR = filesDir;
  keys = await generateKeyPair('RS256');
  sink = await startSmtpSink();
  t = await startTestApp({
    auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey },
    mail: { host: '127.0.0.1', port: sink.port, siteUrl: 'http://localhost:3000' },
  });
});
after(async () => {
  await t.close();
  await sink.close();
  rmSync(filesDir, { recursive: true, force: true });
  if (previousFilesDir === undefined) delete process.env.CERTIFICATE_FILES_DIR;
  else process.env.CERTIFICATE_FILES_DIR = previousFilesDir;
});

describe('the admin tracker view', () => {
  test("[S2-TRACKER-14] [S2-GODMODE-07] [S2-GODMODE-08] a roster admin reads a member's tracker, the same numbers the member sees; support staff any member", async () => {
    const own = await tracker('u-retail');
    const asAdmin = await tracker('u-roster', { individualSk: RETAIL, orgSk: ORG });
    assert.equal(asAdmin.trackerUsers[0]!.customerId, RETAIL);
    assert.equal(asAdmin.trackerUsers[0]!.displayName, 'Riley Retail');
    assert.deepEqual(
      asAdmin.trackerUsers[0]!.trackers.map((e) => [e.creditRegion_SK, e.jurisdiction.totalRequirement]),
      own.trackerUsers[0]!.trackers.map((e) => [e.creditRegion_SK, e.jurisdiction.totalRequirement]),
    );
    const staff = await tracker('u-lms', { individualSk: IM });
    assert.ok(staff.trackerUsers[0]!.trackers.length > 0);
    // a member of the roster who never signed in has no records yet
    const never = await tracker('u-roster', { individualSk: ROSTER_ONLY, orgSk: ORG });
    assert.deepEqual(never.trackerUsers[0]!.trackers, []);
  });

  test("[S2-ROLES-12] nobody else reads another member's tracker: 403 for members and other organisations, 404 outside the organisation", async () => {
    for (const [as, body, status] of [
      ['u-im', { individualSk: RETAIL }, 403],
      ['u-im', { individualSk: RETAIL, orgSk: ORG }, 403],
      ['u-roster', { individualSk: RETAIL }, 403],
      ['u-roster', { individualSk: RETAIL, orgSk: 9002 }, 403],
      ['u-roster', { individualSk: IM, orgSk: ORG }, 404],
      ['u-roster', { individualSk: 'abc', orgSk: ORG }, 400],
    ] as const) {
      const res = await call('POST', '/api/credit-tracker', as, body);
      assert.equal(res.statusCode, status, `${as} ${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().message);
    }
  });
});

describe("the roster's tracker call", () => {
  test('[S2-ROSTER-17] [S2-API-71] answers keyed by individual sk, each license with whether credits are still needed', async () => {
    const res = await call('POST', `/api/credit-tracker-admin/roster/${ORG}/tracker`, 'u-roster', [
      { individualSk: RETAIL, flags: [] },
      { individualSk: ROSTER_ONLY },
    ]);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as Record<
      string,
      { customerId: number; trackers: { creditRegion_SK: number; creditsStillNeeded: boolean }[] }
    >;
    assert.deepEqual(Object.keys(body).sort(), [String(RETAIL), String(ROSTER_ONLY)]);
    const own = await tracker('u-retail');
    assert.deepEqual(
      body[String(RETAIL)]!.trackers.map((e) => [e.creditRegion_SK, e.creditsStillNeeded]),
      own.trackerUsers[0]!.trackers.map((e) => [
        e.creditRegion_SK,
        !e.jurisdiction.totalRequirement.isFulfilled,
      ]),
    );
    assert.deepEqual(body[String(ROSTER_ONLY)]!.trackers, []);
    for (const [as, payload, status] of [
      ['u-im', [{ individualSk: RETAIL }], 403],
      ['u-roster', [{ individualSk: IM }], 404],
      ['u-roster', [], 400],
      ['u-roster', { individualSk: RETAIL }, 400],
    ] as const) {
      const r = await call('POST', `/api/credit-tracker-admin/roster/${ORG}/tracker`, as, payload);
      assert.equal(r.statusCode, status, r.body);
    }
  });
});

describe('the compliance reminder', () => {
  test('[S2-TRACKER-15] [S2-TRACKER-89] [S2-TRACKER-90] [S2-TRACKER-91] [S2-TRACKER-92] the reminder goes out over SMTP to the member, listing what is still needed', async () => {
    // a license of hers the seed leaves unmet, with a period
    const ca = (await tracker('u-retail')).trackerUsers[0]!.trackers.find(
      (e) => !e.jurisdiction.totalRequirement.isFulfilled && e.jurisdiction.clePeriod.endDate,
    )!;
    assert.ok(ca, 'the seed leaves one of her licenses unmet');
    const before = sink.messages.length;
    const res = await call('POST', `/api/credit-tracker-admin/roster/${ORG}/reminder`, 'u-roster', {
      individualSk: RETAIL,
      regionSk: ca.creditRegion_SK,
    });
    assert.equal(res.statusCode, 200, res.body);
    const sent = res.json() as { to: string; subject: string; body: string };
    assert.equal(sink.messages.length, before + 1);
    const mail = sink.messages.at(-1)!;
    assert.deepEqual(mail.to, ['retail@example.com']);
    assert.equal(mail.replyTo, 'roster@example.com');
    assert.equal(mail.subject, `CLE compliance reminder: ${ca.creditRegionLongDescription}`);
    assert.equal(mail.text, sent.body);
    assert.ok(mail.text.length <= 1000);
    // the message the tracker's dialog previews, from the API's own numbers
    const expected = reminderMessage(ca, {
      periodEnd: ca.jurisdiction.clePeriod.endDate!,
      memberName: 'Riley Retail',
      adminName: 'Rosa Roster',
      siteUrl: 'http://localhost:3000',
    });
    assert.equal(mail.text, expected.text);
    assert.ok(mail.text.includes(`?region=${ca.creditRegion_SK}`));
    // exactly the unmet requirements with a heading (S2-TRACKER-89/90)
    const unmet: string[] = [];
    const walk = (rs: typeof ca.jurisdiction.requirements) => {
      for (const r of rs) {
        if (r.required > r.counted && r.heading.trim()) unmet.push(r.heading.trim());
        walk(r.subRequirements);
      }
    };
    walk(ca.jurisdiction.requirements);
    assert.ok(unmet.length > 0);
    assert.deepEqual(
      mail.text
        .split('\n')
        .filter((l) => l.startsWith('- '))
        .map((l) => l.slice(2, l.lastIndexOf(': '))),
      unmet,
    );
  });

  test('[S2-TRACKER-86] [S2-TRACKER-88] no reminder without a compliance period, to oneself, for another organisation or by a member; nothing is sent', async () => {
    // a New York license without a birth date has no period yet
    const [lic] = await t.db.query<{ id: string }>(
      `INSERT INTO user_licenses (user_sub, credit_class_sk, credit_region_sk, state_license_number, year_admitted)
       SELECT 'u-retail', credit_class_sk, region_sk, '5550999', '2016' FROM jurisdictions WHERE region_sk = $1
       RETURNING id`,
      [NY],
    );
    try {
      const before = sink.messages.length;
      const ny = entry(await tracker('u-retail'), NY);
      assert.equal(ny.jurisdiction.clePeriod.endDate, null);
      for (const [as, payload, status, message] of [
        [
          'u-roster',
          { individualSk: RETAIL, regionSk: NY },
          400,
          REMINDER_MESSAGES.periodMissing('New York'),
        ],
        ['u-roster', { individualSk: 800006, regionSk: CA }, 400, REMINDER_MESSAGES.toSelf],
        ['u-roster', { individualSk: IM, regionSk: CA }, 404, null],
        ['u-im', { individualSk: RETAIL, regionSk: CA }, 403, null],
        ['u-roster', { individualSk: RETAIL }, 400, null],
        ['u-roster', { individualSk: RETAIL, regionSk: 999_999 }, 404, null],
      ] as const) {
        const res = await call('POST', `/api/credit-tracker-admin/roster/${ORG}/reminder`, as, payload);
        assert.equal(res.statusCode, status, `${as} ${JSON.stringify(payload)}: ${res.body}`);
        if (message) assert.equal(res.json().message, message);
      }
      assert.equal(sink.messages.length, before, 'nothing was sent');
    } finally {
      await t.db.query('DELETE FROM user_licenses WHERE id = $1', [lic!.id]);
    }
  });
});

describe('supplicant access', () => {
  test("[S2-ROLES-13] [S2-ROLES-08] a roster admin lists a member's certificates by customerSK; members may not", async () => {
    const own = await call('POST', '/api/user/certificates', 'u-retail', {
      customerId: 'u-retail',
      pageSize: 100,
    });
    assert.equal(own.statusCode, 200, own.body);
    const res = await call(
      'POST',
      `/api/user/certificates/supplicant-access?customerSK=${RETAIL}&orgSk=${ORG}`,
      'u-roster',
      { pageSize: 100 },
    );
    assert.equal(res.statusCode, 200, res.body);
    assertShape(CertificateListResponseSchema, res.json());
    assert.ok(own.json().items.length > 0);
    assert.deepEqual(
      res.json().items.map((c: { id: number }) => c.id),
      own.json().items.map((c: { id: number }) => c.id),
    );
    const staff = await call(
      'POST',
      `/api/user/certificates/supplicant-access?customerSK=${RETAIL}`,
      'u-lms',
      {},
    );
    assert.equal(staff.statusCode, 200, staff.body);
    for (const [as, url, status] of [
      ['u-im', `?customerSK=${RETAIL}&orgSk=${ORG}`, 403],
      ['u-roster', `?customerSK=${RETAIL}`, 403],
      ['u-roster', `?customerSK=${IM}&orgSk=${ORG}`, 404],
      ['u-roster', '?customerSK=x', 400],
    ] as const) {
      const r = await call('POST', `/api/user/certificates/supplicant-access${url}`, as, {});
      assert.equal(r.statusCode, status, `${as} ${url}: ${r.body}`);
    }
  });
});

describe('another customer’s certificates and trackers, keyed by who they belong to', () => {
  test("[S2-API-54] supplicant-access?customerSK= answers that customer's certificates, not the caller's", async () => {
    // staff (the LMS admin) asks for im@'s: the seeded external program and carryover are hers
    const own = await call('POST', '/api/user/certificates', 'u-im', { customerId: 'u-im', pageSize: 100 });
    const caller = await call('POST', '/api/user/certificates', 'u-lms', {
      customerId: 'u-lms',
      pageSize: 100,
    });
    const res = await call('POST', `/api/user/certificates/supplicant-access?customerSK=${IM}`, 'u-lms', {
      pageSize: 100,
    });
    assert.equal(res.statusCode, 200, res.body);
    assertShape(CertificateListResponseSchema, res.json());
    const items = res.json().items as { id: number; customerId: string; programName: string }[];
    assert.ok(items.length > 0);
    assert.ok(items.every((c) => c.customerId === 'u-im'));
    assert.ok(items.some((c) => c.programName === 'Ethics for In-House Counsel'));
    assert.deepEqual(
      items.map((c) => c.id),
      (own.json().items as { id: number }[]).map((c) => c.id),
    );
    const callerIds = new Set((caller.json().items as { id: number }[]).map((c) => c.id));
    assert.ok(items.every((c) => !callerIds.has(c.id)));
  });

  test('[S2-API-72] the roster tracker call answers one entry per member, keyed by individual sk, on any roster page', async () => {
    // 810020 is on the roster's second page (api/src/seed/seed-roster-members.ts)
    const asked = [ROSTER_ONLY, RETAIL, 810020];
    const res = await call(
      'POST',
      `/api/credit-tracker-admin/roster/${ORG}/tracker`,
      'u-roster',
      asked.map((individualSk) => ({ individualSk, flags: [] })),
    );
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as Record<
      string,
      { customerId: number; trackers: { creditRegion_SK: number }[] }
    >;
    assert.deepEqual(Object.keys(body).sort(), asked.map(String).sort());
    for (const [key, value] of Object.entries(body)) assert.equal(String(value.customerId), key);
    // each entry is that member's own tracker
    assert.deepEqual(
      body[String(RETAIL)]!.trackers.map((e) => e.creditRegion_SK),
      entryRegions(await tracker('u-retail')),
    );
    assert.deepEqual(body[String(ROSTER_ONLY)]!.trackers, []);
  });
});

const entryRegions = (r: TrackerResponse) => r.trackerUsers[0]!.trackers.map((e) => e.creditRegion_SK);

describe("the certificates' compliance period", () => {
  test('[S2-CREDITFORM-18] compliancePeriodFor is the tracker’s current period for the license', async () => {
    for (const [sub, regionSk] of [
      ['u-im', NY],
      ['u-retail', CA],
      ['u-pm', NY],
    ] as const) {
      const e = entry(await tracker(sub), regionSk);
      const period = await compliancePeriodFor(t.db, sub, regionSk);
      assert.deepEqual(
        period,
        e.jurisdiction.clePeriod.startDate
          ? { start: e.jurisdiction.clePeriod.startDate, end: e.jurisdiction.clePeriod.endDate }
          : null,
        `${sub} ${regionSk}`,
      );
    }
  });
});

describe('unattached uploads', () => {
  test(`uploads never attached to a credit are removed after ${UNATTACHED_UPLOAD_MAX_AGE_HOURS} hours, with their bytes; newer ones stay`, async () => {
    const upload = async (text: string) => {
      const boundary = 'sweep-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${text}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const token = await signSeeded('u-im', keys.privateKey, { issuer: ISSUER, audience: AUDIENCE });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/certificates/upload',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      assert.equal(res.statusCode, 201, res.body);
      return (res.json() as { blobUri: string }[])[0]!.blobUri;
    };
    const old = await upload('abandoned');
    const fresh = await upload('in-progress');
    await t.db.query(
      `UPDATE certificate_files SET created_at = now() - interval '25 hours' WHERE blob_name = $1`,
      [old],
    );
    const store = localDiskBlobStore(filesDir);
    const oldSha = sha256Hex(Buffer.from('%PDF-1.4\n% abandoned\n%%EOF\n'));
    assert.ok(await store.get('u-im', oldSha), 'the bytes are on disk before the sweep');
    const removed = await sweepUnattachedUploads(t.db, store);
    assert.ok(removed.includes(old));
    assert.ok(!removed.includes(fresh));
    const left = await t.db.query<{ blob_name: string }>(
      'SELECT blob_name FROM certificate_files WHERE blob_name = ANY($1)',
      [[old, fresh]],
    );
    assert.deepEqual(
      left.map((r) => r.blob_name),
      [fresh],
    );
    const gone = await store.get('u-im', oldSha);
    assert.equal(gone, null, 'the bytes are gone');
  });
});
