// A crawl of the composed site (issue 14): from the home page over the internal links of one page of
// every page type the seed serves, anonymous and signed in. No link may land on '/' unless it points
// there; the guard of support/test.ts fails on page errors, CSP violations and /api 404/5xx answers.
// Deduplicated by page type (one page of each is enough to prove its view exists), so it stays fast.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { siteOrigin } from '../support/site';

const HUB_TYPES = new Set(['GenericPage', 'StandardHeadlessPage']);

/** Routes the shell answers itself (no CMS page behind them). */
const SHELL_ROUTES: [RegExp, string][] = [
  [/^\/product\/[^/]+$/, 'route:product'],
  [/^\/product-auth\/[^/]+$/, 'route:product-auth'],
  [/^\/plus-content\/[^/]+$/, 'route:plus-content'],
  [/^\/claim-credit\/[^/]+$/, 'route:claim-credit'],
  [/^\/launching$/, 'route:launching'],
];

/**
 * The shell server's routes that leave the site: the footer's 'Switch to the legacy site' writes the
 * visitor's opt-out and redirects to the legacy site (decision 106; shell-extras.spec.ts follows it).
 * Following it here would send every later page of the crawl there.
 */
const LEAVES_THE_SITE = new Set(['/legacy-site']);

async function pageType(page: Page, path: string): Promise<string> {
  const route = SHELL_ROUTES.find(([re]) => re.test(path));
  if (route) return route[1];
  const res = await page.request.get(`${siteOrigin}/api/content?url=${encodeURIComponent(path)}`);
  if (res.status() === 404) return 'missing-page';
  expect(res.ok(), `content lookup for ${path}`).toBe(true);
  const body = (await res.json()) as { contentType: string[] };
  return body.contentType[body.contentType.length - 1]!;
}

/** Waits until the page's view is in: no page skeleton, no remote still loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.getByRole('status', { name: /^Loading page$|^Finding the page$/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // A server-rendered page paints its skeletons before its scripts start (at load): a view still busy
  // is waiting for its data or, on a protected page, for the redirect an anonymous visitor gets. Soft:
  // a block far down may stay busy, and the crawl reads its links all the same.
  await expect(page.locator('main [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('load');
}

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((h) => new URL(h))
    .filter(
      (u) =>
        u.origin === new URL(siteOrigin).origin &&
        !u.pathname.startsWith('/api/') &&
        !LEAVES_THE_SITE.has(u.pathname),
    )
    .map((u) => `${u.pathname}${u.search}`);
}

/** A navigation that a page's own late redirect (an anonymous visitor on a protected page) cut short. */
const cutShort = (err: unknown) =>
  /context was destroyed|interrupted by another navigation/i.test(String(err));

/**
 * Opens `target`. The page before it may still send an anonymous visitor to sign in once its scripts
 * have run (they start at load): a goto that redirect interrupts is made again.
 */
async function gotoPastRedirects(page: Page, target: string): Promise<void> {
  await page.goto(target).catch(async (err: unknown) => {
    if (!cutShort(err)) throw err;
    await page.waitForLoadState('load');
    await page.goto(target);
  });
}

/** Where the page ends up and its links there: a protected page may still leave for the sign-in form. */
async function whereItLands(page: Page): Promise<{ landed: URL; links: string[] }> {
  for (let attempt = 0; ; attempt++) {
    const landed = new URL(page.url());
    if (landed.origin !== new URL(siteOrigin).origin) return { landed, links: [] };
    try {
      return { landed, links: await internalLinks(page) };
    } catch (err) {
      if (attempt >= 3 || !cutShort(err)) throw err;
      await page.waitForLoadState('load');
    }
  }
}

interface CrawlResult {
  visited: Map<string, string>;
  deadEnds: string[];
}

async function crawl(page: Page, signedIn: boolean): Promise<CrawlResult> {
  const visited = new Map<string, string>(); // page type -> the URL visited for it
  const checkedPaths = new Set<string>();
  const deadEnds: string[] = [];
  const queue = ['/'];
  while (queue.length) {
    const target = queue.shift()!;
    const path = new URL(target, siteOrigin).pathname;
    const type = await pageType(page, path);
    // generic pages are the site's hubs (e.g. /practice-areas links every taxonomy page): each is
    // visited; every other type once
    const key = HUB_TYPES.has(type) ? `${type} ${path}` : type;
    if (visited.has(key)) continue;
    visited.set(key, target);
    await gotoPastRedirects(page, target);
    await settle(page);
    const { landed, links } = await whereItLands(page);
    if (landed.origin !== new URL(siteOrigin).origin) {
      // a protected page sends an anonymous visitor to sign in: that is where the link points
      expect(signedIn, `${target} left the site for ${landed.href}`).toBe(false);
      continue;
    }
    if (landed.pathname === '/' && path !== '/') {
      deadEnds.push(`${type} ${target}`);
      continue;
    }
    for (const link of links) {
      const p = new URL(link, siteOrigin).pathname;
      if (checkedPaths.has(p)) continue;
      checkedPaths.add(p);
      queue.push(link);
    }
  }
  // page type -> one URL visited for it
  const byType = new Map([...visited].map(([key, url]) => [key.split(' ')[0]!, url]));
  return { visited: byType, deadEnds };
}

/**
 * Crawls, notes the page types reached on the test, and expects no dead end and no link to a page the
 * CMS does not have; returns page type -> one URL visited for it.
 */
async function crawlWithoutDeadEnds(page: Page, signedIn: boolean) {
  const { visited, deadEnds } = await crawl(page, signedIn);
  test.info().annotations.push({ type: 'page types', description: [...visited.keys()].sort().join(', ') });
  expect(deadEnds).toEqual([]);
  expect(
    visited.has('missing-page'),
    `a link points to a page the CMS does not have: ${visited.get('missing-page')}`,
  ).toBe(false);
  return visited;
}

test.describe('crawl', () => {
  test.setTimeout(300_000);

  test('[S1-ROUTES-28] [S1-ROUTES-29] [S1-ROUTES-30] [S1-ROUTES-31] every linked page type renders for an anonymous visitor: no link lands on / unless it points there', async ({
    page,
  }) => {
    const visited = await crawlWithoutDeadEnds(page, false);
    // the crawl reached the shell's own page types from the home page
    for (const type of [
      'StartPage',
      'GenericPage',
      'PressReleaseDetailPage',
      'SubjectNode',
      'IndustryNode',
      'IntendedAudienceNode',
    ])
      expect([...visited.keys()]).toContain(type);
  });

  test('[S1-ROUTES-28] [S1-ROUTES-29] every linked page type renders for a signed-in member', async ({
    page,
  }) => {
    await page.goto('/support/disclaimer');
    await signInFromHeader(page, USERS.retail);
    const visited = await crawlWithoutDeadEnds(page, true);
    expect([...visited.keys()]).toContain('LibraryPage');
  });
});
