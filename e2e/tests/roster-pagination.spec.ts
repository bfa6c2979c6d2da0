// The roster's pages against the real API: Whitman & Crane has 30 members (the seed's 14 and 16 more,
// api/src/seed/seed-roster-members.ts) and a page holds 20, so the admin turns to a second page. The page
// counts from 1 on screen and from 0 on the server.
import type { Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

const ROSTER = '/account/credit/roster';
const ORG = 9001;

const rosterPage = (r: Response) =>
  r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/credit-tracker-admin/roster/${ORG}`;
const serverPage = (r: Response) => new URL(r.url()).searchParams.get('page');

test('[S2-ROSTER-08] [S2-ROSTER-09] the roster admin turns to the second page of her roster and back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(ROSTER);
  const first = page.waitForResponse(rosterPage);
  await signInFromHeader(page, USERS.roster);
  const firstAnswer = await first;
  expect(serverPage(firstAnswer)).toBe('0');
  const one = (await firstAnswer.json()) as { totalResults: number; totalPages: number; page: number };
  expect(one.totalResults).toBeGreaterThan(20);
  expect(one.page).toBe(0);

  const credit = boundary(page, 'mfe-credit');
  const table = credit.getByRole('table');
  const rows = table.locator('tbody tr');
  const pager = credit.getByRole('navigation', { name: 'Pagination' });
  await expect(credit.getByText(`${one.totalResults} members`, { exact: true })).toBeVisible();
  await expect(pager.getByText(`1 of ${one.totalPages}`, { exact: true })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(rows).toHaveCount(20);
  const pageOneNames = await table.locator('tbody tr strong').allTextContents();

  // UI page 2 is server page 1
  const second = page.waitForResponse((r) => rosterPage(r) && serverPage(r) === '1');
  await pager.getByRole('button', { name: 'Next' }).click();
  const two = (await (await second).json()) as { page: number; members: { displayName: string }[] };
  expect(two.page).toBe(1);
  await expect(pager.getByText(`2 of ${one.totalPages}`, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(one.totalResults - 20);
  const pageTwoNames = await table.locator('tbody tr strong').allTextContents();
  expect(pageTwoNames).toEqual(two.members.map((m) => m.displayName));
  expect(pageTwoNames.filter((n) => pageOneNames.includes(n))).toEqual([]);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  // each member on the second page can still be opened
  await expect(table.getByRole('link', { name: `View ${pageTwoNames[0]!}` })).toHaveAttribute(
    'href',
    /orgSk=9001&individualSk=\d+/,
  );

  // and back to the first (SWR may answer it from its cache)
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText(`1 of ${one.totalPages}`, { exact: true })).toBeVisible();
  await expect(table.locator('tbody tr strong').first()).toHaveText(pageOneNames[0]!);
});
