// Issue 36, the head for crawlers and link previews: the HTML the server sends, before any JavaScript
// runs, carries the page's own title, description, canonical and social cards from the CMS's metadata,
// and its status tells the truth (404 for no page, 301 where the CMS moved a path). Against the real
// API and seed; the HTML is read as a crawler reads it, with no browser.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { siteOrigin, waitForHydration } from '../support/site';

/** The head of the HTML at a path, as a crawler that runs no JavaScript gets it. */
async function serverHead(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1];
  return {
    status: res.status(),
    headers: res.headers(),
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
  };
}

async function productUrl(request: APIRequestContext, code: string): Promise<string> {
  const link = await request.get(`/api/product-link/${code}`);
  expect(link.ok(), `product ${code} is seeded`).toBeTruthy();
  return ((await link.json()) as { url: string }).url;
}

/** What the content API says of a page: the server's head must say the same. */
async function cmsMetadata(request: APIRequestContext, path: string) {
  const res = await request.get(`/api/content?${new URLSearchParams({ url: path, userId: 'ANON' })}`);
  expect(res.ok(), `${path} is a CMS page`).toBeTruthy();
  const page = (await res.json()) as {
    name: string;
    friendlyUrl: string;
    metadata?: { browserTitle?: string; displayName?: string; pageDescription?: string; url?: string };
  };
  return {
    title: `${page.metadata?.browserTitle ?? page.metadata?.displayName ?? page.name} - PLI`,
    description: page.metadata?.pageDescription,
    canonical: `${siteOrigin}${page.metadata?.url ?? page.friendlyUrl}`,
  };
}

test("[S1-PAGES-24] each page type's HTML carries its own title, description, canonical and social cards", async ({
  request,
}) => {
  const paths = [
    '/',
    await productUrl(request, '380000'),
    '/podcasts/practically-speaking',
    '/credit-info/new-york',
    '/support/privacy-policy',
  ];
  for (const path of paths) {
    const head = await serverHead(request, path);
    const cms = await cmsMetadata(request, path);
    expect(head.status, path).toBe(200);
    expect(head.titles, path).toEqual([cms.title]);
    expect(head.canonical, path).toBe(cms.canonical);
    expect(head.og('url'), path).toBe(cms.canonical);
    expect(head.og('title'), path).toBeTruthy();
    expect(head.twitter('card'), path).toMatch(/^summary/);
    if (cms.description) expect(head.description, path).toBe(cms.description.replace(/&/g, '&amp;'));
  }
});

test('a path with no page answers 404 with a noindex head, and the browser still shows the error page', async ({
  request,
  page,
  expectApiErrors,
}) => {
  const head = await serverHead(request, '/no-such-page-anywhere');
  expect(head.status).toBe(404);
  expect(head.robots).toBe('noindex');
  expect(head.titles).toHaveLength(1);

  expectApiErrors([{ status: 404, path: /^\/api\/content\?/ }]);
  const res = await page.goto('/no-such-page-anywhere');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /404/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Page not found');
  await expect(page).toHaveTitle('Page not found - PLI');
});

test('[S1-API-59] a path the CMS moved answers 301 to its new page, which the browser then shows', async ({
  request,
  page,
}) => {
  const head = await serverHead(request, '/support/privacy');
  expect(head.status).toBe(301);
  expect(head.headers.location).toBe('/support/privacy-policy');

  await page.goto('/support/privacy');
  await expect(page).toHaveURL(/\/support\/privacy-policy$/);
  const title = (await cmsMetadata(request, '/support/privacy-policy')).title;
  await expect(page).toHaveTitle(title);
});

test("the shell's own routes are not CMS pages: they answer 200 with the site's head", async ({
  request,
}) => {
  const head = await serverHead(request, '/composition-health');
  expect(head.status).toBe(200);
  expect(head.titles).toEqual(['PLI']);
});

test("after a navigation in the browser the head holds the new page's tags once, none of the first page's", async ({
  page,
  request,
}) => {
  await page.goto('/support/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
  const next = await productUrl(request, '380000');
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, next);
  const expected = await cmsMetadata(request, next);
  await expect(page).toHaveTitle(expected.title);
  await expect(page.locator('head link[rel=canonical]')).toHaveCount(1);
  await expect(page.locator('head link[rel=canonical]')).toHaveAttribute('href', expected.canonical);
  await expect(page.locator('head meta[name=description]')).toHaveCount(1);
});

/** The JSON-LD blocks in the HTML at a path, parsed. */
async function jsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
  return [...html.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test('[S1-PAGES-25] [S1-PAGES-26] a program page carries its schema.org data and a 1600 px webp social image, all absolute on the site origin', async ({
  request,
}) => {
  const path = await productUrl(request, '380000');
  const head = await serverHead(request, path);
  expect(head.og('image')).toMatch(new RegExp(`^${siteOrigin}/images/.+\\.webp\\?w=1600$`));
  const blocks = await jsonLd(request, path);
  const types = blocks.map((b) => b['@type']);
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList']));
  expect(types.some((t) => t === 'Event' || t === 'Course')).toBe(true);
  const main = blocks.find((b) => b['@type'] === 'Event' || b['@type'] === 'Course')!;
  expect(main.name).toBe((await cmsMetadata(request, path)).title.replace(/ - PLI$/, ''));
  expect(main.url).toBe(`${siteOrigin}${path}`);
  expect(JSON.stringify(blocks)).not.toMatch(/"(url|item|image)":"\//);
});

test('a podcast series page carries its PodcastSeries data and breadcrumbs', async ({ request }) => {
  const blocks = await jsonLd(request, '/podcasts/practically-speaking');
  const series = blocks.find((b) => b['@type'] === 'PodcastSeries');
  expect(series).toMatchObject({
    name: 'Practically Speaking',
    url: `${siteOrigin}/podcasts/practically-speaking`,
  });
  expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
});
