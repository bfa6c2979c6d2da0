// A program's editor content of migration 032 on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): the overview sections with the ones editors flagged empty, and the program page's
// testimonials (spec 3 §2.1, §3, §5, §9). Codes are the seed's, named for the e2e journeys too.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ProductPayloadSchema } from '@cle/contracts/product-schemas';
import type { ProductPayload } from '@cle/contracts/product-schemas';
import { assertShape, startTestApp } from './helpers';

/** On demand, 'Understanding Government Contracts 2027': special features flagged empty, no testimonials. */
const FLAGGED = '380007';
/** On demand, 'Nonprofit Organizations Update 2026': all four sections, none flagged, no testimonials. */
const UNFLAGGED = '380014';
/** Live, 'Fundamentals of Criminal Law 2026': two testimonials. */
const WITH_TESTIMONIALS = '380000';

let t: Awaited<ReturnType<typeof startTestApp>>;

async function product(code: string): Promise<ProductPayload> {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/${code}` });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assertShape(ProductPayloadSchema, body);
  return body as ProductPayload;
}

before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

describe('program overview sections (spec 3 §3, §5)', () => {
  test('[S3-PDP-66] a seeded program carries its overview sections and the one editors flagged empty', async () => {
    const v = (await product(FLAGGED)).variation;
    assert.deepEqual(v.emptyOverviewSections, ['specialFeatures']);
    assert.ok((v.specialFeatures ?? '').length > 10, 'the flagged section still has text: the flag hides it');
    assert.ok((v.whyYouShouldAttend ?? '').length > 10, 'the other sections have their text');
    assert.ok((v.whatYouWillLearn ?? '').length > 10);
  });

  test('[S3-PDP-66] a program with no flagged section sends no flag', async () => {
    const v = (await product(UNFLAGGED)).variation;
    assert.equal(v.emptyOverviewSections, undefined);
    assert.ok((v.specialFeatures ?? '').length > 10);
  });
});

describe('program testimonials (spec 3 §9)', () => {
  test('[S3-JUMP-09] a seeded program has testimonials, another none', async () => {
    const withOnes = await product(WITH_TESTIMONIALS);
    assert.equal(withOnes.bookContent, null, 'a program, not a book');
    assert.equal(withOnes.testimonials?.length, 2);
    for (const x of withOnes.testimonials ?? []) assert.ok(x.quote && x.name);
    assert.match(withOnes.testimonials![0]!.quote, new RegExp(withOnes.variation.displayName));
    assert.deepEqual((await product(FLAGGED)).testimonials, []);
  });

  test('[S3-JUMP-09] some programs have testimonials, not all', async () => {
    const programs = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type IN ('liveprogram', 'ondemandprogram') ORDER BY code LIMIT 9",
    );
    const counts = await Promise.all(
      programs.map(async (p) => (await product(p.code)).testimonials?.length ?? 0),
    );
    assert.ok(counts.some((n) => n > 0) && counts.some((n) => n === 0), `counts ${counts.join(',')}`);
  });
});
