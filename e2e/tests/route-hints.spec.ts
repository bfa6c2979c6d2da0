// Decision 042: the shell server reads a remote's route-hints.json and preloads, with the page's HTML,
// the API calls the remote page makes first and its largest image. A hint the page does not reuse is a
// second download: each hinted URL must reach the network exactly once, and the hero drawn must be the
// image the hint fetched. Against the real API, seed and releases.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return requests;
}
const pathOf = (r: Request) => {
  const u = new URL(r.url());
  return `${u.pathname}${u.search}`;
};
const hintedFetches = (page: Page) =>
  page
    .locator('head link[rel=preload][as=fetch]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));

test('a product page preloads its product call and hero image from the HTML, and uses each once', async ({
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

  expect(await hintedFetches(page)).toContain('/api/product/380000');
  const imageHint = page.locator('head link[rel=preload][as=image]');
  await expect(imageHint).toHaveCount(1);
  await expect(imageHint).toHaveAttribute('imagesizes', (await hero.getAttribute('sizes'))!);
  await expect(imageHint).toHaveAttribute('imagesrcset', (await hero.getAttribute('srcset'))!);

  expect(requests.filter((r) => pathOf(r) === '/api/product/380000')).toHaveLength(1);
  const drawn = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  const heroBase = new URL(drawn).pathname;
  const heroRequests = requests.filter((r) => new URL(r.url()).pathname === heroBase).map((r) => r.url());
  expect(heroRequests, 'the hero is downloaded once, at the width the hint chose').toEqual([drawn]);
});

/** Opens a page and checks that each of its first API calls is hinted by the HTML and fetched once. */
async function expectHintedOnce(
  page: Page,
  path: string,
  heading: RegExp | string | { level: number; name: RegExp | string },
  calls: string[],
) {
  const requests = recordRequests(page);
  await page.goto(path);
  const { level, name } =
    typeof heading === 'object' && 'level' in heading ? heading : { level: 1, name: heading };
  await expect(page.getByRole('heading', { level, name }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await hintedFetches(page)).toEqual(expect.arrayContaining(calls));
  for (const call of calls)
    expect(
      requests.filter((r) => pathOf(r) === call),
      call,
    ).toHaveLength(1);
}

test('a jurisdiction credit-info page preloads its first credit calls and uses each once', async ({
  page,
}) => {
  await expectHintedOnce(page, '/credit-info/new-york', /New York/, [
    '/api/cle/credit-info/132/all',
    '/api/credit-info/extended?regions=132',
    '/api/credit-info/announcements/132?isTransitionalOrNewlyAdmitted=false',
    '/api/credit-info/page-map/132?isTransitionalOrNewlyAdmitted=false',
  ]);
});

test('a podcast series page preloads its series, seasons and first episodes calls and uses each once', async ({
  page,
}) => {
  await expectHintedOnce(page, '/podcasts/practically-speaking', 'Practically Speaking', [
    '/api/podcast/series/POD001',
    '/api/podcast/seasons/POD001',
    '/api/podcast/episodes/POD001?pageNumber=1&pageSize=20&sort=newest',
  ]);
});

test("the home page preloads its carousel's live-now feed and its slides' cards from the blocks, and uses each once", async ({
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
  await expectHintedOnce(page, '/', { level: 2, name: /\w/ }, [
    `/api${carousel.liveNowFeed}`,
    `/api/search/product-code?${new URLSearchParams({ ProductCodes: codes })}`,
  ]);
});

test('the search page sends its search call once on the real API', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/search?query=ethics');
  await expect(page.getByRole('heading', { level: 1, name: /ethics/ })).toBeVisible();
  await expect(page.locator('#search-results a').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const searches = requests.filter((r) => r.method() === 'POST' && pathOf(r) === '/api/search');
  expect(searches).toHaveLength(1);
  expect(searches[0]!.postDataJSON()).toMatchObject({ query: 'ethics', currentPage: 1 });
});

test("the cart page takes the site labels from the shell's boot answer: no second labels request", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const siteParts = requests.map(pathOf).filter((p) => p.startsWith('/api/site-parts'));
  expect(siteParts).toEqual(['/api/site-parts?names=header,footer,labels']);
});
