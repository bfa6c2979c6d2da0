// Licenses, practice areas and the credit tracker on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): 401 anonymous, scoped to the token's subject, 4xx with the spec's messages and
// nothing half-saved, payloads checked against @cle/contracts/tracker-schemas, and tracker numbers
// that match the seeded certificates through the one arithmetic module.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AnnouncementsSchema,
  AvailableCreditTypesSchema,
  CreditJurisdictionsSchema,
  LicensesResponseSchema,
  OrganizationMessageSchema,
  PracticeAreasResponseSchema,
  TrackerResponseSchema,
} from '@cle/contracts/tracker-schemas';
import type { LicensesResponse, TrackerResponse } from '@cle/contracts/tracker-schemas';
import { assertShape, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { SEEDED_USERS } from '../src/seed/generate-users';
import { generateCatalogue } from '../src/seed/generate-catalogue';

let t: SignedInApp;
const cat = generateCatalogue();
const region = (code: string) => cat.jurisdictions.find((j) => j.code === code)!;
const NY = region('NY');
const CA = region('CA');
const FL = region('FL');

/** the seed dates certificates relative to the day it runs (seed-credit-records.ts): periods follow today */
const thisYear = new Date().getUTCFullYear();
const individualSk = (sub: string) => SEEDED_USERS.find((u) => u.sub === sub)!.individual_sk;

const call: SignedInApp['call'] = (...args) => t.call(...args);
async function licenses(as: string): Promise<LicensesResponse> {
  const res = await call('GET', '/api/user/licenses', as);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(LicensesResponseSchema, res.json());
  return res.json();
}
async function tracker(as: string, body: object = {}): Promise<TrackerResponse> {
  const res = await call('POST', '/api/credit-tracker', as, body);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(TrackerResponseSchema, res.json());
  return res.json();
}
const entryFor = (r: TrackerResponse, regionSk: number) =>
  r.trackerUsers[0]!.trackers.find((e) => e.creditRegion_SK === regionSk)!;

/** retail@ holds no New York license in the seed: one added for a test (it deletes it at the end). */
async function addNewYork(stateLicenseNumber: string, yearAdmitted: string) {
  const add = await call('POST', '/api/user/licenses', 'u-retail', {
    creditClass_SK: 1,
    creditRegion_SK: NY.region_sk,
    stateLicenseNumber,
    yearAdmitted,
  });
  assert.equal(add.statusCode, 201, add.body);
  return entryFor(await tracker('u-retail'), NY.region_sk);
}

before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

describe('access', () => {
  test('[S2-ROLES-05] [S2-API-12] license, practice-area and tracker calls answer 401 to anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/licenses'],
      ['POST', '/api/user/licenses'],
      ['PUT', '/api/user/licenses'],
      ['DELETE', '/api/user/licenses/1'],
      ['PUT', '/api/user/licenses/certificate-preference'],
      ['GET', '/api/user/practice-areas'],
      ['POST', '/api/user/practice-areas/follow'],
      ['POST', '/api/credit-tracker'],
      ['POST', '/api/credit-tracker/set-options'],
      ['POST', '/api/credit-tracker/switch-status'],
      ['GET', `/api/credit-tracker/announcements/${NY.region_sk}`],
      ['GET', '/api/credit-tracker/providers'],
      ['GET', '/api/credit-tracker/organizationMessage'],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });

  test('[S2-API-01] [S2-LICENSE-38] [S2-LICENSE-39] [S2-LICENSE-40] credit jurisdictions are public, with status, total offered and credits by type', async () => {
    const res = await call('GET', '/api/cle/credit-jurisdictions');
    assert.equal(res.statusCode, 200);
    assertShape(CreditJurisdictionsSchema, res.json());
    const ny = res.json().find((j: { creditRegion_SK: number }) => j.creditRegion_SK === NY.region_sk);
    assert.equal(ny.statusDescription, 'Mandatory CLE');
    assert.ok(ny.totalOffered > 0 && ny.credits.length > 0);
  });
});

describe('licenses', () => {
  test('[S2-ROLES-06] [S2-API-13] [S2-LICENSE-07] the seeded member has her licenses; each is keyed by class and region', async () => {
    const mine = await licenses('u-retail');
    assert.deepEqual(mine.items.map((l) => l.creditRegion).sort(), ['CA', 'FL']);
    const ca = mine.items.find((l) => l.creditRegion_SK === CA.region_sk)!;
    assert.equal(ca.creditClass, 'Attorney');
    assert.equal(ca.complianceGroup, 'Group 3 (last names N–Z)');
    assert.deepEqual(
      mine.certificatePreferenceOptions.map((o) => Object.keys(o).sort()),
      mine.certificatePreferenceOptions.map(() => ['key', 'text']),
    );
    // another member's licenses are not hers
    assert.ok((await licenses('u-im')).items.every((l) => !['CA', 'FL'].includes(l.creditRegion)));
  });

  test('[S2-API-15] [S2-LICENSE-06] [S2-TOAST-20] POST adds a license (type, region, number, year, group) and answers the list', async () => {
    const res = await call('POST', '/api/user/licenses', 'u-editor', {
      creditClass_SK: NY.credit_class_sk,
      creditRegion_SK: NY.region_sk,
      stateLicenseNumber: '1234567',
      yearAdmitted: '2012',
      complianceGroup_SK: 1,
    });
    assert.equal(res.statusCode, 201, res.body);
    const ny = (res.json() as LicensesResponse).items.find((l) => l.creditRegion_SK === NY.region_sk)!;
    assert.deepEqual(
      [ny.stateLicenseNumber, ny.yearAdmitted, ny.complianceGroup, ny.isTransitionalOrNewlyAdmitted],
      ['1234567', '2012', 'Experienced Attorney', false],
    );
    const again = await call('POST', '/api/user/licenses', 'u-editor', {
      creditClass_SK: 1,
      creditRegion_SK: NY.region_sk,
      stateLicenseNumber: '7654321',
    });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /already have a Attorney license in New York/);
  });

  test('[S2-LICENSE-25] [S2-LICENSE-26] [S2-VALID-09] [S2-VALID-10] [S2-LICENSE-31] bad license input is a 400 with the form message, and nothing is written', async () => {
    const before = (await licenses('u-staff')).items.length;
    const year = new Date().getUTCFullYear();
    const required = cat.jurisdictions.find((j) => j.is_license_number_required)!;
    assert.equal(NY.is_license_number_required, true);
    const ny = { creditClass_SK: 1, creditRegion_SK: NY.region_sk, stateLicenseNumber: '1' };
    const cases: [object, RegExp][] = [
      [{ creditRegion_SK: NY.region_sk }, /license type: Required/],
      [{ creditClass_SK: 1 }, /jurisdiction: Required/],
      [
        { creditClass_SK: 1, creditRegion_SK: 99999 },
        /jurisdiction: This jurisdiction does not offer this license type/,
      ],
      [{ ...ny, yearAdmitted: '1899' }, /Please enter a year greater than or equal to 1900\./],
      [
        { ...ny, yearAdmitted: String(year + 1) },
        new RegExp(`Please enter a year less than or equal to ${year}\\.`),
      ],
      [{ ...ny, yearAdmitted: '19a0' }, /digits only/],
      [{ ...ny, complianceGroup_SK: 5 }, /compliance group/],
      [{ creditClass_SK: 1, creditRegion_SK: required.region_sk }, /license number: Required/],
      [
        { creditClass_SK: 1, creditRegion_SK: NY.region_sk, stateLicenseNumber: 'x'.repeat(51) },
        /at most 50 characters/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/user/licenses', 'u-staff', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().message, message);
    }
    // a list with one bad license writes none of them
    const list = await call('POST', '/api/user/licenses', 'u-staff', [
      { creditClass_SK: 1, creditRegion_SK: FL.region_sk },
      { ...ny, yearAdmitted: '1800' },
    ]);
    assert.equal(list.statusCode, 400);
    assert.equal((await licenses('u-staff')).items.length, before);
  });

  test('[S2-LICENSE-21] [S2-LICENSE-17] a list of licenses (the add-license flow) is saved together', async () => {
    const res = await call('POST', '/api/user/licenses', 'u-lms', [
      { creditClass_SK: 1, creditRegion_SK: FL.region_sk, yearAdmitted: '2019' },
      { creditClass_SK: 1, creditRegion_SK: CA.region_sk, stateLicenseNumber: 'CA-9', complianceGroup_SK: 3 },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual((res.json() as LicensesResponse).items.map((l) => l.creditRegion).sort(), ['CA', 'FL']);
  });

  test('[S2-API-16] [S2-API-17] [S2-TOAST-21] [S2-TOAST-23] PUT changes and DELETE removes only the caller’s own license', async () => {
    const mine = await licenses('u-lms');
    const fl = mine.items.find((l) => l.creditRegion === 'FL')!;
    const put = await call('PUT', '/api/user/licenses', 'u-lms', {
      ...fl,
      yearAdmitted: '2018',
      stateLicenseNumber: 'FL-1',
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal((put.json() as LicensesResponse).items.find((l) => l.sk === fl.sk)!.yearAdmitted, '2018');
    // someone else cannot change or delete it
    assert.equal(
      (await call('PUT', '/api/user/licenses', 'u-pm', { ...fl, yearAdmitted: '2017' })).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `/api/user/licenses/${fl.sk}`, 'u-pm')).statusCode, 404);
    const bad = await call('PUT', '/api/user/licenses', 'u-lms', { ...fl, yearAdmitted: '1850' });
    assert.equal(bad.statusCode, 400);
    const del = await call('DELETE', `/api/user/licenses/${fl.sk}`, 'u-lms');
    assert.equal(del.statusCode, 200);
    assert.ok(!(del.json() as LicensesResponse).items.some((l) => l.sk === fl.sk));
    assert.equal((await call('DELETE', '/api/user/licenses/abc', 'u-lms')).statusCode, 400);
  });

  test('[S2-API-18] [S2-LICENSE-08] [S2-API-19] the certificate preference takes a numeric option key', async () => {
    const res = await call('PUT', '/api/user/licenses/certificate-preference', 'u-retail', { key: 2 });
    assert.equal(res.statusCode, 200);
    assert.equal((res.json() as LicensesResponse).selectedCertificatePreference, 2);
    assert.equal((await licenses('u-retail')).selectedCertificatePreference, 2);
    for (const body of [{}, { key: 'x' }, { key: 42 }])
      assert.equal(
        (await call('PUT', '/api/user/licenses/certificate-preference', 'u-retail', body)).statusCode,
        400,
      );
  });
});

describe('practice areas', () => {
  test('[S2-API-23] [S2-API-24] [S2-API-25] [S2-API-26] [S2-API-27] follow and unfollow by ids and by category', async () => {
    const res = await call('GET', '/api/user/practice-areas', 'u-pm');
    assert.equal(res.statusCode, 200);
    assertShape(PracticeAreasResponseSchema, res.json());
    const areas = res.json().items as { id: number; categoryId: number; isFollowing: boolean }[];
    assert.ok(areas.every((a) => !a.isFollowing));
    const followed = await call('POST', '/api/user/practice-areas/follow', 'u-pm', [
      areas[0]!.id,
      areas[1]!.id,
    ]);
    assert.equal(followed.json().items.filter((a: { isFollowing: boolean }) => a.isFollowing).length, 2);
    const un = await call('POST', '/api/user/practice-areas/unfollow', 'u-pm', [areas[0]!.id]);
    assert.equal(un.json().items.filter((a: { isFollowing: boolean }) => a.isFollowing).length, 1);
    const cat2 = await call('POST', '/api/user/practice-areas/by-categoryid/follow', 'u-pm', [2]);
    const inCat2 = areas.filter((a) => a.categoryId === 2).length;
    assert.ok(
      cat2
        .json()
        .items.filter(
          (a: { categoryId: number; isFollowing: boolean }) => a.categoryId === 2 && a.isFollowing,
        ).length === inCat2,
    );
    const off = await call('POST', '/api/user/practice-areas/by-categoryid/unfollow', 'u-pm', [2]);
    assert.ok(
      off
        .json()
        .items.every(
          (a: { categoryId: number; isFollowing: boolean }) => a.categoryId !== 2 || !a.isFollowing,
        ),
    );
    for (const body of [[], ['x'], [999999]])
      assert.equal(
        (await call('POST', '/api/user/practice-areas/follow', 'u-pm', body)).statusCode,
        400,
        JSON.stringify(body),
      );
    assert.equal(
      (await call('POST', '/api/user/practice-areas/by-categoryid/follow', 'u-pm', [77])).statusCode,
      400,
    );
    // scoped: someone else follows nothing
    assert.ok(
      (await call('GET', '/api/user/practice-areas', 'u-im'))
        .json()
        .items.every((a: { isFollowing: boolean }) => !a.isFollowing),
    );
  });
});

describe('credit tracker', () => {
  test('[S2-ROLES-07] [S2-API-28] [S2-API-30] a signed-in member gets their tracker from POST /credit-tracker', async () => {
    assert.equal((await call('POST', '/api/credit-tracker', undefined, {})).statusCode, 401);
    const r = await tracker('u-retail');
    assert.equal(r.trackerUsers[0]!.customerId, individualSk('u-retail'));
  });

  test('[S2-API-31] [S2-API-32] [S2-API-33] one entry per license, its period, and the total from the seeded certificates', async () => {
    const r = await tracker('u-retail');
    const entries = r.trackerUsers[0]!.trackers;
    assert.deepEqual(entries.map((e) => e.creditRegionShortDescription).sort(), ['CA', 'FL']);
    const ca = entryFor(r, CA.region_sk);
    assert.equal(ca.creditRegionLongDescription, CA.long_description);
    const { startDate, endDate } = ca.jurisdiction.clePeriod;
    assert.ok(startDate && endDate);
    // the total counts every credit of the period's seeded certificates
    const counted = ca.certificates
      .filter((c) => c.dateCompleted >= startDate && c.dateCompleted <= endDate)
      .flatMap((c) => c.creditTypes)
      .reduce((s, c) => s + c.creditIssued, 0);
    assert.equal(ca.jurisdiction.totalRequirement.earned, Math.round(counted * 100) / 100);
    assert.ok(ca.jurisdiction.totalRequirement.earned > 0, 'the seeded member has progress');
  });

  test('[S2-TRACKER-35] the tracker lists certificates newest first', async () => {
    const ca = entryFor(await tracker('u-retail'), CA.region_sk);
    assert.ok(ca.certificates.length > 1);
    const dates = ca.certificates.map((c) => c.dateCompleted);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test("[S2-API-06] each PLI certificate carries its program's code (its claim-credit link); external credit none", async () => {
    const rows = await t.db.query<{ id: string; product_code: string | null; is_external: boolean }>(
      'SELECT id, product_code, is_external FROM credit_certificates WHERE user_sub = $1',
      ['u-retail'],
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const shown = (await tracker('u-retail')).trackerUsers[0]!.trackers.flatMap((e) => e.certificates);
    assert.ok(
      shown.some((c) => c.productCode),
      'the seeded member has PLI certificates',
    );
    for (const c of shown) {
      const row = byId.get(c.id)!;
      assert.equal(c.productCode, row.is_external ? null : row.product_code, c.programName);
    }
  });

  test("[S2-TRACKER-28] [S2-TRACKER-29] [S2-TRACKER-30] each PLI certificate carries its program's credit status in the region; external credit none", async () => {
    const codes = new Map(
      (
        await t.db.query<{ id: string; product_code: string | null }>(
          'SELECT id, product_code FROM credit_certificates WHERE user_sub = $1',
          ['u-retail'],
        )
      ).map((r) => [Number(r.id), r.product_code]),
    );
    // the generated catalogue's status for the program in California (one status per program and region)
    const seededStatus = (code: string) =>
      cat.productCredits.find((c) => c.product_code === code && c.region_sk === CA.region_sk)!.status;
    const before = entryFor(await tracker('u-retail'), CA.region_sk).certificates;
    assert.ok(before.length > 0, 'the seeded member has certificates this period');
    for (const c of before) assert.equal(c.creditStatus, seededStatus(codes.get(c.id)!), c.programName);

    // one program's status changed in the database: Pending (a warning), then any other value
    const target = before[0]!;
    const code = codes.get(target.id)!;
    const statusOf = async () =>
      entryFor(await tracker('u-retail'), CA.region_sk).certificates.find((c) => c.id === target.id)!
        .creditStatus;
    const setStatus = (status: string) =>
      t.db.query('UPDATE product_credits SET status = $1 WHERE product_code = $2 AND region_sk = $3', [
        status,
        code,
        CA.region_sk,
      ]);
    const [external] = await t.db.query<{ id: string }>(
      `INSERT INTO credit_certificates (user_sub, credit_region_sk, program_name, certificate_source, date_completed,
         format, is_external) VALUES ('u-retail', $1, 'Outside ethics seminar', 'Bar association', $2, 'Live', true)
       RETURNING id`,
      [CA.region_sk, target.dateCompleted],
    );
    try {
      await setStatus('Pending');
      assert.equal(await statusOf(), 'Pending');
      await setStatus('Denied');
      assert.equal(await statusOf(), 'Denied');
      const entry = entryFor(await tracker('u-retail'), CA.region_sk);
      assert.equal(entry.certificates.find((c) => c.id === Number(external!.id))!.creditStatus, null);
    } finally {
      await setStatus(target.creditStatus!);
      await t.db.query('DELETE FROM credit_certificates WHERE id = $1', [external!.id]);
    }
  });

  test('[S2-API-29] [S2-TRACKER-17] previous and next periods move by one period length', async () => {
    const cur = entryFor(await tracker('u-retail'), CA.region_sk).jurisdiction.clePeriod;
    const prev = entryFor(
      await tracker('u-retail', { regionSk: CA.region_sk, period: 'previous' }),
      CA.region_sk,
    ).jurisdiction.clePeriod;
    const next = entryFor(await tracker('u-retail', { regionSk: CA.region_sk, period: 'next' }), CA.region_sk)
      .jurisdiction.clePeriod;
    assert.deepEqual({ startDate: prev.startDate, endDate: prev.endDate }, cur.previousPeriod);
    assert.deepEqual({ startDate: next.startDate, endDate: next.endDate }, cur.nextPeriod);
    assert.equal(prev.isActivelySelected, true);
    assert.equal(
      (await call('POST', '/api/credit-tracker', 'u-retail', { period: 'sideways' })).statusCode,
      400,
    );
  });

  test('[S2-TRACKER-13] a tracker for another individual is refused here (admin mode is the roster’s)', async () => {
    const res = await call('POST', '/api/credit-tracker', 'u-retail', { individualSk: individualSk('u-im') });
    assert.equal(res.statusCode, 403);
  });

  test('[S2-TRACKER-19] [S2-API-37] [S2-VALID-04] [S2-VALID-05] [S2-VALID-06] a New York license without a birth date has no period until the member sets one', async () => {
    let ny = await addNewYork('2233445', '2016');
    assert.equal(ny.jurisdiction.clePeriod.startDate, null);
    assert.equal(ny.jurisdiction.requireSetup, true);
    assert.equal(ny.jurisdiction.clePeriod.isUserInfoIncomplete, true);
    const year = new Date().getUTCFullYear();
    const bad: [object, RegExp][] = [
      [
        { regionSk: NY.region_sk, startDate: '13/45/2024', endDate: '12/31/2025' },
        /Please enter a valid date \(MM\/DD\/YYYY\)\./,
      ],
      [
        { regionSk: NY.region_sk, startDate: '01/01/1899', endDate: '12/31/2025' },
        /Please enter a date greater than or equal to 01\/01\/1900\./,
      ],
      [
        { regionSk: NY.region_sk, startDate: '01/01/2025', endDate: `01/01/${year + 6}` },
        new RegExp(`Please enter a date less than or equal to 12/31/${year + 5}\\.`),
      ],
      [
        { regionSk: NY.region_sk, startDate: '06/01/2025', endDate: '01/01/2025' },
        /Please enter a date greater than or equal to 06\/01\/2025\./,
      ],
      [{ regionSk: CA.region_sk + 999, startDate: '01/01/2025', endDate: '12/31/2026' }, /not found/],
    ];
    for (const [body, message] of bad) {
      const res = await call('POST', '/api/credit-tracker/set-options', 'u-retail', body);
      assert.ok([400, 404].includes(res.statusCode), res.body);
      assert.match(res.json().message, message);
    }
    // 8 typed digits and 2-digit years are accepted
    const ok = await call('POST', '/api/credit-tracker/set-options', 'u-retail', {
      regionSk: NY.region_sk,
      startDate: `0101${thisYear - 1}`,
      endDate: `12/31/${String(thisYear).slice(2)}`,
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.body, 'OK');
    ny = entryFor(await tracker('u-retail'), NY.region_sk);
    assert.deepEqual(
      [ny.jurisdiction.clePeriod.startDate, ny.jurisdiction.clePeriod.endDate],
      [`${thisYear - 1}-01-01`, `${thisYear}-12-31`],
    );
    assert.equal(ny.jurisdiction.clePeriod.isUserSet, true);
    // the seeded New York certificates of that period count
    assert.ok(ny.jurisdiction.totalRequirement.earned > 0);
    const inPeriod = ny.certificates.flatMap((c) => c.creditTypes).reduce((s, c) => s + c.creditIssued, 0);
    assert.equal(ny.jurisdiction.totalRequirement.earned, Math.round(inPeriod * 100) / 100);
    await call('DELETE', `/api/user/licenses/${ny.licenseSk}`, 'u-retail');
  });

  test('[S2-API-50] the period update carries customerId, jurisdictionId, jurisdictionKey and period; bad ones are 400 with a message and change nothing', async () => {
    const before = await addNewYork('5566778', '2015');
    assert.equal(before.jurisdictionKey, `1-${NY.region_sk}`, 'the entry names its license');
    assert.equal(before.jurisdiction.clePeriod.startDate, null);
    const customerId = individualSk('u-retail');
    const period = { startDate: `01/01/${thisYear - 1}`, endDate: `12/31/${thisYear}` };
    const good = {
      customerId,
      jurisdictionId: NY.region_sk,
      jurisdictionKey: before.jurisdictionKey,
      period,
    };
    const bad: [object, number, RegExp][] = [
      [{ ...good, jurisdictionId: undefined }, 400, /'jurisdictionId': is required/],
      [{ ...good, jurisdictionKey: undefined }, 400, /'jurisdictionKey': is required/],
      [{ ...good, period: undefined }, 400, /'period': is required/],
      [{ ...good, jurisdictionKey: 'NY' }, 400, /'jurisdictionKey': must be a license key/],
      [{ ...good, jurisdictionKey: `1-${CA.region_sk}` }, 400, /names no license of jurisdiction/],
      [{ ...good, period: { startDate: period.startDate } }, 400, /'period.endDate'/],
      [{ ...good, period: { ...period, startDate: '13/45/2024' } }, 400, /Please enter a valid date/],
      [{ ...good, jurisdictionId: 'NY' }, 400, /'jurisdictionId'/],
      [{ ...good, regionSK: NY.region_sk }, 400, /Unrecognized key/],
      // her license is of class 1: class 2 names no license of hers
      [{ ...good, jurisdictionKey: `2-${NY.region_sk}` }, 404, /not found/],
      [{ ...good, customerId: individualSk('u-im') }, 403, /administrators/],
    ];
    for (const [body, status, message] of bad) {
      const res = await call('POST', '/api/credit-tracker/set-options', 'u-retail', body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.match(res.json().message, message);
    }
    assert.equal(entryFor(await tracker('u-retail'), NY.region_sk).jurisdiction.clePeriod.startDate, null);

    const ok = await call('POST', '/api/credit-tracker/set-options', 'u-retail', good);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.body, 'OK');
    const after_ = entryFor(await tracker('u-retail'), NY.region_sk).jurisdiction.clePeriod;
    assert.deepEqual(
      [after_.startDate, after_.endDate, after_.isUserSet],
      [`${thisYear - 1}-01-01`, `${thisYear}-12-31`, true],
    );
    await call('DELETE', `/api/user/licenses/${before.licenseSk}`, 'u-retail');
  });

  test('[S2-TRACKER-23] [S2-API-38] [S2-API-51] switch-status changes the special status (compliance group), and the rules follow', async () => {
    const before = entryFor(await tracker('u-im'), NY.region_sk);
    assert.equal(before.isTransitionalOrNewlyAdmitted, false);
    assert.ok(before.jurisdiction.clePeriod.startDate, 'the seeded birth date gives a period');
    // the spec's fields (S2-API-51): customerId, jurisdictionId, jurisdictionKey and the period shown
    const res = await call('POST', '/api/credit-tracker/switch-status', 'u-im', {
      customerId: before.customerId,
      jurisdictionId: NY.region_sk,
      jurisdictionKey: before.jurisdictionKey,
      period: {
        startDate: before.jurisdiction.clePeriod.startDate,
        endDate: before.jurisdiction.clePeriod.endDate,
      },
      complianceGroupSk: 2,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'OK');
    const after_ = entryFor(await tracker('u-im'), NY.region_sk);
    assert.equal(after_.isTransitionalOrNewlyAdmitted, true);
    assert.equal(after_.ruleSetId, 35);
    assert.ok(after_.jurisdiction.requirements.some((r) => r.requirementType === 'Year'));
    assert.equal(
      (
        await call('POST', '/api/credit-tracker/switch-status', 'u-im', {
          regionSk: NY.region_sk,
          complianceGroupSk: 9,
        })
      ).statusCode,
      400,
    );
    assert.equal(
      (
        await call('POST', '/api/credit-tracker/switch-status', 'u-im', {
          regionSk: FL.region_sk,
          complianceGroupSk: null,
        })
      ).statusCode,
      404,
    );
    // a key of another jurisdiction, a missing key, or an unknown field: 400 and nothing changes
    for (const bad of [
      { jurisdictionId: NY.region_sk, jurisdictionKey: `1-${FL.region_sk}`, complianceGroupSk: 1 },
      { jurisdictionId: NY.region_sk, complianceGroupSk: 1 },
      { jurisdictionId: NY.region_sk, jurisdictionKey: before.jurisdictionKey, complianceGroupSk: 1, x: 1 },
    ])
      assert.equal((await call('POST', '/api/credit-tracker/switch-status', 'u-im', bad)).statusCode, 400);
    assert.equal(entryFor(await tracker('u-im'), NY.region_sk).ruleSetId, 35);
    // an mfe-credit release from before decision 035 sends the region alone: still read
    await call('POST', '/api/credit-tracker/switch-status', 'u-im', {
      regionSk: NY.region_sk,
      complianceGroupSk: 1,
    });
  });

  test('[S2-API-39] [S2-API-40] [S2-API-41] announcements by region and transitional flag, and keyed by region description', async () => {
    const res = await call(
      'GET',
      `/api/credit-tracker/announcements/${NY.region_sk}?isTransitionalOrNewlyAdmitted=true`,
      'u-retail',
    );
    assert.equal(res.statusCode, 200);
    assertShape(AnnouncementsSchema, res.json());
    assert.ok(res.json().some((a: { headingText: string }) => /Newly admitted/.test(a.headingText)));
    const many = await call('POST', '/api/credit-tracker/announcements/many', 'u-retail', {
      regions: [NY.region_sk, FL.region_sk],
    });
    assert.deepEqual(Object.keys(many.json()).sort(), [FL.long_description, NY.long_description].sort());
    assert.equal((await call('GET', '/api/credit-tracker/announcements/abc', 'u-retail')).statusCode, 400);
  });

  test('[S2-API-42] [S2-API-43] [S2-API-44] [S2-API-85] [S2-API-86] providers, credit types by date (cached 300 s) and the organisation message', async () => {
    const providers = await call('GET', '/api/credit-tracker/providers', 'u-retail');
    assert.ok(providers.json().includes('PLI'));
    assert.match(String(providers.headers['cache-control']), /max-age=300/);
    const sk = individualSk('u-im');
    const types = await call(
      'GET',
      `/api/credit-tracker/credit-types/${sk}/${NY.region_sk}/06-01-2026`,
      'u-im',
    );
    assert.equal(types.statusCode, 200, types.body);
    assertShape(AvailableCreditTypesSchema, types.json());
    assert.ok(types.json().some((c: { code: string }) => c.code === 'CYB'));
    assert.match(String(types.headers['cache-control']), /max-age=300/);
    assert.equal(
      (await call('GET', `/api/credit-tracker/credit-types/${sk}/${NY.region_sk}/2026-06-01`, 'u-im'))
        .statusCode,
      400,
    );
    assert.equal(
      (await call('GET', `/api/credit-tracker/credit-types/${sk}/${NY.region_sk}/06-01-2026`, 'u-retail'))
        .statusCode,
      403,
    );
    const org = await call('GET', '/api/credit-tracker/organizationMessage', 'u-retail');
    assertShape(OrganizationMessageSchema, org.json());
    assert.match(org.json().message, /Whitman & Crane LLP/);
    assert.equal((await call('GET', '/api/credit-tracker/organizationMessage', 'u-pm')).json().message, null);
  });
});

describe('the tracker payload and user options', () => {
  test("[S2-API-04] credit info: requirements carry required, earned, counted, isHidden, subRequirements and keys; certificates' credit lines carry type, amount, carryover, source, date, external and transition level", async () => {
    const ny = entryFor(await tracker('u-im'), NY.region_sk);
    assert.ok(ny.jurisdiction.requirements.length > 0);
    for (const r of ny.jurisdiction.requirements) {
      for (const n of [r.required, r.earned, r.counted]) assert.equal(typeof n, 'number');
      assert.equal(typeof r.isHidden, 'boolean');
      assert.ok(Array.isArray(r.subRequirements));
      assert.ok(r.requirementKeys.length > 0, `${r.key} names the credit types it counts`);
      assert.ok(Array.isArray(r.eligibleFormatKeys));
    }
    // the seeded external program 45 days ago (1.5 ethics + 1 general) and the carryover of 2 general credits
    const external = ny.certificates.find((c) => c.programName === 'Ethics for In-House Counsel')!;
    assert.equal(external.isExternal, true);
    assert.equal(external.certificateSource, 'New York State Bar Association');
    assert.match(external.dateCompleted, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(external.carryOver, 0);
    assert.equal(external.transitionLevel, null);
    const eth = cat.creditTypes.find((c) => c.code === 'ETH')!;
    assert.deepEqual(
      external.creditTypes.find((c) => c.creditType_SK === eth.sk),
      {
        creditType_PK: eth.sk,
        creditType_SK: eth.sk,
        creditTypeDescription: eth.description,
        creditIssued: 1.5,
      },
    );
    const carried = ny.certificates.find((c) => c.isCarryover)!;
    assert.equal(carried.carryOver, 2);
    assert.equal(carried.certificateSource, 'Carryover');
    // the transitional answer stored with a credit comes back on the tracker
    await t.db.query("UPDATE credit_certificates SET transition_level = '1' WHERE id = $1", [external.id]);
    const again = entryFor(await tracker('u-im'), NY.region_sk);
    assert.equal(again.certificates.find((c) => c.id === external.id)!.transitionLevel, '1');
    await t.db.query('UPDATE credit_certificates SET transition_level = NULL WHERE id = $1', [external.id]);
  });

  test('[S2-API-14] certificate preference options have a numeric key and a text, and the chosen key is one of them', async () => {
    const list = await licenses('u-pm');
    assert.ok(list.certificatePreferenceOptions.length >= 2);
    for (const o of list.certificatePreferenceOptions) {
      assert.deepEqual(Object.keys(o).sort(), ['key', 'text']);
      assert.equal(typeof o.key, 'number');
      assert.ok(o.text.trim().length > 0);
    }
    const last = list.certificatePreferenceOptions.at(-1)!;
    await call('PUT', '/api/user/licenses/certificate-preference', 'u-pm', { key: last.key });
    assert.equal((await licenses('u-pm')).selectedCertificatePreference, last.key);
  });

  test('[S2-VALID-03] a 2-digit year is read as the forms read it: from 80 years back to 19 ahead', async () => {
    const yy = (year: number) => String(year).slice(2);
    // twenty years ahead is eighty back: a birth date, so not in the future (in 2026, '46' is 1946)
    const res = await call('POST', '/api/credit-tracker/set-options', 'u-pm', {
      birthDate: `07/14/${yy(thisYear + 20)}`,
    });
    assert.equal(res.statusCode, 200, res.body);
    const entries = (await tracker('u-pm')).trackerUsers[0]!.trackers;
    for (const e of entries)
      assert.equal(e.jurisdiction.userComplianceInformation.birthDate, `${thisYear - 80}-07-14`);
    // the certificates list's custom range reads the same dates
    const range = await call('POST', '/api/user/certificates', 'u-pm', {
      customerId: 'u-pm',
      year: 9999,
      dateRange: `1/1/${yy(thisYear - 1)};12/31/${yy(thisYear)}`,
      pageSize: 100,
    });
    assert.equal(range.statusCode, 200, range.body);
    assert.ok(range.json().items.length > 0, 'her seeded certificates of those two years');
    for (const c of range.json().items as { dateCompleted: string }[])
      assert.ok(c.dateCompleted >= `${thisYear - 1}-01-01` && c.dateCompleted <= `${thisYear}-12-31`);
    await call('POST', '/api/credit-tracker/set-options', 'u-pm', { birthDate: '07/14/1980' });
  });

  test('[S2-API-35] [S2-API-36] set-options saves the member’s own options (her birth date) and answers text; her tracker uses it', async () => {
    const res = await call('POST', '/api/credit-tracker/set-options', 'u-pm', { birthDate: '07/14/1980' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.equal(res.body, 'OK');
    const entries = (await tracker('u-pm')).trackerUsers[0]!.trackers;
    assert.ok(entries.length > 0);
    for (const e of entries) assert.equal(e.jurisdiction.userComplianceInformation.birthDate, '1980-07-14');
    const bad = await call('POST', '/api/credit-tracker/set-options', 'u-pm', { birthDate: '13/45/1980' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /^birth date: /);
    const other = await call('POST', '/api/credit-tracker/set-options', 'u-pm', {
      birthDate: '07/14/1980',
      customerId: individualSk('u-im'),
    });
    assert.equal(other.statusCode, 403, 'only the member sets her own options');
  });
});
