// Spec 3 §3 entity fields as GET /product/{code} and GET /product/{code}/variants serve them, on the real
// database (PGlite, and PostgreSQL with TEST_DATABASE_URL): every answer parses with the @cle/contracts
// schema that REQUIRES the fields, and the values are checked against the seeded rows by id.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ProductEntityPayloadSchema } from '@cle/contracts/product-entity-payload';
import { ProductVariantsPayloadSchema } from '@cle/contracts/product-entity-schemas';
import { WAITLISTED_PROGRAM_CODE } from '../src/seed/generate-product-details';
import { FREE_SIBLING_CODE } from '../src/seed/seed-product-entities';
import { assertShape, startTestApp } from './helpers';
import { testSigner } from './tokens';

let t: Awaited<ReturnType<typeof startTestApp>>;
let signer: Awaited<ReturnType<typeof testSigner>>;

async function get(url: string, as?: string) {
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (as) headers.authorization = `Bearer ${await signer.sign(as)}`;
  return t.app.inject({ method: 'GET', url, headers });
}

async function product(code: string, as?: string) {
  const res = await get(`/api/product/${code}`, as);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(ProductEntityPayloadSchema, res.json());
  return ProductEntityPayloadSchema.parse(res.json());
}

async function variants(code: string, as?: string) {
  const res = await get(`/api/product/${code}/variants`, as);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(ProductVariantsPayloadSchema, res.json());
  return ProductVariantsPayloadSchema.parse(res.json());
}

interface Row {
  code: string;
  pk: string;
  title: string;
  url: string;
  price: string;
  location: string | null;
  event_start: Date | null;
  event_end: Date | null;
  data: Record<string, unknown>;
}

const first = async (where: string, params: unknown[] = []) => {
  const [row] = await t.db.query<Row>(`SELECT * FROM products WHERE ${where} ORDER BY code LIMIT 1`, params);
  assert.ok(row, where);
  return row;
};

before(async () => {
  signer = await testSigner();
  t = await startTestApp({ auth: signer.auth });
});
after(async () => {
  await t.close();
});

describe('variation entity fields', () => {
  test('[S3-DATA-01] a variation carries author, liveSchedule, segments, customDuration, runTimeSeconds, onDemandType, onDemandMediaType, downloadVariants and launchUrl', async () => {
    const od = await first(
      `searchable_type = 'ondemandprogram' AND parent_code IS NULL AND EXISTS (SELECT 1 FROM products s WHERE s.parent_code = products.code)`,
    );
    const { variation: v } = await product(od.code);
    const segments = await t.db.query<{ code: string; run_time_seconds: number }>(
      'SELECT code, run_time_seconds FROM products WHERE parent_code = $1 ORDER BY segment_number',
      [od.code],
    );
    assert.deepEqual(
      v.segments.map((s) => [s.code, s.runTimeSeconds]),
      segments.map((s) => [s.code, s.run_time_seconds]),
    );
    assert.equal(v.customDuration, od.data.customDuration);
    assert.match(v.customDuration ?? '', /^Approx\. /);
    const [{ author }] = (await t.db.query<{ author: string | null }>(
      `SELECT string_agg(f.display_name, ', ' ORDER BY f.last_name, f.first_name) AS author
       FROM faculty f, products p WHERE p.code = $1 AND f.id = ANY(p.faculty_ids)`,
      [od.code],
    )) as [{ author: string | null }];
    assert.equal(v.author, author);
    assert.deepEqual(v.downloadVariants, [
      {
        code: od.code,
        mediaType: 'video',
        label: 'Video',
        url: `/api/product/media/${od.code}/download.mp4`,
      },
      {
        code: od.code,
        mediaType: 'audio',
        label: 'Audio',
        url: `/api/product/media/${od.code}/download.mp3`,
      },
    ]);
    assert.equal(v.launchUrl, `/player?code=${od.code}`);
    assert.deepEqual(v.liveSchedule, []);
    for (const field of ['code', 'displayName', 'url', 'contentType', 'publicationDate', 'onDemandType'])
      assert.ok(field in v, field);

    // a live program: its sittings span its dates; in person there is nothing to launch
    const live = await first(`searchable_type = 'liveprogram' AND data->>'formatKey' = 'liveInPerson'`);
    const lv = (await product(live.code)).variation;
    assert.ok(lv.liveSchedule.length >= 1);
    assert.equal(lv.liveSchedule[0]!.start, new Date(live.event_start!).toISOString());
    assert.equal(lv.liveSchedule.at(-1)!.end, new Date(live.event_end!).toISOString());
    assert.equal(lv.launchUrl, null);
    assert.deepEqual(lv.downloadVariants, []);
    const webcast = await first(`searchable_type = 'liveprogram' AND data->>'formatKey' = 'liveWebcast'`);
    assert.equal((await product(webcast.code)).variation.launchUrl, `/player?code=${webcast.code}`);
  });

  test('[S3-DATA-03] an in-person variation carries location, address1, address2 and timeZoneIdentifier from the seeded venue', async () => {
    const live = await first(
      `searchable_type = 'liveprogram' AND data->>'formatKey' = 'liveInPerson' AND location LIKE '%, New York'`,
    );
    const v = (await product(live.code)).variation;
    assert.equal(v.location, live.location);
    assert.equal(v.address1, '1177 Avenue of the Americas');
    assert.equal(v.address2, 'New York, NY 10036');
    assert.equal(v.timeZoneIdentifier, 'America/New_York');
    // online variants have no venue
    const webcast = await first(`searchable_type = 'liveprogram' AND data->>'formatKey' = 'liveWebcast'`);
    const w = (await product(webcast.code)).variation;
    assert.equal(w.address1, null);
    assert.equal(w.address2, null);
  });

  test('[S3-DATA-05] a variation carries the overview texts and additionalInfo1 to 3 with their headers', async () => {
    const live = await first(`searchable_type = 'liveprogram' AND parent_code IS NULL`);
    const v = (await product(live.code)).variation;
    for (const n of [1, 2, 3] as const) {
      assert.equal(v[`additionalInfo${n}Header`], live.data[`additionalInfo${n}Header`]);
      assert.equal(v[`additionalInfo${n}`], live.data[`additionalInfo${n}`]);
      assert.ok(v[`additionalInfo${n}`], `additionalInfo${n}`);
    }
    assert.equal(v.additionalInfo3Header, 'Cancellations');
    for (const field of ['description', 'segmentDescription']) assert.ok(field in v, field);
    // the optional overview areas keep their place in the contract
    const book = await first(`searchable_type = 'book'`);
    const b = (await product(book.code)).variation;
    assert.equal(b.additionalInfo1, null);
    assert.equal(typeof b.sortedTableOfContentListJsonString, 'string');
  });
});

describe('catalog and program relations', () => {
  test('[S3-DATA-13] catalog relations carry variants, programVariants, masterProgram, product, series, relatedProgramVariant, the cross-links and isPlusSubscriber', async () => {
    const segment = await first(`searchable_type = 'ondemandsegment'`);
    const [master] = await t.db.query<Row>('SELECT * FROM products WHERE code = $1', [
      (
        await t.db.query<{ parent_code: string }>('SELECT parent_code FROM products WHERE code = $1', [
          segment.code,
        ])
      )[0]!.parent_code,
    ]);
    const anonymous = (await product(segment.code)).catalogRelations;
    assert.deepEqual(anonymous.product, { code: master!.code, displayName: master!.title, url: master!.url });
    assert.equal(anonymous.masterProgram?.code, master!.code);
    assert.deepEqual(
      anonymous.variants.map((v) => v.code),
      anonymous.programVariants.map((v) => v.code),
    );
    for (const field of [
      'series',
      'relatedProgramVariant',
      'liveProgramCrosslink',
      'ondemandProgramCrosslink',
    ])
      assert.ok(field in anonymous, field);
    assert.equal(anonymous.isPlusSubscriber, false);
    assert.equal((await product(segment.code, 'u-pm')).catalogRelations.isPlusSubscriber, true);
    assert.equal((await product(segment.code, 'u-retail')).catalogRelations.isPlusSubscriber, false);
    // a book offers itself
    const book = await first(`searchable_type = 'book'`);
    assert.deepEqual(
      (await product(book.code)).catalogRelations.variants.map((v) => v.code),
      [book.code],
    );
  });

  test('[S3-DATA-14] program relations carry the program product, its variations, the segment set and segments', async () => {
    const od = await first(
      `searchable_type = 'ondemandprogram' AND parent_code IS NULL AND EXISTS (SELECT 1 FROM products s WHERE s.parent_code = products.code)`,
    );
    const { catalogRelations: r } = await product(od.code);
    assert.deepEqual(r.programProduct, { code: od.code, displayName: od.title, url: od.url });
    const offered = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE title = $1 AND parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')
       ORDER BY coalesce(event_start, publication_date::timestamptz), code`,
      [od.title],
    );
    assert.deepEqual(
      r.variations.map((v) => v.code),
      offered.map((o) => o.code),
    );
    const [set] = await t.db.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, coalesce(sum(run_time_seconds), 0)::int AS total FROM products WHERE parent_code = $1',
      [od.code],
    );
    assert.deepEqual(r.segmentSet, { code: od.code, segmentCount: set!.n, totalRunTimeSeconds: set!.total });
    assert.equal(r.segments.length, set!.n);
    // not a program: no program relations
    const book = await first(`searchable_type = 'book'`);
    const b = (await product(book.code)).catalogRelations;
    assert.equal(b.programProduct, null);
    assert.deepEqual(b.variations, []);
    assert.equal(b.segmentSet, null);
  });
});

describe('panel variants with the caller state', () => {
  test('[S3-DATA-08] an on-demand variant carries prices, purchased, materials, transcriptUrl, thumbnail, duration, progress and launchUrl for the caller', async () => {
    // an on-demand program the retail user bought, with recorded progress
    const [owned] = await t.db.query<Row & { pct: string | null; user_sub: string }>(
      `SELECT p.*, e.user_sub, g.playback_progress_pct AS pct FROM library_entries e JOIN products p ON p.pk = e.item_pk
       LEFT JOIN library_progress g ON g.user_sub = e.user_sub AND g.item_pk = e.item_pk
       WHERE e.source = 'purchased' AND p.searchable_type = 'ondemandprogram'
         AND (e.access_expires_at IS NULL OR e.access_expires_at > now()) AND p.price > 0
       ORDER BY g.playback_progress_pct DESC NULLS LAST, p.code LIMIT 1`,
    );
    assert.ok(owned, 'a seeded person owns an on-demand program');
    const mine = (await variants(owned.code, owned.user_sub)).onDemandVariants.find(
      (v) => v.code === owned.code,
    );
    assert.ok(mine);
    assert.equal(mine.purchased, true);
    assert.equal(mine.isExpired, false);
    assert.equal(mine.progress, Number(owned.pct ?? 0));
    assert.equal(mine.launchUrl, `/player?code=${owned.code}`);
    assert.deepEqual(mine.prices, { price: Number(owned.price), originalPrice: Number(owned.price) });
    assert.equal(mine.transcriptUrl, `/api/product/media/${owned.code}/captions.vtt`);
    assert.equal(mine.hasMaterials, mine.materials.length > 0);
    assert.ok(mine.materials.length > 0);
    const [row] = await t.db.query<{ image_url: string | null; run_time_seconds: number | null }>(
      'SELECT image_url, run_time_seconds FROM products WHERE code = $1',
      [owned.code],
    );
    assert.equal(mine.thumbnail, row!.image_url);
    assert.equal(mine.duration, row!.run_time_seconds);
    for (const field of ['location', 'publicationDate', 'displayName', 'itemClass', 'retail'])
      assert.ok(field in mine, field);
    // anonymous: the same variant, nothing owned, no launch for a priced item
    const anon = (await variants(owned.code)).onDemandVariants.find((v) => v.code === owned.code)!;
    assert.equal(anon.purchased, false);
    assert.equal(anon.progress, 0);
    assert.equal(anon.launchUrl, null);
  });

  test('[S3-DATA-09] a publication variant carries price, purchased, format, hasUpkeep, readOnPlusUrl, contentLinkUrl, sts fields and priorityCode', async () => {
    const [owned] = await t.db.query<Row>(
      `SELECT p.* FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.user_sub = 'u-retail' AND e.source = 'purchased' AND p.searchable_type = 'book' ORDER BY p.code LIMIT 1`,
    );
    assert.ok(owned, 'u-retail owns a publication');
    const [pub] = (await variants(owned.code, 'u-retail')).publicationVariants;
    assert.ok(pub);
    assert.equal(pub.code, owned.code);
    assert.equal(pub.purchased, true);
    assert.equal(pub.format, owned.data.bookFormat);
    assert.equal(pub.price, Number(owned.price));
    assert.equal(pub.contentLinkUrl, owned.url);
    assert.equal(pub.hasUpkeep, owned.data.bookFormat === 'binder');
    assert.equal(
      pub.readOnPlusUrl,
      String(owned.data.bookFormat).startsWith('digital') ? `/plus-content/${owned.code}` : null,
    );
    assert.equal(pub.priorityCode, owned.data.priorityCode);
    assert.match(pub.priorityCode ?? '', /^PUB\d{2}[A-Z]{3}$/);
    assert.equal(pub.isStsRenewalPermitted, false);
    assert.equal(pub.purchasedStsExpirationDate, null);
    assert.equal((await variants(owned.code)).publicationVariants[0]!.purchased, false);
  });

  test('[S3-DATA-08] bad codes are refused with a message; unknown ones are 404', async () => {
    const bad = await get('/api/product/not%20a%20code/variants');
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json<{ message: string }>().message);
    assert.equal((await get('/api/product/999999999/variants')).statusCode, 404);
  });
});

describe('the free webcast beside the full seminar', () => {
  test('[S3-PANEL-17] the full seminar has a free, open webcast sibling with the same dates', async () => {
    const full = await product(WAITLISTED_PROGRAM_CODE);
    const sibling = full.catalogRelations.programVariants.find((v) => v.code === FREE_SIBLING_CODE);
    assert.ok(sibling, 'the webcast is offered beside the full seminar');
    assert.equal(sibling.price, 0);
    assert.equal(sibling.waitlist, false);
    assert.equal(sibling.type, 'online');
    assert.equal(sibling.eventStartDate, full.variation.eventStartDate);
    const own = await product(FREE_SIBLING_CODE);
    assert.equal(own.variation.launchUrl, `/player?code=${FREE_SIBLING_CODE}`);
  });

  test('[S3-DATA-07] GET /product/{code}/variants lists the ways to attend with price, seats and the caller registration', async () => {
    const { liveVariants, onDemandVariants } = await variants(FREE_SIBLING_CODE);
    const codes = liveVariants.map((v) => v.code);
    assert.ok(codes.includes(WAITLISTED_PROGRAM_CODE) && codes.includes(FREE_SIBLING_CODE), codes.join());
    const full = liveVariants.find((v) => v.code === WAITLISTED_PROGRAM_CODE)!;
    const free = liveVariants.find((v) => v.code === FREE_SIBLING_CODE)!;
    assert.equal(full.waitlist, true);
    assert.equal(full.type, 'in-person');
    assert.equal(full.launchUrl, null);
    const [fullRow] = await t.db.query<Row>('SELECT * FROM products WHERE code = $1', [
      WAITLISTED_PROGRAM_CODE,
    ]);
    assert.equal(full.price, Number(fullRow!.price));
    assert.equal(full.retail, fullRow!.data.retail !== false);
    assert.deepEqual(
      { price: free.price, retail: free.retail, waitlist: free.waitlist, type: free.type },
      { price: 0, retail: false, waitlist: false, type: 'online' },
    );
    assert.equal(free.launchUrl, `/player?code=${FREE_SIBLING_CODE}`);
    assert.equal(free.eventStartDate, full.eventStartDate);
    for (const v of liveVariants) assert.equal(v.registered, false);
    // every live variant of a program, the same list from either code; on-demand rows stay apart
    assert.deepEqual(
      (await variants(WAITLISTED_PROGRAM_CODE)).liveVariants.map((v) => v.code),
      codes,
    );
    assert.ok(onDemandVariants.every((v) => !codes.includes(v.code)));
    // the caller's own registration is marked (registering on the real route), nobody else's
    const free_ = (await product(FREE_SIBLING_CODE)).variation;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      headers: {
        origin: 'http://localhost:3000',
        authorization: `Bearer ${await signer.sign('u-retail')}`,
      },
      payload: { itemSk: free_.externalSystemKey, itemPk: free_.pk },
    });
    assert.equal(reg.statusCode, 200, reg.body);
    const mine = (await variants(WAITLISTED_PROGRAM_CODE, 'u-retail')).liveVariants;
    assert.equal(mine.find((v) => v.code === FREE_SIBLING_CODE)!.registered, true);
    assert.equal(mine.find((v) => v.code === WAITLISTED_PROGRAM_CODE)!.registered, false);
    assert.equal(
      (await variants(FREE_SIBLING_CODE, 'u-im')).liveVariants.find((v) => v.code === FREE_SIBLING_CODE)!
        .registered,
      false,
    );
    // other products have no live variants
    const [book] = await t.db.query<Row>(`SELECT * FROM products WHERE searchable_type = 'book' LIMIT 1`);
    assert.deepEqual((await variants(book!.code)).liveVariants, []);
  });
});
