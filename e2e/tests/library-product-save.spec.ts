// Save to My Library from a program's product page, against the real API: saved there, found in My
// Library, removed there after the question (thanked for as feedback), gone after a reload; anonymous
// visitors are told 'Not authenticated'. And a row's materials download as real PDFs.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, submitLogin, USERS } from '../support/auth';
import { boundary } from '../support/site';

interface Hit {
  pk: string;
  title: string;
  url: string;
  searchableType: string;
}

/** On-demand programs from the public search, in its order. */
async function onDemandPrograms(page: Page): Promise<Hit[]> {
  const res = await page.request.post('/api/search', {
    data: { query: 'On-Demand', pageSize: 50, currentPage: 1 },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { searchResults: { searchResultsItems: Hit[] } };
  const programs = body.searchResults.searchResultsItems.filter(
    (i) => i.searchableType === 'ondemandprogram',
  );
  expect(programs.length).toBeGreaterThan(5);
  return programs;
}

/** The first of these programs that is not in the person's library (archived ones count as in it). */
async function firstNotInLibrary(page: Page, token: string, programs: Hit[]): Promise<Hit> {
  const res = await page.request.get(
    `/api/user/library/by-itemPks?itemPks=${programs.map((p) => p.pk).join(',')}&includeArchived=true&includeFavorites=true`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status()).toBe(200);
  const inLibrary = new Set(((await res.json()) as { items: { pk: string }[] }).items.map((i) => i.pk));
  const free = programs.find((p) => !inLibrary.has(p.pk));
  expect(free, 'a program the retail member does not have').toBeTruthy();
  return free!;
}

/** A row action: inline on a wide bar, else in the row's More menu. */
async function rowAction(row: Locator, name: string): Promise<void> {
  const inline = row.getByRole('button', { name, exact: true });
  if (await inline.count()) return inline.click();
  await row.getByRole('button', { name: /^More actions/ }).click();
  await row.getByRole('menuitem', { name }).click();
}

test.describe('Save to My Library from a product page', () => {
  test('an anonymous visitor who presses save on a product page is told "Not authenticated" and nothing is sent', async ({
    page,
  }) => {
    const [program] = await onDemandPrograms(page);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/user\/library/.test(r.url())) writes.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(program!.url);
    const product = boundary(page, 'mfe-product');
    await product.getByRole('button', { name: `Save to My Library: ${program!.title}`, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not authenticated' })).toBeVisible();
    await expect(
      product.getByRole('button', { name: `Save to My Library: ${program!.title}`, exact: true }),
    ).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('a program saved on its product page is in My Library, is removed there after the question, and stays gone after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tokens = recordTokens(page);
    const programs = await onDemandPrograms(page);
    await page.goto(programs[0]!.url);
    await signInFromHeader(page, USERS.retail);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    const program = await firstNotInLibrary(page, tokens.at(-1)!, programs);
    if (program.url !== programs[0]!.url) await page.goto(program.url);
    await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();

    const product = boundary(page, 'mfe-product');
    const library = boundary(page, 'mfe-library');
    const row = library
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: program.title, exact: true }) });

    await test.step('[S1-AUTH-31] [S1-LIBRARY-54] [S1-ERRORS-50] a signed-in member saves on the product page: the POST, the toast, the label, still saved after a reload', async () => {
      // save on the product page: the real POST, its toast, the button's new label
      const save = product.getByRole('button', { name: `Save to My Library: ${program.title}`, exact: true });
      await page.waitForLoadState('networkidle');
      const posted = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/user/library/${program.pk}`),
      );
      await save.click();
      expect((await posted).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: 'Saved to My Library' })).toBeVisible();
      await expect(
        product.getByRole('button', { name: `Saved to My Library: ${program.title}`, exact: true }),
      ).toBeVisible();

      // a reload of the product page asks the API again: still saved
      await page.reload();
      await expect(
        product.getByRole('button', { name: `Saved to My Library: ${program.title}`, exact: true }),
      ).toBeVisible();
    });

    await test.step('My Library lists it first (Last added)', async () => {
      // My Library: the newest item comes first (Last added)
      await page.getByRole('banner').getByRole('button', { name: USERS.retail.name }).click();
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'My Library' })
        .click();
      await expect(library.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
      await expect(row).toBeVisible();
      await expect(library.getByRole('article').first()).toContainText(program.title);
    });

    await test.step('[S1-LIBRARY-56] [S1-ERRORS-49] [S1-LIBRARY-57] removed there after the question, thanked for as feedback, with Undo', async () => {
      // removed there after the question; a program's removal is thanked for as feedback, with Undo
      await rowAction(row, 'Remove from library');
      await row
        .getByRole('alertdialog', { name: 'Do you want to remove this program from your Library?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      const thanks = page
        .getByRole('status')
        .filter({ hasText: 'Thanks for the feedback, the program has been removed.' });
      await expect(thanks).toBeVisible();
      await expect(thanks.getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect(row).toHaveCount(0);
    });

    await test.step('[S1-LIBRARY-55] gone for good: My Library and the product page agree after a reload', async () => {
      // gone for good: a reload of My Library and of the product page agree
      await page.reload();
      await expect(library.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
      await expect(library.getByRole('article').first()).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.goto(program.url);
      await page.waitForLoadState('networkidle');
      await expect(
        boundary(page, 'mfe-product').getByRole('button', {
          name: `Save to My Library: ${program.title}`,
          exact: true,
        }),
      ).toBeVisible();
    });
  });
});

test.describe('My Library materials', () => {
  test('[S1-API-20] an owned program row downloads its materials as a PDF', async ({ page }) => {
    test.setTimeout(90_000);
    // signed out, My Library sends to the provider's form and back
    await page.goto('/account/library?groupSearchableType=Programs&format=onDemand');
    await submitLogin(page, USERS.retail);
    await page.waitForURL(/\/account\/library\?groupSearchableType=Programs&format=onDemand$/);
    const library = boundary(page, 'mfe-library');
    await expect(library.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    // an owned row offers Watch
    const row = library
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Watch', exact: true }) })
      .first();
    await expect(row).toBeVisible();
    await rowAction(row, 'Materials');
    const materials = row.getByRole('list', { name: 'Materials' });
    // a program has course materials, a segment bought on its own slides first
    const course = materials.getByRole('link').first();
    await expect(course).toBeVisible();
    const fileName = await course.getAttribute('download');
    expect(fileName).toMatch(/^[\w-]+-(course|slides)\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), course.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});
