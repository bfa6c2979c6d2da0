// Issue 15 on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): faculty profiles and
// follows, the request-a-quote form and its submissions, rule changes, call-outs, the earn-more link,
// relevant credits, the CMS tree reads of the credit-info family, and the profile the settings page edits.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPair } from 'jose';
import type { CryptoKey } from 'jose';
import {
  FacultyListSchema,
  FacultyProfileSchema,
  FollowedFacultySchema,
} from '@cle/contracts/faculty-schemas';
import {
  ContentLinksSchema,
  CreditCalloutsSchema,
  EarnMoreUrlResponseSchema,
  RuleChangesSchema,
} from '@cle/contracts/credit-schemas';
import { FormPostResponseSchema, QuoteFormSchema, REQUIRED_MESSAGE } from '@cle/contracts/quote-form';
import { PageContentSchema } from '@cle/contracts/schemas';
import { PROFILE_UPDATED_MESSAGE, UserProfileSchema } from '@cle/contracts/profile-schemas';
import { buildApp } from '../src/app';
import { loadSeed } from '../src/seed/load-seed';
import { assertShape, startTestApp, SITE_ORIGIN } from './helpers';
import { signSeeded } from './tokens';

const ISSUER = 'http://localhost:4001';
const AUDIENCE = 'http://localhost:4000';
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };

const tokenFor = (sub: string) => signSeeded(sub, keys.privateKey, { issuer: ISSUER, audience: AUDIENCE });

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  as?: string,
  payload?: unknown,
  app = t.app,
) {
  const headers: Record<string, string> = as ? { authorization: `Bearer ${await tokenFor(as)}` } : {};
  return app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const RETAIL = 'u-retail';
const IM = 'u-im';

before(async () => {
  keys = await generateKeyPair('RS256');
  t = await startTestApp({ auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey } });
});
after(async () => {
  await t.close();
});

async function aVisibleFaculty() {
  const [f] = await t.db.query<{ id: number; individual_id: string; slug: string; display_name: string }>(
    `SELECT f.id, f.individual_id, f.slug, f.display_name FROM faculty f
     WHERE visibility_status = 1 AND EXISTS (SELECT 1 FROM products p WHERE f.id = ANY(p.faculty_ids))
     ORDER BY id LIMIT 1`,
  );
  return f!;
}

describe('faculty', () => {
  test('[S2-FACULTY-11] a faculty profile has the spec fields', async () => {
    const f = await aVisibleFaculty();
    const res = await call('GET', `/api/faculty/${f.id}`);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(FacultyProfileSchema, res.json());
    const { faculty } = res.json();
    for (const k of [
      'individualId',
      'displayName',
      'affiliation',
      'title',
      'biography',
      'image',
      'resourceLocation',
      'trusteeDesignation',
      'visibilityStatus',
      'isUserFollowingThis',
    ])
      assert.ok(k in faculty, k);
    assert.equal(faculty.displayName, f.display_name);
    assert.equal(faculty.resourceLocation, `/faculty/${f.slug}`);
    assert.equal(faculty.isUserFollowingThis, false);
  });

  // the page shows them (mfe-credit's faculty-profile test): here the API serves the portrait and the content
  test("[S2-FACULTY-01] the profile's image is a portrait the API serves", async () => {
    const f = await aVisibleFaculty();
    const { faculty } = (await call('GET', `/api/faculty/${f.id}`)).json();
    const img = await call('GET', faculty.image);
    assert.equal(img.statusCode, 200);
    assert.match(String(img.headers['content-type']), /image\/svg\+xml/);
  });

  test('[S2-FACULTY-07] the profile of a member who teaches carries their shared content', async () => {
    const f = await aVisibleFaculty();
    const { content } = (await call('GET', `/api/faculty/${f.id}`)).json();
    assert.ok(content.length > 0, 'a member who teaches has shared content');
  });

  test('[S2-FACULTY-08] the profile page is FacultyMember, noindex unless visibility status is 1', async () => {
    const [hidden] = await t.db.query<{ slug: string }>(
      'SELECT slug FROM faculty WHERE visibility_status <> 1 LIMIT 1',
    );
    const visible = await aVisibleFaculty();
    const a = (await call('GET', `/api/content?url=/faculty/${visible.slug}`)).json();
    assertShape(PageContentSchema, a);
    assert.equal(a.contentType.at(-1), 'FacultyMember');
    assert.equal(a.metadata.robotsContent, 'index');
    const b = (await call('GET', `/api/content?url=/faculty/${hidden!.slug}`)).json();
    assert.equal(b.metadata.robotsContent, 'noindex');
  });

  test('the about-faculty listing: visible faculty only, 24 a page, by initial; 400 on a bad letter', async () => {
    const res = await call('GET', '/api/faculty?page=1');
    assert.equal(res.statusCode, 200);
    assertShape(FacultyListSchema, res.json());
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM faculty WHERE visibility_status = 1',
    )) as [{ n: number }];
    assert.equal(res.json().totalResults, n);
    assert.equal(res.json().items.length, 24);
    const s = (await call('GET', '/api/faculty?letter=s')).json();
    assert.ok(
      s.items.every(
        (i: { displayName: string }) => / S\S*$/.test(i.displayName) || i.displayName.includes(' S'),
      ),
    );
    assert.equal((await call('GET', '/api/faculty?letter=ab')).statusCode, 400);
    assert.equal((await call('GET', '/api/faculty/0')).statusCode, 400);
    assert.equal((await call('GET', '/api/faculty/99999999')).statusCode, 404);
  });

  test('[S2-API-76] [S2-ROLES-09] GET /user/faculty needs a signed-in member and lists what they follow by id', async () => {
    assert.equal(
      (await call('GET', '/api/user/faculty')).statusCode,
      401,
      'anonymous callers have no follow state',
    );
    const before = await call('GET', '/api/user/faculty', RETAIL);
    assert.equal(before.statusCode, 200);
    assertShape(FollowedFacultySchema, before.json());
    assert.deepEqual(before.json().items, []);
  });

  test('[S2-API-77] [S2-FACULTY-09] follow by a list of individual ids sets isUserFollowingThis, for the caller only', async () => {
    const f = await aVisibleFaculty();
    const follow = await call('POST', '/api/user/faculty/follow', RETAIL, [f.individual_id]);
    assert.equal(follow.statusCode, 200, follow.body);
    assert.deepEqual(
      follow.json().items.map((i: { id: number }) => i.id),
      [f.id],
    );
    // twice is still one follow
    await call('POST', '/api/user/faculty/follow', RETAIL, [f.individual_id]);
    assert.equal((await call('GET', '/api/user/faculty', RETAIL)).json().items.length, 1);
    assert.equal(
      (await call('GET', `/api/faculty/${f.id}`, RETAIL)).json().faculty.isUserFollowingThis,
      true,
    );
    // another member does not see it
    assert.deepEqual((await call('GET', '/api/user/faculty', IM)).json().items, []);
    assert.equal((await call('GET', `/api/faculty/${f.id}`, IM)).json().faculty.isUserFollowingThis, false);
  });

  test('[S2-API-78] [S2-FACULTY-10] unfollow by a list of ids sets isUserFollowingThis back to false', async () => {
    const f = await aVisibleFaculty();
    await call('POST', '/api/user/faculty/follow', RETAIL, [f.individual_id]);
    const unfollow = await call('POST', '/api/user/faculty/unfollow', RETAIL, [f.individual_id]);
    assert.equal(unfollow.statusCode, 200);
    assert.deepEqual(unfollow.json().items, []);
    assert.equal(
      (await call('GET', `/api/faculty/${f.id}`, RETAIL)).json().faculty.isUserFollowingThis,
      false,
    );
  });

  test('follow: bad bodies are 400 with a message and write nothing', async () => {
    const f = await aVisibleFaculty();
    for (const body of [{}, [], ['abc'], [f.individual_id, '999999999999'], 'x']) {
      const res = await call('POST', '/api/user/faculty/follow', IM, body);
      // a bare string is sent as text/plain: 415, the others 400
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, JSON.stringify(body));
      assert.ok(res.json().message);
    }
    assert.deepEqual((await call('GET', '/api/user/faculty', IM)).json().items, []);
  });

  test('[S2-FACULTY-09] a follow survives a restart and a re-seed (user data)', async () => {
    const f = await aVisibleFaculty();
    await call('POST', '/api/user/faculty/follow', IM, [f.individual_id]);
    await loadSeed(t.db, { force: true });
    const again = await buildApp({
      db: t.db,
      allowedOrigins: [SITE_ORIGIN],
      auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey },
    });
    try {
      const res = await call('GET', '/api/user/faculty', IM, undefined, again);
      assert.deepEqual(
        res.json().items.map((i: { id: number }) => i.id),
        [f.id],
      );
    } finally {
      await again.close();
      await call('POST', '/api/user/faculty/unfollow', IM, [f.individual_id]);
    }
  });
});

describe('request-a-quote form', () => {
  const tomorrow = () => {
    const d = new Date(Date.now() + 2 * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  const good = () => ({
    formId: 'request-a-quote',
    firstName: 'Dana',
    lastName: 'Quinn',
    email: 'dana.quinn@example.com',
    phone: '2125550199',
    organization: 'Quinn & Partners LLP',
    organizationType: 'Law firm',
    attorneys: '11-50',
    zip: '10019-1234',
    startDate: tomorrow(),
    comments: 'Twelve attorneys in New York.',
  });
  const stored = async () =>
    (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM form_submissions WHERE form_id = 'request-a-quote'",
      )
    )[0]!.n;

  test('[S2-QUOTE-01] [S2-QUOTE-06] the form is multi-step, each field with label, name, type, required, placeholder, options, description', async () => {
    const res = await call('GET', '/api/form/request-a-quote');
    assert.equal(res.statusCode, 200);
    assertShape(QuoteFormSchema, res.json());
    const form = res.json();
    assert.ok(form.steps.length > 1);
    assert.equal(form.steps.at(-1).buttonText, 'Submit');
    assert.ok(form.successMessage && form.failMessage);
    assert.equal((await call('GET', '/api/form/nope')).statusCode, 404);
  });

  test('[S2-API-79] [S2-VALID-15] [S2-VALID-13] [S2-QUOTE-12] [S2-QUOTE-13] bad input is refused with the spec messages and nothing is stored', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
      [{ phone: '555-01' }, 'phone', 'Please enter a valid phone number'],
      [{ zip: '1001' }, 'zip', 'Zip format is invalid.'],
      [{ organizationType: '' }, 'organizationType', REQUIRED_MESSAGE],
      [{ attorneys: 'a thousand' }, 'attorneys', REQUIRED_MESSAGE],
      [{ firstName: '  ' }, 'firstName', REQUIRED_MESSAGE],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/form/post', undefined, { ...good(), ...change });
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.equal(res.json().message, message);
      assert.equal(res.json().field, field);
    }
    const past = await call('POST', '/api/form/post', undefined, { ...good(), startDate: '2020-01-01' });
    assert.equal(past.statusCode, 400);
    assert.match(past.json().message, /^Please enter a date greater than or equal to \d{2}\/\d{2}\/\d{4}\.$/);
    for (const body of [
      { ...good(), admin: 'yes' },
      { ...good(), formId: 'no-such-form' },
      { ...good(), phone: 2125550199 },
      [],
    ]) {
      const res = await call('POST', '/api/form/post', undefined, body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, res.body);
    }
    assert.equal(await stored(), before, 'nothing was stored');
  });

  test('[S2-API-79] [S2-VALID-17] [S2-ROLES-15] a good submission is stored once, phone formatted, with the submitter when signed in; a visitor may submit too', async () => {
    const before = await stored();
    const res = await call('POST', '/api/form/post', RETAIL, good());
    assert.equal(res.statusCode, 201, res.body);
    assertShape(FormPostResponseSchema, res.json());
    assert.equal(await stored(), before + 1);
    const [row] = await t.db.query<{ data: Record<string, string>; user_sub: string }>(
      'SELECT data, user_sub FROM form_submissions WHERE id = $1',
      [res.json().id],
    );
    assert.equal(row!.data.phone, '(212) 555-0199');
    assert.equal(row!.data.email, 'dana.quinn@example.com');
    assert.equal(row!.user_sub, RETAIL);
    const anon = await call('POST', '/api/form/post', undefined, {
      ...good(),
      phone: '+44 20 7946 0958',
      comments: '',
    });
    assert.equal(anon.statusCode, 201, anon.body);
    assert.equal(await stored(), before + 2);
  });

  test('[S2-API-80] the submitting step names a form handler that takes the data url-encoded, checked like /form/post', async () => {
    const form = (await call('GET', '/api/form/request-a-quote')).json();
    const handler: string = form.steps.at(-1).submitUrl;
    assert.equal(handler, '/api/form/handler/request-a-quote');
    const handed = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM form_handler_posts WHERE form_id = 'request-a-quote'",
        )
      )[0]!.n;
    const post = (body: string, contentType = 'application/x-www-form-urlencoded', url = handler) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
    const encoded = (fields: Record<string, string>) =>
      new URLSearchParams({ formId: 'request-a-quote', ...fields }).toString();
    const before = await handed();

    // refused, nothing kept: a bad field, an unknown field, another form's id, JSON, an unknown form
    const bad = await post(encoded({ ...good(), email: 'not-an-email' }));
    assert.equal(bad.statusCode, 400, bad.body);
    assert.equal(bad.json().message, 'Please enter a valid email');
    assert.equal((await post(encoded({ ...good(), admin: 'yes' }))).statusCode, 400);
    const otherForm = new URLSearchParams({ ...good(), formId: 'another-form' }).toString();
    assert.equal((await post(otherForm)).statusCode, 400);
    assert.equal((await post(JSON.stringify(good()), 'application/json')).statusCode, 415);
    assert.equal(
      (
        await post(
          new URLSearchParams({ ...good(), formId: 'no-such-form' }).toString(),
          undefined,
          '/api/form/handler/no-such-form',
        )
      ).statusCode,
      404,
    );
    assert.equal(await handed(), before, 'nothing was kept');

    const ok = await post(encoded(good()));
    assert.equal(ok.statusCode, 204, ok.body);
    assert.equal(await handed(), before + 1);
    const [row] = await t.db.query<{ data: Record<string, string> }>(
      'SELECT data FROM form_handler_posts ORDER BY id DESC LIMIT 1',
    );
    assert.equal(row!.data.phone, '(212) 555-0199');
    assert.equal(row!.data.organization, good().organization);
  });
});

describe('credit-info family', () => {
  test('[S2-API-08] [S2-API-09] rule changes are region-keyed lists; type 1 has current and expired orders', async () => {
    const res = await call('GET', '/api/credit-info/rule-changes?ruleChangeType=1');
    assert.equal(res.statusCode, 200);
    assertShape(RuleChangesSchema, res.json());
    const all = Object.entries(
      res.json() as Record<string, { regionName: string; currentlyActive: boolean }[]>,
    );
    assert.ok(all.length > 1);
    for (const [region, list] of all) for (const r of list) assert.equal(r.regionName, region);
    const flat = all.flatMap(([, l]) => l);
    assert.ok(flat.some((r) => r.currentlyActive) && flat.some((r) => !r.currentlyActive));
    assert.equal((await call('GET', '/api/credit-info/rule-changes')).statusCode, 400);
    assert.equal((await call('GET', '/api/credit-info/rule-changes?ruleChangeType=x')).statusCode, 400);
  });

  test('[S2-API-11] credit call-outs: site-wide, plus the region own', async () => {
    const all = await call('GET', '/api/credit-info/creditcallouts');
    assertShape(CreditCalloutsSchema, all.json());
    const [ny] = await t.db.query<{ region_sk: number }>(
      "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
    );
    const withNy = (await call('GET', `/api/credit-info/creditcallouts?region=${ny!.region_sk}`)).json();
    assert.ok(withNy.length > all.json().length);
    assert.equal((await call('GET', '/api/credit-info/creditcallouts?region=-1')).statusCode, 400);
  });

  test('[S2-API-10] earn-more-url gives a search for the region, credit types and formats; 4xx on bad input', async () => {
    const [ny] = await t.db.query<{ region_sk: number }>(
      "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
    );
    const res = await call('POST', '/api/credit-info/earn-more-url', undefined, {
      regionSk: ny!.region_sk,
      creditTypes: ['ETH'],
      formats: ['On-Demand'],
    });
    assert.equal(res.statusCode, 200);
    assertShape(EarnMoreUrlResponseSchema, res.json());
    const url = new URL(res.json().url, SITE_ORIGIN);
    assert.equal(url.pathname, '/search');
    assert.equal(url.searchParams.get('jurisdictions'), 'NY');
    assert.equal(url.searchParams.get('creditType'), 'ETH');
    assert.equal(url.searchParams.get('format'), 'On-Demand');
    assert.equal(
      (await call('POST', '/api/credit-info/earn-more-url', undefined, { regionSk: 'x' })).statusCode,
      400,
    );
    assert.equal(
      (await call('POST', '/api/credit-info/earn-more-url', undefined, { regionSk: 99999 })).statusCode,
      404,
    );
    assert.equal(
      (
        await call('POST', '/api/credit-info/earn-more-url', undefined, {
          regionSk: ny!.region_sk,
          creditTypes: ['ZZZ'],
        })
      ).statusCode,
      404,
    );
  });

  test('[S2-API-05] relevant credits for program codes, optionally only in preferred jurisdictions', async () => {
    const [p] = await t.db.query<{ product_code: string }>(
      'SELECT product_code FROM product_credits LIMIT 1',
    );
    const res = await call('GET', `/api/cle/relevant-credits?codes=${p!.product_code}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json()[0].code, p!.product_code);
    assert.ok(res.json()[0].credits.length > 0);
    const ny = (
      await call('GET', `/api/cle/relevant-credits?codes=${p!.product_code}&creditPreferences=NY`)
    ).json();
    assert.ok(ny[0].credits.every((c: { regionName: string }) => c.regionName === 'New York'));
    assert.equal((await call('GET', '/api/cle/relevant-credits')).statusCode, 400);
    assert.equal((await call('GET', '/api/cle/relevant-credits?codes=%3Cscript%3E')).statusCode, 400);
  });

  test('[S2-API-07] extended region info: subheading and header links to search, the tracker and the credit class page', async () => {
    const [ny] = await t.db.query<{ region_sk: number }>(
      "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
    );
    const res = await call('GET', `/api/credit-info/extended?regions=${ny!.region_sk}`);
    assert.equal(res.statusCode, 200);
    const region = res.json()[String(ny!.region_sk)];
    assert.match(region.creditClassSubheading, /^Attorney: /);
    const hrefs = region.headerLinks.map((l: { href: string }) => l.href);
    assert.ok(hrefs.includes('/credit-info/new-york-transitional'));
    assert.ok(hrefs.some((h: string) => h.startsWith('/account/credit/credit-tracker?region=')));
    assert.equal((await call('GET', '/api/credit-info/extended')).statusCode, 400);
  });

  test('[S2-API-06] the claim-credit link opens the tracker with the program as a source_key code', async () => {
    const [p] = await t.db.query<{ code: string }>('SELECT code FROM products ORDER BY code LIMIT 1');
    const res = await call('GET', `/api/cle/claimcredit-link/${p!.code}`);
    assert.equal(res.statusCode, 200, res.body);
    const url = new URL(res.json().url, SITE_ORIGIN);
    assert.equal(url.pathname, '/account/credit/credit-tracker');
    assert.equal(url.searchParams.get('creditTrackerCode'), `PLI_${p!.code}`);
    assert.equal((await call('GET', '/api/cle/claimcredit-link/NOPE-0')).statusCode, 404);
    assert.equal((await call('GET', '/api/cle/claimcredit-link/%3Cx%3E')).statusCode, 400);
  });

  test('[S2-API-83] [S2-CREDITINFO-15] [S2-CREDITINFO-23] CMS tree: children with visibility, ancestors root first', async () => {
    const river = await call('GET', '/api/content-links/credit-info/children');
    assert.equal(river.statusCode, 200);
    assertShape(ContentLinksSchema, river.json());
    const kids = river.json() as { visible: boolean; regionSk: number | null }[];
    assert.ok(kids.filter((k) => k.visible).length >= 51);
    assert.ok(
      kids.some((k) => !k.visible),
      'the seed has a hidden child',
    );
    const ny = (await call('GET', '/api/content-links/ny-transitional/children')).json();
    assert.deepEqual(ny.map((c: { contentType: string }) => c.contentType).sort(), [
      'CreditFormatPage',
      'CreditFormatPage',
      'CreditInfoTypePage',
      'CreditInfoTypePage',
      'CreditInfoTypePage',
    ]);
    const up = (await call('GET', '/api/content-links/ny-transitional-skills/ancestors')).json();
    assert.deepEqual(
      up.map((a: { id: string }) => a.id),
      ['ny-transitional'],
    );
    assert.equal((await call('GET', '/api/content-links/nope/children')).statusCode, 404);
    assert.equal((await call('GET', '/api/content-links/NOPE!/ancestors')).statusCode, 400);
  });

  test('[S2-CREDITINFO-01] every credit-info, faculty and profile page the site links to resolves to its own type', async () => {
    const types: Record<string, string> = {
      '/credit-info': 'CreditInfoRiverPage',
      '/credit-info/rule-changes': 'RuleChangesPage',
      '/credit-info/new-york-transitional': 'CreditClassPage',
      '/credit-info/new-york-transitional/skills': 'CreditInfoTypePage',
      '/credit-info/new-york-transitional/live-programs': 'CreditFormatPage',
      '/about/faculty': 'AboutFacultyPage',
      '/account/profile': 'ProfileSettingsPage',
      '/membership/request-a-quote': 'RequestQuotePage',
    };
    for (const [url, type] of Object.entries(types)) {
      const res = await call('GET', `/api/content?url=${encodeURIComponent(url)}`);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.json().contentType.at(-1), type, url);
    }
  });
});

describe('profile settings', () => {
  test(`[S3-API-02] the settings page's PUT changes names and opt-outs ('${PROFILE_UPDATED_MESSAGE}'), and refuses bad input`, async () => {
    const put = await call('PUT', '/api/user/profile', IM, {
      given_name: 'Irene',
      family_name: 'Member-Smith',
      contentOptOut: ['discount-advice'],
    });
    assert.equal(put.statusCode, 200, put.body);
    assertShape(UserProfileSchema, put.json());
    const got = (await call('GET', '/api/user/profile', IM)).json();
    assert.equal(got.profile.family_name, 'Member-Smith');
    assert.deepEqual(got.contentOptOut, ['discount-advice']);
    assert.equal((await call('PUT', '/api/user/profile', IM, { given_name: '' })).statusCode, 400);
    assert.equal((await call('PUT', '/api/user/profile', IM, { family_name: '<b>' })).statusCode, 400);
    assert.equal((await call('GET', '/api/user/profile', IM)).json().profile.family_name, 'Member-Smith');
  });
});
