// Decision 042, then 051 (issue 36): a remote's route-hints.json names the API calls its page makes
// first and its largest image. The shell server now loads those calls itself, renders the page with them
// and hands them over in the HTML's data block (#cle-ssr-data, SWR fallback keyed by the API path without
// /api), so the browser makes none of them. What the HTML still preloads is what the browser does fetch:
// the hero image (the one drawn, downloaded once) and the page remote's scripts (each once). Against the
// real API, seed and releases.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { remoteOrigin, waitForHydration } from '../support/site';

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return requests;
}
const pathOf = (r: Request) => {
  const u = new URL(r.url());
  return `${u.pathname}${u.search}`;
};
/** The keys of the server's data block: the SWR keys it rendered with (API paths without /api). */
const carriedKeys = (page: Page) =>
  page
    .locator('#cle-ssr-data')
    .evaluate((el) => Object.keys(JSON.parse(el.textContent ?? '{}') as Record<string, unknown>));
const keyOf = (call: string) => call.replace(/^\/api(?=\/)/, '');

/** The HTML carried each call's answer, and the browser asked for none of them. */
async function expectCarried(page: Page, requests: Request[], calls: string[]) {
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  expect(await carriedKeys(page)).toEqual(expect.arrayContaining(calls.map(keyOf)));
  for (const call of calls)
    expect(
      requests.filter((r) => pathOf(r) === call),
      `${call}: came with the HTML, not asked by the browser`,
    ).toHaveLength(0);
}

/** The HTML preloads the page remote's entry and its page module; the browser downloads each once. */
async function expectRemoteScriptsPreloaded(page: Page, requests: Request[], remote: string, expose: string) {
  const origin = remoteOrigin(remote);
  // a server-rendered page starts its scripts (and their preloads) once it has loaded
  await waitForHydration(page);
  const preloaded = (
    await page
      .locator('head link[rel=preload][as=script]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  ).filter((href) => href.startsWith(`${origin}/`));
  expect(preloaded).toContain(`${origin}/remoteEntry.js`);
  expect(preloaded.some((href) => href.includes(`__federation_expose_${expose}.`))).toBe(true);
  for (const href of preloaded)
    expect(
      requests.filter((r) => r.url() === href),
      `${href}: preloaded and used once`,
    ).toHaveLength(1);
}

test('a product page comes with its product call, preloads its hero image and remote scripts, and downloads each once', async ({
  page,
}) => {
  const link = await page.request.get('/api/product-link/380000');
  expect(link.ok(), 'product 380000 is seeded').toBeTruthy();
  const { url } = (await link.json()) as { url: string };
  const requests = recordRequests(page);

  await page.goto(url);
  const hero = page.locator('main img[fetchpriority=high]');
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.waitForLoadState('networkidle');

  await expectCarried(page, requests, ['/api/product/380000']);
  const imageHint = page.locator('head link[rel=preload][as=image]');
  await expect(imageHint).toHaveCount(1);
  await expect(imageHint).toHaveAttribute('imagesizes', (await hero.getAttribute('sizes'))!);
  await expect(imageHint).toHaveAttribute('imagesrcset', (await hero.getAttribute('srcset'))!);
  const drawn = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  const heroBase = new URL(drawn).pathname;
  const heroRequests = requests.filter((r) => new URL(r.url()).pathname === heroBase).map((r) => r.url());
  expect(heroRequests, 'the hero is downloaded once, at the width the hint chose').toEqual([drawn]);
  await expectRemoteScriptsPreloaded(page, requests, 'mfe-product', 'ProductPage');
});

/** Opens a server-rendered page: its first API calls came with the HTML, its remote's scripts are preloaded. */
async function expectFirstCallsCarried(
  page: Page,
  path: string,
  heading: RegExp | string | { level: number; name: RegExp | string },
  slot: { remote: string; expose: string },
  calls: string[],
) {
  const requests = recordRequests(page);
  await page.goto(path);
  const { level, name } =
    typeof heading === 'object' && 'level' in heading ? heading : { level: 1, name: heading };
  await expect(page.getByRole('heading', { level, name }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectCarried(page, requests, calls);
  await expectRemoteScriptsPreloaded(page, requests, slot.remote, slot.expose);
}

test('a jurisdiction credit-info page comes with its first credit calls; the browser asks for none of them', async ({
  page,
}) => {
  await expectFirstCallsCarried(
    page,
    '/credit-info/new-york',
    /New York/,
    { remote: 'mfe-credit', expose: 'JurisdictionCreditInfoPage' },
    [
      '/api/cle/credit-info/132/all',
      '/api/credit-info/extended?regions=132',
      '/api/credit-info/announcements/132?isTransitionalOrNewlyAdmitted=false',
      '/api/credit-info/page-map/132?isTransitionalOrNewlyAdmitted=false',
    ],
  );
});

test('a podcast series page comes with its series, seasons and first episodes calls; the browser asks for none of them', async ({
  page,
}) => {
  await expectFirstCallsCarried(
    page,
    '/podcasts/practically-speaking',
    'Practically Speaking',
    { remote: 'mfe-library', expose: 'PodcastSeriesPage' },
    [
      '/api/podcast/series/POD001',
      '/api/podcast/seasons/POD001',
      '/api/podcast/episodes/POD001?pageNumber=1&pageSize=20&sort=newest',
    ],
  );
});

test("the home page comes with its carousel's live-now feed and its slides' cards from the blocks; the browser asks for neither", async ({
  page,
}) => {
  const content = await page.request.get('/api/content?url=%2F&expand=mainContentArea&userId=ANON');
  const blocks = ((await content.json()) as { properties: { blocks: Record<string, unknown>[] } }).properties
    .blocks;
  const carousel = blocks.find((b) => b.type === 'HomeCarouselBlock') as {
    liveNowFeed: string;
    slides: { code?: string; displayName?: string }[];
  };
  const codes = carousel.slides.flatMap((s) => (s.code ? [`|${s.code}`] : [])).join(';');
  // the first slide is the webcast on air, else the block's first slide: either way an h2 in the carousel
  await expectFirstCallsCarried(
    page,
    '/',
    { level: 2, name: /\w/ },
    { remote: 'mfe-product', expose: 'HomeCarousel' },
    [
      `/api${carousel.liveNowFeed}`,
      `/api/search/product-code?${new URLSearchParams({ ProductCodes: codes })}`,
    ],
  );
});

test('the search page makes its search call once on the real API: the shell server does, the browser does not ask again', async ({
  page,
}) => {
  // the first search after a start may outlast the server's 500 ms (the browser then asks, by design):
  // one request for the page first, as any earlier visitor would have made
  await page.request.get('/search?query=ethics');
  const requests = recordRequests(page);
  await page.goto('/search?query=ethics');
  await expect(page.getByRole('heading', { level: 1, name: /ethics/ })).toBeVisible();
  await expect(page.locator('#search-results a').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the anonymous answer came with the server-rendered page (a member's own answer is asked once signed in)
  const searches = requests.filter((r) => r.method() === 'POST' && pathOf(r) === '/api/search');
  expect(searches).toHaveLength(0);
  // a new search from the page is the browser's: one call with the new body
  await page.locator('#search-results').getByRole('combobox', { name: 'Sort by' }).selectOption({ index: 1 });
  await expect
    .poll(() => requests.filter((r) => r.method() === 'POST' && pathOf(r) === '/api/search').length)
    .toBe(1);
  expect(
    requests.find((r) => r.method() === 'POST' && pathOf(r) === '/api/search')!.postDataJSON(),
  ).toMatchObject({ query: 'ethics', currentPage: 1 });
});

test("the cart page comes with the chrome's and the site labels' answers: the browser asks for no site parts", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await carriedKeys(page)).toEqual(
    expect.arrayContaining(['/site-parts?names=header,footer,labels', '/site-parts?names=labels']),
  );
  const siteParts = requests.map(pathOf).filter((p) => p.startsWith('/api/site-parts'));
  expect(siteParts).toEqual([]);
});
