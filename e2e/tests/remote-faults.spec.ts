// A remote that is down, slow or broken costs only its own area of the page.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { boundary, expectShellChrome, remoteOrigin, siteOrigin, waitForHydration } from '../support/site';

/** The card's wording as the CMS holds it (the component-fallback lookup): it overrides the spec's. */
interface Wording {
  headingText: string;
  bodyText: string;
  buttonText: string;
}

async function cmsWording(page: Page): Promise<Wording> {
  const res = await page.request.get('/api/content/component-fallback');
  expect(res.status()).toBe(200);
  return (await res.json()) as Wording;
}

async function expectFallbackCard(page: Page, wording: Wording) {
  const card = page.getByRole('main').getByRole('alert', { name: wording.headingText });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: wording.headingText })).toBeVisible();
  await expect(card).toContainText(wording.bodyText);
  return card;
}

test.describe('remote faults', () => {
  test('[S1-ERRORS-04] [S1-ERRORS-06] [S1-ERRORS-07] [S1-ERRORS-11] a remote that is down shows the fallback card in its area, in the CMS wording; Try again loads it once it is back', async ({
    page,
  }) => {
    const wording = await cmsWording(page);
    // the seeded CMS words the card its own way (a phone number in the body)
    expect(wording.bodyText).not.toBe(
      'Please reload the page. If the issue persists, please contact customer service.',
    );
    await page.route(`${remoteOrigin('mfe-search')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/search?query=tax');
    const card = await expectFallbackCard(page, wording);
    // header, footer and navigation keep working
    await expectShellChrome(page);
    await expect(page.getByRole('button', { name: 'Find a program, publication, or credit' })).toBeVisible();

    // the remote comes back
    await page.unroute(`${remoteOrigin('mfe-search')}/**`);
    await card.getByRole('button', { name: wording.buttonText }).click();
    await expect(boundary(page, 'mfe-search').getByRole('heading', { level: 1 })).toHaveText(
      'Results for “tax”',
    );
  });

  test('while one remote is down the other remotes render', async ({ page }) => {
    await page.route(`${remoteOrigin('mfe-search')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/credit-info/new-york');
    await expect(boundary(page, 'mfe-credit')).toBeVisible();
    await expect(boundary(page, 'mfe-credit').getByRole('heading', { level: 1 })).toContainText('New York');
    await page.goto('/search?query=tax');
    await expectFallbackCard(page, await cmsWording(page));
  });

  test('a slow remote shows a loading skeleton in its area, then the page', async ({ page }) => {
    await page.route(`${remoteOrigin('mfe-search')}/remoteEntry.js`, async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    // a page the browser composes (the server drew the first one, whose slots need no waiting): the
    // visitor goes on to search results from the page they landed on
    await page.goto('/support/privacy-policy');
    await expectShellChrome(page);
    await waitForHydration(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/search?query=tax');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('status', { name: 'Loading mfe-search' })).toBeVisible();
    await expectShellChrome(page);
    await expect(boundary(page, 'mfe-search').getByRole('heading', { level: 1 })).toHaveText(
      'Results for “tax”',
      { timeout: 20_000 },
    );
  });

  test('a broken remote build shows the fallback card, not a blank page', async ({
    page,
    expectPageErrors,
  }) => {
    expectPageErrors(/broken release/);
    // A release that passes integrity (its hash is in remotes.json) but throws when it runs.
    const broken = 'throw new Error("broken release");';
    const integrity = `sha384-${createHash('sha384').update(broken).digest('base64')}`;
    await page.route('**/remotes.json', async (route) => {
      const list = (await (await route.fetch()).json()) as {
        remotes: { name: string; integrity?: string }[];
      };
      for (const r of list.remotes) if (r.name === 'mfe_search') r.integrity = integrity;
      await route.fulfill({ json: list });
    });
    await page.route(`${remoteOrigin('mfe-search')}/remoteEntry.js`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        // loaded in CORS mode (SRI): the remote's server allows the site origin
        headers: { 'Access-Control-Allow-Origin': siteOrigin },
        body: broken,
      }),
    );
    await page.goto('/search?query=tax');
    await expectFallbackCard(page, await cmsWording(page));
    await expectShellChrome(page);
  });
});
