// Product lookups on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the price lookup
// by item pks, the content children of a series by contentLink guid, the add-to-cart call by item pk,
// the library lookup's access expiry, the course handbook's link to its program, and spec 3 §3 entity
// fields as the API serves them. Every answer is parsed with the shared @cle/contracts schema.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ContentChildrenSchema, PriceLookupSchema } from '@cle/contracts/product-lookup-schemas';
import { LibraryLookupSchema } from '@cle/contracts/podcast-schemas';
import { CartAddResponseSchema } from '@cle/contracts/commerce-schemas';
import { ProductPayloadSchema, PUBLICATION_FORMATS } from '@cle/contracts/product-schemas';
import { LicensesResponseSchema, TrackerResponseSchema } from '@cle/contracts/tracker-schemas';
import { guidOf } from '../src/lib/guid';
import { assertShape, startTestApp } from './helpers';
import { testSigner } from './tokens';

let t: Awaited<ReturnType<typeof startTestApp>>;
let signer: Awaited<ReturnType<typeof testSigner>>;

async function call(method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) {
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (as) headers.authorization = `Bearer ${await signer.sign(as)}`;
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface Row {
  pk: string;
  code: string;
  title: string;
  price: string;
  searchable_type: string;
}

before(async () => {
  signer = await testSigner();
  t = await startTestApp({ auth: signer.auth });
});
after(async () => {
  await t.close();
});

describe('price lookup', () => {
  test('[S3-API-46] itemPks with populatePrice and limitPriceCalls: catalogue prices in the order asked', async () => {
    const rows = await t.db.query<Row>(
      `SELECT pk, code, price FROM products WHERE price > 0 ORDER BY code LIMIT 3`,
    );
    const pks = rows.map((r) => r.pk);
    const all = await call('GET', `/api/product/prices?itemPks=${pks.join(',')}&populatePrice=true`);
    assert.equal(all.statusCode, 200, all.body);
    assertShape(PriceLookupSchema, all.json());
    assert.deepEqual(
      all.json().items.map((i: { pk: string; price: number }) => [i.pk, i.price]),
      rows.map((r) => [r.pk, Number(r.price)]),
    );
    assert.equal(all.json().pricedCount, 3);

    const limited = await call(
      'GET',
      `/api/product/prices?itemPks=${[...pks].reverse().join(';')}&populatePrice=true&limitPriceCalls=1`,
    );
    assert.deepEqual(
      limited.json().items.map((i: { pk: string; price: number | null }) => [i.pk, i.price]),
      [
        [pks[2], Number(rows[2]!.price)],
        [pks[1], null],
        [pks[0], null],
      ],
    );
    assert.equal(limited.json().pricedCount, 1);

    const unpriced = await call(
      'GET',
      `/api/product/prices?itemPks=${pks[0]},no-such-pk&populatePrice=false`,
    );
    assert.deepEqual(unpriced.json(), {
      items: [{ pk: pks[0], code: rows[0]!.code, price: null, retail: true }],
      pricedCount: 0,
    });

    for (const bad of [
      '',
      '?itemPks=',
      `?itemPks=${pks[0]}&populatePrice=yes`,
      `?itemPks=${pks[0]}&limitPriceCalls=-1`,
      `?itemPks=${pks[0]}&limitPriceCalls=1.5`,
      '?itemPks=%27%3BDROP',
    ]) {
      const res = await call('GET', `/api/product/prices${bad}`);
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      assert.ok(res.json().message, bad);
    }
  });
});

describe('content children', () => {
  test('[S3-API-49] [S3-API-50] by contentLink guid: the series, then its latest child, in the price modes live, ondemand and all', async () => {
    // a series with both live and on-demand programs
    const [series] = await t.db.query<{ title: string }>(
      `SELECT regexp_replace(title, '\\s*\\d{4}$', '') AS title FROM products
       WHERE parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')
       GROUP BY 1 HAVING count(DISTINCT searchable_type) = 2 ORDER BY 1 LIMIT 1`,
    );
    assert.ok(series, 'the seed has a series with live and on-demand programs');
    const members = await t.db.query<Row & { at: Date }>(
      `SELECT pk, code, searchable_type, coalesce(event_start, publication_date::timestamptz) AS at FROM products
       WHERE parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')
         AND regexp_replace(title, '\\s*\\d{4}$', '') = $1
       ORDER BY at DESC, code`,
      [series.title],
    );
    const guid = guidOf(members.at(-1)!.pk);
    const modes = {
      all: ['liveprogram', 'ondemandprogram'],
      live: ['liveprogram'],
      ondemand: ['ondemandprogram'],
    };
    for (const [mode, types] of Object.entries(modes)) {
      const res = await call('GET', `/api/content/children?contentLink=${guid}&priceMode=${mode}`);
      assert.equal(res.statusCode, 200, res.body);
      assertShape(ContentChildrenSchema, res.json());
      const body = res.json();
      assert.deepEqual(body.series, { title: series.title, contentLink: guid });
      const expected = members.filter((m) => types.includes(m.searchable_type)).map((m) => m.code);
      assert.deepEqual(
        body.children.map((c: { productCode: string }) => c.productCode),
        expected.slice(0, 20),
        mode,
      );
      assert.equal(body.latestChild.productCode, expected[0], `${mode}: the latest child comes first`);
    }
    // the default mode is all; the guid is case-insensitive
    const dflt = await call('GET', `/api/content/children?contentLink=${guid.toUpperCase()}`);
    assert.equal(dflt.json().priceMode, 'all');

    assert.equal(
      (await call('GET', '/api/content/children?contentLink=00000000-0000-0000-0000-000000000000'))
        .statusCode,
      404,
    );
    for (const bad of ['', '?contentLink=abc', `?contentLink=${guid}&priceMode=retail`]) {
      const res = await call('GET', `/api/content/children${bad}`);
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
    }
  });
});

describe('add to cart by item pk', () => {
  test('[S3-API-58] POST /commerce/carts/items adds the variation with this pk (quantity 1 unless given), signed in only', async () => {
    const [item] = await t.db.query<Row>(
      `SELECT pk, code FROM products WHERE searchable_type = 'ondemandprogram' AND price > 0
         AND pk NOT IN (SELECT item_pk FROM library_entries WHERE user_sub = 'u-im') ORDER BY code DESC LIMIT 1`,
    );
    assert.ok(item);
    assert.equal(
      (await call('POST', '/api/commerce/carts/items', undefined, { itemPk: item.pk })).statusCode,
      401,
    );
    const res = await call('POST', '/api/commerce/carts/items', 'u-im', { itemPk: item.pk });
    assert.equal(res.statusCode, 200, res.body);
    assertShape(CartAddResponseSchema, res.json());
    const line = res.json().cart.orderLines.find((l: { code: string }) => l.code === item.code);
    assert.equal(line?.quantity, 1);
    // a given quantity is honoured: two more make three
    const more = await call('POST', '/api/commerce/carts/items', 'u-im', { itemPk: item.pk, quantity: 2 });
    const lineOf = (r: typeof res) =>
      r.json().cart.orderLines.find((l: { code: string }) => l.code === item.code);
    assert.equal(lineOf(more)?.quantity, 3, more.body);
    assert.equal(
      (await call('POST', '/api/commerce/carts/items', 'u-im', { itemPk: 'prg-none' })).statusCode,
      404,
    );
    for (const bad of [
      {},
      { itemPk: '' },
      { itemPk: item.pk, quantity: 0 },
      { itemPk: item.pk, extra: 1 },
      { itemPk: "x'--" },
    ]) {
      const r = await call('POST', '/api/commerce/carts/items', 'u-im', bad);
      assert.equal(r.statusCode, 400, JSON.stringify(bad));
    }
    await call('POST', '/api/commerce/carts/delete', 'u-im', [item.code]);
  });
});

describe('library lookup and product relations', () => {
  test('[S1-PRODUCT-05] [S3-ROLES-30] [S3-DATA-16] the library lookup carries pk, isPurchased, isParentProgramPurchased, userList, itemAnalyticsModel and the access expiry from the database', async () => {
    const [owned] = await t.db.query<{ item_pk: string; access_expires_at: Date }>(
      `SELECT e.item_pk, e.access_expires_at FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.user_sub = 'u-retail' AND p.searchable_type = 'book' AND e.source = 'purchased'
         AND e.access_expires_at IS NOT NULL ORDER BY e.item_pk LIMIT 1`,
    );
    assert.ok(owned, 'the retail member bought a publication');
    const res = await call(
      'GET',
      `/api/user/library/by-itemPks?itemPks=${owned.item_pk}&includeArchived=true&includeFavorites=true&pageSize=1`,
      'u-retail',
    );
    assert.equal(res.statusCode, 200, res.body);
    const raw = res.json().items[0];
    for (const field of ['pk', 'isPurchased', 'isParentProgramPurchased', 'userList', 'itemAnalyticsModel'])
      assert.ok(field in raw, field);
    const parsed = LibraryLookupSchema.parse(res.json());
    assert.equal(parsed.items[0]!.isPurchased, true);
    assert.equal(parsed.items[0]!.accessExpirationDate, new Date(owned.access_expires_at).toISOString());
    assert.ok(Array.isArray(parsed.items[0]!.userList));
    assert.equal(typeof parsed.items[0]!.itemAnalyticsModel?.productCode, 'string');
  });

  test('[S3-PDP-34] a course handbook links to the program it accompanies', async () => {
    const [handbook] = await t.db.query<Row>(
      `SELECT h.code, h.title FROM products h JOIN products p
         ON p.title || ' (Course Handbook)' = h.title AND p.parent_code IS NULL
         AND p.searchable_type IN ('liveprogram', 'ondemandprogram')
       WHERE h.searchable_type = 'book' AND h.content_type LIKE 'CourseHandbook%' ORDER BY h.code LIMIT 1`,
    );
    assert.ok(handbook, 'the seed has a course handbook with its program');
    const res = await call('GET', `/api/product/${handbook.code}`);
    assertShape(ProductPayloadSchema, res.json());
    const related = res.json().catalogRelations.relatedProgramVariant;
    assert.equal(related.title, handbook.title.replace(' (Course Handbook)', ''));
    assert.match(related.searchableType, /^(liveprogram|ondemandprogram)$/);
  });
});

describe('spec 3 §3 entities as the API serves them', () => {
  const variationOf = async (code: string) => {
    const res = await call('GET', `/api/product/${code}`);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(ProductPayloadSchema, res.json());
    return res.json().variation as { type: string | null; bookFormat: string | null; searchableType: string };
  };

  test('[S3-DATA-06] a live variation type is one of in-person, online or groupcast (one of each seeded format)', async () => {
    const rows = await t.db.query<{ code: string }>(
      `SELECT DISTINCT ON (data->>'formatKey') code FROM products WHERE searchable_type = 'liveprogram' ORDER BY data->>'formatKey', code`,
    );
    assert.ok(rows.length >= 3);
    const types = new Set<string | null>();
    for (const r of rows) types.add((await variationOf(r.code)).type);
    assert.deepEqual([...types].sort(), ['groupcast', 'in-person', 'online']);
  });

  test('[S3-DATA-10] a publication variant carries its format, one of the eight spec formats', async () => {
    const rows = await t.db.query<{ code: string }>(
      `SELECT DISTINCT ON (data->>'bookFormat') code FROM products WHERE searchable_type = 'book' ORDER BY data->>'bookFormat', code`,
    );
    assert.ok(rows.length >= 3);
    for (const r of rows) {
      const v = await variationOf(r.code);
      assert.ok(
        v.bookFormat && (PUBLICATION_FORMATS as readonly string[]).includes(v.bookFormat),
        `${r.code}: ${v.bookFormat}`,
      );
    }
  });

  test('[S3-DATA-20] a license for the credit choice carries creditRegion and creditRegion_SK', async () => {
    const res = await call('GET', '/api/user/licenses', 'u-retail');
    assertShape(LicensesResponseSchema, res.json());
    const [license] = res.json().items;
    assert.equal(typeof license.creditRegion, 'string');
    assert.equal(typeof license.creditRegion_SK, 'number');
  });

  test('[S3-DATA-22] a credit requirement carries heading, required, counted, requirementType, subRequirements, sideNote and isFulfilled', async () => {
    const res = await call('POST', '/api/credit-tracker', 'u-retail', {});
    assert.equal(res.statusCode, 200, res.body);
    assertShape(TrackerResponseSchema, res.json());
    const requirements = res
      .json()
      .trackerUsers[0].trackers.flatMap(
        (e: { jurisdiction: { requirements: object[] } }) => e.jurisdiction.requirements,
      );
    assert.ok(requirements.length > 0);
    for (const field of [
      'heading',
      'required',
      'counted',
      'requirementType',
      'subRequirements',
      'sideNote',
      'isFulfilled',
    ])
      assert.ok(field in requirements[0], field);
  });
});

describe('program page layout blocks', () => {
  test('[S3-DATA-02] [S3-PDP-41] [S3-PDP-55] a variation carries pdpLayoutBlock, productLayoutOverride and liveNowLayoutOverride from the seeded layouts', async () => {
    const first = async (type: string, order = 'code') =>
      (
        await t.db.query<Row>(
          `SELECT code FROM products WHERE searchable_type = $1 AND parent_code IS NULL ORDER BY ${order} LIMIT 1`,
          [type],
        )
      )[0]!;
    const get = async (code: string) => {
      const res = await call('GET', `/api/product/${code}`);
      assertShape(ProductPayloadSchema, res.json());
      return res.json().variation as {
        pdpLayoutBlock: { heading: string }[];
        productLayoutOverride: { heading: string }[] | null;
        liveNowLayoutOverride: { heading: string }[] | null;
      };
    };
    const headings = (blocks: { heading: string }[] | null) => blocks?.map((b) => b.heading) ?? null;

    const featured = await get((await first('ondemandprogram')).code);
    assert.deepEqual(headings(featured.pdpLayoutBlock), ['Watching on demand']);
    assert.deepEqual(headings(featured.productLayoutOverride), ['From the program chair']);
    assert.equal(featured.liveNowLayoutOverride, null);

    const other = await get((await first('ondemandprogram', 'code DESC')).code);
    assert.deepEqual(headings(other.pdpLayoutBlock), ['Watching on demand']);
    assert.equal(other.productLayoutOverride, null);

    const live = await get((await first('liveprogram')).code);
    assert.deepEqual(headings(live.pdpLayoutBlock), ['Attending live', 'Group registration']);
    assert.deepEqual(headings(live.liveNowLayoutOverride), ['This program is live now']);

    const book = await get((await first('book')).code);
    assert.deepEqual(book.pdpLayoutBlock, []);
    assert.equal(book.productLayoutOverride, null);
  });
});

describe('segments and podcast episodes', () => {
  test('[S3-DATA-15] a program segment carries prgSegmentSK, liveProgramId, runTimeSeconds and the chairpersons, moderators, instructors and speakers lists', async () => {
    // an on-demand program with segments whose program is also offered live
    const [od] = await t.db.query<Row & { live_code: string; chairs: number[] }>(
      `SELECT o.code, l.code AS live_code FROM products o JOIN products l ON l.title = o.title
         AND l.searchable_type = 'liveprogram' AND l.parent_code IS NULL
       WHERE o.searchable_type = 'ondemandprogram' AND o.parent_code IS NULL
         AND EXISTS (SELECT 1 FROM products s WHERE s.parent_code = o.code)
       ORDER BY o.code, l.event_start DESC LIMIT 1`,
    );
    assert.ok(od, 'the seed has an on-demand program with segments and a live offering');
    const res = await call('GET', `/api/product/${od.code}`);
    assertShape(ProductPayloadSchema, res.json());
    const segments = res.json().catalogRelations.segments as Record<string, unknown>[];
    assert.ok(segments.length > 0);
    const rows = await t.db.query<{ pk: string; run_time_seconds: number }>(
      'SELECT pk, run_time_seconds FROM products WHERE parent_code = $1 ORDER BY segment_number',
      [od.code],
    );
    segments.forEach((s, i) => {
      assert.equal(s.prgSegmentSK, rows[i]!.pk);
      assert.equal(s.runTimeSeconds, rows[i]!.run_time_seconds);
      for (const list of ['chairpersons', 'moderators', 'instructors', 'speakers'])
        assert.ok(Array.isArray(s[list]), list);
      // chairs are among the segment's speakers
      const speakers = (s.speakers as { url: string }[]).map((x) => x.url);
      for (const c of s.chairpersons as { url: string }[]) assert.ok(speakers.includes(c.url));
    });
    const [latestLive] = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE title = (SELECT title FROM products WHERE code = $1)
         AND searchable_type = 'liveprogram' AND parent_code IS NULL ORDER BY event_start DESC, code LIMIT 1`,
      [od.code],
    );
    assert.equal(segments[0]!.liveProgramId, latestLive!.code);
  });

  test('[S3-DATA-17] [S3-DATA-19] a podcast episode carries its guests (status, biography, image, contentLink) and its series', async () => {
    const [ep] = await t.db.query<Row & { series_code: string }>(
      `SELECT code, series_code FROM products WHERE searchable_type = 'podcastepisode' AND cardinality(faculty_ids) > 0
       ORDER BY code LIMIT 1`,
    );
    assert.ok(ep);
    const res = await call('GET', `/api/product/${ep.code}`);
    assertShape(ProductPayloadSchema, res.json());
    const v = res.json().variation;
    for (const field of ['code', 'displayName', 'realEpisodeNumber', 'providerUrls', 'playerUrl', 'hasVideo'])
      assert.ok(field in v, field);
    const [series] = await t.db.query<{ display_name: string; slug: string }>(
      'SELECT display_name, slug FROM podcast_series WHERE code = $1',
      [ep.series_code],
    );
    assert.equal(v.podcastSeriesDisplayName, series!.display_name);
    assert.equal(v.podcastSeriesUrl, `/podcasts/${series!.slug}`);
    assert.equal(v.parentProductGuidValue, guidOf(ep.series_code));
    assert.ok(v.podcastGuests.length > 0);
    for (const g of v.podcastGuests) {
      assert.match(g.status, /^(Active|Inactive)$/);
      assert.equal(typeof g.biography, 'string');
      assert.ok('image' in g);
      assert.match(g.contentLink, /^\/faculty\//);
    }
  });
});
