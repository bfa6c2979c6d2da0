// Faculty links on the home page and the about-faculty page open faculty profiles rendered by
// mfe-credit; a signed-in member follows a faculty member and the follow survives a reload; the
// profile settings page saves a name with 'Your profile has been updated'.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { boundary, expectShellChrome } from '../support/site';
import { signInFromHeader, USERS } from '../support/auth';

const credit = (page: Page) => boundary(page, 'mfe-credit');

async function firstHomeFaculty(page: Page) {
  await page.goto('/');
  await expectShellChrome(page);
  const row = page.getByRole('region', { name: 'Meet our faculty' });
  const link = row.locator('a[href^="/faculty/"]').first();
  await expect(link).toBeVisible();
  return link;
}

test.describe('faculty profiles', () => {
  test('a faculty link on the home page opens the profile', async ({ page }) => {
    const link = await firstHomeFaculty(page);
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const view = credit(page);
    await test.step('[S2-FACULTY-01] [S2-FACULTY-02] [S2-FACULTY-03] the profile shows the portrait, the name and share', async () => {
      await expect(view.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(view.getByRole('img', { name: /^Portrait of / })).toBeVisible();
      await expect(
        view.getByRole('group', { name: 'Share' }).getByRole('button', { name: 'Copy link' }),
      ).toBeVisible();
    });
    await test.step('[S2-FACULTY-05] [S2-FACULTY-06] [S2-FACULTY-07] the details, the biography and the shared content', async () => {
      await expect(view.getByText('Affiliation:')).toBeVisible();
      await expect(view.getByRole('heading', { name: 'Biography' })).toBeVisible();
      await expect(view.getByRole('heading', { name: 'Programs and publications' })).toBeVisible();
    });
    await test.step('[S2-FACULTY-08] home faculty rows list visible faculty: the profile is indexable', async () => {
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index');
    });
  });

  test('[S2-FACULTY-04] the about-faculty page from the footer lists faculty, each linking to the profile', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our faculty' }).click();
    await expect(page).toHaveURL(/\/about\/faculty$/);
    const view = credit(page);
    await expect(view.getByRole('heading', { level: 1, name: 'Our Faculty' })).toBeVisible();
    await view.getByRole('button', { name: 'M', exact: true }).click();
    const first = view.locator('a[href^="/faculty/"]').first();
    const who = (await first.textContent())!;
    await first.click();
    await expect(credit(page).getByRole('heading', { level: 1 })).toHaveText(who);
    // anonymous: Follow asks to sign in, and no follow state was read (S2-ROLES-02)
    await expect(credit(page).getByRole('button', { name: 'Follow' })).toBeVisible();
  });

  test('[S2-FACULTY-09] [S2-FACULTY-10] [S2-ROLES-09] following survives a reload; unfollow clears it', async ({
    page,
  }) => {
    await firstHomeFaculty(page);
    await signInFromHeader(page, USERS.pm);
    await page
      .getByRole('region', { name: 'Meet our faculty' })
      .locator('a[href^="/faculty/"]')
      .first()
      .click();
    const view = credit(page);
    const name = (await view.getByRole('heading', { level: 1 }).textContent())!;
    const follow = view.getByRole('button', { name: 'Follow' });
    await follow.click();
    await expect(page.getByText(`You're now following ${name}`)).toBeVisible();
    await expect(view.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(credit(page).getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await credit(page).getByRole('button', { name: 'Following' }).click();
    await expect(page.getByText(`You're no longer following ${name}`)).toBeVisible();
    await page.reload();
    await expect(credit(page).getByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test.describe('profile settings', () => {
  test("[S3-API-02] the account menu's Profile link opens the settings page; a saved name says 'Your profile has been updated' and stays", async ({
    page,
  }) => {
    await page.goto('/');
    await signInFromHeader(page, USERS.editor);
    await page.getByRole('banner').getByRole('button', { name: USERS.editor.name }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
    const view = credit(page);
    await expect(view.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    const last = view.getByLabel('Last name');
    await expect(last).toHaveValue('Editor');
    await last.fill('');
    await view.getByRole('button', { name: 'Save changes' }).click();
    await expect(view.getByText('Required', { exact: true })).toBeVisible();
    await last.fill('Editor-Jones');
    await view.getByRole('checkbox', { name: /Membership offers/ }).check();
    await view.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated')).toBeVisible();
    await page.reload();
    await expect(credit(page).getByLabel('Last name')).toHaveValue('Editor-Jones');
    await expect(credit(page).getByRole('checkbox', { name: /Membership offers/ })).toBeChecked();
    // leave the seeded person as found
    await credit(page).getByLabel('Last name').fill('Editor');
    await credit(page)
      .getByRole('checkbox', { name: /Membership offers/ })
      .uncheck();
    await credit(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated').first()).toBeVisible();
  });
});
