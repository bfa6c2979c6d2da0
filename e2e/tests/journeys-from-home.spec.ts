// A visitor starts on the home page and reaches every remote's page by following links.
// Each page renders seeded data, each from its own remote's origin.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  boundary,
  expectShellChrome,
  isReactDom,
  recordScripts,
  remoteOrigin,
  waitForHydration,
} from '../support/site';

async function expectFromOwnOrigin(scripts: { url: string }[], remote: string) {
  await expect.poll(() => scripts.some((s) => s.url === `${remoteOrigin(remote)}/remoteEntry.js`)).toBe(true);
}

async function home(page: Page) {
  await page.goto('/');
  await expectShellChrome(page);
  await expect(boundary(page, 'mfe-product')).toBeVisible();
}

test.describe('journeys from the home page', () => {
  test('[S1-ROUTES-32] home page: CMS blocks rendered by mfe-product with seeded programs', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await home(page);
    const product = boundary(page, 'mfe-product');
    await expect(product.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/(programs|publications|podcasts)\//,
    );
    await expectFromOwnOrigin(scripts, 'mfe-product');
    // every script the page loads without a press, each body read, then React DOM counted once
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await scripts.settled();
    expect(scripts.filter((s) => isReactDom(s.body)).length).toBe(1);
  });

  test('[S1-CHROME-02] Programs in the primary navigation leads to search results from mfe-search', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await home(page);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Programs' }).click();
    await expect(page).toHaveURL(/\/search\?/);
    await expect(boundary(page, 'mfe-search').locator('#result-count')).toHaveText(/^[1-9][\d,]* results?$/);
    await expectFromOwnOrigin(scripts, 'mfe-search');
  });

  test('[S1-PODCAST-01] Podcasts leads to a podcast series page from mfe-library', async ({ page }) => {
    const scripts = recordScripts(page);
    await home(page);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Podcasts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Practically Speaking' }).click();
    await expect(page).toHaveURL(/\/podcasts\/practically-speaking$/);
    const library = boundary(page, 'mfe-library');
    await expect(library.getByRole('heading', { level: 1 })).toHaveText('Practically Speaking');
    await expect(library.getByRole('listitem').filter({ hasText: 'Episode' }).first()).toBeVisible();
    await expectFromOwnOrigin(scripts, 'mfe-library');
  });

  test('[S2-CREDITINFO-01] CLE Credit leads to a jurisdiction credit-info page from mfe-credit', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await home(page);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'CLE Credit' }).click();
    await expect(page).toHaveURL(/\/credit-info\/new-york/);
    await expect(boundary(page, 'mfe-credit').getByRole('heading', { level: 1 })).toContainText('New York');
    await expectFromOwnOrigin(scripts, 'mfe-credit');
  });

  test('[S3-PDP-01] a program on the home page leads to its product page from mfe-product', async ({
    page,
  }) => {
    await home(page);
    const link = boundary(page, 'mfe-product').locator('a[href^="/programs/"]').first();
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/programs\//);
    await expect(boundary(page, 'mfe-product').getByRole('heading', { level: 1 })).toBeVisible();
    expect(title.length).toBeGreaterThan(0);
  });

  test('[S1-CHROME-04] [S1-CHROME-13] the cart button leads to the cart page from mfe-commerce', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await home(page);
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(boundary(page, 'mfe-commerce').getByRole('heading', { level: 1 })).toContainText('My Cart');
    await expectFromOwnOrigin(scripts, 'mfe-commerce');
  });
});
