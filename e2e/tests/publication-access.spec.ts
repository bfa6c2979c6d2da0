// Publication download / online access on the book page against the real API (spec 1 §4, spec 3 §6;
// docs/decisions/036): the retail member bought the digital edition of this guide (the seeded library,
// access for 365 days), so it is allowed for them; for a member who never bought it, and for an
// anonymous visitor, it is not allowed.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

/** A publication retail@ bought (the seeded library; also the 'Read on PLI PLUS' journey's book). */
const BOOK = '206633';
const region = (page: Page) =>
  boundary(page, 'mfe-product').getByRole('region', { name: 'Download and online access' });

async function book(page: Page): Promise<{ url: string; pk: string }> {
  const res = await page.request.get(`/api/product/${BOOK}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { variation: { url: string; pk: string } }).variation;
}

/** The person's library lookup of this one publication. */
const lookupOf = (page: Page, pk: string) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/user/library/by-itemPks' && url.searchParams.get('itemPks') === pk;
  });

test.describe('Publication access', () => {
  test('[S1-PRODUCT-03] [S1-PRODUCT-05] [S3-ROLES-28] [S3-ROLES-30] a purchaser with unexpired access may download and read; an anonymous visitor may not', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { url, pk } = await book(page);
    await page.goto(url);
    await expect(region(page)).toHaveAttribute('data-access', 'not-allowed');
    await expect(region(page)).toContainText('Buy this publication to download it or read it online.');

    const lookup = lookupOf(page, pk);
    await signInFromHeader(page, USERS.retail);
    const item = (
      (await (await lookup).json()) as { items: { isPurchased: boolean; accessExpirationDate: string }[] }
    ).items[0]!;
    // the expiry the page shows is the one the API read from the database, still to come
    expect(item.isPurchased).toBe(true);
    expect(Date.parse(item.accessExpirationDate)).toBeGreaterThan(Date.now());
    await expect(region(page)).toHaveAttribute('data-access', 'allowed');
    await expect(region(page)).toContainText('You can download and read this publication online.');
    const until = new Date(item.accessExpirationDate).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(region(page)).toContainText(`Access until ${until}`);
    await expect(region(page).getByRole('link', { name: 'Open on PLI PLUS' })).toHaveAttribute(
      'href',
      `/plus-content/${BOOK}`,
    );
  });

  test('[S1-PRODUCT-07] [S3-ROLES-32] a signed-in member who did not buy the publication is not allowed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { url, pk } = await book(page);
    await page.goto(url);
    const lookup = lookupOf(page, pk);
    await signInFromHeader(page, USERS.im);
    expect(((await (await lookup).json()) as { items: unknown[] }).items).toEqual([]);
    await expect(region(page)).toHaveAttribute('data-access', 'not-allowed');
    await expect(region(page).getByRole('link', { name: 'Open on PLI PLUS' })).toHaveCount(0);
  });
});

test.describe('Publication access through a print edition', () => {
  /** The first seeded publication family (api/src/seed/catalogue-editions.ts): digital 209101, print 209102. */
  const EBOOK = '209101';
  const PRINT_PK = 'pub-209102';

  test('[S3-ROLES-31] [S1-PRODUCT-06] [S3-DATA-10] the owner of the print edition may download and read the ebook; the panel offers both editions', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const res = await page.request.get(`/api/product/${EBOOK}`);
    expect(res.status()).toBe(200);
    const { url } = ((await res.json()) as { variation: { url: string } }).variation;
    await page.goto(url);
    // both editions are on offer, each with its price
    const options = boundary(page, 'mfe-product').getByRole('region', { name: 'Purchase options' });
    await expect(options.getByRole('radio')).toHaveCount(2);
    await expect(options.getByRole('radio', { name: /Digital/ })).toBeVisible();
    await expect(options.getByRole('radio', { name: /Softcover/ })).toBeVisible();
    await expect(region(page)).toHaveAttribute('data-access', 'not-allowed');

    // the editor bought the print edition, not the ebook: the page asks for the print edition too
    const printLookup = page.waitForResponse((r) => {
      const u = new URL(r.url());
      return u.pathname === '/api/user/library/by-itemPks' && u.searchParams.get('itemPks') === PRINT_PK;
    });
    await signInFromHeader(page, USERS.editor);
    const items = ((await (await printLookup).json()) as { items: { pk: string; isPurchased: boolean }[] })
      .items;
    expect(items).toEqual([expect.objectContaining({ pk: PRINT_PK, isPurchased: true })]);
    await expect(region(page)).toHaveAttribute('data-access', 'allowed');
    await expect(region(page)).toContainText('You can download and read this publication online.');
  });
});
