// Spec rows that name a payload's fields, read on the answer as the API sends it (issue 39): the
// shared schemas fill an absent flag, list or null themselves, so a test that reads parsed data, or
// checks another id's route, cannot notice a field the API stops sending.
//   node --import tsx --test api/test/raw-payloads.test.ts
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertFields, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';

let t: SignedInApp;
const call: SignedInApp['call'] = (...args) => t.call(...args);

before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

/** The body of a 2xx answer, untouched. */
async function raw<T = Record<string, unknown>>(...args: Parameters<SignedInApp['call']>): Promise<T> {
  const res = await call(...args);
  assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${args[0]} ${args[1]}: ${res.body}`);
  return res.json() as T;
}

describe('licenses', () => {
  test('[S2-API-12] GET /user/licenses returns items and selectedCertificatePreference', async () => {
    const before = await raw('GET', '/api/user/licenses', 'u-retail');
    assertFields(before, ['items', 'selectedCertificatePreference']);
    const items = before.items as { creditRegion: string }[];
    assert.deepEqual(items.map((l) => l.creditRegion).sort(), ['CA', 'FL'], 'her own licenses');
    await raw('PUT', '/api/user/licenses/certificate-preference', 'u-retail', { key: 3 });
    const after_ = await raw('GET', '/api/user/licenses', 'u-retail');
    assert.equal(after_.selectedCertificatePreference, 3, 'the chosen key, as saved');
  });
});

/** The fields spec 2 §7 names for a tracker requirement (S2-API-34). */
const REQUIREMENT_FIELDS = [
  'heading',
  'explanatoryText',
  'counted',
  'earned',
  'required',
  'requirementType',
  'subRequirements',
  'requirementKeys',
  'eligibleFormatKeys',
  'maxInfoMessage',
  'minEarnedSubRequirementsMessage',
  'expireNewStatus',
  'sideNote',
  'isFulfilled',
];
type RawRequirement = Record<string, unknown> & { subRequirements: RawRequirement[] };

describe('the credit tracker', () => {
  test('[S2-API-34] every requirement of POST /credit-tracker, and every sub-requirement, carries the spec fields', async () => {
    // New York's newly admitted rules (rule set 35) have sub-requirements: she switches to them
    const [ny] = await t.db.query<{ region_sk: number }>(
      "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
    );
    const switched = await call('POST', '/api/credit-tracker/switch-status', 'u-im', {
      regionSk: ny!.region_sk,
      complianceGroupSk: 2,
    });
    assert.equal(switched.statusCode, 200, switched.body);
    const body = await raw<{
      trackerUsers: { trackers: { jurisdiction: { requirements: RawRequirement[] } }[] }[];
    }>('POST', '/api/credit-tracker', 'u-im', {});
    const all: RawRequirement[] = [];
    const walk = (rs: RawRequirement[]) => {
      for (const r of rs) {
        all.push(r);
        walk(r.subRequirements);
      }
    };
    for (const entry of body.trackerUsers[0]!.trackers) walk(entry.jurisdiction.requirements);
    assert.ok(all.length > 2, 'the seeded member has requirements');
    for (const r of all) assertFields(r, REQUIREMENT_FIELDS);
    assert.ok(
      all.some((r) => r.subRequirements.length > 0),
      'a requirement with sub-requirements',
    );
  });
});

describe('followed faculty', () => {
  test('[S2-API-76] GET /user/faculty returns the followed faculty as items with their id', async () => {
    const [f] = await t.db.query<{ id: number; individual_id: string }>(
      'SELECT id, individual_id FROM faculty WHERE visibility_status = 1 ORDER BY id LIMIT 1',
    );
    await raw('POST', '/api/user/faculty/follow', 'u-pm', [f!.individual_id]);
    const body = await raw<{ items: Record<string, unknown>[] }>('GET', '/api/user/faculty', 'u-pm');
    assert.deepEqual(
      body.items.map((i) => i.id),
      [f!.id],
    );
    await raw('POST', '/api/user/faculty/unfollow', 'u-pm', [f!.individual_id]);
  });
});

describe('checkout', () => {
  test('[S3-API-32] POST /commerce/checkout/prepare returns cart, the selected addresses, paymentInstruments and disableNewPaymentMethod', async () => {
    const [p] = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE searchable_type = 'ondemandprogram' AND price > 0
         AND pk NOT IN (SELECT item_pk FROM library_entries WHERE user_sub = 'u-retail') ORDER BY code LIMIT 1`,
    );
    await raw('POST', '/api/commerce/carts', 'u-retail', { code: p!.code, quantity: 1, priorityCode: null });
    const body = await raw<{
      cart: { orderLines: { code: string }[] };
      paymentInstruments: { sk: number; isDefault: boolean }[];
    }>('POST', '/api/commerce/checkout/prepare', 'u-retail', { billingAddressSk: -1, shippingAddressSk: -1 });
    assertFields(body, [
      'cart',
      'selectedShippingAddress',
      'selectedBillingAddress',
      'paymentInstruments',
      'disableNewPaymentMethod',
    ]);
    assert.deepEqual(
      body.cart.orderLines.map((l) => l.code),
      [p!.code],
    );
    const [card] = await t.db.query<{ sk: string }>(
      "SELECT sk FROM payment_instruments WHERE user_sub = 'u-retail' AND is_default",
    );
    assert.ok(
      body.paymentInstruments.some((c) => c.sk === Number(card!.sk) && c.isDefault),
      'her saved default card',
    );
    assert.equal(typeof (body as unknown as Record<string, unknown>).disableNewPaymentMethod, 'boolean');
    await raw('POST', '/api/commerce/carts/delete', 'u-retail', [p!.code]);
  });
});
