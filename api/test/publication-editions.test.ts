// A publication sold as a digital and a print edition (issue 39) on the real seeded database: GET
// /product/{code} of either edition lists both as its variants with pk, format and price, a book of one
// edition lists only itself, and the seeded editor owns the first family's print edition, which is
// what opens the ebook's download and online reading (spec 3 §3, §4.3, §6).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ProductPayloadSchema } from '@cle/contracts/product-schemas';
import type { ProductPayload } from '@cle/contracts/product-schemas';
import { LibraryLookupSchema } from '@cle/contracts/podcast-schemas';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';
import { assertShape, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';

let t: SignedInApp;
before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

async function product(code: string): Promise<ProductPayload> {
  const res = await t.call('GET', `/api/product/${code}`);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assertShape(ProductPayloadSchema, body);
  return body as ProductPayload;
}

/** The seeded families: the codes sharing a publication code, digital and print. */
async function families() {
  return t.db.query<{ family: string; codes: string[] }>(
    `SELECT data->>'publicationCode' AS family, array_agg(code ORDER BY code) AS codes FROM products
     WHERE searchable_type = 'book' AND data ? 'publicationCode' GROUP BY 1 ORDER BY 1`,
  );
}

describe('publication editions', () => {
  test('[S3-DATA-13] [S3-DATA-10] either edition of a publication lists both editions as its variants, with pk, format and price', async () => {
    const seeded = await families();
    assert.equal(seeded.length, 3);
    for (const { codes } of seeded) {
      assert.equal(codes.length, 2);
      for (const code of codes) {
        const { variation, catalogRelations } = await product(code);
        assert.equal(variation.code, code);
        const variants = catalogRelations.variants;
        assert.deepEqual(
          variants.map((v) => v.code),
          codes,
        );
        const [digital, print] = variants;
        assert.equal(digital!.bookFormat, 'digital-program');
        assert.equal(digital!.isStockItem, false);
        assert.ok(['hardcover', 'softcover'].includes(print!.bookFormat!), print!.bookFormat!);
        assert.equal(print!.isStockItem, true);
        for (const v of variants) {
          assert.equal(v.pk, `pub-${v.code}`);
          assert.ok(v.price > 0, `${v.code} has a price`);
        }
      }
    }
  });

  test('[S3-DATA-13] a publication with one edition lists only itself', async () => {
    const [single] = await t.db.query<{ code: string; pk: string; price: string; format: string }>(
      `SELECT code, pk, price, data->>'bookFormat' AS format FROM products
       WHERE searchable_type = 'book' AND NOT data ? 'publicationCode' ORDER BY code LIMIT 1`,
    );
    const { catalogRelations } = await product(single!.code);
    assert.deepEqual(
      catalogRelations.variants.map(({ code, pk, price, bookFormat }) => ({ code, pk, price, bookFormat })),
      [{ code: single!.code, pk: single!.pk, price: Number(single!.price), bookFormat: single!.format }],
    );
  });

  // the seeded editor, editor@example.com (the e2e journey signs in as them)
  const EDITOR = 'u-editor';
  test('[S3-ROLES-31] [S1-PRODUCT-06] the seeded editor owns the print edition of the first family, not its ebook', async () => {
    const { codes } = (await families())[0]!;
    const pks = codes.map((c) => `pub-${c}`).join(',');
    const res = await t.call('GET', `/api/user/library/by-itemPks?itemPks=${pks}`, EDITOR);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(LibraryLookupSchema, res.json());
    const { items } = res.json() as LibraryLookup;
    const owned = new Map(items.map((i) => [i.pk, i]));
    assert.equal(owned.get(`pub-${codes[1]}`)?.isPurchased, true);
    assert.ok(!owned.get(`pub-${codes[1]}`)?.accessExpirationDate, 'a print book does not expire');
    assert.notEqual(owned.get(`pub-${codes[0]}`)?.isPurchased, true);
  });
});
