// Issue 36: robots.txt and the sitemap come from the shell server (spec 1 §2), against the real API and
// seed, read as a crawler reads them; the sitemap's pages answer 200 with their own titles.
import { expect, test } from '../support/test';
import { siteOrigin, waitForHydration } from '../support/site';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

test('robots.txt keeps crawlers out of account, cart, checkout and the API, and names the sitemap on the site origin', async ({
  request,
}) => {
  // a forged Host never reaches the sitemap line: plain HTTP answers with the configured origin; behind
  // the TLS edge (compose) a host the edge does not serve is refused in the handshake itself
  const forged = await request
    .get('/robots.txt', { headers: { Host: 'evil.example' } })
    .catch((error: Error) => error);
  if (forged instanceof Error) {
    expect(siteOrigin.startsWith('https://'), forged.message).toBe(true);
    expect(forged.message).toMatch(/unrecognized name|EPROTO/);
  } else expect(await forged.text()).not.toContain('evil.example');
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const txt = await res.text();
  for (const path of ['/account/', '/cart', '/checkout', '/api/'])
    expect(txt).toContain(`Disallow: ${path}\n`);
  expect(txt).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
});

test('the sitemap indexes its files; they list indexable pages on the site origin, and sampled pages answer 200 with their own titles', async ({
  request,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const files = locs(await index.text());
  expect(files.length).toBeGreaterThan(0);
  for (const [i, f] of files.entries()) expect(f).toBe(`${siteOrigin}/sitemap-${i + 1}.xml`);
  const urls = (
    await Promise.all(files.map(async (f) => locs(await (await request.get(new URL(f).pathname)).text())))
  ).flat();
  expect(urls).toContain(`${siteOrigin}/credit-info`);
  expect(urls.every((u) => u.startsWith(`${siteOrigin}/`))).toBe(true);
  expect(urls.some((u) => /\/(account|cart|checkout|debug)(\/|$)/.test(new URL(u).pathname))).toBe(false);
  expect(new Set(urls).size).toBe(urls.length);

  // ten pages spread over the whole listing: each is a page of its own, not the empty shell
  const step = Math.floor(urls.length / 10);
  for (let i = 0; i < 10; i++) {
    const path = new URL(urls[i * step]!).pathname;
    const res = await request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
    expect(title, path).toMatch(/^.+ - PLI$/);
  }
  expect((await request.get('/sitemap-abc.xml')).status()).toBe(404);
  expect((await request.get(`/sitemap-${files.length + 1}.xml`)).status()).toBe(404);
});

test('[S1-ROUTES-01] the router hands the robots and sitemap paths to the server with a full load', async ({
  page,
}) => {
  await page.goto('/support/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/robots.txt');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('body')).toContainText('Sitemap:');
});
