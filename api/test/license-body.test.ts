// POST /user/licenses takes the whole license body the spec names (spec 2 §7, S2-API-15): class, region,
// license number, year, compliance group and state, on the real database.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LicensesResponse } from '@cle/contracts/tracker-schemas';
import { startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { generateCatalogue } from '../src/seed/generate-catalogue';

let t: SignedInApp;
const CA = generateCatalogue().jurisdictions.find((j) => j.code === 'CA')!;

before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

test('[S2-API-15] the body takes all six: class, region, license number, year, compliance group and state', async () => {
  const res = await t.call('POST', '/api/user/licenses', 'u-editor', {
    creditClass_SK: CA.credit_class_sk,
    creditRegion_SK: CA.region_sk,
    stateLicenseNumber: '7000123',
    yearAdmitted: '2015',
    complianceGroup_SK: 4,
    state: 'California',
  });
  assert.equal(res.statusCode, 201, res.body);
  const ca = (res.json() as LicensesResponse).items.find((l) => l.creditRegion_SK === CA.region_sk)!;
  assert.deepEqual(
    [
      ca.creditClass_SK,
      ca.stateLicenseNumber,
      ca.yearAdmitted,
      ca.complianceGroup_SK,
      ca.complianceGroup,
      ca.state,
    ],
    [CA.credit_class_sk, '7000123', '2015', 4, 'Group 2 (last names H–M)', 'California'],
  );
  assert.equal((await t.call('DELETE', `/api/user/licenses/${ca.sk}`, 'u-editor')).statusCode, 200);
});
