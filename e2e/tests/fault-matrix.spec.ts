// The fault matrix (issue 18 item 7, decision 031): every remote down, slow, with a broken entry, a
// broken exposed module or an old contract version; the API down, failing, timing out and slow; the
// identity provider (and the shell's own config) down or hanging at load and during renewal; the
// browser offline and back; a write whose answer is lost, retried by the user. In each one the shell
// stays usable (header, navigation, the sign-in button) and nothing is lost: the faulted part comes
// back once the fault is gone. Faults are made with Playwright routing, so the matrix runs in minutes.
import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, USERS } from '../support/auth';
import {
  boundary,
  expectShellChrome,
  identityOrigin as IDENTITY,
  remoteOrigin,
  siteOrigin,
  topology,
  waitForHydration,
} from '../support/site';

const FALLBACK_HEADING = 'Element failed to load';
/** shell-host/src/features/auth/api/auth-start.ts SIGN_IN_UNAVAILABLE */
const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now. Please try again in a few minutes.';
const SLOW_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** When an access token expires (ms since the epoch), from its exp claim. */
const tokenExpiry = (jwt: string) =>
  1000 * (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }).exp;
/** A request that never gets an answer (the page is closed at the end of the test). */
const hang = () => new Promise<void>(() => undefined);

interface RemotePage {
  remote: string;
  path: string;
  /** the remote's own content on that page */
  ready: (page: Page) => Promise<void>;
}

const REMOTE_PAGES: RemotePage[] = [
  {
    remote: 'mfe-search',
    path: '/search?query=tax',
    ready: (page) =>
      expect(boundary(page, 'mfe-search').getByRole('heading', { level: 1 })).toHaveText(
        'Results for “tax”',
        {
          timeout: 20_000,
        },
      ),
  },
  {
    remote: 'mfe-library',
    path: '/podcasts/practically-speaking',
    ready: (page) =>
      expect(boundary(page, 'mfe-library').getByRole('heading', { level: 1 })).toHaveText(
        'Practically Speaking',
        {
          timeout: 20_000,
        },
      ),
  },
  {
    remote: 'mfe-credit',
    path: '/credit-info/new-york',
    ready: (page) =>
      expect(boundary(page, 'mfe-credit').getByRole('heading', { level: 1 })).toContainText('New York', {
        timeout: 20_000,
      }),
  },
  {
    remote: 'mfe-commerce',
    path: '/cart',
    ready: (page) =>
      expect(boundary(page, 'mfe-commerce').getByRole('heading', { level: 1 })).toContainText('My Cart', {
        timeout: 20_000,
      }),
  },
  {
    remote: 'mfe-product',
    path: '/',
    ready: (page) =>
      expect(boundary(page, 'mfe-product').getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/(programs|publications|podcasts)\//,
        { timeout: 20_000 },
      ),
  },
];

const federationName = (remote: string) => topology.remotes[remote]!.federationName;

/** shell-host/src/features/header/fallback-header.tsx: the header's built-in menu when the site parts fail */
const BUILT_IN_MENU = [
  ['Home', '/'],
  ['Search', '/search'],
  ['My Library', '/account/library'],
  ['Credit Tracker', '/account/credit/credit-tracker'],
  ['Cart', '/cart'],
] as const;

/**
 * The header, the navigation and the sign-in button are there; the page is not stuck on 'loading'.
 * The primary navigation's items come from the API (site parts): with the API failing, the header
 * shows its built-in menu instead (decision 032).
 */
async function expectShellUsable(page: Page, { apiFailing = false } = {}): Promise<void> {
  await expectShellChrome(page);
  if (apiFailing) {
    await expect(page.getByRole('banner').getByRole('link', { name: 'PLI home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const [name, href] of BUILT_IN_MENU)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  } else
    await expect(
      page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Podcasts' }),
    ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
}

/** Navigation works: the primary navigation leads to another page inside the same shell. */
async function expectNavigation(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/podcasts$/);
  await expectShellChrome(page);
}

/** The sign-in button takes the visitor to the provider's form. */
async function expectSignInReachesProvider(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === IDENTITY);
  await expect(page.getByLabel('Email')).toBeVisible();
}

function fallbackCard(page: Page) {
  return page.getByRole('main').getByRole('alert', { name: FALLBACK_HEADING }).first();
}

/** remotes.json as the server answers it, with one remote's entry changed. */
async function rewriteRemotes(page: Page, remote: string, change: (entry: Record<string, unknown>) => void) {
  await page.route('**/remotes.json', async (route) => {
    const list = (await (await route.fetch()).json()) as { remotes: Record<string, unknown>[] };
    for (const entry of list.remotes) if (entry.name === federationName(remote)) change(entry);
    await route.fulfill({ json: list });
  });
}

test.describe('fault matrix: remotes', () => {
  for (const target of REMOTE_PAGES) {
    // where the remote is served from: its own origin here, https://<site>/remotes/<app> behind the edge
    const origin = remoteOrigin(target.remote);

    test(`${target.remote} down: its area shows the fallback, the shell works, Try again brings it back`, async ({
      page,
    }) => {
      await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
      await page.goto(target.path);
      const card = fallbackCard(page);
      await expect(card).toBeVisible();
      await expectShellUsable(page);
      await page.unroute(`${origin}/**`);
      await card.getByRole('button', { name: 'Try again' }).click();
      await target.ready(page);
      await expectSignInReachesProvider(page);
    });

    test(`${target.remote} slow (${SLOW_MS / 1000} s): its area holds its place while the shell works, then it renders`, async ({
      page,
    }) => {
      await page.route(`${origin}/remoteEntry.js`, async (route) => {
        await sleep(SLOW_MS);
        await route.continue().catch(() => undefined);
      });
      await page.goto(target.path);
      // the server drew the remote's content in its slot (or its skeleton, where it left the slot to the
      // browser): either way the area is held from the first paint, long before the remote's code arrives
      const slot = page.locator(`[data-slot="${target.remote}"]`).first();
      await expect(slot).toBeVisible();
      expect((await slot.boundingBox())!.height).toBeGreaterThan(40);
      await expectShellUsable(page);
      await target.ready(page);
      await expectNavigation(page);
    });

    test(`${target.remote} with a broken entry (passes integrity, throws): fallback, not a blank page`, async ({
      page,
      expectPageErrors,
    }) => {
      expectPageErrors(/broken release/);
      const broken = `throw new Error("broken release of ${target.remote}");`;
      await rewriteRemotes(page, target.remote, (entry) => {
        entry.integrity = `sha384-${createHash('sha384').update(broken).digest('base64')}`;
      });
      await page.route(`${origin}/remoteEntry.js`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          headers: { 'Access-Control-Allow-Origin': siteOrigin },
          body: broken,
        }),
      );
      await page.goto(target.path);
      await expect(fallbackCard(page)).toBeVisible();
      await expectShellUsable(page);
      await expectNavigation(page);
    });

    test(`[S1-ERRORS-02] [S1-ERRORS-03] ${target.remote} with a broken exposed module (its chunks answer 500): fallback reported with severity 3, the shell works`, async ({
      page,
    }) => {
      await page.route(
        // the remote's base, not only its origin: behind the compose edge every remote shares the
        // site's origin under /remotes/<app>
        (url) => url.href.startsWith(`${origin}/`) && !url.pathname.endsWith('/remoteEntry.js'),
        (route) => route.fulfill({ status: 500, body: 'upstream error' }),
      );
      const reported = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/client-errors',
      );
      await page.goto(target.path);
      await expect(fallbackCard(page)).toBeVisible();
      // the slot's boundary reports the failure to the site's error service, with the spec's severity
      const report = (await reported).postDataJSON() as { boundary: string; severity: number };
      expect(report.boundary).toMatch(new RegExp(`^${federationName(target.remote)}/`));
      expect(report.severity).toBe(3);
      await expectShellUsable(page);
      await expectSignInReachesProvider(page);
    });

    test(`${target.remote} built against an old @cle/contracts major: fallback, and the console says why`, async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on('console', (m) => logged.push(m.text()));
      await rewriteRemotes(page, target.remote, (entry) => {
        entry.contracts = 0;
      });
      await page.goto(target.path);
      await expect(fallbackCard(page)).toBeVisible();
      await expectShellUsable(page);
      expect(logged).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `remote ${federationName(target.remote)} refused: built against @cle/contracts 0, the shell speaks \\d+`,
          ),
        ),
      );
      await expectNavigation(page);
    });
  }
});

const SEARCH = REMOTE_PAGES[0]!;

/**
 * The site API failing for the browser: the first view came with the HTML (the server reached the API),
 * so the fault shows on the next page the visitor opens inside the site, whose content call fails.
 */
async function openPodcastsInApp(page: Page): Promise<void> {
  // the router's, not the browser's: a link pressed before hydration loads the next page from the server
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/podcasts$/);
}

test.describe('fault matrix: the site API', () => {
  test('API down for the browser: the server-rendered page stays, the next page shows its error inside the shell; back up, a reload shows it', async ({
    page,
  }) => {
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await openPodcastsInApp(page);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Oops! Unexpected Error' }),
    ).toBeVisible();
    // the spec's default text for a page fetch that never reached the CMS, not the browser's
    await expect(page.getByRole('main').getByText('Network error connecting to CMS')).toBeVisible();
    await expectShellUsable(page);
    await page.unroute('**/api/**');
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
  });

  test('API answering 500: an error page inside the shell, never a blank page', async ({
    page,
    expectApiErrors,
  }) => {
    expectApiErrors([{ status: 500, path: /^\/api\// }]);
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }),
    );
    await openPodcastsInApp(page);
    await expect(page.getByRole('main')).toContainText('500');
    await expectShellUsable(page);
    await expectSignInReachesProvider(page);
  });

  test('API timing out (config apiTimeoutMs): the request is given up, the shell works; back up, it recovers', async ({
    page,
  }) => {
    await page.route('**/config.json', async (route) => {
      const config = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...config, apiTimeoutMs: 2500 } });
    });
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
    await page.route('**/api/**', () => hang());
    await openPodcastsInApp(page);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Oops! Unexpected Error' })).toBeVisible(
      { timeout: 10_000 },
    );
    await expectShellUsable(page);
    await page.unroute('**/api/**');
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
  });

  test('API slow (3 s a call): skeletons, then every part of the page', async ({ page }) => {
    await page.route('**/api/**', async (route) => {
      await sleep(3000);
      await route.continue().catch(() => undefined);
    });
    await page.goto(SEARCH.path);
    await expectShellChrome(page);
    await SEARCH.ready(page);
    await expectShellUsable(page);
  });
});

test.describe('fault matrix: identity and start-up', () => {
  test('identity provider down at load: anonymous pages render; Sign in says it is unavailable', async ({
    page,
  }) => {
    await page.route(`${IDENTITY}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
    await expectShellUsable(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(SIGN_IN_UNAVAILABLE)).toBeVisible();
    // the provider is back: the same button works
    await page.unroute(`${IDENTITY}/**`);
    await expectSignInReachesProvider(page);
  });

  test('identity provider hanging on the session check: the page renders anonymously (start-up deadline)', async ({
    page,
  }) => {
    await page.route(`${IDENTITY}/session/check**`, () => hang());
    // without the start-up deadline this page would stay on 'loading' for as long as the check hangs
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
    await expectShellUsable(page);
  });

  test('/config.json failing: the chrome and anonymous state render; Sign in says it is unavailable', async ({
    page,
  }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(SEARCH.path);
    await expectShellUsable(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(SIGN_IN_UNAVAILABLE)).toBeVisible();
    await page.unroute('**/config.json');
    await page.reload();
    await SEARCH.ready(page);
  });

  test('/config.json hanging: the page leaves loading after the deadline and renders anonymously', async ({
    page,
  }) => {
    await page.route('**/config.json', () => hang());
    await page.goto(SEARCH.path);
    await expectShellUsable(page);
    await page.unroute('**/config.json');
    await page.reload();
    await SEARCH.ready(page);
  });

  test('[S1-AUTH-24] [S1-ERRORS-29] identity provider down during renewal: signed out once the renewal fails, the page never sticks on loading', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tokens = recordTokens(page);
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(REMOTE_PAGES[2]!.path);
    await signInFromHeader(page, USERS.short); // u-short's access tokens live 15 s; renewal starts 10 s before expiry
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    const expiresAt = tokenExpiry(tokens.at(-1)!);
    const askedWhileDown: string[] = [];
    await page.route(`${IDENTITY}/**`, (route) => {
      askedWhileDown.push(new URL(route.request().url()).pathname);
      return route.abort('connectionrefused');
    });
    // the renewal's iframe gets no answer (8 s): the user is removed and the header offers Sign in again
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Sign in' })).toBeEnabled({ timeout: 30_000 });
    expect(logged).toContainEqual(expect.stringContaining('[auth] silent renewal failed'));
    // silent sign-in was tried again: its first step asks the provider for a session (no iframe to wait on)
    expect(askedWhileDown).toContain('/session/check');
    // past the first token's lifetime: still the page, never 'Loading page'
    await page.waitForTimeout(Math.max(0, expiresAt - Date.now() + 2000));
    await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
    await REMOTE_PAGES[2]!.ready(page);
    // logged only: no message about the failed check
    await expect(page.getByText(SIGN_IN_UNAVAILABLE)).toHaveCount(0);
    await expectNavigation(page);
  });

  test('[S1-AUTH-25] a renewal that fails once: silent sign-in is tried again, and the page reloads signed in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tokens = recordTokens(page);
    await page.goto(REMOTE_PAGES[2]!.path);
    await signInFromHeader(page, USERS.short);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    let loads = 0;
    page.on('load', () => (loads += 1));
    // the renewal's authorization request (prompt=none, in the iframe) is lost; the provider is up otherwise
    let refused = 0;
    await page.route(
      (url) => url.origin === IDENTITY && url.pathname === '/auth',
      (route) => {
        if (refused > 0) return route.fallback();
        refused += 1;
        return route.abort('connectionrefused');
      },
    );
    await expect.poll(() => refused, { timeout: 20_000 }).toBe(1);
    // the retried silent sign-in succeeded: the page reloaded, and the reload signs in again from the session
    await expect.poll(() => loads, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('banner').getByRole('button', { name: USERS.short.name })).toBeVisible({
      timeout: 20_000,
    });
    await REMOTE_PAGES[2]!.ready(page);
    await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  });
});

test.describe('fault matrix: network and writes', () => {
  test('offline and back online: the failed page comes back without a reload', async ({ page, context }) => {
    await page.goto(SEARCH.path);
    await SEARCH.ready(page);
    await waitForHydration(page);
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Podcasts' }).click();
    await expect(page).toHaveURL(/\/podcasts$/);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Oops! Unexpected Error' }),
    ).toBeVisible();
    await expectShellChrome(page);
    await context.setOffline(false);
    // SWR revalidates on reconnect
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    await expectShellUsable(page);
  });

  test('a save whose answer is lost, retried by the user: saved once, no duplicate', async ({ page }) => {
    test.setTimeout(90_000);
    const tokens = recordTokens(page);
    const search = await page.request.post('/api/search', {
      data: { query: 'On-Demand', pageSize: 50, currentPage: 1 },
    });
    const hits = (
      (await search.json()) as {
        searchResults: {
          searchResultsItems: { pk: string; title: string; url: string; searchableType: string }[];
        };
      }
    ).searchResults.searchResultsItems.filter((i) => i.searchableType === 'ondemandprogram');
    await page.goto(hits[0]!.url);
    await signInFromHeader(page, USERS.pm);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    const auth = () => ({ authorization: `Bearer ${tokens.at(-1)!}` });
    const byPks = async (pks: string[]) =>
      (
        (await (
          await page.request.get(
            `/api/user/library/by-itemPks?itemPks=${pks.join(',')}&includeArchived=true&includeFavorites=true`,
            { headers: auth() },
          )
        ).json()) as { items: { pk: string }[] }
      ).items;
    const owned = new Set((await byPks(hits.map((h) => h.pk))).map((i) => i.pk));
    const program = hits.find((h) => !owned.has(h.pk))!;
    expect(program, 'a program pm@ does not have').toBeTruthy();
    if (program.url !== hits[0]!.url) await page.goto(program.url);
    const product = boundary(page, 'mfe-product');
    const save = product.getByRole('button', { name: `Save to My Library: ${program.title}`, exact: true });
    await expect(save).toBeVisible();
    await page.waitForLoadState('networkidle');

    // the first POST reaches the API (and is written) but its answer never reaches the browser
    let lost = 0;
    await page.route(`**/api/user/library/${program.pk}`, async (route: Route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await save.click();
    await expect.poll(() => lost).toBe(1);
    // the person is told, the button still offers the save, the chrome is intact
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(save).toBeVisible();
    await expectShellChrome(page);

    // the user presses save again: the API answers the item as it stands, and the button says saved
    const retried = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/user/library/${program.pk}`),
    );
    await save.click();
    expect((await retried).status()).toBe(200);
    await expect(
      product.getByRole('button', { name: `Saved to My Library: ${program.title}`, exact: true }),
    ).toBeVisible();

    // the API holds the item once
    expect((await byPks([program.pk])).filter((i) => i.pk === program.pk)).toHaveLength(1);
    // leave pm@'s library as it was
    await page.request.delete(`/api/user/library/${program.pk}`, { headers: auth() });
  });
});
