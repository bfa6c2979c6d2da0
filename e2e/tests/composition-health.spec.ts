// The composition health page (decision 031): staff see each remote's entry, release, integrity,
// contract major, load time and last error, from the running host; everyone else is sent home.
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { remoteOrigin, topology } from '../support/site';

const REMOTES = Object.entries(topology.remotes);

test.describe('composition health page', () => {
  test('an anonymous visitor is sent to the home page', async ({ page }) => {
    await page.goto('/composition-health');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Composition health' })).toHaveCount(0);
  });

  test('staff see every remote with its release, hash, contract major, load time and last error', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // one remote announced as built against an old contract major: refused, and the page says why
    await page.route('**/remotes.json', async (route) => {
      const list = (await (await route.fetch()).json()) as { remotes: Record<string, unknown>[] };
      for (const entry of list.remotes) if (entry.name === 'mfe_library') entry.contracts = 0;
      await route.fulfill({ json: list });
    });
    await page.goto('/');
    await signInFromHeader(page, USERS.staff);
    await page.goto('/composition-health'); // a reload: one silent sign-in
    await expect(page.getByRole('heading', { level: 1, name: 'Composition health' })).toBeVisible();
    await page.getByRole('button', { name: 'Load every remote' }).click();
    await expect(page.getByRole('button', { name: 'Load every remote' })).toBeEnabled({ timeout: 30_000 });

    const table = page.getByRole('table', { name: 'Remotes of this page' });
    for (const [name, r] of REMOTES) {
      const row = table.locator(`tr[data-remote="${r.federationName}"]`);
      await expect(row.getByRole('rowheader')).toHaveText(r.federationName);
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText(`${remoteOrigin(name)}/remoteEntry.js`);
      await expect(cells.nth(1)).toHaveText(/^[A-Za-z0-9._-]+$/); // the build id of its release
      await expect(cells.nth(2)).toHaveText(/^sha384-[A-Za-z0-9+/]{64}$/);
      if (r.federationName === 'mfe_library') {
        await expect(cells.nth(3)).toHaveText('0');
        await expect(cells.nth(4)).toHaveText('refused');
        await expect(cells.nth(6)).toContainText(
          'refused: built against @cle/contracts 0, the shell speaks 1',
        );
      } else {
        await expect(cells.nth(3)).toHaveText('1');
        await expect(cells.nth(4)).toHaveText('loaded');
        await expect(cells.nth(5)).toHaveText(/^\d+ ms$/);
        await expect(cells.nth(6)).toHaveText('none');
      }
    }
  });
});
