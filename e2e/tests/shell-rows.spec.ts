// The shell's analytics identify against the real API and identity provider, and the header's menu
// and account panels at phone and tablet widths, by keyboard.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { siteOrigin } from '../support/site';

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

test.describe('analytics identify', () => {
  test('[S1-AUTH-02] [S1-AUTH-40] [S1-AUTH-42] with analytics allowed, signing in identifies the member by IndividualSK, membership type and persona; after signing out nobody is identified', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      {
        name: 'privacyChoices',
        value: encodeURIComponent('advertising:denied|analytics:granted'),
        url: siteOrigin,
      },
    ]);
    await page.goto('/podcasts');
    expect(await dataLayer(page)).not.toContainEqual(expect.objectContaining({ event: 'identify' }));
    await signInFromHeader(page, USERS.pm);
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual({
        event: 'identify',
        userId: USERS.pm.individualSk,
        membershipType: 'PM',
        persona: 'Transactional lawyer',
      });
    // no organisation: the identify entry has no organizationId at all
    const identify = (await dataLayer(page)).find((e) => e.event === 'identify');
    expect(identify).not.toHaveProperty('organizationId');

    await page.getByRole('banner').getByRole('button', { name: USERS.pm.name }).click();
    // the page goes to the provider's end-session, back to /signout-callback, then to the same URL: the
    // signed-out page is read once it is back, not the old one on its way out
    const ended = page.waitForResponse(
      (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/signout-callback',
    );
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await ended;
    await page.waitForURL((url) => url.pathname === '/podcasts');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await dataLayer(page)).not.toContainEqual(expect.objectContaining({ event: 'identify' }));
  });

  test('without analytics consent a signed-in member is never identified', async ({ page }) => {
    await page.goto('/podcasts');
    await signInFromHeader(page, USERS.roster);
    // the tracking module is loaded and following the user, but nothing is sent
    await page.waitForLoadState('networkidle');
    expect(await dataLayer(page)).toEqual([]);
  });
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1024 },
]) {
  test.describe(`header panels at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`[S1-CHROME-06] [S1-CHROME-07] [S1-CHROME-08] ${viewport.name}: the menu panel opens from the keyboard, lists primary nav, subnav and the provider site, and Escape closes it`, async ({
      page,
    }) => {
      await page.goto('/support/disclaimer');
      const banner = page.getByRole('banner');
      const menuButton = banner.getByRole('button', { name: 'Menu' });
      await expect(menuButton).toBeVisible();
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Podcasts' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'My Library' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'About PLI' })).toBeVisible();
      // the panel lies over the page inside the screen: nothing below the header moved
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      // Tab walks from the button into the panel's links
      await page.keyboard.press('Tab');
      await expect(menu.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      // a link in the panel navigates and closes it
      await menuButton.click();
      await menu.getByRole('link', { name: 'Podcasts' }).click();
      await expect(page).toHaveURL(/\/podcasts$/);
      await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    });

    test(`[S1-CHROME-09] [S1-CHROME-10] ${viewport.name}: the account panel fits the screen, lists the subnav and Log out, and Escape closes it`, async ({
      page,
    }) => {
      await page.goto('/podcasts');
      await signInFromHeader(page, USERS.retail);
      const account = page.getByRole('banner').getByRole('button', { name: USERS.retail.name });
      await account.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('navigation', { name: 'Account' });
      await expect(panel.getByRole('link', { name: 'My Library' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible();
      const box = await panel.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(account).toBeFocused();
    });
  });
}
