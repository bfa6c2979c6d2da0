// The API the composition backbone needs: content by friendly URL, site parts, banners, search,
// podcasts, credit info, product, the cart flag; every input validated with a 4xx and a message.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  EpisodesPageSchema,
  PodcastSeasonsSchema,
  PodcastSeriesSchema,
} from '@cle/contracts/podcast-schemas';
import {
  BannersSchema,
  PageContentSchema,
  SearchResponseSchema,
  SitePartsSchema,
  CartUpsellSchema,
} from '@cle/contracts/schemas';
import { CreditInfoExtendedSchema, CreditInfoSchema } from '@cle/contracts/credit-schemas';
import {
  FacultyFeedPayloadSchema,
  FeedPayloadSchema,
  ProductPayloadSchema,
} from '@cle/contracts/product-schemas';
import { assertShape, startTestApp, SITE_ORIGIN } from './helpers';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

describe('seed', () => {
  test('is large and realistic: 5,000 programs/segments, 800 publications, 300 episodes in 20 series, all US jurisdictions, 1,000 faculty', async () => {
    const [c] = await t.db.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM products WHERE searchable_type IN ('liveprogram','ondemandprogram','ondemandsegment')) AS programs,
      (SELECT count(*)::int FROM products WHERE searchable_type = 'book') AS publications,
      (SELECT count(*)::int FROM products WHERE searchable_type = 'podcastepisode') AS episodes,
      (SELECT count(*)::int FROM podcast_series) AS series,
      (SELECT count(*)::int FROM jurisdictions) AS jurisdictions,
      (SELECT count(*)::int FROM faculty) AS faculty,
      (SELECT count(*)::int FROM credit_types) AS credit_types`);
    assert.ok(c!.programs! >= 5000);
    assert.ok(c!.publications! >= 800);
    assert.equal(c!.episodes, 300);
    assert.equal(c!.series, 20);
    assert.ok(c!.jurisdictions! >= 51);
    assert.ok(c!.faculty! >= 1000);
    assert.ok(c!.credit_types! > 5);
  });

  test('is deterministic: seeding again gives the same first program', async () => {
    const [first] = await t.db.query<{ code: string; title: string }>(
      'SELECT code, title FROM products ORDER BY code LIMIT 1',
    );
    const { generateCatalogue } = await import('../src/seed/generate-catalogue');
    const again = generateCatalogue().products.sort((a, b) => a.code.localeCompare(b.code))[0]!;
    assert.deepEqual({ code: again.code, title: again.title }, first);
  });
});

describe('content', () => {
  test('returns the CMS page for a friendly URL, contentType list last entry concrete', async () => {
    const res = await get('/api/content?url=/');
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assertShape(PageContentSchema, page);
    assert.deepEqual(page.contentType.at(-1), 'StartPage');
    assert.ok(Array.isArray(page.properties.blocks));
  });

  test('derives catalogue pages from the catalogue: a product URL gives its variation type and code', async () => {
    const [p] = await t.db.query<{ url: string; code: string; content_type: string }>(
      "SELECT url, code, content_type FROM products WHERE searchable_type = 'liveprogram' LIMIT 1",
    );
    const res = await get(`/api/content?url=${encodeURIComponent(p!.url)}`);
    assert.equal(res.statusCode, 200);
    assertShape(PageContentSchema, res.json());
    assert.equal(res.json().contentType.at(-1), p!.content_type);
    assert.equal(res.json().properties.code, p!.code);
  });

  test('404 with a message for an unknown URL; 400 for a URL that is not a site path', async () => {
    const missing = await get('/api/content?url=/no/such/page');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().message, /not found/);
    const bad = await get('/api/content?url=https://evil.example/');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /url/);
  });

  test('site parts by name, and a 400 for an unknown part name', async () => {
    const res = await get('/api/site-parts?names=header,footer,labels');
    assert.equal(res.statusCode, 200);
    const parts = res.json();
    assertShape(SitePartsSchema, parts);
    assert.ok(parts.header.primaryNav.length > 0);
    assert.ok(parts.footer.bottomLinks.some((l: { text: string }) => l.text === 'Disclaimer'));
    assert.equal(parts.labels.cartUrl, '/cart');
    assert.equal((await get('/api/site-parts?names=header,sidebar')).statusCode, 400);
  });

  test('[S3-UPSELL-24] [S3-UPSELL-30] the cart upsell block is a site part read by name, not part of the chrome', async () => {
    const res = await get('/api/site-parts?names=cartUpsell');
    assert.equal(res.statusCode, 200);
    const { cartUpsell } = res.json();
    assertShape(CartUpsellSchema, cartUpsell);
    assert.ok(cartUpsell.titleLine1);
    assert.ok(cartUpsell.contentLink.id, 'a dismissal needs the block id');
    assert.match(cartUpsell.footerText, /\{price\}/);
    assert.ok(
      ['always', 'once-per-session', 'once-per-browser'].includes(cartUpsell.frequencyOfPresentation),
    );
    assert.equal(cartUpsell.catalogVariant[0].code, 'MEM-IM-1Y');
    const chrome = (await get('/api/site-parts')).json();
    assert.deepEqual(Object.keys(chrome).sort(), ['footer', 'header', 'labels']);
  });

  test('banners carry the three dismissal modes and themes of the spec', async () => {
    const banners = (await get('/api/banners')).json() as { dismissability: string; theme: string }[];
    assertShape(BannersSchema, banners);
    assert.ok(banners.length >= 1);
    for (const b of banners) {
      assert.ok(['Not Dismissable', 'Single Session', 'Permanent Dismissal'].includes(b.dismissability));
      assert.ok(['general', 'critical', 'probono'].includes(b.theme));
    }
  });
});

describe('search', () => {
  test('full-text relevance over the catalogue with facet counts and sort options', async () => {
    const res = await post('/api/search', { query: 'securities', pageSize: 5 });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assertShape(SearchResponseSchema, body);
    assert.ok(body.searchResultSummary.noOfHits > 5);
    assert.equal(body.searchResults.searchResultsItems.length, 5);
    const scores = body.searchResults.searchResultsItems.map((i: { score: number }) => i.score);
    assert.deepEqual(
      [...scores].sort((a, b) => b - a),
      scores,
    );
    const groups = body.facetResults.facetGroups.map((g: { groupTypeId: string }) => g.groupTypeId);
    for (const g of ['contentTabs', 'jurisdictions', 'creditType', 'practiceArea', 'format'])
      assert.ok(groups.includes(g), g);
    assert.ok(body.sortResults.sortResultItems.some((s: { isDefault: boolean }) => s.isDefault));
  });

  test('a jurisdiction filter narrows results and page 0 returns facets only', async () => {
    const all = (await post('/api/search', { query: 'ethics', pageSize: 1 })).json();
    const ny = (
      await post('/api/search', {
        query: 'ethics',
        pageSize: 1,
        facetGroups: [{ id: 'jurisdictions', values: ['NY'] }],
      })
    ).json();
    assert.ok(
      ny.searchResultSummary.noOfHits > 0 &&
        ny.searchResultSummary.noOfHits < all.searchResultSummary.noOfHits,
    );
    const facetsOnly = (await post('/api/search', { query: 'ethics', currentPage: 0 })).json();
    assert.equal(facetsOnly.searchResults.searchResultsItems.length, 0);
    assert.ok(facetsOnly.facetResults.facetGroups.length > 0);
  });

  test('bad input is a 400 naming the field', async () => {
    const res = await post('/api/search', { query: 'x', pageSize: 'ten' });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /pageSize/);
    assert.equal(
      (await post('/api/search', { facetGroups: [{ id: 'colour', values: ['red'] }] })).statusCode,
      400,
    );
  });
});

describe('catalogue pages', () => {
  test('podcast seasons and paged episodes (page size 20, hasMore)', async () => {
    const seasons = (await get('/api/podcast/seasons/POD001')).json();
    assertShape(PodcastSeasonsSchema, seasons);
    assertShape(PodcastSeriesSchema, (await get('/api/podcast/series/POD001')).json());
    assert.ok(seasons.length >= 1);
    const episodes = (await get('/api/podcast/episodes/POD001?pageNumber=1&pageSize=10')).json();
    assertShape(EpisodesPageSchema, episodes);
    assert.equal(episodes.items.length, 10);
    assert.equal(episodes.summary.hasMore, true);
    assert.equal((await get('/api/podcast/episodes/NOPE?pageSize=10')).statusCode, 404);
    assert.equal((await get('/api/podcast/episodes/POD001?pageSize=1000')).statusCode, 400);
  });

  test('[S1-PODCAST-18] [S1-PODCAST-19] the series and its episodes carry every spec field, filled from the catalogue', async () => {
    const series = (await get('/api/podcast/series/POD001')).json();
    assert.equal(series.code, 'POD001');
    assert.match(series.url, /^\/podcasts\/[a-z0-9-]+$/);
    assert.ok(series.displayName.length > 0);
    assert.ok(series.podcastHosts.length > 0 && Array.isArray(series.podcastCoHosts));
    assert.ok(series.seriesServiceLinks.length > 0);
    for (const link of series.seriesServiceLinks)
      for (const k of ['icon', 'serviceLink', 'serviceName']) assert.ok(link[k], `seriesServiceLinks.${k}`);
    assert.deepEqual(
      series.providerUrls,
      series.seriesServiceLinks.map((l: { serviceLink: string }) => l.serviceLink),
    );
    assert.ok(series.seasons.length > 0);
    for (const season of series.seasons) assert.ok(season.name && season.code, 'a season has name and code');

    const [episode] = (await get('/api/podcast/episodes/POD001?pageNumber=1&pageSize=1')).json().items;
    for (const k of ['title', 'summaryText', 'code', 'playerUrl', 'url'])
      assert.ok(episode[k], `episode.${k}`);
    assert.equal(episode.parentProductText, series.displayName);
    assert.ok(episode.podcastMediaUrls.length > 0);
    for (const m of episode.podcastMediaUrls)
      assert.ok(m.provider && m.url, 'a media URL has provider and url');
  });

  test('credit info for a jurisdiction and a 404 for an unknown one', async () => {
    const [ny] = await t.db.query<{ region_sk: number }>(
      "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
    );
    const res = await get(`/api/cle/credit-info/${ny!.region_sk}/all`);
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().requirements.length > 0);
    assertShape(CreditInfoSchema, res.json());
    assertShape(
      CreditInfoExtendedSchema,
      (await get(`/api/credit-info/extended?regions=${ny!.region_sk}`)).json(),
    );
    assert.equal((await get('/api/cle/credit-info/999999/all')).statusCode, 404);
    assert.equal((await get('/api/cle/credit-info/abc/all')).statusCode, 400);
  });

  test('product by code with its relations', async () => {
    const res = await get('/api/product/380000');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.variation.code, '380000');
    assert.ok(body.catalogRelations.segments.length > 0);
    assert.ok(body.catalogRelations.faculty.length > 0);
    assert.equal((await get('/api/product/does-not-exist')).statusCode, 404);
  });

  test('every product variation type answers the shared product schema', async () => {
    const products = await t.db.query<{ code: string; content_type: string }>(
      `SELECT DISTINCT ON (content_type, parent_code IS NULL) code, content_type FROM products
       ORDER BY content_type, parent_code IS NULL, code`,
    );
    assert.ok(products.length >= 4, 'the seed has programs, segments, books and podcast episodes');
    for (const p of products) {
      const res = await get(`/api/product/${p.code}`);
      assert.equal(res.statusCode, 200, p.code);
      assertShape(ProductPayloadSchema, res.json());
    }
  });

  test('the content-row feeds answer the shared feed schemas', async () => {
    const feed = await get('/api/content-row/feed?tab=Programs&PageSize=6');
    assert.equal(feed.statusCode, 200);
    assertShape(FeedPayloadSchema, feed.json());
    const faculty = await t.db.query<{ id: number }>(
      'SELECT id FROM faculty WHERE visibility_status = 1 ORDER BY id LIMIT 3',
    );
    const members = await get(`/api/content-row/faculty-feed?faculty=${faculty.map((f) => f.id).join(',')}`);
    assert.equal(members.statusCode, 200);
    assertShape(FacultyFeedPayloadSchema, members.json());
  });

  test('the new-CMS cart flag, like every commerce call, needs a signed-in caller', async () => {
    const res = await get('/api/commerce/carts/feature-flag/cart-from-new-cms');
    assert.equal(res.statusCode, 401);
  });
});

describe('cross-origin access is an allowlist', () => {
  test('the site origin is allowed, another origin is not', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: SITE_ORIGIN } });
    assert.equal(ok.headers['access-control-allow-origin'], SITE_ORIGIN);
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
  });
});
