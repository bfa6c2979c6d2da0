// Product details of migration 015 on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// a book's editor content, testimonials, table of contents by volume and its PDF download; programs'
// item classes (staff groupcast requests); the seat limit that makes a live variant waitlisted and
// refuses its registrations (spec 3 §2.1, §3, §4.3, §6).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { IndividualsPayloadSchema, ProductPayloadSchema } from '@cle/contracts/product-schemas';
import type { ProductPayload } from '@cle/contracts/product-schemas';
import { LibraryLookupSchema } from '@cle/contracts/podcast-schemas';
import { ParentProductSchema, ProductImageUrlSchema } from '@cle/contracts/product-content-schemas';
import {
  CONTENT_AREA_KEYS,
  PLUS_SEARCH_QUERY_PLACEHOLDER,
  PODCAST_CONTENT_AREA_KEYS,
} from '@cle/contracts/product-content-keys';
import { assertShape, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { SEEDED_USERS } from '../src/seed/generate-users';
import { ITEM_CLASS_BY_FORMAT, WAITLISTED_PROGRAM_CODE } from '../src/seed/generate-product-details';

/** Spec 3 §6: item classes for which staff may request a groupcast. */
const GROUPCAST_ITEM_CLASSES = [13, 25, 32, 83, 104, 195, 202, 210, 211, 201, 185, 188, 199, 183];

let t: SignedInApp;
const subOf = (email: string) => SEEDED_USERS.find((u) => u.email === email)!.sub;
const RETAIL = subOf('retail@example.com');
const IM = subOf('im@example.com');

const call: SignedInApp['call'] = (...args) => t.call(...args);

async function product(code: string): Promise<ProductPayload> {
  const res = await call('GET', `/api/product/${code}`);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assertShape(ProductPayloadSchema, body);
  return body as ProductPayload;
}

async function firstCode(where: string): Promise<string> {
  const [row] = await t.db.query<{ code: string }>(
    `SELECT code FROM products WHERE ${where} ORDER BY code LIMIT 1`,
  );
  assert.ok(row, `the seed has a product where ${where}`);
  return row.code;
}

before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

describe('book content', () => {
  test('[S3-DATA-12] [S3-PDP-26] [S3-PDP-27] [S3-PDP-25] a book carries content areas 1 to 7, the book area position, testimonials and the PLUS search and ToC URLs', async () => {
    const books = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type = 'book' ORDER BY code LIMIT 8",
    );
    const positions = new Set<number | null>();
    let withTestimonials = 0;
    for (const { code } of books) {
      const p = await product(code);
      const book = p.bookContent;
      assert.ok(book, `book ${code} has its content`);
      for (const key of CONTENT_AREA_KEYS) assert.ok(key in book, `${code} names ${key}`);
      assert.ok(book.contentArea1?.paragraphs.length, 'content area 1 has text');
      const position = book.bookProductContentAreaPosition;
      assert.ok(position === null || (position >= 1 && position <= 7), `position ${position} is 1 to 7`);
      positions.add(position);
      assert.ok(book.plusSearchUrl?.includes(PLUS_SEARCH_QUERY_PLACEHOLDER), 'the search URL is a template');
      assert.equal(book.plusTOCUrl, `/api/product/${code}/table-of-contents.pdf`);
      if (p.testimonials?.length) withTestimonials += 1;
      for (const x of p.testimonials ?? []) assert.ok(x.quote && x.name);
    }
    assert.ok(positions.has(null), 'some books leave the position to the default');
    assert.ok(positions.size > 2, 'books place their content area at different positions');
    assert.ok(
      withTestimonials > 0 && withTestimonials < books.length,
      'some books have testimonials, not all',
    );
  });

  test('[S3-PDP-19] [S1-PRODUCT-08] the table of contents lists chapters by volume; programs have none', async () => {
    const code = await firstCode("searchable_type = 'book' AND (data->>'pages')::int > 1200");
    const toc = JSON.parse((await product(code)).variation.sortedTableOfContentListJsonString ?? 'null') as {
      volume: number;
      chapter: string;
      title: string;
    }[];
    assert.ok(Array.isArray(toc) && toc.length > 10);
    assert.deepEqual([...new Set(toc.map((r) => r.volume))], [1, 2], 'a long book comes in two volumes');
    assert.deepEqual(
      toc.map((r) => r.chapter),
      toc.map((_, i) => String(i + 1)),
      'chapters are numbered through the volumes',
    );
    const program = await product(await firstCode("searchable_type = 'ondemandprogram'"));
    assert.equal(program.variation.sortedTableOfContentListJsonString, undefined);
    assert.equal(program.bookContent, null);
    assert.deepEqual(program.testimonials, []);
  });

  test('[S3-PDP-22] the table of contents downloads as a PDF; unknown or ToC-less products are 404, bad codes 400', async () => {
    const code = await firstCode("searchable_type = 'book'");
    const p = await product(code);
    const res = await call('GET', p.bookContent!.plusTOCUrl!);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(String(res.headers['content-disposition']), new RegExp(`${code}-table-of-contents\\.pdf`));
    const doc = await PDFDocument.load(res.rawPayload);
    assert.ok(doc.getPageCount() >= 1);
    assert.equal(doc.getTitle(), `${p.variation.displayName}: table of contents`.replace(/[–—]/g, '-'));
    const program = await firstCode("searchable_type = 'liveprogram'");
    assert.equal((await call('GET', `/api/product/${program}/table-of-contents.pdf`)).statusCode, 404);
    assert.equal((await call('GET', '/api/product/999999999/table-of-contents.pdf')).statusCode, 404);
    const bad = await call('GET', '/api/product/not%20a%20code/table-of-contents.pdf');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json<{ message: string }>().message, /product code/);
  });
});

describe('podcast episode content', () => {
  test('[S3-DATA-18] [S3-PDP-74] [S3-PDP-75] an episode carries content areas 1 to 4, the push area and its position, pre- and post-overview areas and the bottom of the page', async () => {
    const episodes = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type = 'podcastepisode' ORDER BY code LIMIT 10",
    );
    assert.equal(episodes.length, 10);
    const positions = new Set<number | null>();
    let withPostOverview = 0;
    for (const { code } of episodes) {
      const content = (await product(code)).podcastContent;
      assert.ok(content, `episode ${code} has its content`);
      for (const key of PODCAST_CONTENT_AREA_KEYS) assert.ok(key in content, `${code} names ${key}`);
      assert.ok(
        content.contentArea1?.paragraphs.some((x) => x.includes(code)),
        'area 1 is the episode own',
      );
      assert.ok(content.preOverviewContentArea?.paragraphs.length, 'a pre-overview area');
      assert.ok(content.podcastContentArea?.heading, 'the push area');
      assert.ok(content.bottomPageContent?.paragraphs.length, 'the bottom of the page');
      if (content.postOverviewContentArea) withPostOverview += 1;
      const at = content.pushAreaPosition;
      assert.ok(at === null || (at >= 1 && at <= 4), `push position ${at} is 1 to 4`);
      positions.add(at);
    }
    assert.ok(withPostOverview > 0 && withPostOverview < episodes.length, 'some episodes, not all');
    assert.ok(positions.size > 2, 'episodes place the push area at different positions');
    const program = await product(await firstCode("searchable_type = 'ondemandprogram'"));
    assert.equal(program.podcastContent, null, 'other products have none');
  });
});

describe('alternative card', () => {
  test('[S3-PDP-49] [S3-PDP-50] [S3-PDP-51] an ended program names the most recently published program of its series still to take, as a card', async () => {
    // ended live programs whose series (the title without its year) has another program to take
    const ended = await t.db.query<{ code: string; series: string }>(
      `SELECT p.code, regexp_replace(p.title, '\\s*\\d{4}$', '') AS series FROM products p
       WHERE p.searchable_type = 'liveprogram' AND p.parent_code IS NULL AND p.event_end < now()
       ORDER BY p.code LIMIT 40`,
    );
    let checked = 0;
    for (const { code, series } of ended) {
      const alternative = (await product(code)).catalogRelations.alternative;
      // the same rule, written again in SQL: same series, not this program, takeable, newest first
      const [expected] = await t.db.query<{ code: string }>(
        `SELECT code FROM products WHERE parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')
           AND regexp_replace(title, '\\s*\\d{4}$', '') = $1 AND code <> $2
           AND (event_end > now() OR (event_start IS NULL AND publication_date <= current_date))
         ORDER BY coalesce(event_start, publication_date::timestamptz) DESC, code LIMIT 1`,
        [series, code],
      );
      assert.equal(alternative?.productCode ?? null, expected?.code ?? null, `alternative of ${code}`);
      if (!alternative) continue;
      checked += 1;
      assert.ok(alternative.url.startsWith('/programs/'));
      assert.ok(alternative.title.startsWith(series));
      assert.ok(alternative.datesFormatted.length > 0, 'datesFormatted');
      assert.ok(alternative.imageUrl?.startsWith('/images/'), 'imageUrl');
      for (const c of alternative.creditDetailsFormatted) assert.equal(c.keyword, 'credits');
    }
    assert.ok(checked > 0, 'some ended programs have an alternative');
  });
});

describe('the calls a product page makes (spec 3 §7)', () => {
  /** The seed's credit rows of one product: region sk -> offered amounts. */
  async function creditRows(code: string) {
    return t.db.query<{ region_sk: number; amount: string }>(
      'SELECT region_sk, amount FROM product_credits WHERE product_code = $1 ORDER BY region_sk',
      [code],
    );
  }

  test('[S3-API-53] the credit jurisdictions of an item code come with its product: every region its credit rows name', async () => {
    const code = await firstCode("searchable_type = 'ondemandprogram'");
    const rows = await creditRows(code);
    assert.ok(rows.length > 0, 'the program offers credit');
    const jurisdictions = (await product(code)).catalogRelations.creditJurisdictions;
    assert.deepEqual(
      jurisdictions.map((j) => j.regionSk).sort((a, b) => a - b),
      [...new Set(rows.map((r) => r.region_sk))],
    );
    for (const j of jurisdictions) assert.equal(typeof j.notApproved, 'boolean');
  });

  test('[S3-API-52] the relevant credits call answers the credits each program offers, narrowed to preferred jurisdictions', async () => {
    const code = await firstCode("searchable_type = 'ondemandprogram'");
    const rows = await creditRows(code);
    const res = await call('GET', `/api/cle/relevant-credits?codes=${code}`);
    assert.equal(res.statusCode, 200, res.body);
    const [answer] = res.json<{ code: string; credits: { regionSk: number; creditOffered: number }[] }[]>();
    assert.equal(answer!.code, code);
    assert.equal(answer!.credits.length, rows.length);
    const [ny] = await t.db.query<{ code: string; region_sk: number }>(
      `SELECT j.code, j.region_sk FROM jurisdictions j JOIN product_credits pc ON pc.region_sk = j.region_sk
       WHERE pc.product_code = $1 ORDER BY j.code LIMIT 1`,
      [code],
    );
    const narrowed = await call(
      'GET',
      `/api/cle/relevant-credits?codes=${code}&creditPreferences=${ny!.code}`,
    );
    const credits = narrowed.json<{ credits: { regionSk: number }[] }[]>()[0]!.credits;
    assert.ok(credits.length > 0 && credits.every((c) => c.regionSk === ny!.region_sk));
    assert.equal((await call('GET', '/api/cle/relevant-credits')).statusCode, 400);
  });

  test('[S3-API-51] the licenses call answers the signed-in person their licenses, and 401 to anonymous callers', async () => {
    const res = await call('GET', '/api/user/licenses', RETAIL);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<{ items: { creditRegion_SK: number }[] }>();
    assert.ok(Array.isArray(body.items));
    for (const l of body.items) assert.equal(typeof l.creditRegion_SK, 'number');
    assert.equal((await call('GET', '/api/user/licenses')).statusCode, 401);
  });

  test('[S3-API-57] library hydration answers, for the given pks, what the person owns', async () => {
    // retail@ bought the digital edition of 206633 (the seeded library); a program they do not own
    const other = await firstCode("searchable_type = 'ondemandprogram'");
    const [row] = await t.db.query<{ pk: string }>('SELECT pk FROM products WHERE code = $1', [other]);
    const otherPk = row!.pk;
    const res = await call('GET', `/api/user/library/by-itemPks?itemPks=pub-206633,${otherPk}`, RETAIL);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assertShape(LibraryLookupSchema, body);
    const items = (body as { items: { pk: string; isPurchased?: boolean }[] }).items;
    assert.equal(items.find((i) => i.pk === 'pub-206633')?.isPurchased, true);
    assert.equal(items.find((i) => i.pk === otherPk)?.isPurchased ?? false, false);
  });
});

describe('lookups (spec 3 §7)', () => {
  test('[S3-API-55] the individual lookup answers faculty by individualSks, in the order asked; bad input is 400', async () => {
    const faculty = await t.db.query<{ individual_id: string; display_name: string }>(
      'SELECT individual_id, display_name FROM faculty ORDER BY individual_id LIMIT 3',
    );
    const ids = [faculty[2]!.individual_id, faculty[0]!.individual_id, '999999999'];
    const res = await call('GET', `/api/individuals?individualSks=${ids.join(';')}`);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(IndividualsPayloadSchema, res.json());
    const { individuals } = res.json<{ individuals: { individualId: string; displayName: string }[] }>();
    assert.deepEqual(
      individuals.map((i) => [i.individualId, i.displayName]),
      [faculty[2], faculty[0]].map((f) => [f!.individual_id, f!.display_name]),
    );
    for (const bad of ['', '?individualSks=', '?individualSks=abc'])
      assert.equal((await call('GET', `/api/individuals${bad}`)).statusCode, 400, bad);
  });

  test('[S3-API-56] the parent product lookup answers a podcast episode its series (and a segment its program)', async () => {
    const [ep] = await t.db.query<{ code: string; series: string; slug: string; name: string }>(
      `SELECT p.code, s.code AS series, s.slug, s.display_name AS name FROM products p
       JOIN podcast_series s ON s.code = p.series_code WHERE p.searchable_type = 'podcastepisode' ORDER BY p.code LIMIT 1`,
    );
    const res = await call('GET', `/api/product/${ep!.code}/parent-product`);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(ParentProductSchema, res.json());
    assert.deepEqual(res.json(), { code: ep!.series, displayName: ep!.name, url: `/podcasts/${ep!.slug}` });
    const segment = await firstCode("searchable_type = 'ondemandsegment'");
    const program = await call('GET', `/api/product/${segment}/parent-product`);
    assert.equal(program.json<{ code: string }>().code, segment.replace(/-\d+$/, ''));
    const alone = await firstCode("searchable_type = 'book'");
    assert.equal((await call('GET', `/api/product/${alone}/parent-product`)).statusCode, 404);
  });
});

describe('product image', () => {
  test('[S3-API-18] GET /product/{code}/imageUrl takes no payload and answers the product image url', async () => {
    const [p] = await t.db.query<{ code: string; image_url: string }>(
      'SELECT code, image_url FROM products WHERE image_url IS NOT NULL ORDER BY code LIMIT 1',
    );
    const res = await call('GET', `/api/product/${p!.code}/imageUrl`);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(ProductImageUrlSchema, res.json());
    assert.deepEqual(res.json(), { imageUrl: p!.image_url });
    assert.equal((await product(p!.code)).variation.imageUrl, p!.image_url, 'the page payload agrees');
    assert.equal((await call('GET', '/api/product/999999999/imageUrl')).statusCode, 404);
    const bad = await call('GET', '/api/product/not%20a%20code/imageUrl');
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json<{ message: string }>().message);
  });
});

describe('item classes', () => {
  test('[S3-DATA-04] [S3-ROLES-24] live programs carry an item class that allows a groupcast request; on-demand ones do not', async () => {
    for (const formatKey of ['liveInPerson', 'liveWebcast', 'liveGroupcast', 'onDemand']) {
      const code = await firstCode(`parent_code IS NULL AND data->>'formatKey' = '${formatKey}'`);
      const { variation, catalogRelations } = await product(code);
      assert.equal(variation.itemClassId, ITEM_CLASS_BY_FORMAT[formatKey]);
      assert.equal(
        GROUPCAST_ITEM_CLASSES.includes(variation.itemClassId!),
        formatKey !== 'onDemand',
        `${formatKey}: groupcast request ${formatKey === 'onDemand' ? 'not ' : ''}offered`,
      );
      for (const v of catalogRelations.programVariants) assert.equal(typeof v.itemClassId, 'number');
    }
  });
});

describe('waitlist', () => {
  test('[S3-PANEL-17] [S3-PANEL-18] [S3-DATA-07] the seeded full variant is waitlisted and refuses registrations with a message', async () => {
    const p = await product(WAITLISTED_PROGRAM_CODE);
    assert.equal(p.variation.waitlist, true);
    assert.equal(
      p.catalogRelations.programVariants.find((v) => v.code === WAITLISTED_PROGRAM_CODE)?.waitlist,
      true,
    );
    assert.ok(
      p.catalogRelations.programVariants.some((v) => v.waitlist === false),
      'its other variants are open',
    );
    const res = await call('POST', '/api/registration', IM, {
      itemSk: p.variation.externalSystemKey,
      itemPk: p.variation.pk,
    });
    assert.equal(res.statusCode, 409);
    assert.equal(
      res.json<{ message: string }>().message,
      'This program is full: ask to join the waitlist instead',
    );
    const upcoming = await call('GET', '/api/registration/upcoming-registrations', IM);
    assert.ok(
      !upcoming
        .json<{ registrations: { pk: string }[] }>()
        .registrations.some((r) => r.pk === p.variation.pk),
    );
  });

  test('[S3-PANEL-17] a variant becomes waitlisted when its last seat is taken, and open again when it is given back', async () => {
    const [row] = await t.db.query<{ code: string; pk: string }>(
      `SELECT p.code, p.pk FROM products p JOIN product_details d ON d.product_code = p.code
       WHERE p.searchable_type = 'liveprogram' AND p.event_start > now() + interval '3 days'
         AND (p.price = 0 OR p.data->>'retail' = 'false') AND d.seat_limit IS NULL AND p.code <> $1
       ORDER BY p.event_start DESC, p.code LIMIT 1`,
      [WAITLISTED_PROGRAM_CODE],
    );
    assert.ok(row, 'a free live program to come');
    await t.db.query('UPDATE product_details SET seat_limit = 1 WHERE product_code = $1', [row.code]);
    try {
      assert.equal((await product(row.code)).variation.waitlist, false);
      const body = { itemSk: row.pk, itemPk: row.pk };
      assert.equal((await call('POST', '/api/registration', RETAIL, body)).statusCode, 200);
      assert.equal((await product(row.code)).variation.waitlist, true, 'the one seat is taken');
      // the person holding the seat may register again (idempotent); another person may not
      assert.equal((await call('POST', '/api/registration', RETAIL, body)).statusCode, 200);
      assert.equal((await call('POST', '/api/registration', IM, body)).statusCode, 409);
      assert.equal(
        (await call('POST', '/api/registration/program-cancel', RETAIL, { itemSk: row.pk })).statusCode,
        200,
      );
      assert.equal((await product(row.code)).variation.waitlist, false, 'the seat is free again');
      assert.equal((await call('POST', '/api/registration', IM, body)).statusCode, 200);
      assert.equal(
        (await call('POST', '/api/registration/program-cancel', IM, { itemSk: row.pk })).statusCode,
        200,
      );
    } finally {
      await t.db.query('UPDATE product_details SET seat_limit = NULL WHERE product_code = $1', [row.code]);
    }
  });
});
