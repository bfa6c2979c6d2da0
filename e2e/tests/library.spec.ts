// My Library against the real API: save a podcast episode from its series page, find it in My
// Library, switch tabs and filters, reload and keep the state from the URL, remove it with Undo and
// then for good; anonymous visitors are sent to sign in.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousAxeViolations } from '../support/axe';
import { signInFromHeader, submitLogin, USERS } from '../support/auth';
import { boundary } from '../support/site';

const SERIES = '/podcasts/practically-speaking';

/** Waits until every row's library lookup has answered, then returns the first unsaved episode. */
async function firstUnsavedEpisode(page: Page): Promise<{ row: Locator; title: string }> {
  const library = boundary(page, 'mfe-library');
  await expect(library.getByRole('heading', { level: 2, name: 'Episodes' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const row = library
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Save to My Library/ }) })
    .first();
  const title = (await row.getByRole('heading', { level: 3 }).innerText()).trim();
  return { row, title };
}

/** A row action: inline on a wide bar, else in the row's More menu. */
async function rowAction(row: Locator, name: string): Promise<void> {
  const inline = row.getByRole('button', { name, exact: true });
  if (await inline.count()) return inline.click();
  await row.getByRole('button', { name: /^More actions/ }).click();
  await row.getByRole('menuitem', { name }).click();
}

test.describe('My Library', () => {
  test('a saved episode is found in My Library, survives a reload with its filters, and is removed with Undo then for good', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(SERIES);
    await signInFromHeader(page, USERS.retail);
    const { row: unsaved, title } = await firstUnsavedEpisode(page);
    // from here on the row is found by its title (its button's name changes)
    const row = boundary(page, 'mfe-library')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await expect(unsaved).toHaveCount(1);

    const library = boundary(page, 'mfe-library');
    const item = library.getByRole('article').filter({ hasText: title });

    await test.step('[S1-PODCAST-11] [S1-PODCAST-12] [S1-PODCAST-14] [S1-LIBRARY-54] [S1-ERRORS-50] a signed-in member saves an episode on the series page: the POST, the label, the toast', async () => {
      // save from the series page: the real POST, the toast, the label
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/user\/library\/[^/]+$/.test(r.url()),
      );
      await row.getByRole('button', { name: /^Save to My Library/ }).click();
      expect((await saved).status()).toBe(200);
      await expect(row.getByRole('button', { name: /^Saved to My Library/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Saved to My Library' })).toBeVisible();
    });

    await test.step('[S1-LIBRARY-01] [S1-LIBRARY-02] My Library from the account menu: its title and tabs', async () => {
      // to My Library through the account menu (no reload)
      await page.getByRole('banner').getByRole('button', { name: USERS.retail.name }).click();
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'My Library' })
        .click();
      await expect(page).toHaveURL(/\/account\/library$/);
      await expect(library.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
      await expect(library.getByRole('tab')).toHaveText([/^All/, /^Programs/, /^Publications/, /^Podcasts/]);
    });

    await test.step('[S1-LIBRARY-05] [S1-LIBRARY-08] the Podcasts tab and the Saved quick filter go to the URL, and a reload keeps them', async () => {
      // the Podcasts tab, then the Saved quick filter: both go to the URL
      await library.getByRole('tab', { name: /^Podcasts/ }).click();
      await expect(page).toHaveURL(/[?&]groupSearchableType=Podcasts/);
      await expect(library.getByRole('tab', { name: /^Podcasts/ })).toHaveAttribute('aria-selected', 'true');
      await expect(item).toBeVisible();
      await library
        .getByRole('list', { name: 'Quick filters' })
        .getByRole('button', { name: 'Saved' })
        .click();
      await expect(page).toHaveURL(/[?&]libraryItemStatus=isSaved/);
      await expect(item).toBeVisible();
      await expect(
        library.getByRole('list', { name: 'Quick filters' }).getByRole('button').first(),
      ).toHaveAttribute('aria-pressed', 'true');

      // a reload keeps the tab and the filter from the URL
      await page.reload();
      await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();
      await expect(library.getByRole('tab', { name: /^Podcasts/ })).toHaveAttribute('aria-selected', 'true');
      await expect(library.getByRole('button', { name: 'Saved', pressed: true })).toBeVisible();
      await expect(item).toBeVisible();
    });

    await test.step('[S1-LIBRARY-56] [S1-ERRORS-42] [S1-LIBRARY-57] [S1-ERRORS-40] removing asks first; its toast offers Undo, which saves it again', async () => {
      // remove: asked first, then the toast offers Undo, which brings it back
      await rowAction(item, 'Remove from library');
      await item
        .getByRole('alertdialog', { name: 'Do you want to remove this program from your Library?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      const removedToast = page.getByRole('status').filter({ hasText: 'Removed item from library' });
      await expect(removedToast).toBeVisible();
      await expect(library.getByRole('article').filter({ hasText: title })).toHaveCount(0);
      await removedToast.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved item to library' })).toBeVisible();
      await expect(library.getByRole('article').filter({ hasText: title })).toBeVisible();
    });

    await test.step('[S1-LIBRARY-55] removed for good: gone after a reload, and the series page offers Save again', async () => {
      // and for good: gone after a reload too
      const again = library.getByRole('article').filter({ hasText: title });
      await rowAction(again, 'Remove from library');
      await again
        .getByRole('alertdialog', { name: 'Do you want to remove this program from your Library?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(library.getByRole('article').filter({ hasText: title })).toHaveCount(0);
      await page.reload();
      await expect(library.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
      await expect(library.getByText(/\d+ items?$/)).toBeVisible();
      await expect(library.getByRole('article').filter({ hasText: title })).toHaveCount(0);

      // the series page agrees: the episode can be saved again
      await page.goto(SERIES);
      await page.waitForLoadState('networkidle');
      await expect(
        boundary(page, 'mfe-library')
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { level: 3, name: title }) })
          .getByRole('button', { name: /^Save to My Library/ }),
      ).toBeVisible();
    });
  });

  test('the retail library: programs with segments loaded on demand, sort and filters in the URL, load more', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/podcasts');
    await signInFromHeader(page, USERS.retail);
    await page.getByRole('banner').getByRole('button', { name: USERS.retail.name }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Library' }).click();
    const library = boundary(page, 'mfe-library');
    await expect(library.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    await expect(library.getByRole('article').first()).toBeVisible();
    await test.step('[S1-LIBRARY-07] Load more brings a second page', async () => {
      // dozens of items: no sparse state, and a second page
      await expect(library.getByRole('complementary', { name: 'Build your library' })).toHaveCount(0);
      const before = await library.getByRole('article').count();
      await library.getByRole('button', { name: 'Load more' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect.poll(() => library.getByRole('article').count()).toBeGreaterThan(before);
    });

    await test.step('[S1-LIBRARY-04] [S1-LIBRARY-41] [S1-LIBRARY-09] sorting goes back to page 1: the page parameter leaves the URL', async () => {
      // sorting goes back to page 1 (the page parameter leaves the URL)
      await library.getByRole('combobox', { name: 'Sort by' }).selectOption('OldestFirst');
      await expect(page).toHaveURL(/[?&]sort=OldestFirst/);
      await expect(page).not.toHaveURL(/[?&]page=/);
    });

    await test.step('[S1-LIBRARY-03] [S1-LIBRARY-13] [S1-LIBRARY-14] a Formats filter; a row shows 3 segments and loads the rest on demand', async () => {
      // Programs with the on-demand format: a row's segments, the rest loaded on demand
      await library.getByRole('tab', { name: /^Programs/ }).click();
      await expect(library.getByRole('tab', { name: /^Programs/ })).toHaveAttribute('aria-selected', 'true');
      // the box is controlled by the URL: click, then wait for the URL and the re-rendered box
      const onDemand = library
        .getByRole('group', { name: 'Formats' })
        .getByRole('checkbox', { name: /^On-Demand/ });
      await onDemand.click();
      await expect(page).toHaveURL(/[?&]format=onDemand/);
      await expect(onDemand).toBeChecked();
      const withMore = library
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /^Show all \d+ segments$/ }) })
        .first();
      const programTitle = (await withMore.getByRole('heading', { level: 3 }).innerText()).trim();
      // found by its title from here on (the button's name changes when expanded)
      const row = library
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 3, name: programTitle, exact: true }) });
      const expand = row.getByRole('button', { name: /^Show all \d+ segments$/ });
      await expect(expand).toBeVisible();
      await expect(row.getByRole('list', { name: 'Segments' }).getByRole('listitem')).toHaveCount(3);
      await expect(row.getByRole('list', { name: 'Segments' })).toContainText(
        /Watched|Partially complete|Not started/,
      );
      const total = Number((await expand.innerText()).match(/\d+/)![0]);
      const segments = page.waitForResponse((r) => /\/api\/user\/library\/[^/]+\/segments$/.test(r.url()));
      await expand.click();
      expect((await segments).status()).toBe(200);
      await expect(row.getByRole('list', { name: 'Segments' }).getByRole('listitem')).toHaveCount(total);
    });

    await test.step('[S1-LIBRARY-38] Clear all keeps the Programs tab', async () => {
      // Clear all keeps the Programs tab
      await library.getByRole('button', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(/\/account\/library\?groupSearchableType=Programs&sort=OldestFirst$/);
    });
  });

  test('[S1-ERRORS-48] [S1-LIBRARY-56] a search result saved from its card is saved for real; removing it from the card asks first', async ({
    page,
  }) => {
    await page.goto('/search?query=Answer%20Book');
    await signInFromHeader(page, USERS.retail);
    const search = boundary(page, 'mfe-search');
    const save = search.getByRole('button', { name: /^Save to My Library: / }).first();
    await expect(save).toBeVisible();
    const title = ((await save.getAttribute('aria-label')) ?? '').replace(/^Save to My Library: /, '');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved item to library.' })).toBeVisible();
    const savedButton = search
      .getByRole('button', { name: `Saved to My Library: ${title}`, exact: true })
      .first();
    await expect(savedButton).toBeVisible();

    // the search API now says so too (isFavorite for this person)
    await page.reload();
    await expect(savedButton).toBeVisible();
    await savedButton.click();
    const dialog = search.getByRole('alertdialog', {
      name: 'Do you want to remove this program from your Library?',
    });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed item from library' })).toBeVisible();
    await expect(
      search.getByRole('button', { name: `Save to My Library: ${title}`, exact: true }).first(),
    ).toBeVisible();
  });

  test('[S1-AUTH-28] [S1-AUTH-30] an anonymous visitor is sent to sign in and comes back to My Library', async ({
    page,
  }) => {
    const libraryCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/user\/library/.test(r.url())) libraryCalls.push(r.url());
    });
    await page.goto('/account/library?sort=NewestFirst');
    // the provider's login form, and no library call went out while anonymous (spec 1 §6)
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(libraryCalls).toEqual([]);
    await submitLogin(page, USERS.retail);
    await page.waitForURL(/\/account\/library\?sort=NewestFirst$/);
    const library = boundary(page, 'mfe-library');
    await expect(library.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    await expect(library.getByRole('combobox', { name: 'Sort by' })).toHaveValue('NewestFirst');
    await expect(library.getByRole('article').first()).toBeVisible();
  });

  test('axe: My Library, signed in, has no serious or critical violations', async ({ page }) => {
    await page.goto('/podcasts');
    await signInFromHeader(page, USERS.retail);
    await page.getByRole('banner').getByRole('button', { name: USERS.retail.name }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Library' }).click();
    const library = boundary(page, 'mfe-library');
    await expect(library.getByRole('article').first()).toBeVisible();
    expect(await seriousAxeViolations(page, 'main [data-boundary="mfe-library"]')).toEqual([]);
  });
});
