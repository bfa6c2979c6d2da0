// Sign-in across the composed site: the provider's login, the shell's session handling, the
// auth contract in the remotes, and the protected API.
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, submitLogin, USERS } from '../support/auth';
import { boundary, siteOrigin, waitForHydration } from '../support/site';

// Calls the remotes make that the API does not answer yet (the e2e guard fails any other 404):
// GET /api/user/licenses (spec 2 §3; mfe-credit's credit-info page, signed in) has no route yet.
// Remove it once its route exists.
const LICENSES_NOT_BUILT = { status: 404, path: /^\/api\/user\/licenses(\?|$)/ };

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

test.describe('sign-in', () => {
  for (const [role, user] of Object.entries(USERS)) {
    test(`${role}: signs in and sees their name, menu and badge`, async ({ page }) => {
      await page.goto('/search?query=ethics');
      await test.step('[S1-CHROME-11] [S1-AUTH-05] [S1-AUTH-07] the account button sends to sign-in; back on the page, the name is in the header and auth is ready', async () => {
        await signInFromHeader(page, user);
        await expect(page).toHaveURL(/\/search\?query=ethics/);
        await expect(page.locator('html')).toHaveAttribute('data-authenticated', 'true');
      });
      await test.step('[S1-AUTH-33] [S1-CHROME-09] [S1-CHROME-10] the account menu: its links and Log out', async () => {
        await page.getByRole('banner').getByRole('button', { name: user.name }).click();
        const panel = page.getByRole('navigation', { name: 'Account' });
        await expect(panel.getByRole('link', { name: 'My Library' })).toBeVisible();
        await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible();
        // [S1-AUTH-36] the badge: PM but not IM
        if (role === 'pm') await expect(panel.getByText('Privileged member')).toBeVisible();
        else await expect(panel.getByText('Privileged member')).toHaveCount(0);
      });
    });
  }

  test('[S1-AUTH-21] [S1-AUTH-22] a reload stays signed in through one silent sign-in; no token is stored in localStorage or sessionStorage', async ({
    page,
    expectApiErrors,
  }) => {
    expectApiErrors([LICENSES_NOT_BUILT]);
    const tokens = recordTokens(page);
    await page.goto('/credit-info/new-york');
    await signInFromHeader(page, USERS.im);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: USERS.im.name })).toBeVisible();
    await expect(boundary(page, 'mfe-credit').getByRole('heading', { level: 1 })).toContainText('New York');
    expect(tokens.length).toBe(2); // the sign-in, then exactly one silent sign-in after the reload
    const stored = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
    );
    for (const token of tokens) expect(stored).not.toContain(token);
    expect(stored).not.toMatch(JWT);
  });

  test('[S1-AUTH-23] an expiring token is renewed silently, with no sign-out', async ({ page, request }) => {
    test.setTimeout(90_000);
    const tokens = recordTokens(page);
    await page.goto('/podcasts/practically-speaking');
    await signInFromHeader(page, USERS.short); // u-short's tokens live 15 s
    const firstIssued = Date.now();
    // past the first token's 15 s and the API's 5 s clock tolerance, several renewals later
    await page.waitForTimeout(Math.max(0, firstIssued + 22_000 - Date.now()));
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('banner').getByRole('button', { name: USERS.short.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-authenticated', 'true');
    // the latest token works; the first one has expired
    const latest = tokens.at(-1)!;
    const ok = await request.get('/api/user/claims', { headers: { Authorization: `Bearer ${latest}` } });
    expect(ok.status()).toBe(200);
    const expired = await request.get('/api/user/claims', {
      headers: { Authorization: `Bearer ${tokens[0]}` },
    });
    expect(expired.status()).toBe(401);
    expect((await expired.json()).message).toBe('Access token expired');
  });

  test('[S1-CHROME-12] [S1-AUTH-26] [S1-ROUTES-16] signing out ends the provider session and returns to the stored URL', async ({
    page,
    expectApiErrors,
  }) => {
    expectApiErrors([LICENSES_NOT_BUILT]);
    await page.goto('/credit-info/new-york');
    await signInFromHeader(page, USERS.retail);
    await page.getByRole('banner').getByRole('button', { name: USERS.retail.name }).click();
    // the page goes to the provider's end-session, back to /signout-callback, then to the same URL
    const ended = page.waitForResponse(
      (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/signout-callback',
    );
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await ended;
    await page.waitForURL(/\/credit-info\/new-york$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    // the provider's session is gone: a reload stays anonymous
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-authenticated', 'false');
  });

  test('[S1-AUTH-44] an anonymous visitor on a link with the individual placeholder is sent to sign in, then to the resolved link', async ({
    page,
  }) => {
    await page.goto('/search?query=tax');
    // the page comes from the server: wait for React to take it over before adding a link it would
    // find in its way while hydrating
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Results for “tax”');
    await waitForHydration(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/search?query=tax&individual={IndividualSK}';
      a.textContent = 'My tracker link';
      document.querySelector('main')!.prepend(a);
    });
    await page.getByRole('link', { name: 'My tracker link' }).click();
    await submitLogin(page, USERS.im);
    await page.waitForURL(/individual=800002/);
  });
});

test.describe('unsafe return URLs stay on the site', () => {
  const unsafe = [
    '//evil.com',
    '/\\evil.com',
    'https:evil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    'javascript:alert(1)',
    'https://evil.com/',
  ];
  for (const target of unsafe) {
    test(`sign-in with a stored return URL ${JSON.stringify(target)} lands on the site`, async ({ page }) => {
      await page.addInitScript((value) => {
        if (location.pathname === '/signin-callback') sessionStorage.setItem('cle:returnUrl', value);
      }, target);
      await page.goto('/search?query=tax');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await submitLogin(page, USERS.retail);
      await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();
      await expect(page).toHaveURL(`${siteOrigin}/`);
    });
  }
});

test.describe('protected API', () => {
  test('no token 401, a forged or expired one 401, another user never readable', async ({
    page,
    request,
  }) => {
    const tokens = recordTokens(page);
    for (const path of [
      '/api/user/profile',
      '/api/user/claims',
      '/api/commerce/carts',
      '/api/credit-tracker',
      '/api/roster/9001/child-members?page=0',
    ]) {
      expect((await request.get(path)).status(), path).toBe(401);
    }
    expect(
      (await request.get('/api/user/profile', { headers: { Authorization: 'Bearer not-a-token' } })).status(),
    ).toBe(401);

    await page.goto('/search?query=tax');
    await signInFromHeader(page, USERS.retail);
    const token = tokens.at(-1)!;
    const auth = { Authorization: `Bearer ${token}` };
    const profile = await request.get('/api/user/profile', { headers: auth });
    expect(profile.status()).toBe(200);
    expect((await profile.json()).profile.email).toBe(USERS.retail.email);
    // a tampered token (another subject, same signature) is refused
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'u-im' })).toString('base64url')}.${s}`;
    expect(
      (await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${forged}` } })).status(),
    ).toBe(401);
    // another organisation's roster: forbidden, never data
    const roster = await request.get('/api/roster/9001/child-members?page=0', { headers: auth });
    expect(roster.status()).toBe(403);
    expect(JSON.stringify(await roster.json())).not.toContain('displayName');
  });
});

test('[S1-AUTH-15] [S1-AUTH-17] [S1-AUTH-19] [S1-AUTH-20] a visitor who pressed Add to cart signs in and comes back with the action replayed and its marker', async ({
  page,
}) => {
  await page.goto('/');
  const program = boundary(page, 'mfe-product').locator('a[href^="/programs/"]').first();
  await program.click();
  await expect(boundary(page, 'mfe-product').getByRole('heading', { level: 1 })).toBeVisible();
  const path = new URL(page.url()).pathname;
  const addToCart = page.getByRole('button', { name: 'Add to cart' }).first();
  // the purchase panel fills in after the heading (under load, seconds after): isVisible() does not
  // wait, and the test skipped itself once in a clean clone's run
  const sold = await addToCart.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  test.skip(!sold, 'the first program on the home page is not sold to retail visitors');
  await addToCart.click();
  await submitLogin(page, USERS.retail);
  // back on the same program page, reloaded with the outcome marker of the replayed action
  let marked: URL | undefined;
  await page.waitForURL((url) => {
    if (url.pathname === path && /(successAction|errorAction)=AddToCart/.test(url.search)) marked = url;
    return Boolean(marked);
  });
  expect(marked!.searchParams.get('program')).toMatch(/^\d+/);
  await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();
});
