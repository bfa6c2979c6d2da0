// Integrators embed a single remote on a page of their own, without the shell.
import { expect, test } from '../support/test';
import { boundary, recordScripts, REMOTE_NAMES, remoteOrigin, siteOrigin } from '../support/site';

for (const remote of REMOTE_NAMES) {
  test(`${remote}: the embed example page renders the remote with real data and no shell`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${remoteOrigin(remote)}/embed-example.html`);
    const root = boundary(page, remote);
    await expect(root).toBeVisible();
    // real content: a heading rendered from API data, not a loading state
    await expect(root.getByRole('heading').first()).toBeVisible();
    await expect(root.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    // no shell: no site header, no shell script (behind the compose edge the remote lives on the site's
    // origin, under /remotes/<name>/: its own scripts are not the shell's)
    await expect(page.getByRole('button', { name: 'Find a program, publication, or credit' })).toHaveCount(0);
    expect(
      scripts.filter(
        (s) => s.url.startsWith(`${siteOrigin}/`) && !s.url.startsWith(`${remoteOrigin(remote)}/`),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}
