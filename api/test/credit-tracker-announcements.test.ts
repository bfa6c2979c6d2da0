// POST /credit-tracker/announcements/many (S2-API-41) on the real database: the tracker's one call for the
// announcements of all a member's licenses, answered by region long description for the license kind
// asked; a bad body is 400 with a message naming the field, and anonymous callers get 401.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AnnouncementsByRegionSchema } from '@cle/contracts/tracker-schemas';
import type { AnnouncementsByRegion, AnnouncementsManyBody } from '@cle/contracts/tracker-schemas';
import { assertShape, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { generateCatalogue } from '../src/seed/generate-catalogue';

let t: SignedInApp;
const cat = generateCatalogue();
const region = (code: string) => cat.jurisdictions.find((j) => j.code === code)!;
const NY = region('NY');
const FL = region('FL');
const PATH = '/api/credit-tracker/announcements/many';

before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

async function many(body: AnnouncementsManyBody): Promise<AnnouncementsByRegion> {
  const res = await t.call('POST', PATH, 'u-retail', body);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(AnnouncementsByRegionSchema, res.json());
  return res.json();
}
const headings = (r: AnnouncementsByRegion, description: string) => r[description]!.map((a) => a.headingText);

test('[S2-API-41] every region named, by long description, for the license kind asked; unknown regions left out', async () => {
  const experienced = await many({
    regions: [NY.region_sk, FL.region_sk, 99999],
    isTransitionalOrNewlyAdmitted: false,
  });
  assert.deepEqual(Object.keys(experienced).sort(), [FL.long_description, NY.long_description].sort());
  const newlyAdmitted = await many({ regions: [NY.region_sk], isTransitionalOrNewlyAdmitted: true });
  assert.deepEqual(Object.keys(newlyAdmitted), [NY.long_description]);
  // the kind decides: New York's newly admitted announcement only for the newly admitted
  assert.ok(headings(newlyAdmitted, NY.long_description).some((h) => /Newly admitted/.test(h)));
  assert.ok(!headings(experienced, NY.long_description).some((h) => /Newly admitted/.test(h)));
});

test('[S2-API-41] a bad body is 400 with a message naming the field; anonymous callers get 401', async () => {
  for (const [body, field] of [
    [{}, /regions/],
    [{ regions: [] }, /regions/],
    [{ regions: ['NY'] }, /regions/],
    [{ regions: [-1] }, /regions/],
    [{ regions: [2147483648] }, /regions/],
    [{ regions: Array.from({ length: 101 }, (_, i) => i + 1) }, /regions/],
    [{ regions: [NY.region_sk], isTransitionalOrNewlyAdmitted: 'yes' }, /isTransitionalOrNewlyAdmitted/],
  ] as const) {
    const res = await t.call('POST', PATH, 'u-retail', body);
    assert.equal(res.statusCode, 400, JSON.stringify(body));
    assert.match(res.json().message, field, JSON.stringify(body));
  }
  assert.equal((await t.call('POST', PATH, undefined, { regions: [NY.region_sk] })).statusCode, 401);
});
