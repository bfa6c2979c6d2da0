// The search overlay (spec 1 §2, §4, §5): opened from the header, suggestions, autocompletion,
// filters in modal flows, and Enter / Search to the results page. Keyboard and axe included.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousAxeViolations } from '../support/axe';

/** The results page's remote root (the overlay has a root of its own in the header). */
const results = (page: Page): Locator => page.getByRole('main').locator('[data-boundary="mfe-search"]');

const LABEL = 'Find a program, publication, or credit';

async function openOverlay(page: Page, from = '/') {
  await page.goto(from);
  await page.getByRole('button', { name: LABEL }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Records the URLs the single-page app pushes, so a flag removed later is still seen. */
async function recordPushedUrls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __pushed: string[] };
    w.__pushed = [];
    const push = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      w.__pushed.push(String(url));
      push(data, unused, url);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __pushed: string[] }).__pushed);
}

test.describe('search overlay', () => {
  test('opens full screen and suggests at most 5 values in the spec order', async ({ page }) => {
    const dialog = await openOverlay(page);
    const input = dialog.getByRole('combobox', { name: LABEL });
    await test.step('[S1-OVERLAY-01] [S1-OVERLAY-02] [S1-OVERLAY-03] the header button opens a full-screen modal dialog with the full placeholder', async () => {
      const box = await dialog.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('placeholder', LABEL);
    });

    const listbox = dialog.getByRole('listbox', { name: 'Suggestions' });
    await test.step('[S1-OVERLAY-10] [S1-SUGGEST-01] [S1-SUGGEST-06] [S1-SUGGEST-08] the typed text is asked of autocomplete; at most 5 suggestions, Jurisdiction, Credit type, Practice area', async () => {
      const asked = page.waitForRequest((r) => r.url().includes('/api/search/autocomplete?q=ta'));
      await input.pressSequentially('ta');
      await asked;
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const options = await listbox.getByRole('option').allInnerTexts();
      expect(options.length).toBeLessThanOrEqual(5);
      const types = options.map((o) => o.split('\n').pop());
      const rank = { Jurisdiction: 0, 'Credit type': 1, 'Practice area': 2 } as Record<string, number>;
      expect(types.map((t) => rank[t!])).toEqual([...types.map((t) => rank[t!])].sort());
      // "ta": Montana, Utah (jurisdictions) come before Tax Law (a Major shown as Practice area)
      expect(options.join('|')).toContain('Jurisdiction');
    });

    await test.step('[S1-SUGGEST-12] a Major (Tax Law) is shown as Practice area', async () => {
      await input.fill('tax l');
      await expect(listbox.getByRole('option')).toHaveText([/Tax Law\s*Practice area/]);
    });
  });

  test('[S1-OVERLAY-05] [S1-OVERLAY-06] [S1-OVERLAY-08] [S1-SUGGEST-03] [S1-SUGGEST-09] Tab accepts the prefix autocompletion; Clear empties the input', async ({
    page,
  }) => {
    const dialog = await openOverlay(page);
    const input = dialog.getByRole('combobox');
    await input.pressSequentially('new y');
    await expect(dialog.getByText('Press tab', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(input).toHaveValue('New York');
    await expect(input).toBeFocused();
    // the suggestion equal to the text is dropped
    await expect(dialog.getByRole('option', { name: /New York/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
  });

  test('[S1-ERRORS-54] a text nothing matches shows "No results found" under the input', async ({ page }) => {
    const dialog = await openOverlay(page);
    await dialog.getByRole('combobox').pressSequentially('zzqx');
    await expect(dialog.getByText('No results found')).toBeVisible();
  });

  test('[S1-OVERLAY-16] [S1-OVERLAY-18] [S1-OVERLAY-19] Enter opens the results page with the query, the overlay flag and the new-search flag', async ({
    page,
  }) => {
    const dialog = await openOverlay(page);
    const pushed = await recordPushedUrls(page);
    await dialog.getByRole('combobox').fill('securities');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(results(page).getByRole('heading', { level: 1 })).toHaveText('Results for “securities”');
    const first = new URL((await pushed())[0]!, 'http://x');
    expect(first.pathname).toBe('/search');
    expect(first.searchParams.get('query')).toBe('securities');
    expect(first.searchParams.get('searchOverlay')).toBe('true');
    expect(first.searchParams.get('newSearch')).toBe('true');
    // [S1-SEARCH-30] the new-search flag is cleared once results arrived
    await expect(page).not.toHaveURL(/newSearch/);
    await expect(page).toHaveURL(/searchOverlay=true/);
  });

  test('filters in modal flows go to the results URL', async ({ page }) => {
    const dialog = await openOverlay(page);
    const panel = dialog.getByRole('region', { name: 'Refine your search using the filters below' });
    await test.step('[S1-OVERLAY-11] [S1-OVERLAY-12] the filter panel and its four groups', async () => {
      for (const name of ['Jurisdictions', 'Credit types', 'Practice areas', 'Program formats'])
        await expect(panel.getByRole('group', { name })).toBeVisible();
    });

    let modal = page.getByRole('dialog', { name: 'Add jurisdictions' });
    await test.step('[S1-OVERLAY-13] [S1-OVERLAY-23] [S1-OVERLAY-24] Jurisdictions: an add button opens a modal; values load 15 at a time, Show more merges the next page', async () => {
      // Jurisdictions: add button -> modal; values load 15 at a time, Show more merges the next page
      const addJur = panel.getByRole('button', { name: 'Add jurisdictions' });
      await addJur.click();
      modal = page.getByRole('dialog', { name: 'Add jurisdictions' });
      await expect(modal.getByRole('checkbox')).toHaveCount(15);
      await modal.getByRole('button', { name: 'Show more' }).click();
      await expect(modal.getByRole('checkbox')).toHaveCount(30);
      await expect(modal.getByRole('checkbox').nth(15)).toBeFocused();
      await modal.getByRole('searchbox', { name: 'Find a jurisdiction' }).fill('new');
      await expect(modal.getByRole('checkbox')).toHaveCount(4);
      await modal.getByRole('checkbox', { name: /New York/ }).check();
      await modal.getByRole('checkbox', { name: /New Jersey/ }).check();
      await modal.getByRole('button', { name: 'Apply' }).click();
      await expect(modal).toBeHidden();
      await expect(addJur).toBeFocused();
      await expect(panel.getByRole('button', { name: 'Remove New York' })).toBeVisible();
    });

    await test.step('[S1-OVERLAY-14] Practice areas: an add button opens a modal', async () => {
      // Practice areas: add button -> modal
      await panel.getByRole('button', { name: 'Add practice areas' }).click();
      modal = page.getByRole('dialog', { name: 'Add practice areas' });
      await modal.getByRole('searchbox', { name: 'Find a practice area' }).fill('tax');
      await modal.getByRole('checkbox', { name: /^Tax Law/ }).check();
      await modal.getByRole('button', { name: 'Apply' }).click();
    });

    await test.step('[S1-OVERLAY-15] Credit types: a "View all" modal', async () => {
      // Credit types: 'View all' modal
      await panel.getByRole('button', { name: 'View all credit types' }).click();
      modal = page.getByRole('dialog', { name: 'All credit types' });
      await expect(modal.getByRole('checkbox')).toHaveCount(12);
      await modal.getByRole('checkbox', { name: /^Ethics/ }).check();
      await modal.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByRole('checkbox', { name: /^Ethics/ })).toBeChecked();
    });

    await test.step('[S1-OVERLAY-22] a facet toggles its checked state', async () => {
      // Program formats inline; a facet toggles
      const webcast = panel.getByRole('checkbox', { name: /^Live Webcast/ });
      await webcast.check();
      await webcast.uncheck();
      await expect(webcast).not.toBeChecked();
      await webcast.check();
    });

    await test.step('[S1-OVERLAY-17] [S1-OVERLAY-20] Search goes to the results page with the query and the selected filters', async () => {
      await dialog.getByRole('combobox').fill('tax');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('query')).toBe('tax');
      expect(url.searchParams.get('jurisdictions')).toBe('NY;NJ');
      expect(url.searchParams.get('practiceArea')).toMatch(/^Tax Law\|\d+$/);
      expect(url.searchParams.get('creditType')).toBe('ETH');
      expect(url.searchParams.get('format')).toBe('Live Webcast');
      await expect(results(page).locator('#result-count')).toHaveText(/results?$/);
    });
  });

  test('[S1-OVERLAY-25] [S1-SUGGEST-04] choosing a suggestion checks its filter, hides it from suggestions; removing the last value resets the group', async ({
    page,
  }) => {
    const dialog = await openOverlay(page);
    const input = dialog.getByRole('combobox');
    await input.pressSequentially('new');
    await dialog.getByRole('option', { name: /New York/ }).click();
    const panel = dialog.getByRole('region', { name: 'Refine your search using the filters below' });
    const chip = panel.getByRole('button', { name: 'Remove New York' });
    await expect(chip).toBeVisible();
    await expect(input).toHaveValue('');
    await input.pressSequentially('new');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(dialog.getByRole('option', { name: /New York/ })).toHaveCount(0);
    await chip.click();
    await expect(panel.getByRole('group', { name: 'Jurisdictions' }).getByRole('listitem')).toHaveCount(0);
    await expect(dialog.getByRole('option', { name: /New York/ })).toBeVisible();
  });

  test('[S1-OVERLAY-21] closing clears the filters after 500 ms', async ({ page }) => {
    const dialog = await openOverlay(page);
    const trigger = page.getByRole('button', { name: LABEL });
    const panel = dialog.getByRole('region', { name: 'Refine your search using the filters below' });
    const ondemand = panel.getByRole('checkbox', { name: /^On-Demand/ });
    await ondemand.check();
    // closed and reopened well within 500 ms: the filter is still there
    await page.keyboard.press('Escape');
    await trigger.click();
    await expect(ondemand).toBeChecked();
    // closed for longer than 500 ms: cleared
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);
    await trigger.click();
    await expect(panel.getByRole('checkbox', { name: /^On-Demand/ })).not.toBeChecked();
  });

  test('keyboard only: focus stays in the dialog, arrows and Enter choose a suggestion, Escape closes and focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: LABEL });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('new');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: /^Remove New/ })).toBeVisible();
    // Tab around the whole dialog: focus never leaves it
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // a modal flow by keyboard: Escape closes only the modal
    await dialog.getByRole('button', { name: 'Add practice areas' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Add practice areas' });
    await expect(modal.getByRole('searchbox', { name: 'Find a practice area' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('axe: the open overlay and its modal have no serious or critical violations', async ({ page }) => {
    const dialog = await openOverlay(page);
    await dialog.getByRole('combobox').pressSequentially('new');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const serious = () => seriousAxeViolations(page, '[role="dialog"]');
    expect(await serious()).toEqual([]);
    await dialog.getByRole('button', { name: 'Add jurisdictions' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Add jurisdictions' }).getByRole('checkbox').first(),
    ).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

test.describe('search overlay on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('[S1-OVERLAY-04] [S1-OVERLAY-07] [S1-OVERLAY-09] placeholder "Search"; "Tap to fill" accepts the autocompletion', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: LABEL }).tap();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Search');
    await input.pressSequentially('penn');
    const fill = dialog.getByRole('button', { name: 'Tap to fill' });
    await expect(fill).toBeVisible();
    await expect(dialog.getByText('Press tab', { exact: true })).toHaveCount(0);
    await fill.tap();
    await expect(input).toHaveValue('Pennsylvania');
  });
});
