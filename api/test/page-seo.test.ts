// What crawlers and link previews are told (issue 36), on the real database: each catalogue page's
// metadata from GET /content (cards, robots, schema.org JSON-LD) and the sitemap's listing of indexable
// pages (GET /sitemap/pages), which must agree with the pages' own robots rules.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PageContentSchema } from '@cle/contracts/schemas';
import type { PageMetadata } from '@cle/contracts/schemas';
import { ProductPayloadSchema } from '@cle/contracts/product-schemas';
import { SitemapPagesSchema } from '@cle/contracts/sitemap-schemas';
import type { SitemapPage } from '@cle/contracts/sitemap-schemas';
import { assertShape, startTestApp } from './helpers';

let t: Awaited<ReturnType<typeof startTestApp>>;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function metadataOf(path: string, userId = 'ANON'): Promise<PageMetadata> {
  const res = await get(`/api/content?url=${encodeURIComponent(path)}&userId=${userId}`);
  assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
  assertShape(PageContentSchema, res.json());
  return res.json().metadata;
}

/** A JSON-LD object as parsed JSON: its shape is what the assertions check. */
type Json = ReturnType<typeof JSON.parse>;

const ofType = (m: PageMetadata, type: string): Json => {
  const found = (m.structuredData ?? []).filter((d) => d['@type'] === type);
  assert.equal(found.length, 1, `one ${type} in ${JSON.stringify(m.structuredData)}`);
  return found[0];
};
const crumbs = (m: PageMetadata) =>
  (ofType(m, 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[]).map(
    (c) => c.item,
  );

async function one<T>(sql: string, args: unknown[] = []): Promise<T> {
  const [row] = await t.db.query<T>(sql, args);
  assert.ok(row, sql);
  return row;
}

type Product = { code: string; url: string; title: string; price: string; image_url: string };
const PRODUCT_COLUMNS = 'code, url, title, price, image_url';

/** Every item of the listing, all pages. */
async function wholeListing(): Promise<{
  total: number;
  pageSize: number;
  items: SitemapPage[];
  pages: number;
}> {
  const first = (await get('/api/sitemap/pages')).json();
  const items: SitemapPage[] = [...first.items];
  let page = 1;
  while (items.length < first.total) {
    page += 1;
    const res = await get(`/api/sitemap/pages?page=${page}`);
    assertShape(SitemapPagesSchema, res.json());
    assert.ok(res.json().items.length > 0, `page ${page} is not empty before the total is reached`);
    items.push(...res.json().items);
  }
  return { total: first.total, pageSize: first.pageSize, items, pages: page };
}

describe('catalogue page metadata', () => {
  test('an upcoming in-person program: cards with its image, an Event with dates, place and offer, a Course instance, breadcrumbs', async () => {
    const p = await one<Product & { price: string; address1: string }>(
      `SELECT ${PRODUCT_COLUMNS}, data->>'address1' AS address1 FROM products
       WHERE searchable_type = 'liveprogram' AND data->>'formatKey' = 'liveInPerson' AND data ? 'address1'
         AND event_start > now() + interval '2 days' ORDER BY event_start LIMIT 1`,
    );
    const m = await metadataOf(p.url);
    assert.equal(m.browserTitle, p.title);
    assert.equal(m.robotsContent, undefined, 'an upcoming program is indexed');
    assert.deepEqual(
      { ...m.openGraph, description: undefined },
      { title: p.title, type: 'website', image: p.image_url, description: undefined },
    );
    assert.ok(m.pageDescription && m.pageDescription.length <= 160);
    assert.equal(m.openGraph?.description, m.pageDescription);
    assert.equal(m.twitter?.card, 'summary_large_image');
    const event = ofType(m, 'Event');
    assert.equal(event['@context'], 'https://schema.org');
    assert.equal(event.name, p.title);
    assert.match(event.startDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    assert.match(event.endDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    assert.equal(event.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode');
    assert.equal(event.location['@type'], 'Place');
    assert.equal(event.location.address.streetAddress, p.address1);
    assert.deepEqual(event.offers, {
      '@type': 'Offer',
      price: Number(p.price),
      priceCurrency: 'USD',
      url: p.url,
      availability: 'https://schema.org/InStock',
    });
    assert.equal(event.image, `${p.image_url}?w=1600`);
    assert.ok(event.performer.length > 0 && event.performer.every((x: { name: string }) => x.name));
    const instance = ofType(m, 'Course').hasCourseInstance[0];
    assert.equal(instance.courseMode, 'Onsite');
    assert.equal(instance.startDate, event.startDate);
    const trail = crumbs(m);
    assert.equal(trail[0], '/');
    assert.match(trail[1]!, /^\/practice-areas\//);
    assert.equal(trail.at(-1), p.url);
  });

  test('a webcast happens at a virtual location, its start in its own time zone', async () => {
    const p = await one<Product & { start: Date; time_zone: string }>(
      `SELECT ${PRODUCT_COLUMNS}, event_start AS start, time_zone FROM products
       WHERE searchable_type = 'liveprogram' AND data->>'formatKey' = 'liveWebcast'
         AND time_zone = 'America/New_York' AND event_start > now() ORDER BY code LIMIT 1`,
    );
    const event = ofType(await metadataOf(p.url), 'Event');
    assert.equal(event.eventAttendanceMode, 'https://schema.org/OnlineEventAttendanceMode');
    assert.deepEqual(event.location, { '@type': 'VirtualLocation', url: p.url });
    // the same instant, written as New York's local time with its offset
    assert.equal(Date.parse(event.startDate), new Date(p.start).getTime());
    assert.match(event.startDate, /-0[45]:00$/);
  });

  test('[S3-PDP-53] [S3-PDP-54] an ended live program is noindex and unlisted, unless a notify URL exists', async () => {
    const p = await one<Product>(
      `SELECT ${PRODUCT_COLUMNS} FROM products
       WHERE searchable_type = 'liveprogram' AND event_end < now() - interval '1 day' ORDER BY code LIMIT 1`,
    );
    const ended = await metadataOf(p.url);
    assert.equal(ended.robotsContent, 'noindex');
    assert.equal(ofType(ended, 'Event').offers, undefined, 'nothing is offered once it has ended');
    assert.ok(!(await wholeListing()).items.some((i) => i.url === p.url));

    const notifyUrl = 'https://www.pli.edu/notify-me';
    await t.db.query(
      `UPDATE products SET data = data || jsonb_build_object('notifyUrl', $2::text) WHERE code = $1`,
      [p.code, notifyUrl],
    );
    try {
      assert.equal((await metadataOf(p.url)).robotsContent, undefined);
      // the product page reads the same notify URL for its panel and its robots tag
      const payload = (await get(`/api/product/${p.code}`)).json();
      assertShape(ProductPayloadSchema, payload);
      assert.equal(payload.variation.notifyUrl, notifyUrl);
      assert.ok((await wholeListing()).items.some((i) => i.url === p.url));
    } finally {
      await t.db.query(`UPDATE products SET data = data - 'notifyUrl' WHERE code = $1`, [p.code]);
    }
  });

  test('an on-demand program is a Course by PLI; a segment is part of its program, under it in the breadcrumbs', async () => {
    const p = await one<Product>(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE searchable_type = 'ondemandprogram' AND price > 0 ORDER BY code LIMIT 1`,
    );
    const course = ofType(await metadataOf(p.url), 'Course');
    assert.equal(course.provider.name, 'Practising Law Institute');
    assert.equal(course.offers.category, 'Paid');
    assert.equal(course.offers.price, Number(p.price));
    assert.equal(course.hasCourseInstance[0].courseMode, 'Online');
    assert.match(course.hasCourseInstance[0].courseWorkload, /^PT(\d+H)?(\d+M)?$/);

    const seg = await one<Product & { program_url: string; program_title: string }>(
      `SELECT s.code, s.url, s.title, s.price, s.image_url, p.url AS program_url, p.title AS program_title
       FROM products s JOIN products p ON p.code = s.parent_code ORDER BY s.code LIMIT 1`,
    );
    const m = await metadataOf(seg.url);
    assert.deepEqual(ofType(m, 'Course').isPartOf, {
      '@type': 'Course',
      name: seg.program_title,
      url: seg.program_url,
    });
    assert.deepEqual(crumbs(m).slice(-2), [seg.program_url, seg.url]);
  });

  test('a publication is a Book by its authors, with its format, pages and price; its card is a book', async () => {
    const p = await one<Product & { pages: number; faculty_ids: number[] }>(
      `SELECT ${PRODUCT_COLUMNS}, (data->>'pages')::int AS pages, faculty_ids FROM products
       WHERE searchable_type = 'book' AND data->>'bookFormat' = 'hardcover' ORDER BY code LIMIT 1`,
    );
    const authors = await t.db.query<{ display_name: string }>(
      'SELECT display_name FROM faculty WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)',
      [p.faculty_ids],
    );
    const m = await metadataOf(p.url);
    assert.equal(m.openGraph?.type, 'book');
    const book = ofType(m, 'Book');
    assert.deepEqual(
      book.author.map((a: { name: string }) => a.name),
      authors.map((a) => a.display_name),
    );
    assert.equal(book.bookFormat, 'https://schema.org/Hardcover');
    assert.equal(book.numberOfPages, p.pages);
    assert.equal(book.offers.price, Number(p.price));
    assert.match(book.datePublished, /^\d{4}-\d{2}-\d{2}$/);
  });

  test('a podcast series page and an episode: PodcastSeries with hosts, PodcastEpisode in its series, breadcrumbs through Podcasts', async () => {
    const s = await one<{
      code: string;
      slug: string;
      display_name: string;
      hosts: { displayName: string }[];
    }>('SELECT code, slug, display_name, hosts FROM podcast_series ORDER BY code LIMIT 1');
    const seriesUrl = `/podcasts/${s.slug}`;
    const sm = await metadataOf(seriesUrl);
    const series = ofType(sm, 'PodcastSeries');
    assert.equal(series.url, seriesUrl);
    assert.deepEqual(
      series.author.map((a: { name: string }) => a.name),
      s.hosts.map((h) => h.displayName),
    );
    assert.match(String(sm.openGraph?.image), /^\/images\/podcasts\/\d+\.webp$/);
    assert.deepEqual(crumbs(sm), ['/', '/podcasts', seriesUrl]);

    const ep = await one<Product>(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE series_code = $1 ORDER BY episode_number LIMIT 1`,
      [s.code],
    );
    const em = await metadataOf(ep.url);
    const episode = ofType(em, 'PodcastEpisode');
    assert.deepEqual(episode.partOfSeries, {
      '@type': 'PodcastSeries',
      name: s.display_name,
      url: seriesUrl,
    });
    assert.equal(episode.episodeNumber, 1);
    assert.deepEqual(crumbs(em), ['/', '/podcasts', seriesUrl, ep.url]);
  });

  test('[S2-FACULTY-08] a faculty page: a ProfilePage, indexed and listed only when visible', async () => {
    const visible = await one<{ slug: string; display_name: string }>(
      'SELECT slug, display_name FROM faculty WHERE visibility_status = 1 ORDER BY id LIMIT 1',
    );
    const hidden = await one<{ slug: string }>(
      'SELECT slug FROM faculty WHERE visibility_status <> 1 ORDER BY id LIMIT 1',
    );
    const m = await metadataOf(`/faculty/${visible.slug}`);
    assert.equal(m.robotsContent, 'index');
    assert.equal(ofType(m, 'ProfilePage').mainEntity.name, visible.display_name);
    assert.equal(m.openGraph?.type, 'profile');
    assert.deepEqual(crumbs(m), ['/', '/about/faculty', `/faculty/${visible.slug}`]);
    assert.equal((await metadataOf(`/faculty/${hidden.slug}`)).robotsContent, 'noindex');
    const listed = new Set((await wholeListing()).items.map((i) => i.url));
    assert.ok(listed.has(`/faculty/${visible.slug}`));
    assert.ok(!listed.has(`/faculty/${hidden.slug}`));
  });

  test("a person's own pages, cart and checkout are noindex; a CMS page under another has breadcrumbs", async () => {
    for (const path of ['/account/library', '/account/profile/order-history', '/cart', '/checkout'])
      assert.equal((await metadataOf(path)).robotsContent, 'noindex', path);
    assert.deepEqual(crumbs(await metadataOf('/credit-info/alabama')), [
      '/',
      '/credit-info',
      '/credit-info/alabama',
    ]);
    // the CMS's own robots content stays as it was written
    assert.equal((await metadataOf('/qa/rich-text-safety')).robotsContent, 'noindex, nofollow');
  });

  test('the metadata is the same whoever asks: nothing in it comes from a person', async () => {
    const p = await one<Product>(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE searchable_type = 'liveprogram' AND event_start > now() ORDER BY code LIMIT 1`,
    );
    assert.deepEqual(await metadataOf(p.url, 'retail-member'), await metadataOf(p.url));
  });
});

describe('sitemap listing', () => {
  test('GET /sitemap/pages lists each indexable page once, by URL, in pages of 5,000, with a lastmod', async () => {
    const first = await get('/api/sitemap/pages?page=1');
    assert.equal(first.statusCode, 200);
    assertShape(SitemapPagesSchema, first.json());
    assert.match(String(first.headers['cache-control']), /^public, max-age=\d+$/);
    const { total, pageSize, items, pages } = await wholeListing();
    assert.equal(pageSize, 5000);
    assert.ok(pages >= 2, `the seeded site fills more than one page (${total} pages)`);
    assert.equal(items.length, total);
    assert.equal(new Set(items.map((i) => i.url.toLowerCase())).size, total, 'no page twice');
    assert.deepEqual(
      items.map((i) => i.url),
      [...items.map((i) => i.url)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    assert.ok(items.every((i) => i.url.startsWith('/') && !Number.isNaN(Date.parse(i.lastmod))));
    const past = (await get(`/api/sitemap/pages?page=${pages + 1}`)).json();
    assert.deepEqual(past, { total, pageSize, items: [] });

    const listed = new Set(items.map((i) => i.url));
    for (const url of ['/', '/credit-info', '/credit-info/alabama', '/podcasts', '/search/ethics-credit'])
      assert.ok(listed.has(url), `${url} is listed`);
    const upcoming = await one<{ url: string }>(
      "SELECT url FROM products WHERE searchable_type = 'liveprogram' AND event_start > now() ORDER BY code LIMIT 1",
    );
    const book = await one<{ url: string }>(
      "SELECT url FROM products WHERE searchable_type = 'book' ORDER BY code LIMIT 1",
    );
    assert.ok(listed.has(upcoming.url) && listed.has(book.url));
  });

  test('never a debug, error, noindex, account, cart, checkout or order page, nor a player or redirect', async () => {
    const listed = new Set((await wholeListing()).items.map((i) => i.url));
    for (const url of [
      '/debug',
      '/error',
      '/qa/rich-text-safety',
      '/account/library',
      '/account/credit/credit-tracker',
      '/account/credit/roster',
      '/account/certificates',
      '/account/licenses',
      '/account/profile',
      '/account/payment-methods',
      '/account/profile/order-history',
      '/order-confirmation',
      '/cart',
      '/checkout',
      '/player',
      '/app',
    ])
      assert.ok(!listed.has(url), `${url} is not listed`);
    // a page the CMS marks as excluded from search, or closed to external search, leaves the listing
    for (const flag of [{ isExcludedFromSearch: true }, { allowsExternalSearch: false }]) {
      await t.db.query(
        "UPDATE cms_pages SET metadata = metadata || $1::jsonb WHERE friendly_url = '/support/disclaimer'",
        [JSON.stringify(flag)],
      );
      try {
        assert.ok(
          !(await wholeListing()).items.some((i) => i.url === '/support/disclaimer'),
          JSON.stringify(flag),
        );
      } finally {
        await t.db.query(
          "UPDATE cms_pages SET metadata = metadata - 'isExcludedFromSearch' - 'allowsExternalSearch' WHERE friendly_url = '/support/disclaimer'",
        );
      }
    }
  });

  test("lastmod is when the page's data last changed: an edit moves it, a write that changes nothing does not", async () => {
    const lastmodOf = async (url: string) => (await wholeListing()).items.find((i) => i.url === url)?.lastmod;
    const f = await one<{ id: number; slug: string }>(
      'SELECT id, slug FROM faculty WHERE visibility_status = 1 ORDER BY id LIMIT 1',
    );
    const url = `/faculty/${f.slug}`;
    const before = await lastmodOf(url);
    assert.ok(before);
    await t.db.query('UPDATE faculty SET biography = biography WHERE id = $1', [f.id]);
    assert.equal(await lastmodOf(url), before, 'an update that changes nothing keeps the lastmod');
    await t.db.query("UPDATE faculty SET biography = biography || ' Updated.' WHERE id = $1", [f.id]);
    const after = await lastmodOf(url);
    assert.ok(after && Date.parse(after) > Date.parse(before), `${before} -> ${after}`);
  });

  test('bad input is a 400 with a message', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const res = await get(`/api/sitemap/pages?page=${page}`);
      assert.equal(res.statusCode, 400, page);
      assert.match(res.json().message, /page/, page);
    }
  });
});
