// robots.txt and the sitemap as the shell server answers them (seo-files.mts sends these answers): XML
// escaped, every location absolute on the configured site origin, an index once the listing has more
// than one page, 404 for a file that does not exist and 503 (never 500) when the API fails.
import type { SitemapPages } from '@cle/contracts/sitemap-schemas';
import { createSeoFiles, parseListing } from './seo-file-rules';

const ORIGIN = 'https://www.pli.example';
const item = (url: string, lastmod = '2026-11-28T17:34:37.123Z') => ({ url, lastmod });

/** A listing of `total` pages, `pageSize` a page, as the API answers it. */
function fakeApi(urls: string[], pageSize: number) {
  const asked: number[] = [];
  const listing = async (page: number): Promise<SitemapPages> => {
    asked.push(page);
    return {
      total: urls.length,
      pageSize,
      items: urls.slice((page - 1) * pageSize, page * pageSize).map((u) => item(u)),
    };
  };
  return { listing, asked };
}

/** /sitemap.xml for a listing of one page holding these items. */
const sitemapOf = async (items: SitemapPages['items']) =>
  (
    await createSeoFiles({
      siteOrigin: ORIGIN,
      listing: async () => ({ total: items.length, pageSize: 5000, items }),
    }).sitemap()
  ).body;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of account, cart, checkout and API paths, and names the sitemap on the site origin', () => {
    const robots = (siteOrigin: string) =>
      createSeoFiles({ siteOrigin, listing: () => Promise.reject(new Error('unused')) }).robots();
    const txt = robots(ORIGIN).body;
    expect(robots(`${ORIGIN}/`).body).toBe(txt);
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/account/', '/cart', '/checkout', '/order-confirmation', '/api/'])
      expect(txt).toContain(`\nDisallow: ${path}\n`);
    expect(txt).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robots(ORIGIN)).toMatchObject({ status: 200, contentType: 'text/plain; charset=utf-8' });
  });
});

describe('sitemap XML', () => {
  it('escapes the XML special characters a location keeps (& and \'; the URL encodes < > and ")', async () => {
    expect(locs(await sitemapOf([item(`/a&b<c>d"e'f`)]))).toEqual([`${ORIGIN}/a&amp;b%3Cc%3Ed%22e&apos;f`]);
  });

  it('writes each location absolute on the site origin, escaped, with its lastmod to the second', async () => {
    const xml = await sitemapOf([item('/search/ethics-credit'), item('/podcasts/a&b'), item('/caf\u00e9')]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([
      `${ORIGIN}/search/ethics-credit`,
      `${ORIGIN}/podcasts/a&amp;b`,
      `${ORIGIN}/caf%C3%A9`,
    ]);
    expect(xml).toContain('<lastmod>2026-11-28T17:34:37Z</lastmod>');
    expect(xml).not.toContain('&b<');
  });

  it('leaves out anything that is not a site path: another host never reaches the sitemap', async () => {
    expect(
      locs(
        await sitemapOf([
          item('//evil.example/x'),
          item('https://evil.example/x'),
          item('/ok'),
          item('/bad-date', 'yesterday'),
        ]),
      ),
    ).toEqual([`${ORIGIN}/ok`, `${ORIGIN}/bad-date`]);
    expect(await sitemapOf([item('/bad-date', 'yesterday')])).not.toContain('<lastmod>');
  });
});

describe('sitemap answers', () => {
  it('one page of listing: /sitemap.xml is the urlset itself, application/xml with a short public cache', async () => {
    const api = fakeApi(['/', '/credit-info'], 5000);
    const answer = await createSeoFiles({ siteOrigin: ORIGIN, listing: api.listing }).sitemap();
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/xml/);
    expect(answer.headers['Cache-Control']).toMatch(/^public, max-age=\d+$/);
    expect(answer.body).toContain('<urlset');
    expect(locs(answer.body)).toEqual([`${ORIGIN}/`, `${ORIGIN}/credit-info`]);
  });

  it('more pages: /sitemap.xml is an index of /sitemap-1.xml ... /sitemap-N.xml, and each file is its page', async () => {
    const urls = ['/a', '/b', '/c', '/d', '/e'];
    const api = fakeApi(urls, 2);
    const files = createSeoFiles({ siteOrigin: ORIGIN, listing: api.listing });
    const index = await files.sitemap();
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).not.toContain('<urlset');
    expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const third = await files.sitemapFile('sitemap-3.xml');
    expect(third.status).toBe(200);
    expect(locs(third.body)).toEqual([`${ORIGIN}/e`]);
    expect(api.asked).toEqual([1, 3]);
  });

  it('a file that is not a listing page answers 404, without asking the API when the name is not a number', async () => {
    const api = fakeApi(['/a', '/b', '/c'], 2);
    const files = createSeoFiles({ siteOrigin: ORIGIN, listing: api.listing });
    for (const name of [
      'sitemap-abc.xml',
      'sitemap-0.xml',
      'sitemap-01.xml',
      'sitemap-1.5.xml',
      'sitemap-1',
      'sitemap-.xml',
    ])
      expect((await files.sitemapFile(name)).status).toBe(404);
    expect(api.asked).toEqual([]);
    expect((await files.sitemapFile('sitemap-3.xml')).status).toBe(404);
    expect((await files.sitemapFile('sitemap-2.xml')).status).toBe(200);
  });

  it('an empty site still has a sitemap: an empty urlset, and /sitemap-1.xml', async () => {
    const files = createSeoFiles({ siteOrigin: ORIGIN, listing: fakeApi([], 5000).listing });
    expect((await files.sitemap()).body).toMatch(/<urlset[^>]*>\n<\/urlset>/);
    expect((await files.sitemapFile('sitemap-1.xml')).status).toBe(200);
  });

  it('an API that fails or answers something else: 503 with Retry-After and no caching, never 500', async () => {
    const failing = [
      () => Promise.reject(new Error('ECONNREFUSED')),
      () => Promise.resolve().then(() => parseListing({ total: 'many', items: null })),
      () => Promise.resolve().then(() => parseListing('<html>Bad gateway</html>')),
    ];
    for (const listing of failing) {
      const files = createSeoFiles({ siteOrigin: ORIGIN, listing });
      for (const answer of [await files.sitemap(), await files.sitemapFile('sitemap-2.xml')]) {
        expect(answer.status).toBe(503);
        expect(answer.headers).toEqual({ 'Cache-Control': 'no-store', 'Retry-After': '60' });
      }
    }
  });
});
