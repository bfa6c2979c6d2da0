// Search as a new user meets it (issue 16): the overlay starts empty on each opening, focus lands on
// the results heading, the ghost completion follows the highlighted option, the header trigger reads
// well on a phone, 'ethics' + Enter keeps the text's ranking, and an operational page applies its preset.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const LABEL = 'Find a program, publication, or credit';
const results = (page: Page): Locator => page.getByRole('main').locator('[data-boundary="mfe-search"]');

async function openOverlay(page: Page) {
  await page.getByRole('button', { name: LABEL }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('search quality', () => {
  test('[S1-OVERLAY-16] [S1-OVERLAY-18] reopening starts empty, and focus moves to the results heading after a search', async ({
    page,
  }) => {
    await page.goto('/');
    let dialog = await openOverlay(page);
    const input = dialog.getByRole('combobox');
    await input.fill('securities');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const heading = results(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Results for “securities”');
    await expect(heading).toBeFocused();

    dialog = await openOverlay(page);
    await expect(dialog.getByRole('combobox')).toHaveValue('');
    await dialog.getByRole('combobox').pressSequentially('ethics');
    await expect(dialog.getByRole('combobox')).toHaveValue('ethics');
  });

  test('[S1-SUGGEST-09] the ghost completion always matches the highlighted option', async ({ page }) => {
    await page.goto('/');
    const dialog = await openOverlay(page);
    const input = dialog.getByRole('combobox');
    await input.pressSequentially('new');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    const ghost = dialog.locator('[aria-hidden="true"]').filter({ hasText: /\S/ }).first();
    const count = await options.count();
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('ArrowDown');
      const name = (await options.nth(i).innerText()).split('\n')[0]!.trim();
      await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
      // the ghost layer holds the typed text (invisible) and the rest of the active option, or no rest
      // at all when that option only contains the text
      const shown = await ghost.evaluate((el) => el.textContent ?? '');
      expect(shown.toLowerCase()).toBe(name.toLowerCase().startsWith('new') ? name.toLowerCase() : 'new');
    }
  });

  test('[S1-SEARCH-04] [S1-SEARCH-32] "ethics" + Enter applies the Ethics credit filter and still ranks ethics titles first', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openOverlay(page);
    await dialog.getByRole('combobox').fill('ethics');
    await page.keyboard.press('Enter');
    const root = results(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Results for “ethics”');
    const first = root.getByRole('listitem').getByRole('heading').first();
    await expect(first).toContainText(/ethics/i);
  });

  test('[S1-SEARCH-47] an operational page applies its preset facet when the URL has none', async ({
    page,
  }) => {
    await page.goto('/search/ethics-credit');
    const root = results(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Programs with ethics credit');
    await expect(root.getByTestId('operational-filter')).toHaveText('Ethics');
    const count = Number((await root.locator('#result-count').innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(6000);
  });

  test('[S1-OVERLAY-01] the header trigger is readable on a phone and names the search in full', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: LABEL });
    await expect(trigger).toBeVisible();
    await expect(trigger).toContainText('Search');
    // nothing is cut off: the visible label fits the button
    const fits = await trigger.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(trigger).toContainText(LABEL);
  });
});
