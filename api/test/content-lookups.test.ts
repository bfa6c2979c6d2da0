// The shell's content and lookup calls of spec 1 §7, on the real database: content by friendly URL
// (main content area expanded or referenced, the user key, the page content's shape), the
// component-fallback lookup, the individual, streaming media, order confirmation and content
// children lookups, and the paths the team chose where the spec shows none.
//   node --import tsx --test api/test/content-lookups.test.ts
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BlockReferenceSchema, ComponentFallbackSchema, PageContentSchema } from '@cle/contracts/schemas';
import { FacultyFeedPayloadSchema, IndividualsPayloadSchema } from '@cle/contracts/product-schemas';
import { MediaStreamSchema } from '@cle/contracts/registration-schemas';
import { OrderConfirmationSchema } from '@cle/contracts/commerce-schemas';
import { assertShape, startTestApp } from './helpers';
import { testSigner } from './tokens';

let t: Awaited<ReturnType<typeof startTestApp>>;
let signer: Awaited<ReturnType<typeof testSigner>>;

async function get(url: string, sub?: string) {
  const token = sub ? await signer.sign(sub) : undefined;
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

before(async () => {
  signer = await testSigner();
  t = await startTestApp({ auth: signer.auth });
});
after(async () => {
  await t.close();
});

describe('content by friendly URL', () => {
  test('[S1-API-42] expand=mainContentArea sends the main content area in full; without it, block references', async () => {
    const expanded = (await get('/api/content?url=/&expand=mainContentArea')).json();
    const blocks = expanded.properties.blocks as Record<string, unknown>[];
    assert.equal(blocks[0]!.type, 'HomeCarouselBlock');
    assert.ok(Array.isArray(blocks[0]!.slides) && (blocks[0]!.slides as unknown[]).length > 0);

    const referenced = (await get('/api/content?url=/')).json();
    const refs = referenced.properties.blocks as unknown[];
    assert.equal(refs.length, blocks.length);
    refs.forEach((r) => assertShape(BlockReferenceSchema, r));
    assert.deepEqual(refs[0], { contentLink: { id: 'home/blocks/0' }, type: 'HomeCarouselBlock' });
    // '*' expands every area
    assert.deepEqual((await get('/api/content?url=/&expand=*')).json().properties.blocks, blocks);
  });

  test('[S1-API-43] the user key is part of the request, so of every cache key: each user gets the page asked for them', async () => {
    const a = (await get('/api/content?url=/search&expand=mainContentArea&userId=700100')).json();
    const b = (await get('/api/content?url=/search&expand=mainContentArea&userId=700200')).json();
    const anon = (await get('/api/content?url=/search&expand=mainContentArea')).json();
    assert.equal(a.customerId, '700100');
    assert.equal(b.customerId, '700200');
    assert.equal(anon.customerId, 'ANON', 'the default user key');
    const bad = await get('/api/content?url=/search&userId=a%20b');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /userId.*must be 'ANON' or a user key/);
  });

  test('[S1-API-44] the checkout page content is fetched by friendly URL and userId; without one the user is ANON', async () => {
    const mine = await get('/api/content?url=/checkout&expand=mainContentArea&userId=700100');
    assert.equal(mine.statusCode, 200, mine.body);
    assertShape(PageContentSchema, mine.json());
    assert.equal(mine.json().contentType.at(-1), 'CheckoutPage');
    assert.equal(mine.json().friendlyUrl, '/checkout');
    assert.equal(mine.json().customerId, '700100');
    const anon = (await get('/api/content?url=/checkout&expand=mainContentArea')).json();
    assert.equal(anon.contentType.at(-1), 'CheckoutPage');
    assert.equal(anon.customerId, 'ANON');
  });

  test('[S1-API-45] page content: contentType list, contentLink.id, name, friendlyUrl, customerId, fallbackBlock list, headerBlock, footerBlock, siteLabels', async () => {
    const labels = (await get('/api/site-parts?names=labels')).json().labels as Record<string, string>;
    const privacy = (await get('/api/content?url=/support/privacy-policy&expand=mainContentArea')).json();
    assertShape(PageContentSchema, privacy);
    assert.ok(Array.isArray(privacy.contentType) && privacy.contentType.at(-1));
    assert.equal(typeof privacy.contentLink.id, 'string');
    assert.equal(privacy.friendlyUrl, '/support/privacy-policy');
    assert.equal(typeof privacy.name, 'string');
    assert.equal(privacy.customerId, 'ANON');
    assert.ok(Array.isArray(privacy.fallbackBlock));
    assert.equal(privacy.headerBlock, null);
    assert.equal(privacy.footerBlock, null);
    assert.deepEqual(privacy.siteLabels, labels);
    // a page with fallback blocks lists them; catalogue pages carry the same parts
    const [withFallback] = await t.db.query<{ friendly_url: string; n: number }>(
      `SELECT friendly_url, jsonb_array_length(properties->'fallbackBlock') AS n FROM cms_pages
       WHERE jsonb_typeof(properties->'fallbackBlock') = 'array' LIMIT 1`,
    );
    const page = (await get(`/api/content?url=${encodeURIComponent(withFallback!.friendly_url)}`)).json();
    assert.equal(page.fallbackBlock.length, withFallback!.n);
    const [product] = await t.db.query<{ url: string }>('SELECT url FROM products LIMIT 1');
    const productPage = (
      await get(`/api/content?url=${encodeURIComponent(product!.url)}&userId=700100`)
    ).json();
    assertShape(PageContentSchema, productPage);
    assert.equal(productPage.customerId, '700100');
    assert.deepEqual(productPage.siteLabels, labels);
  });
});

describe('lookups', () => {
  test('[S1-API-63] the component-fallback lookup selects bodyText, headingText, buttonText and variant only', async () => {
    const res = await get('/api/content/component-fallback');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assertShape(ComponentFallbackSchema, body);
    assert.deepEqual(Object.keys(body).sort(), ['bodyText', 'buttonText', 'headingText', 'variant']);
    const [stored] = await t.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM site_parts WHERE name = 'componentFallback'",
    );
    assert.ok('editorNote' in stored!.data, 'the CMS holds more than the lookup selects');
    assert.equal(body.headingText, stored!.data.headingText);
  });

  test('[S1-API-54] the individual lookup by individualSks answers a list, in the order asked', async () => {
    const rows = await t.db.query<{ individual_id: string }>(
      'SELECT individual_id FROM faculty ORDER BY id LIMIT 3',
    );
    const asked = [rows[2]!.individual_id, rows[0]!.individual_id];
    const res = await get(`/api/individuals?individualSks=${asked.join(',')},999999999`);
    assert.equal(res.statusCode, 200);
    assertShape(IndividualsPayloadSchema, res.json());
    const list = res.json().individuals as { individualId: string }[];
    assert.ok(Array.isArray(list));
    assert.deepEqual(
      list.map((i) => i.individualId),
      asked,
    );
    assert.equal((await get('/api/individuals?individualSks=abc')).statusCode, 400);
  });

  test('[S1-API-55] the streaming media lookup by variation pk answers the playbackUrl of its recording', async () => {
    const [v] = await t.db.query<{ pk: string; code: string }>(
      "SELECT pk, code FROM products WHERE searchable_type = 'ondemandprogram' ORDER BY code LIMIT 1",
    );
    const res = await get(`/api/product/media-stream/${v!.pk}`);
    assert.equal(res.statusCode, 200);
    const stream = res.json();
    assertShape(MediaStreamSchema, stream);
    assert.equal(stream.pk, v!.pk);
    assert.equal(stream.code, v!.code);
    assert.equal(stream.playbackUrl, `/api/product/media/${v!.code}/download.mp4`);
    assert.equal(stream.hlsUrl, `/api/product/media/${v!.code}/master.m3u8`);
    // a credential-free lookup names the file; it plays only with a launch's grant (decision 053)
    const media = await get(stream.hlsUrl);
    assert.equal(media.statusCode, 401);
    assert.match(media.json().message, /signed link/);
    const [book] = await t.db.query<{ pk: string }>(
      "SELECT pk FROM products WHERE searchable_type = 'book' LIMIT 1",
    );
    assert.equal((await get(`/api/product/media-stream/${book!.pk}`)).statusCode, 404);
    assert.equal((await get('/api/product/media-stream/not%20a%20pk')).statusCode, 400);
  });

  test("[S1-API-57] the order confirmation lookup is by orderNumber, the caller's own orders only", async () => {
    const [order] = await t.db.query<{ order_number: string }>(
      `INSERT INTO orders (order_number, user_sub, idempotency_key, cart_version, upkeep_service, billing_address,
         total_without_discounts, membership_discount, other_discount, shipping_cost, tax_total, total)
       VALUES ('W990001', 'u-retail', 'rows-test', 1, false, '{}', 0, 0, 0, 0, 0, 0) RETURNING order_number`,
    );
    const path = `/api/commerce/checkout/order-confirmation?orderNumber=${order!.order_number}`;
    const mine = await get(path, 'u-retail');
    assert.equal(mine.statusCode, 200, mine.body);
    assertShape(OrderConfirmationSchema, mine.json());
    assert.equal(mine.json().orderNumber, 'W990001');
    assert.equal((await get(path, 'u-pm')).statusCode, 404, "another person's order is not found");
    assert.equal((await get(path)).statusCode, 401);
    assert.equal((await get('/api/commerce/checkout/order-confirmation', 'u-retail')).statusCode, 400);
  });

  test('[S1-API-58] the content children lookup is by the contentLink id a page carries', async () => {
    const podcasts = (await get('/api/content?url=/podcasts')).json();
    const res = await get(`/api/content-links/${podcasts.contentLink.id}/children`);
    assert.equal(res.statusCode, 200);
    const children = res.json() as { friendlyUrl?: string; url?: string }[];
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cms_pages WHERE parent_id = $1',
      [podcasts.contentLink.id],
    )) as [{ n: number }];
    assert.ok(n > 0);
    assert.equal(children.length, n);
  });

  test('[S1-API-60] the paths the team chose: content children, possible redirect, individual and segment lookups', async () => {
    const [program] = await t.db.query<{ pk: string }>(
      "SELECT item_pk AS pk FROM library_entries WHERE user_sub = 'u-retail' AND item_type = 'program' ORDER BY item_pk LIMIT 1",
    );
    const [f] = await t.db.query<{ individual_id: string }>('SELECT individual_id FROM faculty LIMIT 1');
    const chosen = [
      ['/api/content-links/podcasts/children', undefined],
      ['/api/redirect/?uri=%2Fnowhere', undefined],
      [`/api/individuals?individualSks=${f!.individual_id}`, undefined],
      [`/api/user/library/${program!.pk}/segments`, 'u-retail'],
    ] as const;
    for (const [path, sub] of chosen) {
      const res = await get(path, sub);
      assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
    }
  });
});

describe('site labels', () => {
  test('[S3-CONST-06] the customer service phone is the CMS label customerServicePhone: (800) 260-4754', async () => {
    const labels = (await get('/api/site-parts?names=labels')).json().labels as Record<string, string>;
    assert.equal(labels.customerServicePhone, '(800) 260-4754');
    // every page carries it with the other labels
    const page = (await get('/api/content?url=/')).json();
    assert.equal(page.siteLabels.customerServicePhone, '(800) 260-4754');
  });
});

describe('faculty members', () => {
  test('[S3-HOME-41] a faculty member has displayName, url, image, affiliation, title, biography, firstName, lastName and externalId', async () => {
    const [f] = await t.db.query<{ id: number; display_name: string }>(
      'SELECT id, display_name FROM faculty WHERE visibility_status = 1 ORDER BY id LIMIT 1',
    );
    const res = await get(`/api/content-row/faculty-feed?faculty=${f!.id}`);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(FacultyFeedPayloadSchema, res.json());
    const [member] = res.json().facultyMembers as Record<string, unknown>[];
    for (const field of [
      'displayName',
      'url',
      'image',
      'affiliation',
      'title',
      'biography',
      'firstName',
      'lastName',
      'externalId',
    ])
      assert.equal(typeof member![field], 'string', field);
    assert.equal(member!.displayName, f!.display_name);
    const portrait = await get(member!.image as string);
    assert.equal(portrait.statusCode, 200);
    assert.match(String(portrait.headers['content-type']), /^image\/svg\+xml/);
  });
});
