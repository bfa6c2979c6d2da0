// Remote code runs only if it is the code that was released: remotes.json carries the SRI hash of
// each remoteEntry.js recorded at build time, and the shell refuses anything else (fail closed).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { REMOTES_FILE } from '../playwright.config';
import { boundary, expectShellChrome, remoteOrigin, siteOrigin, topology } from '../support/site';

const ROOT = path.resolve(__dirname, '..', '..');
const FAILED = 'Element failed to load';

/** The fallback card in the slot of one remote, e.g. data-slot="mfe-product". */
const fallbackIn = (page: Page, remote: string) =>
  page.locator(`[data-slot="${remote}"]`).getByRole('alert', { name: FAILED }).first();

const recorded = (remote: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, remote, 'dist', 'release.json'), 'utf8')) as { integrity: string })
    .integrity;

function writeRemotes(
  edit: (entry: { name: string; entry: string; integrity?: string }, app: string) => void,
) {
  const remotes = Object.entries(topology.remotes).map(([app, r]) => {
    const entry: { name: string; entry: string; integrity?: string } = {
      name: r.federationName,
      entry: `${remoteOrigin(app)}/remoteEntry.js`,
      integrity: recorded(app),
    };
    edit(entry, app);
    return entry;
  });
  mkdirSync(path.dirname(REMOTES_FILE), { recursive: true });
  writeFileSync(REMOTES_FILE, JSON.stringify({ remotes }, null, 2));
}

// The remotes' files and remotes.json must be on this machine (local topology), as for redeploy.
test.skip(!!process.env.SKIP_WEBSERVER, 'edits a remote build on disk (local topology)');
test.afterEach(() => rmSync(REMOTES_FILE, { force: true }));

test.describe('remote integrity', () => {
  test('a remoteEntry.js changed on disk after the build is refused: the product slot falls back, the header and the other remotes work', async ({
    page,
  }) => {
    const entryFile = path.join(ROOT, 'mfe-product', 'dist', 'remoteEntry.js');
    const backup = path.join(os.tmpdir(), `remoteEntry-${process.pid}-${Date.now()}.js`);
    copyFileSync(entryFile, backup);
    try {
      // Someone with write access to the remote's server appends code to the released entry.
      writeFileSync(entryFile, `${readFileSync(entryFile, 'utf8')}\n;window.__cleTampered = true;\n`);
      const served = await page.request.get(`${remoteOrigin('mfe-product')}/remoteEntry.js`);
      expect(await served.text()).toContain('__cleTampered');

      await page.goto('/');
      await expect(fallbackIn(page, 'mfe-product')).toBeVisible();
      await expectShellChrome(page);
      expect(
        await page.evaluate(() => (window as { __cleTampered?: boolean }).__cleTampered),
      ).toBeUndefined();
      expect(await boundary(page, 'mfe-product').count()).toBe(0);

      // The other remotes keep working on the same visit.
      await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Programs' }).click();
      await expect(boundary(page, 'mfe-search').locator('#result-count')).toHaveText(
        /^[1-9][\d,]* results?$/,
      );
    } finally {
      copyFileSync(backup, entryFile);
      rmSync(backup, { force: true });
    }
    // Restored: the released entry runs again.
    await page.goto('/');
    await expect(boundary(page, 'mfe-product')).toBeVisible();
  });

  test("a remote's chunk whose bytes differ from its build is refused too (the hashes in the entry)", async ({
    page,
  }) => {
    // The entry is intact; one of the chunks it loads arrives altered (a compromised CDN edge).
    let altered = 0;
    await page.route(
      new RegExp(`^${remoteOrigin('mfe-product')}/[^/]+\\.[0-9a-f]{8}\\.js$`),
      async (route) => {
        const original = await route.fetch();
        altered += 1;
        await route.fulfill({
          status: 200,
          // loaded in CORS mode (SRI): the remote's server allows the site origin
          headers: { 'content-type': 'application/javascript', 'access-control-allow-origin': siteOrigin },
          body: `${await original.text()}\n;window.__cleTampered = true;`,
        });
      },
    );
    await page.goto('/');
    await expect(fallbackIn(page, 'mfe-product')).toBeVisible();
    await expectShellChrome(page);
    expect(altered).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __cleTampered?: boolean }).__cleTampered)).toBeUndefined();
  });

  test('an entry without an integrity hash is refused (fail closed) and only its slot falls back', async ({
    page,
    request,
  }) => {
    writeRemotes((entry, app) => {
      if (app === 'mfe-search') delete entry.integrity;
    });
    const answer = (await (await request.get('/remotes.json')).json()) as {
      remotes: { name: string }[];
      rejected: { name: string; reason: string }[];
    };
    expect(answer.remotes.map((r) => r.name)).not.toContain('mfe_search');
    expect(answer.rejected).toContainEqual({ name: 'mfe_search', reason: 'integrity is missing' });

    await page.goto('/search?query=tax');
    await expect(fallbackIn(page, 'mfe-search')).toBeVisible();
    await expectShellChrome(page);
    await page.goto('/credit-info/new-york');
    await expect(boundary(page, 'mfe-credit').getByRole('heading', { level: 1 })).toContainText('New York');
  });

  test('entries from an origin off the allowlist, with an unknown name or a malformed hash are refused', async ({
    request,
  }) => {
    writeRemotes((entry, app) => {
      if (app === 'mfe-library') entry.entry = 'https://cdn.example.net/mfe-library/remoteEntry.js';
      if (app === 'mfe-credit') entry.integrity = 'sha256-abc';
    });
    const raw = JSON.parse(readFileSync(REMOTES_FILE, 'utf8')) as { remotes: unknown[] };
    raw.remotes.push({ name: 'mfe_evil', entry: `${remoteOrigin('mfe-search')}/remoteEntry.js` });
    writeFileSync(REMOTES_FILE, JSON.stringify(raw));

    const answer = (await (await request.get('/remotes.json')).json()) as {
      remotes: { name: string }[];
      rejected: { name: string; reason: string }[];
    };
    expect(answer.remotes.map((r) => r.name).sort()).toEqual(['mfe_commerce', 'mfe_product', 'mfe_search']);
    expect(answer.rejected).toEqual([
      { name: 'mfe_library', reason: 'origin https://cdn.example.net is not allowed' },
      { name: 'mfe_credit', reason: 'integrity must be one sha384-<base64> hash' },
      { name: 'mfe_evil', reason: 'unknown remote name' },
    ]);
    // The page's CSP allows scripts from the allowlisted remote origins only.
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    // an origin (behind the compose edge the remotes' URLs carry a path on the site's origin)
    expect(csp).toContain(`script-src 'self' ${new URL(remoteOrigin('mfe-search')).origin}`);
    expect(csp).not.toContain('cdn.example.net');
    expect(csp).not.toMatch(/'unsafe-(inline|eval)'/);
  });
});
