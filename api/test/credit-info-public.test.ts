// The public credit-info lookups (decision 027) on the real database: the jurisdiction page's
// announcements carousel and the page map, both answered to anonymous callers.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AnnouncementsSchema } from '@cle/contracts/tracker-schemas';
import { CreditPageMapSchema } from '@cle/contracts/credit-info-public-schemas';
import { assertShape, startTestApp } from './helpers';

let t: Awaited<ReturnType<typeof startTestApp>>;
const regionOf = async (code: string) =>
  (await t.db.query<{ region_sk: number }>('SELECT region_sk FROM jurisdictions WHERE code = $1', [code]))[0]!
    .region_sk;
const get = (url: string) => t.app.inject({ method: 'GET', url });

before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

describe('public jurisdiction announcements', () => {
  test('[S2-API-40] anonymous callers get the carousel announcements of the region and license kind', async () => {
    const ny = await regionOf('NY');
    const experienced = await get(`/api/credit-info/announcements/${ny}`);
    assert.equal(experienced.statusCode, 200, experienced.body);
    assertShape(AnnouncementsSchema, experienced.json());
    const headings = (r: typeof experienced) => r.json().map((a: { headingText: string }) => a.headingText);
    assert.deepEqual(headings(experienced), ['New York: Cybersecurity, Privacy & Data Protection']);
    const newlyAdmitted = await get(
      `/api/credit-info/announcements/${ny}?isTransitionalOrNewlyAdmitted=true`,
    );
    assert.deepEqual(headings(newlyAdmitted), ['Newly admitted attorneys: 16 credits a year']);
  });

  test('only what is marked for the jurisdiction page and still in force is public', async () => {
    // The COVID order applies to every region but expired in 2023: the tracker lists it, the public page does not.
    for (const code of ['NY', 'FL', 'CA']) {
      const res = await get(`/api/credit-info/announcements/${await regionOf(code)}`);
      for (const a of res.json()) {
        assert.equal(a.showOnJurisdictionPageCarousel, true, a.headingText);
        assert.equal(a.currentlyActive, true, a.headingText);
        assert.equal(a.covidRuleChange, false, a.headingText);
      }
    }
  });

  test('bad input is a 4xx with a message; an unknown region is a 404', async () => {
    for (const url of [
      '/api/credit-info/announcements/abc',
      '/api/credit-info/announcements/-3',
      `/api/credit-info/announcements/${await regionOf('NY')}?isTransitionalOrNewlyAdmitted=maybe`,
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.match(res.json().message, /must be/, url);
    }
    const missing = await get('/api/credit-info/announcements/99999');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().message, /Jurisdiction 99999/);
  });
});

describe('credit-info page map', () => {
  test('[S2-API-82] per region and license kind: the jurisdiction page, the requirements page and rule changes', async () => {
    const ny = await regionOf('NY');
    const experienced = await get(`/api/credit-info/page-map/${ny}?isTransitionalOrNewlyAdmitted=false`);
    assert.equal(experienced.statusCode, 200, experienced.body);
    assertShape(CreditPageMapSchema, experienced.json());
    assert.deepEqual(experienced.json(), {
      regionSk: ny,
      isTransitionalOrNewlyAdmitted: false,
      jurisdictionPage: { href: '/credit-info/new-york', text: 'New York CLE Requirements' },
      requirementsPage: { href: '/credit-info/new-york', text: 'New York CLE Requirements' },
      ruleChangesPage: { href: '/credit-info/rule-changes', text: 'Recent Rule Changes' },
    });
    const transitional = (
      await get(`/api/credit-info/page-map/${ny}?isTransitionalOrNewlyAdmitted=true`)
    ).json();
    assert.deepEqual(transitional.requirementsPage, {
      href: '/credit-info/new-york-transitional',
      text: 'New York Transitional (Newly Admitted) Attorneys',
    });
    // A region without a credit class page keeps its jurisdiction page for newly admitted members too.
    const fl = await regionOf('FL');
    const florida = (await get(`/api/credit-info/page-map/${fl}?isTransitionalOrNewlyAdmitted=true`)).json();
    assert.equal(florida.requirementsPage.href, florida.jurisdictionPage.href);
    assert.match(florida.jurisdictionPage.href, /^\/credit-info\//);
  });

  test('bad input is a 400 with a message; an unknown region is a 404', async () => {
    const bad = await get('/api/credit-info/page-map/1.5');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /whole number/);
    assert.equal((await get('/api/credit-info/page-map/99999')).statusCode, 404);
  });
});
