// Issue 14 and 15 journeys on the composed site and the real API: the legacy-site rules and cookies,
// the jurisdiction page's announcements carousel and page map, the press video, the editor tools, the
// site tour, and the service worker (which must never answer a remote's remoteEntry.js).
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { siteOrigin, waitForHydration } from '../support/site';

const LEGACY = 'https://legacy.pli.example';

test.describe('shell extras', () => {
  test('[S1-ROUTES-39] [S1-ROUTES-42] [S1-ROUTES-43] [S1-ROUTES-44] [S1-CHROME-33] choosing the legacy site sends later visits there, except whitelisted pages', async ({
    page,
    context,
  }) => {
    await context.route(`${LEGACY}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Legacy</title><h1>Legacy site</h1>',
      }),
    );
    // rule 2 and no choice yet: the new site stays
    await page.goto('/search?query=tax');
    await expect(page.getByRole('main')).toBeVisible();
    // the footer's switch goes through the shell server, which writes the choice (decision 106): a
    // press before the shell's scripts have run is remembered too
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Switch to the legacy site' }).click();
    await expect(page.getByRole('heading', { name: 'Legacy site' })).toBeVisible();
    const version = (await context.cookies(siteOrigin)).find((c) => c.name === 'siteVersion');
    expect(version?.value).toBe('legacy');
    // written to expire in year 9999 (the unit test reads the header); Chromium keeps a cookie at most
    // 400 days, so the browser holds the longest life it allows
    expect(version!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000);

    // the visitor rejected the new site: a new-site page sends them to the same path on the legacy site
    await page.goto('/search?query=tax');
    await page.waitForURL(`${LEGACY}/search?query=tax`);
    expect((await context.cookies(siteOrigin)).find((c) => c.name === 'newSiteOrigin')?.value).toBe(
      encodeURIComponent(siteOrigin),
    );
    // whitelisted pages never redirect
    await page.goto('/support/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(page.url()).toBe(`${siteOrigin}/support/privacy-policy`);
  });

  test('[S1-CHROME-33] with scripts off, the footer switch still opts out and leaves for the legacy site', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route(`${LEGACY}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Legacy</title><h1>Legacy site</h1>',
      }),
    );
    const page = await context.newPage();
    await page.goto('/support/privacy-policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Switch to the legacy site' }).click();
    await expect(page.getByRole('heading', { name: 'Legacy site' })).toBeVisible();
    expect((await context.cookies(siteOrigin)).find((c) => c.name === 'siteVersion')?.value).toBe('legacy');
    await context.close();
  });

  test('[S2-API-82] the jurisdiction page shows its public announcements and the page map links, per compliance group', async ({
    page,
  }) => {
    await page.goto('/credit-info/new-york');
    const carousel = page.getByRole('region', { name: 'Announcements' });
    await expect(
      carousel.getByRole('heading', { name: /New York: Cybersecurity, Privacy & Data Protection/ }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Newly Admitted Attorney' }).click();
    await expect(
      carousel.getByRole('heading', { name: 'Newly admitted attorneys: 16 credits a year' }),
    ).toBeVisible();
    await expect(
      carousel.getByRole('link', { name: 'New York Transitional (Newly Admitted) Attorneys' }),
    ).toHaveAttribute('href', '/credit-info/new-york-transitional');
    await expect(carousel.getByRole('link', { name: 'Recent Rule Changes' })).toHaveAttribute(
      'href',
      '/credit-info/rule-changes',
    );
  });

  test('[S1-PRESS-02] the press release plays its Vimeo video in a frame the CSP allows', async ({
    page,
    context,
  }) => {
    await context.route('https://player.vimeo.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Player</title><p>Vimeo player</p>',
      }),
    );
    await page.goto('/media-and-press/pli-announces-2027-programs');
    await page.getByRole('button', { name: '▶ Play video' }).click();
    const frame = page.frameLocator('iframe[title="Video: PLI Announces Its 2027 Program Season"]');
    await expect(frame.getByText('Vimeo player')).toBeVisible();
  });

  test('[S1-AUTH-48] [S1-AUTH-50] [S1-AUTH-52] [S1-AUTH-53] an editor gets the quick-navigation box, and in edit mode the preview script and refetch', async ({
    page,
  }) => {
    await page.goto('/media-and-press/pli-announces-2027-programs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    await signInFromHeader(page, USERS.editor);
    const box = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(box.getByRole('link')).toHaveText(['Dashboard', 'CMS Edit', 'Commerce']);
    await expect(box.getByRole('link', { name: 'CMS Edit' })).toHaveAttribute('href', /contentId=press-1$/);

    await page.goto('/media-and-press/pli-announces-2027-programs?epieditmode=true');
    await expect(page.getByText('Vimeo video ID: 76979871')).toBeVisible();
    // the content system's script ran under the site's CSP
    await expect(page.locator('html')).toHaveAttribute('data-cms-preview', 'ready');
    const refetch = page.waitForRequest(
      (r) => r.url().includes('/api/content?') && r.url().includes('press'),
    );
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('shell:cms-content-saved', { detail: { contentId: 'press-1' } })),
    );
    await refetch;
  });

  test('[S1-PAGES-19] [S1-PAGES-20] [S1-PAGES-21] [S1-PAGES-22] [S1-PAGES-23] the site tour: a remembered tooltip and the walkthrough', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('New here? A short tour shows you around.')).toBeVisible();
    await footer.getByRole('button', { name: 'Dismiss tip' }).click();
    await page.reload();
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('button', { name: 'Take the site tour' })).toBeVisible();
    await expect(footer.getByText('New here? A short tour shows you around.')).toHaveCount(0);

    await footer.getByRole('button', { name: 'Take the site tour' }).click();
    const tour = page.getByRole('dialog');
    await expect(tour.getByText('1 of 2')).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    // anonymous: no library step, so search is step 2 of 2
    await expect(page.getByRole('dialog', { name: 'Search everything' }).getByText('2 of 2')).toBeVisible();
    await tour.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('shell service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker serves the shell’s hashed files and never a remoteEntry.js', async ({ page }) => {
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-store');
    // a worker runs under its script's CSP: it must be allowed to fetch the site's own files
    expect(sw.headers()['content-security-policy']).toContain("connect-src 'self'");

    await page.goto('/');
    await expect(page.locator('[data-boundary="mfe-product"]').first()).toBeVisible();
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.ready));
    // the worker takes no page over mid-boot: it answers from the next navigation on
    await page.reload();
    await expect(page.locator('[data-boundary="mfe-product"]').first()).toBeVisible();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));

    const answered: { url: string; fromSw: boolean }[] = [];
    page.on('response', (r) => answered.push({ url: r.url(), fromSw: r.fromServiceWorker() }));
    await page.reload();
    await expect(page.locator('[data-boundary="mfe-product"]').first()).toBeVisible();
    await waitForHydration(page); // the server's HTML shows first; the scripts come after (decision 104)

    const entries = answered.filter((r) => r.url.endsWith('/remoteEntry.js'));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((r) => r.fromSw)).toEqual([]);
    expect(answered.some((r) => r.fromSw && /\/[^/]*\.[0-9a-f]{8}\.js$/.test(r.url))).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    for (const url of cached) {
      expect(url.startsWith(`${new URL(page.url()).origin}/`)).toBe(true);
      expect(url).not.toMatch(/remoteEntry\.js|remotes\.json|\/api\//);
    }
  });
});
