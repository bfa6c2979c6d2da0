// Issue 18, identity half: sign-in throttling with its message, action messages that never show text
// from the URL, a sign-out that a link or another site cannot trigger, and short access tokens.
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, USERS } from '../support/auth';
import { identityOrigin as IDENTITY } from '../support/site';

const ATTACKER_TEXT = 'Your account is locked. Call 555 0100 now';
const EVIL = 'http://evil.example';

test('[issue 18] five wrong passwords for one account: the sign-in page says how long to wait', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  // an address nobody has, so no seeded person is locked for the rest of the suite
  const email = `guess-${Date.now()}@example.com`;
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(`guess-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    if (attempt < 5) await expect(alert).toHaveText(/The email or password is incorrect/);
    else await expect(alert).toHaveText('Too many sign-in attempts. Wait 30 seconds, then try again.');
  }
});

test('[S1-SEARCH-18] [S1-SEARCH-19] [S1-PAGES-18] action messages come from the fixed table: text in the URL is never shown', async ({
  page,
}) => {
  const text = encodeURIComponent(ATTACKER_TEXT);
  await page.goto(`/search?query=ethics&successAction=registered&response=${text}&program=${text}`);
  await expect(page.getByText('You are registered', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?query=ethics$/);
  await expect(page.getByText(ATTACKER_TEXT)).toHaveCount(0);

  await page.goto(`/search?query=ethics&successAction=${text}`);
  await expect(page.getByText('Done.', { exact: true })).toBeVisible();
  await expect(page.getByText(ATTACKER_TEXT)).toHaveCount(0);
  expect(await page.content()).not.toContain('555 0100');
});

test("[S1-AUTH-26] [S1-API-26] another site's link, image or form cannot sign anyone out; the site's own sign-out still does, at the API too", async ({
  page,
}) => {
  const tokens = recordTokens(page);
  await page.goto('/search?query=ethics');
  await signInFromHeader(page, USERS.retail);
  const signedIn = page.getByRole('banner').getByRole('button', { name: USERS.retail.name });

  // another site's page: an image on the provider's session end (both refuse to be framed)
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>evil</title>
        <img src="${IDENTITY}/session/end" alt="">
        <a href="${IDENTITY}/session/end">end</a>
        <form method="post" action="${IDENTITY}/session/end"><input name="client_id" value="cle-site"></form>`,
    }),
  );
  await page.goto(`${EVIL}/page`);
  await page.waitForTimeout(500);
  await page.goto('/search?query=ethics');
  await expect(signedIn).toBeVisible();

  // following its link (a GET): the provider only asks
  await page.goto(`${EVIL}/page`);
  await page.getByRole('link', { name: 'end' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  // its auto-submitted form (a cross-site POST): sent to the same question, nothing signed out
  await page.goto(`${EVIL}/page`);
  await page.evaluate(() => document.forms[0]!.submit());
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  // the site's /signout opened as a document (a link from anywhere): the site only asks too
  await page.goto('/signout');
  await expect(page.getByRole('heading', { level: 1, name: 'Log out?' })).toBeVisible();
  await page.goto('/search?query=ethics');
  await expect(signedIn).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-authenticated', 'true');

  // the site's own Log out (a form POST from the site) ends the provider's session at once
  await signedIn.click();
  // the page goes to the provider's end-session, back to /signout-callback, then to the same URL
  const ended = page.waitForResponse(
    (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/signout-callback',
  );
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await ended;
  await page.waitForURL(/\/search\?query=ethics$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // the API ended the session first: the last token it handed out (60 s) opens no user data any more
  const last = tokens.at(-1);
  expect(last, 'a token was issued').toBeTruthy();
  const res = await page.request.get('/api/user/contract/statuses', {
    headers: { Authorization: `Bearer ${last}` },
  });
  expect(res.status()).toBe(401);
});

test('[S1-AUTH-23] access tokens live 60 s, so one outlives a sign-out by at most that', async ({ page }) => {
  const tokens = recordTokens(page);
  await page.goto('/search?query=ethics');
  await signInFromHeader(page, USERS.im);
  await expect.poll(() => tokens.length).toBeGreaterThan(0);
  const payload = JSON.parse(Buffer.from(tokens[0]!.split('.')[1]!, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  expect(payload.exp - payload.iat).toBe(60);
});
