// Issue 36: the first view is composed on the shell server from each remote's verified server build and
// hydrated in the browser. With JavaScript off a page shows its main content and working links; with it
// on, the page hydrates exactly (the guard fails a test on any hydration error) and makes no second
// request for what the server rendered with. Against the real API, seed and builds.
import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { submitLogin, USERS } from '../support/auth';
import { remoteOrigin, waitForHydration } from '../support/site';

async function productUrl(request: APIRequestContext, code: string): Promise<string> {
  const link = await request.get(`/api/product-link/${code}`);
  expect(link.ok(), `product ${code} is seeded`).toBeTruthy();
  return ((await link.json()) as { url: string }).url;
}

/** A page as a browser with JavaScript turned off shows it. */
async function withoutJavaScript(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  // the page asked once first: a cold page's data or remote module past its server budget (decision
  // 051) streams the slot's skeleton, which a browser fills in with JavaScript; on a loaded CI machine
  // that made this flaky. What is proven here is the warm page a crawler meets.
  await context.request.get(path);
  const page = await context.newPage();
  const res = await page.goto(path);
  return { page, res, close: () => context.close() };
}

test('with JavaScript off, a program page shows its heading, details, the chrome and links that work', async ({
  browser,
  request,
}) => {
  const path = await productUrl(request, '380000');
  const { page, res, close } = await withoutJavaScript(browser, path);
  expect(res?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fundamentals of Criminal Law 2026' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Program overview');
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Podcasts' }),
  ).toHaveAttribute('href', '/podcasts');
  // a link followed without JavaScript is another server-rendered page
  await page.getByRole('contentinfo').getByRole('link', { name: 'Practice areas' }).click();
  await expect(page).toHaveURL(/\/practice-areas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice areas' }).first()).toBeVisible();
  await close();
});

test('with JavaScript off, podcast, search-results and taxonomy pages show their main content', async ({
  browser,
}) => {
  for (const [path, heading] of [
    ['/podcasts/practically-speaking', 'Practically Speaking'],
    ['/search?query=ethics', /ethics/],
    ['/practice-areas', 'Practice areas'],
  ] as const) {
    const { page, close } = await withoutJavaScript(browser, path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
    await close();
  }
});

test('a server-rendered program page hydrates exactly and asks nothing twice that the server rendered with', async ({
  page,
  request,
}) => {
  const path = await productUrl(request, '380000');
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(path);
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  const heading = page.getByRole('heading', { level: 1, name: 'Fundamentals of Criminal Law 2026' });
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the product's own call and the content call came with the HTML: the browser did not make them
  const calls = requests.map((r) => new URL(r.url())).map((u) => `${u.pathname}${u.search}`);
  expect(calls.filter((c) => c === '/api/product/380000')).toEqual([]);
  expect(calls.filter((c) => c.startsWith('/api/content?'))).toEqual([]);
  // nor the chrome's banners and site parts
  expect(calls.filter((c) => /^\/api\/(banners|site-parts)/.test(c))).toEqual([]);
  // hydrated: the page answers a click (the share modal opens)
  await page.getByRole('button', { name: 'Share' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

/** Records, from the first byte, every element taken off the page that is or holds an h1. */
const watchRemovedHeadings = (page: Page) =>
  page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removedHeadings: string[] }).__removedHeadings = removed;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            removed.push(node.tagName);
    }).observe(document, { subtree: true, childList: true });
  });
const removedHeadings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removedHeadings: string[] }).__removedHeadings);

test('a program page whose remote code arrives seconds late keeps its server HTML until then, and hydrates it', async ({
  page,
  request,
}) => {
  const path = await productUrl(request, '380000');
  // mfe-product's chunks (not its entry) held 3 s: the page settles and the sign-in state arrives first
  await page.route(`${remoteOrigin('mfe-product')}/**`, async (route) => {
    if (!route.request().url().includes('remoteEntry')) await new Promise((r) => setTimeout(r, 3000));
    await route.fallback();
  });
  await watchRemovedHeadings(page);
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1, name: 'Fundamentals of Criminal Law 2026' });
  await expect(heading).toBeVisible();
  const serverHeading = await heading.elementHandle();
  await waitForHydration(page);
  // the remote's code arrives and hydrates the server's elements: the heading is the same node throughout
  await expect(page.getByRole('button', { name: 'Share' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await serverHeading!.evaluate((h) => h.isConnected)).toBe(true);
  expect(await removedHeadings(page)).toEqual([]);
});

test("a press release whose view code arrives late keeps its server HTML while the page's sign-in state settles, and hydrates it: a press on its video is not lost", async ({
  page,
  context,
}) => {
  // the shell's press-release view chunk (found by its text) held 2 s: the auth state settles first
  await page.route(/\/\d+\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Play video')) await new Promise((r) => setTimeout(r, 2000));
    await route.fulfill({ response, body });
  });
  await context.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Vimeo player</p>',
    }),
  );
  await watchRemovedHeadings(page);
  await page.goto('/media-and-press/pli-announces-2027-programs');
  const heading = page.getByRole('heading', { level: 1, name: 'PLI Announces Its 2027 Program Season' });
  await expect(heading).toBeVisible();
  const serverHeading = await heading.elementHandle();
  await waitForHydration(page);
  await page.getByRole('button', { name: '▶ Play video' }).click();
  const frame = page.frameLocator('iframe[title="Video: PLI Announces Its 2027 Program Season"]');
  await expect(frame.getByText('Vimeo player')).toBeVisible();
  expect(await serverHeading!.evaluate((h) => h.isConnected)).toBe(true);
  expect(await removedHeadings(page)).toEqual([]);
});

test('a search-results page carries its results in the HTML: readable without JavaScript, and hydrated without asking again', async ({
  browser,
  page,
}) => {
  const path = '/search?query=ethics';
  // the first search after a start may outlast the server's 500 ms (the page then shows its skeleton
  // and the browser asks): one request for the page first, as any earlier visitor would have made
  await page.request.get(path);
  const off = await withoutJavaScript(browser, path);
  const offResults = off.page.locator('#search-results').getByRole('link');
  expect(await offResults.count(), 'result links in the server HTML').toBeGreaterThan(3);
  const first = offResults.first();
  const title = (await first.textContent())?.trim() ?? '';
  // a result followed without JavaScript is its own server-rendered page (asked for once first: the
  // first render of a product page after a start may outlast its remote's budget, as the search above)
  await page.request.get((await first.getAttribute('href'))!);
  await first.click();
  await expect(off.page.getByRole('heading', { level: 1 }).first()).toContainText(title.slice(0, 20));
  await off.close();

  const searches: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/search') searches.push(r);
  });
  await page.goto(path);
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  await expect(page.locator('#search-results').getByRole('link', { name: title }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // an anonymous visitor's results came with the page: the browser did not search again
  expect(searches).toEqual([]);
});

/** Holds the shell's main.js until `release` is called: the page is server-rendered and not yet hydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a press on Sign in before the scripts have run is kept, and opens the sign-in form once they have', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/');
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  // nothing can happen yet: no handler exists until the page hydrates
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/');
  release();
  await submitLogin(page, USERS.retail);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();
});

test('a filter ticked before the scripts have run shows at once and filters the results once they have', async ({
  page,
}) => {
  const path = '/search?query=securities';
  await page.request.get(path);
  const release = await holdScripts(page);
  // what the early-presses script did with the tick, for the failure message (it was flaky once in CI)
  await page.addInitScript(() => {
    (window as unknown as { __clePressLog: string[] }).__clePressLog = [];
  });
  await page.goto(path);
  const box = page.getByRole('region', { name: 'Filters' }).getByRole('checkbox').first();
  await box.check();
  await expect(box).toBeChecked();
  release();
  // the search page's own handler saw the tick: the filter is in the URL
  const pressLog = () =>
    page.evaluate(() => (window as unknown as { __clePressLog: string[] }).__clePressLog);
  await expect
    .poll(() => [...new URL(page.url()).searchParams.keys()].length, {
      message: 'the replayed tick reached the search page',
      timeout: 15_000,
    })
    .toBeGreaterThan(1)
    .catch(async (err: Error) => {
      throw new Error(`${err.message}\npresses: ${JSON.stringify(await pressLog())}`);
    });
  await expect(box).toBeChecked();
});

test('hydrating a server-rendered page builds no Intl formatter: it reads the dates, prices and counts its server render formatted', async ({
  page,
  request,
}) => {
  // decision 092: the first Intl object a page builds loads ICU's data, a long task on a phone
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) {
      const Original = Intl[name];
      Intl[name] = new Proxy(Original, {
        construct(target, args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args[1] ?? {})}`);
          return Reflect.construct(target, args) as object;
        },
      }) as never;
    }
  });
  const program = await productUrl(request, '380000');
  // a live program (dates and times in its time zone), a podcast series (episode dates): handed over;
  // search results (counts, whole numbers, which are written without ICU): nothing to hand over
  for (const [path, formatted, handedOver] of [
    [program, /\d{1,2}:\d{2} [AP]M/, true],
    ['/podcasts/practically-speaking', /[A-Z][a-z]{2} \d{1,2}, \d{4}/, true],
    ['/search?query=ethics', /\d+ results/, false],
  ] as const) {
    // an earlier visitor's request: the page's data is in the server's caches, so it renders whole
    await request.get(path);
    const html = await (await request.get(path)).text();
    expect(html.includes('id="cle-intl-seed"'), `${path}: the server render's formatted strings`).toBe(
      handedOver,
    );
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main')).toContainText(formatted);
    const built = await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);
    expect(built, `${path}: formatters built while loading and hydrating`).toEqual([]);
  }
});

test('a personal page (the player) starts its scripts with its HTML; a program page holds them until it has loaded', async ({
  request,
}) => {
  const player = await (await request.get('/player?code=380000')).text();
  expect(player).toContain('data-ssr');
  expect(player).not.toContain('<template id="cle-boot">');
  expect(player).toMatch(
    /<link rel="preload" as="script" href="\/main\.js"[^>]*><link rel="preload" as="script" href="\/vendor/,
  );
  expect(player).toMatch(/<script nonce="[^"]+" src=\/?main\.js async>/);
  expect(player).not.toMatch(/<html [^>]*data-boot-at-load/);
  // the sign-in library downloads beside the boot on a personal page, behind it (decision 099)
  expect(player).toMatch(
    /<link rel="preload" as="script" href="\/auth-service\.[\w]+\.js" fetchpriority="low">/,
  );
  const program = await (await request.get(await productUrl(request, '380000'))).text();
  expect(program).toContain('<template id="cle-boot">');
  expect(program).not.toMatch(/<script nonce="[^"]+" src=\/?main\.js async>/);
  expect(program).toMatch(/<html [^>]*data-boot-at-load/);
  expect(program).not.toContain('/auth-service.');
});

test("a program page's boot calls (config, remotes, the session check) start after its load event and its first paint, and the page still signs in", async ({
  page,
  request,
}) => {
  await page.goto(await productUrl(request, '380000'));
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /sign in|account/i }).first()).toBeVisible();
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const boot = performance
      .getEntriesByType('resource')
      .filter((r) => /\/config\.json|\/remotes\.json|\/session\/check/.test(r.name))
      .map((r) => ({ name: new URL(r.name).pathname, startTime: r.startTime }));
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return { load: nav.loadEventStart, paint, boot };
  });
  expect(timings.paint, 'the page painted').toBeLessThan(Infinity);
  expect(timings.boot.map((r) => r.name).sort()).toEqual(['/config.json', '/remotes.json', '/session/check']);
  for (const call of timings.boot) {
    expect(call.startTime, `${call.name} before the load event`).toBeGreaterThanOrEqual(timings.load);
    // decision 104: the load event can come before the first paint; the boot waits for both
    expect(call.startTime, `${call.name} before the first paint`).toBeGreaterThanOrEqual(timings.paint);
  }
});
