// The product page's modal calls on the real database: add to calendar (an .ics file a standard
// parser reads with the program's start and end; Google and Outlook redirects), more like this
// (a redirect to the search page) and a product's materials in the spec's Material shape.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { ProductMaterialsResponseSchema } from '@cle/contracts/product-extras-schemas';
import { testSigner } from './tokens';
import { assertShape, startTestApp } from './helpers';

let t: Awaited<ReturnType<typeof startTestApp>>;
/** the one signer of the API tests (tokens.ts) and the auth options that trust it */
let signer: Awaited<ReturnType<typeof testSigner>>;

const tokenFor = (sub: string) => signer.sign(sub);

async function get(url: string, as?: string) {
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
  return t.app.inject({ method: 'GET', url, headers });
}

interface Live {
  code: string;
  title: string;
  url: string;
  event_start: Date;
  event_end: Date;
}

let live: Live;

before(async () => {
  signer = await testSigner();
  t = await startTestApp({ auth: signer.auth });
  [live] = (await t.db.query<Live>(
    `SELECT code, title, url, event_start, event_end FROM products
     WHERE searchable_type = 'liveprogram' AND event_start IS NOT NULL AND event_end IS NOT NULL
     ORDER BY code LIMIT 1`,
  )) as [Live];
  assert.ok(live, 'the seed has a scheduled live program');
});
after(async () => {
  await t.close();
});

describe('add to calendar', () => {
  test('[S3-MODALS-09] [S3-MODALS-15] calendarType 2 answers an .ics file a standard parser reads with the program start and end', async () => {
    const res = await get(`/api/add-to-calendar/${live.code}?calendarType=2`);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/calendar/);
    assert.match(
      String(res.headers['content-disposition']),
      new RegExp(`attachment; filename="${live.code}.ics"`),
    );
    const vcalendar = new ICAL.Component(ICAL.parse(res.body));
    const vevent = vcalendar.getFirstSubcomponent('vevent');
    assert.ok(vevent, 'one VEVENT');
    const event = new ICAL.Event(vevent);
    assert.equal(event.summary, live.title);
    assert.equal(event.startDate.toJSDate().getTime(), new Date(live.event_start).getTime());
    assert.equal(event.endDate.toJSDate().getTime(), new Date(live.event_end).getTime());
    assert.match(
      event.description,
      new RegExp(`http://localhost:3000${live.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  test('[S3-MODALS-10] [S3-MODALS-13] calendarType 0 redirects to Google with the program dates in UTC', async () => {
    const res = await get(`/api/add-to-calendar/${live.code}?calendarType=0`);
    assert.equal(res.statusCode, 302);
    const to = new URL(String(res.headers.location));
    assert.equal(to.origin, 'https://calendar.google.com');
    assert.equal(to.searchParams.get('action'), 'TEMPLATE');
    assert.equal(to.searchParams.get('text'), live.title);
    const basic = (d: Date) =>
      new Date(d)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    assert.equal(to.searchParams.get('dates'), `${basic(live.event_start)}/${basic(live.event_end)}`);
  });

  test('[S3-MODALS-11] [S3-MODALS-14] calendarType 1 redirects to Outlook with the start and end', async () => {
    const res = await get(`/api/add-to-calendar/${live.code}?calendarType=1`);
    assert.equal(res.statusCode, 302);
    const to = new URL(String(res.headers.location));
    assert.equal(to.hostname, 'outlook.live.com');
    assert.equal(to.searchParams.get('subject'), live.title);
    assert.equal(to.searchParams.get('startdt'), new Date(live.event_start).toISOString());
    assert.equal(to.searchParams.get('enddt'), new Date(live.event_end).toISOString());
  });

  test('[S3-MODALS-12] bad input answers 4xx with a message, never 500', async () => {
    const [onDemand] = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE event_start IS NULL ORDER BY code LIMIT 1`,
    );
    const cases: [string, number][] = [
      [`/api/add-to-calendar/${live.code}`, 400],
      [`/api/add-to-calendar/${live.code}?calendarType=3`, 400],
      [`/api/add-to-calendar/${live.code}?calendarType=ical`, 400],
      [`/api/add-to-calendar/NO-SUCH-CODE?calendarType=2`, 404],
      [`/api/add-to-calendar/${encodeURIComponent('bad code!')}?calendarType=2`, 400],
      [`/api/add-to-calendar/${onDemand!.code}?calendarType=2`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      assert.equal(res.statusCode, status, `${url}: ${res.body}`);
      assert.ok((res.json() as { message?: string }).message, `${url} says why`);
    }
  });
});

describe('more like this', () => {
  test('[S3-PANEL-56] redirects to the search page for the product practice area', async () => {
    const [p] = await t.db.query<{ code: string; id: number; name: string }>(
      `SELECT p.code, a.id, a.name FROM products p JOIN practice_areas a ON a.id = p.practice_area_ids[1]
       ORDER BY p.code LIMIT 1`,
    );
    const res = await get(`/api/client/search/more-like-this/${p!.code}`);
    assert.equal(res.statusCode, 302);
    const to = new URL(String(res.headers.location), 'http://localhost:3000');
    assert.equal(to.pathname, '/search');
    assert.equal(to.searchParams.get('practiceArea'), `${p!.name}|${p!.id}`);
  });

  test('[S3-PANEL-56] an unknown or malformed code answers 404 / 400', async () => {
    assert.equal((await get('/api/client/search/more-like-this/NO-SUCH-CODE')).statusCode, 404);
    assert.equal(
      (await get(`/api/client/search/more-like-this/${encodeURIComponent('a b')}`)).statusCode,
      400,
    );
  });
});

describe('product materials', () => {
  async function ownedAndNot() {
    const [owned] = await t.db.query<{ code: string; user_sub: string }>(
      `SELECT p.code, e.user_sub FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.source IN ('purchased','registered') AND p.searchable_type IN ('liveprogram','ondemandprogram')
         AND p.price > 0
       ORDER BY p.code LIMIT 1`,
    );
    const [notOwned] = await t.db.query<{ code: string }>(
      `SELECT p.code FROM products p WHERE p.searchable_type = 'ondemandprogram' AND p.price > 0
         AND NOT EXISTS (SELECT 1 FROM library_entries e WHERE e.item_pk = p.pk AND e.user_sub = $1)
       ORDER BY p.code LIMIT 1`,
      [owned!.user_sub],
    );
    return { owned: owned!, notOwned: notOwned! };
  }

  test('[S3-ROLES-16] [S3-MODALS-03] [S3-MODALS-04] [S3-MODALS-08] a purchaser gets course (numbered) and presentation (no chapter) materials with title, author and url, and the file opens', async () => {
    const { owned } = await ownedAndNot();
    const res = await get(`/api/user/product-materials/${owned.code}`, owned.user_sub);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assertShape(ProductMaterialsResponseSchema, body);
    const { materials } = ProductMaterialsResponseSchema.parse(body);
    assert.ok(
      materials.some((m) => m.chapterNumber === '1'),
      'a course material with a chapter',
    );
    assert.ok(
      materials.some((m) => m.chapterNumber === ''),
      'a presentation material without one',
    );
    for (const m of materials) {
      assert.ok(m.title && m.author && m.url, 'title, author and url');
      assert.equal(m.isAvailable, true);
    }
    const file = await get(`/api${materials[0]!.url}`, owned.user_sub);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
  });

  test('[S3-ROLES-16] a person who has not bought the program sees the list but not the files', async () => {
    const { owned, notOwned } = await ownedAndNot();
    const res = await get(`/api/user/product-materials/${notOwned.code}`, owned.user_sub);
    assert.equal(res.statusCode, 200, res.body);
    const { materials } = ProductMaterialsResponseSchema.parse(res.json());
    assert.ok(materials.length > 0);
    assert.ok(materials.every((m) => !m.isAvailable));
    const file = await get(`/api${materials[0]!.url}`, owned.user_sub);
    assert.equal(file.statusCode, 403);
  });

  test('[S3-ROLES-16] anonymous callers get 401; unknown and malformed codes 404 and 400', async () => {
    const { owned } = await ownedAndNot();
    assert.equal((await get(`/api/user/product-materials/${owned.code}`)).statusCode, 401);
    assert.equal((await get('/api/user/product-materials/NO-SUCH-CODE', owned.user_sub)).statusCode, 404);
    assert.equal(
      (await get(`/api/user/product-materials/${encodeURIComponent('x y')}`, owned.user_sub)).statusCode,
      400,
    );
  });
});
