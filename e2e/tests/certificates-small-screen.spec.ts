// The certificates page on a phone against the real API: im@'s seeded credits as one card each.
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

test('[S2-CERT-16] on a small screen the certificates table becomes one card per certificate, one column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account/certificates');
  await signInFromHeader(page, USERS.im);
  const credit = boundary(page, 'mfe-credit');
  // im@'s seeded external program and carryover
  const rows = credit.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
  const first = rows.first();
  await expect(first).toHaveCSS('display', 'block');
  // the column headers are for screen readers only; each cell sits under the one before it, full width
  const header = await credit.getByRole('table').locator('thead').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(1);
  const cells = await first.locator('td').evaluateAll((tds) =>
    tds.map((td) => {
      const r = td.getBoundingClientRect();
      return { left: Math.round(r.left), top: Math.round(r.top) };
    }),
  );
  expect(new Set(cells.map((c) => c.left)).size).toBe(1);
  for (let i = 1; i < cells.length; i++) expect(cells[i]!.top).toBeGreaterThan(cells[i - 1]!.top);

  // on a wide screen it is a table again
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(first).toHaveCSS('display', 'table-row');
});
