// The shell's lookups and CMS content (spec 1 §2, §7) on the real database: moved-page redirects,
// taxonomy page rows, the authenticated product / plus-content / claim-credit links, and the seeded
// page types the shell renders. Answers are checked against @cle/contracts.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RedirectLookupSchema, TaxonomyItemsSchema } from '@cle/contracts/block-schemas';
import { PageContentSchema } from '@cle/contracts/schemas';
import { testSigner } from './tokens';
import { assertShape, startTestApp } from './helpers';
import { XSS_PAYLOADS } from '../src/seed/generate-shell-pages';

let t: Awaited<ReturnType<typeof startTestApp>>;
/** the one signer of the API tests (tokens.ts) and the auth options that trust it */
let signer: Awaited<ReturnType<typeof testSigner>>;

const tokenFor = (sub: string) => signer.sign(sub);

async function get(url: string, as?: string) {
  const token = as ? await tokenFor(as) : undefined;
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

before(async () => {
  signer = await testSigner();
  t = await startTestApp({ auth: signer.auth });
});
after(async () => t.close());

describe('redirect lookup', () => {
  test('[S1-API-38] [S1-PAGES-13] [S2-API-81] GET /redirect/?uri= returns the target for a moved path plus query', async () => {
    for (const [uri, target] of [
      ['/faculty', '/about/faculty'],
      ['/Faculty/', '/about/faculty'],
      ['/programs?format=webcast', '/search?query=&format=Live%20Webcast'],
      ['/contact?utm=x', '/company/contact-us'],
    ]) {
      const res = await get(`/api/redirect/?uri=${encodeURIComponent(uri!)}`);
      assert.equal(res.statusCode, 200, res.body);
      assertShape(RedirectLookupSchema, res.json());
      assert.deepEqual(res.json(), { target }, uri);
    }
  });

  test('[S1-API-59] [S1-PAGES-15] no rule means a null target; bad input is a 400 with a message', async () => {
    assert.deepEqual((await get('/api/redirect?uri=%2Fno-such-page')).json(), { target: null });
    for (const bad of ['', 'https://evil.example/', 'x'.repeat(1001)]) {
      const res = await get(`/api/redirect/?uri=${encodeURIComponent(bad)}`);
      assert.equal(res.statusCode, 400, bad);
      assert.match(res.json().message, /uri/);
    }
  });
});

describe('taxonomy pages', () => {
  test('[S1-TAXO-01] [S1-TAXO-02] [S1-TAXO-03] [S1-TAXO-11] GET /taxonomy/items answers the entry, rows and related terms', async () => {
    for (const kind of ['subject', 'industry', 'audience']) {
      const res = await get(`/api/taxonomy/items?kind=${kind}&id=1`);
      assert.equal(res.statusCode, 200, res.body);
      assertShape(TaxonomyItemsSchema, res.json());
      const body = res.json();
      assert.equal(body.entry.id, 1);
      assert.ok(body.programs.length + body.publications.length > 0, `${kind} 1 has items`);
      assert.ok(body.programs.length <= 9 && body.publications.length <= 9);
      assert.ok(body.related.every((r: { id: number }) => r.id !== 1));
    }
  });

  test('[S1-TAXO-04] the rows hold only items tagged with the taxonomy', async () => {
    const body = (await get('/api/taxonomy/items?kind=subject&id=2')).json();
    const rows = await t.db.query<{ code: string }>(
      'SELECT code FROM products WHERE 2 = ANY(practice_area_ids)',
    );
    const tagged = new Set(rows.map((r) => r.code));
    for (const item of [...body.programs, ...body.publications]) assert.ok(tagged.has(item.code), item.code);
  });

  test('bad taxonomy input is a 4xx with a message', async () => {
    assert.equal((await get('/api/taxonomy/items?kind=planet&id=1')).statusCode, 400);
    assert.equal((await get('/api/taxonomy/items?kind=subject&id=abc')).statusCode, 400);
    const missing = await get('/api/taxonomy/items?kind=subject&id=99999');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().message, /not found/);
  });
});

describe('authenticated links', () => {
  test('[S1-API-40] [S1-ROUTES-08] GET /product-link-auth/{id} needs a signed-in caller and returns the URL', async () => {
    const [p] = await t.db.query<{ code: string; url: string }>(
      'SELECT code, url FROM products ORDER BY code LIMIT 1',
    );
    assert.equal((await get(`/api/product-link-auth/${p!.code}`)).statusCode, 401);
    const res = await get(`/api/product-link-auth/${p!.code}`, 'u-retail');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { url: p!.url });
    assert.equal((await get('/api/product-link-auth/NOPE404', 'u-retail')).statusCode, 404);
    assert.equal((await get('/api/product-link-auth/bad%20code', 'u-retail')).statusCode, 400);
  });

  test('[S3-API-13] GET /product-link-auth/{id} answers, by code or pk, a url on the site that opens that product page', async () => {
    const [p] = await t.db.query<{ code: string; pk: string; url: string; content_type: string }>(
      "SELECT code, pk, url, content_type FROM products WHERE searchable_type = 'ondemandprogram' ORDER BY code LIMIT 1",
    );
    for (const id of [p!.code, p!.pk]) {
      const res = await get(`/api/product-link-auth/${encodeURIComponent(id)}`, 'u-retail');
      assert.equal(res.statusCode, 200, res.body);
      const { url } = res.json<{ url: string }>();
      assert.match(url, /^\/[^/]/, 'a path on the site (the shell navigates inside it)');
      // the redirect target is the product's own page: the content API serves it with the product's type
      const page = await get(`/api/content?url=${encodeURIComponent(url)}`);
      assert.equal(page.statusCode, 200, page.body);
      assert.equal(page.json<{ contentType: string[] }>().contentType.at(-1), p!.content_type);
    }
  });

  test('[S1-API-41] [S1-ROUTES-11] GET /plus-content-redirect-auth/{id} returns an external PLUS href for publications', async () => {
    const [book] = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type = 'book' LIMIT 1",
    );
    const [program] = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type = 'liveprogram' LIMIT 1",
    );
    assert.equal((await get(`/api/plus-content-redirect-auth/${book!.code}`)).statusCode, 401);
    const res = await get(`/api/plus-content-redirect-auth/${book!.code}`, 'u-retail');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().url, /^https:\/\/plus\.pli\.edu\/details\//);
    assert.equal((await get(`/api/plus-content-redirect-auth/${program!.code}`, 'u-retail')).statusCode, 404);
  });

  test('[S1-ROUTES-12] [S1-ROUTES-13] the claim-credit link: an external href for a program in the library, else null', async () => {
    const [entry] = await t.db.query<{ item_pk: string }>(
      "SELECT item_pk FROM library_entries WHERE user_sub = 'u-retail' AND item_type = 'program' LIMIT 1",
    );
    const res = await get(`/api/claim-credit-link/${entry!.item_pk}`, 'u-retail');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().href, /^https:\/\/cle-claims\.pli\.edu\/claim\?item=/);
    // someone else's item: no href
    assert.deepEqual((await get(`/api/claim-credit-link/${entry!.item_pk}`, 'u-pm')).json(), { href: null });
    assert.equal((await get(`/api/claim-credit-link/${entry!.item_pk}`)).statusCode, 401);
  });
});

describe('seeded shell pages', () => {
  test('[S1-ROUTES-32] generic pages carry real blocks; stored XSS payloads are served sanitised', async () => {
    const privacy = (await get('/api/content?url=/support/privacy-policy')).json();
    assertShape(PageContentSchema, privacy);
    const types = (privacy.properties.blocks as { type: string }[]).map((b) => b.type);
    assert.ok(types.includes('JumpLinksBlock') && types.includes('RichTextBlock'), types.join());
    // stored as the editor typed it, served sanitised with the shared policy
    const [stored] = await t.db.query<{ properties: { blocks: { html?: string }[] } }>(
      "SELECT properties FROM cms_pages WHERE id = 'rich-text-safety'",
    );
    assert.ok(stored!.properties.blocks[0]!.html!.includes(XSS_PAYLOADS[0]!));
    const safety = (await get('/api/content?url=/qa/rich-text-safety&expand=mainContentArea')).json();
    const served = JSON.stringify(safety.properties.blocks.slice(0, 2));
    assert.match(served, /Stored payloads follow\./);
    assert.doesNotMatch(
      served,
      /<script|onerror|onload|ontoggle|onmouseover|javascript:|data:text|<svg|<iframe|<style|<form|<object|<embed|style=/i,
    );
    // a page type that is not rich text keeps its fields as they are
    const checkout = (await get('/api/content?url=/checkout')).json();
    assert.match(checkout.properties.contentAbove, /5 p\.m\. ET/);
    assert.equal(safety.metadata.robotsContent, 'noindex, nofollow');
  });

  test('[S1-ROUTES-29] every shell page type is seeded', async () => {
    const rows = await t.db.query<{ t: string }>(
      'SELECT DISTINCT content_type[array_length(content_type, 1)] AS t FROM cms_pages',
    );
    const seeded = new Set(rows.map((r) => r.t));
    for (const type of [
      'GenericPage',
      'StandardHeadlessPage',
      'PressReleaseDetailPage',
      'SubjectNode',
      'IndustryNode',
      'IntendedAudienceNode',
      'GlobalErrorPage',
      'DebugPage',
      'MobileStoreRedirectPage',
      'PodcastPage',
      'CollectionProduct',
      'CreditInfoTypePage',
    ])
      assert.ok(seeded.has(type), type);
  });

  test('[S1-ROUTES-29] the podcasts page, a product collection and a credit type page are served with their own types', async () => {
    for (const [url, type] of [
      ['/podcasts', 'PodcastPage'],
      ['/collections/answer-books', 'CollectionProduct'],
      ['/credit-info/new-york-transitional/ethics', 'CreditInfoTypePage'],
    ] as const) {
      const res = await get(`/api/content?url=${encodeURIComponent(url)}&expand=mainContentArea`);
      assert.equal(res.statusCode, 200, url);
      const page = res.json();
      assertShape(PageContentSchema, page);
      assert.equal(page.contentType.at(-1), type);
    }
    // the collection lists answer books, each a real product page
    const collection = (await get('/api/content?url=/collections/answer-books')).json();
    const links = collection.properties.links as { href: string; text: string }[];
    assert.ok(links.length > 0);
    for (const l of links) assert.match(l.href, /^\/publications\//);
  });
});
