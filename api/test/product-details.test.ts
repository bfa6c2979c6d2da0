// Product details of migration 015 on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// a book's editor content, testimonials, table of contents by volume and its PDF download; programs'
// item classes (staff groupcast requests); the seat limit that makes a live variant waitlisted and
// refuses its registrations (spec 3 §2.1, §3, §4.3, §6).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPair, type CryptoKey } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { ProductPayloadSchema, type ProductPayload } from '@cle/contracts/product-schemas';
import { CONTENT_AREA_KEYS, PLUS_SEARCH_QUERY_PLACEHOLDER } from '@cle/contracts/product-content-schemas';
import { assertShape, startTestApp } from './helpers';
import { SEEDED_USERS } from '../src/seed/generate-users';
import { ITEM_CLASS_BY_FORMAT, WAITLISTED_PROGRAM_CODE } from '../src/seed/generate-product-details';
import { signSeeded } from './tokens';

const ISSUER = 'http://localhost:4001';
const AUDIENCE = 'http://localhost:4000';
/** Spec 3 §6: item classes for which staff may request a groupcast. */
const GROUPCAST_ITEM_CLASSES = [13, 25, 32, 83, 104, 195, 202, 210, 211, 201, 185, 188, 199, 183];

let t: Awaited<ReturnType<typeof startTestApp>>;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };
const subOf = (email: string) => SEEDED_USERS.find((u) => u.email === email)!.sub;
const RETAIL = subOf('retail@example.com');
const IM = subOf('im@example.com');

async function call(method: 'GET' | 'POST', url: string, as?: string, payload?: unknown) {
  const token = as ? await signSeeded(as, keys.privateKey, { issuer: ISSUER, audience: AUDIENCE }) : null;
  return t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}

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
  keys = await generateKeyPair('RS256');
  t = await startTestApp({ auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey } });
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
