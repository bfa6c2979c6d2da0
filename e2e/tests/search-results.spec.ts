// The search results page (spec 1 §2, §4, §5): the URL reproduces the page; tabs, facets, quick
// filters, sort, load more, semantic filters, no-results states, back, explain, URL actions, errors.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/site';

/** The results page's remote root (the overlay, once opened, has a root of its own in the header). */
const results = (page: Page): Locator => page.getByRole('main').locator('[data-boundary="mfe-search"]');
const count = (page: Page) => results(page).locator('#result-count');
const hitsOf = async (page: Page) => Number((await count(page).innerText()).replace(/\D/g, ''));
const cards = (page: Page) => results(page).getByRole('article');

/** The page, hydrated: its tabs take arrow keys only once React owns them (the held presses are clicks). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(count(page)).toHaveText(/^[\d,]+ results?$/);
  await waitForHydration(page);
}

test.describe('search results page', () => {
  test('a URL with filters, tab, sort and page reproduces the page on reload', async ({ page }) => {
    const url = '/search?query=securities&jurisdictions=NY;CA&tab=Programs&sort=title&page=2';
    await open(page, url);
    const render = async () => ({
      heading: await results(page).getByRole('heading', { level: 1 }).innerText(),
      count: await count(page).innerText(),
      tab: await results(page).getByRole('tab', { selected: true }).innerText(),
      sort: await results(page).getByRole('combobox', { name: 'Sort by' }).inputValue(),
      checked: await results(page)
        .getByRole('checkbox', { checked: true })
        .evaluateAll((els) => els.map((e) => e.closest('label')?.textContent)),
      titles: await cards(page).getByRole('heading', { level: 3 }).allInnerTexts(),
    });
    const before = await render();
    await test.step('[S1-SEARCH-10] [S1-SEARCH-12] [S1-SEARCH-13] [S1-SEARCH-39] query, tab, sort and the two jurisdictions of one parameter (NY;CA) are read from the URL', async () => {
      expect(before.heading).toBe('Results for “securities”');
      expect(before.tab).toMatch(/^Programs/);
      expect(before.sort).toBe('title');
      expect(before.checked.join('|')).toMatch(/New York/);
      expect(before.checked.join('|')).toMatch(/California/);
    });
    await test.step('[S1-SEARCH-37] page=2 asks for two pages of results; a reload renders the same page', async () => {
      expect(before.titles.length).toBe(Math.min(40, await hitsOf(page)));
      await page.reload();
      await expect(count(page)).toHaveText(before.count);
      expect(await render()).toEqual(before);
    });
  });

  test('[S1-SEARCH-11] [S1-SEARCH-09] the older query parameter is read; with no query the title is the page title', async ({
    page,
  }) => {
    await open(page, '/search?q=tax');
    await expect(results(page).getByRole('heading', { level: 1 })).toHaveText('Results for “tax”');
    await open(page, '/search');
    await expect(results(page).getByRole('heading', { level: 1 })).toHaveText('Search Results');
  });

  test('[S1-SEARCH-01] [S1-SEARCH-02] [S1-SEARCH-03] [S1-SEARCH-07] [S1-AUTH-27] tabs, facets, quick filters and sort change the URL and the results', async ({
    page,
  }) => {
    await open(page, '/search?query=securities');
    const all = await hitsOf(page);
    // tabs: arrow keys move between them
    const tabs = results(page).getByRole('tablist', { name: 'Content type' });
    await tabs.getByRole('tab', { name: /^All/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=Programs/);
    await expect(tabs.getByRole('tab', { name: /^Programs/ })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: /^Programs/ })).toBeFocused();
    await expect.poll(() => hitsOf(page)).toBeLessThan(all);
    const programs = await hitsOf(page);

    // a facet checkbox
    const filters = results(page).getByRole('region', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Show all jurisdictions' }).click();
    await filters.getByRole('checkbox', { name: /^New York/ }).check();
    await expect(page).toHaveURL(/jurisdictions=NY/);
    await expect.poll(() => hitsOf(page)).toBeLessThan(programs);
    await expect(filters.getByRole('checkbox', { name: /^New York/ })).toBeChecked();

    // a quick filter (program formats)
    const quick = results(page).getByRole('group', { name: 'Quick filters' });
    await quick.getByRole('button', { name: 'On-Demand' }).click();
    await expect(page).toHaveURL(/format=On-Demand/);
    await expect(quick.getByRole('button', { name: 'On-Demand' })).toHaveAttribute('aria-pressed', 'true');
    // the new results replace the old once they arrive: then every card's format line reads on-demand
    const formats = () =>
      cards(page).evaluateAll((els) => els.map((e) => e.querySelector('p')?.textContent ?? ''));
    await expect
      .poll(async () => {
        const lines = await formats();
        return lines.length > 0 && lines.every((line) => /ON-DEMAND/i.test(line));
      })
      .toBe(true);

    // sort
    await results(page).getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('[S1-SEARCH-08] [S1-SEARCH-34] [S1-SEARCH-35] load more grows the page by one page; remaining = hits - loaded', async ({
    page,
  }) => {
    await open(page, '/search?query=tax');
    const hits = await hitsOf(page);
    await expect(cards(page)).toHaveCount(20);
    const more = results(page).getByRole('button', { name: /^Load more/ });
    await expect(more).toHaveText(`Load more (${(hits - 20).toLocaleString('en-US')} remaining)`);
    await more.click();
    await expect(cards(page)).toHaveCount(40);
    await expect(page).toHaveURL(/page=2/);
    await expect(more).toHaveText(`Load more (${(hits - 40).toLocaleString('en-US')} remaining)`);
    // focus moves to the first newly loaded result
    await expect(cards(page).nth(20).getByRole('heading').getByRole('link')).toBeFocused();
  });

  test('[S1-SEARCH-06] [S1-SEARCH-45] [S1-SEARCH-46] marketing modules follow the 2nd result; cards link to product pages', async ({
    page,
  }) => {
    await open(page, '/search?query=securities');
    const list = results(page).locator('#search-results > ol > li');
    await expect(list.nth(2).getByRole('complementary')).toHaveAccessibleName(
      'Become a PLI Privileged Member',
    );
    await expect(list.nth(1).getByRole('article')).toBeVisible();
    // anonymous visitors get register or buy actions, one per result
    const actions = await results(page)
      .getByRole('link', { name: /^(Register|Buy|Listen): / })
      .count();
    expect(actions).toBe(await cards(page).count());
    const first = cards(page).first().getByRole('heading').getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/(programs|publications|podcasts)\//);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('[S1-SEARCH-05] [S1-SEARCH-20] [S1-SEARCH-22] [S1-SEARCH-23] no results from the query shows the subhead and recommended searches', async ({
    page,
  }) => {
    await open(page, '/search?query=zzqxv');
    const state = results(page).locator('[data-status]');
    await expect(state).toHaveAttribute('data-status', 'no-results-from-query');
    await expect(state.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(state).toContainText('Try a different search term or one of these popular searches.');
    const recommended = state.getByRole('navigation', { name: 'Recommended searches' });
    await expect(recommended.getByRole('link', { name: 'Ethics' })).toHaveAttribute(
      'href',
      '/search?query=Ethics',
    );
    await recommended.getByRole('link', { name: 'Securities Law' }).click();
    await expect(results(page).getByRole('heading', { level: 1 })).toHaveText('Results for “Securities Law”');
    await expect(count(page)).toHaveText(/^[1-9][\d,]* results?$/);
  });

  test('[S1-SEARCH-24] [S1-SEARCH-25] zero hits with filters: no-results-from-filters, unless the query alone finds nothing', async ({
    page,
  }) => {
    // podcasts carry no CLE credit: ethics podcasts with an ethics credit filter find nothing, the query alone does
    await open(page, '/search?query=ethics&tab=Podcasts&creditType=ETH');
    const state = results(page).locator('[data-status]');
    await expect(state).toHaveAttribute('data-status', 'no-results-from-filters');
    await expect(state).toContainText('Try removing some filters to see more results.');
    await state.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).not.toHaveURL(/creditType/);
    await expect(count(page)).toHaveText(/^[1-9][\d,]* results?$/);

    await open(page, '/search?query=zzqxv&jurisdictions=NY');
    await expect(results(page).locator('[data-status]')).toHaveAttribute(
      'data-status',
      'no-results-from-query',
    );
  });

  test('[S1-SEARCH-04] [S1-SEARCH-17] [S1-SEARCH-32] [S1-SEARCH-33] semantic filters: applied from the query, switched off by the URL flag or an explicit facet', async ({
    page,
  }) => {
    await open(page, '/search?query=new%20york%20securities');
    const semantic = results(page).getByRole('region', { name: 'Semantic filters' });
    await expect(semantic.getByRole('button', { name: 'Remove filter New York' })).toBeVisible();
    const filters = results(page).getByRole('region', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: /^New York/ })).toBeChecked();
    const withSemantic = await hitsOf(page);

    await semantic.getByRole('button', { name: 'Search without these filters' }).click();
    await expect(page).toHaveURL(/semanticFilters=false/);
    await expect(semantic.getByRole('button', { name: 'Use them as filters' })).toBeVisible();
    // the whole text is searched now ("new york" appears in no catalogue text)
    await expect.poll(() => hitsOf(page)).not.toBe(withSemantic);
    await expect(results(page).getByRole('checkbox', { name: /^New York/, checked: true })).toHaveCount(0);
    await semantic.getByRole('button', { name: 'Use them as filters' }).click();
    await expect(page).not.toHaveURL(/semanticFilters/);
    await expect.poll(() => hitsOf(page)).toBe(withSemantic);

    // an explicit facet parameter: semantic filters do not apply
    await open(page, '/search?query=ethics&jurisdictions=CA');
    await expect(semantic).toBeHidden();
    await expect(filters.getByRole('checkbox', { name: /^Ethics/ })).not.toBeChecked();
    await expect(filters.getByRole('checkbox', { name: /^California/ })).toBeChecked();

    // changing a filter keeps what the page showed, as explicit parameters
    await open(page, '/search?query=new%20york%20securities');
    await filters.getByRole('checkbox', { name: /^Ethics/ }).check();
    await expect(page).toHaveURL(/jurisdictions=NY/);
    await expect(page).toHaveURL(/query=securities/);
    await expect(page).toHaveURL(/creditType=ETH/);
  });

  test('[S1-SEARCH-15] [S1-SEARCH-16] explain=true shows each score and its difference to the top, to 4 decimals', async ({
    page,
  }) => {
    await open(page, '/search?query=securities%20regulation&explain=true');
    const first = cards(page).first();
    // scores add title phrase boosts to ts_rank_cd (decision 023), so the top one can pass 1
    await expect(first).toContainText(/Score \d+\.\d{4} · 0\.0000 below the top result/);
    await expect(cards(page).nth(5)).toContainText(/Score \d+\.\d{4} · \d+\.\d{4} below the top result/);
    await expect(first.locator('code')).toContainText("ts_rank_cd('{0.1,0.2,0.4,1.0}', search_doc");
    await open(page, '/search?query=securities%20regulation');
    await expect(cards(page).first()).not.toContainText('below the top result');
  });

  test('[S1-SEARCH-18] [S1-SEARCH-19] successAction is shown once and removed from the URL', async ({
    page,
  }) => {
    await page.goto('/search?query=tax&successAction=savedToLibrary&program=Tax%20Strategies');
    // the message comes from the fixed table (issue 18): the program name in the URL is never shown
    await expect(page.getByText('Saved item to library', { exact: true })).toBeVisible();
    await expect(page.getByText('Tax Strategies')).toHaveCount(0);
    await expect(page).not.toHaveURL(/successAction|program=/);
    await expect(page).toHaveURL(/query=tax/);
    await page.reload();
    await expect(count(page)).toHaveText(/results?$/);
    await expect(page.getByText('Saved item to library', { exact: true })).toHaveCount(0);
  });

  test('[S1-SEARCH-14] [S1-SEARCH-30] [S1-SEARCH-31] browser back returns to the previous search in new-search mode', async ({
    page,
  }) => {
    await open(page, '/search?query=antitrust&newSearch=true');
    await expect(page).not.toHaveURL(/newSearch/);
    const first = await count(page).innerText();
    await page.getByRole('button', { name: 'Find a program, publication, or credit' }).click();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('patent');
    await page.keyboard.press('Enter');
    await expect(results(page).getByRole('heading', { level: 1 })).toHaveText('Results for “patent”');
    await expect(results(page).locator('#search-results')).toHaveAttribute('data-new-search', 'false');
    const tracked = () =>
      page.evaluate(
        () => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).length,
      );
    const before = await tracked();
    await page.goBack();
    await expect(results(page).getByRole('heading', { level: 1 })).toHaveText('Results for “antitrust”');
    await expect(count(page)).toHaveText(first);
    // back turned new-search mode on: the search is tracked as a new one when its results are in
    await expect.poll(tracked).toBeGreaterThan(before);
    await expect(results(page).locator('#search-results')).toHaveAttribute('data-new-search', 'false');
  });

  test('[S1-SEARCH-26] [S1-SEARCH-27] [S1-SEARCH-28] [S1-SEARCH-29] a search error is recorded, tracked, clears the new-search flag; Try again recovers', async ({
    page,
    expectApiErrors,
  }) => {
    expectApiErrors([{ status: 500, path: /^\/api\/search$/ }]);
    await page.route('**/api/search', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    // a server-rendered results page carries its answer: the failing search is the browser's next one,
    // a new search from the header
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Find a program, publication, or credit' }).click();
    await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('ethics');
    await page.keyboard.press('Enter');
    await expect(results(page).getByRole('alert')).toContainText('Search is unavailable right now.');
    await expect(page).not.toHaveURL(/newSearch/);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event),
    );
    expect(events).toContain('search:error');
    await page.unroute('**/api/search');
    await results(page).getByRole('button', { name: 'Try again' }).click();
    await expect(count(page)).toHaveText(/^[1-9][\d,]* results?$/);
  });

  test('keyboard only: filter, sort and load more without a mouse', async ({ page }) => {
    await open(page, '/search?query=litigation');
    const filters = results(page).getByRole('region', { name: 'Filters' });
    const ethics = filters.getByRole('checkbox', { name: /^Ethics/ });
    await ethics.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/creditType=ETH/);
    // the next key after what the person sees: the URL changes before the page has rendered it
    await expect(ethics).toBeChecked();
    const sort = results(page).getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=date/);
    await expect(sort).toHaveValue('date');
    await expect(results(page).locator('#search-results')).toHaveAttribute('aria-busy', 'false');
    const more = results(page).getByRole('button', { name: /^Load more/ });
    // disabled while the sorted results load: a disabled button takes no focus
    await expect(more).toBeEnabled();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
  });

  test('axe: the results page has no serious or critical violations', async ({ page }) => {
    await open(page, '/search?query=new%20york%20securities');
    expect(await seriousAxeViolations(page, 'main [data-boundary="mfe-search"]')).toEqual([]);
  });
});
