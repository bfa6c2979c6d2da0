// The shell's account rows against the real API: the product share path resolves through the product
// lookup, and a signed-in member reaches their profile and their credit tracking from the account menu.
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

const CODE = '380000';

test.describe('shell account links', () => {
  test('[S1-ROUTES-26] the product share path /product/{id} opens the product page, by code and by variation pk', async ({
    page,
  }) => {
    const product = (await (await page.request.get(`/api/product/${CODE}`)).json()) as {
      variation: { pk: string; url: string; displayName: string };
    };
    const { pk, url, displayName } = product.variation;
    for (const id of [CODE, pk]) {
      await page.goto(`/product/${encodeURIComponent(id)}?utm_source=share#top`);
      // the redirect keeps the query and hash and replaces the share path in history
      await expect(page).toHaveURL(`${url}?utm_source=share#top`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(displayName);
    }
  });

  test('[S1-AUTH-34] a signed-in member has a profile and credit tracking, reached from the account menu', async ({
    page,
  }) => {
    await page.goto('/');
    await signInFromHeader(page, USERS.pm);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: USERS.pm.name }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    const credit = boundary(page, 'mfe-credit');
    // the profile the API keeps for this member
    await expect(credit.getByLabel('First name')).toHaveValue(USERS.pm.name.split(' ')[0]!);

    const tracker = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/credit-tracker',
    );
    await banner.getByRole('button', { name: USERS.pm.name }).click();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Credit Tracker' })
      .click();
    await expect(page).toHaveURL(/\/account\/credit\/credit-tracker/);
    expect((await tracker).status()).toBe(200);
    await expect(credit).toBeVisible();
  });
});
