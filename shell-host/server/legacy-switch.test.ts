/** @jest-environment node */
// The footer's 'Switch to the legacy site' route on the shell server, against a stand-in for the API's
// site parts (the composed journey is e2e shell-extras.spec.ts, with and without scripts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerLegacySwitch } from './legacy-switch';

const LEGACY = 'https://legacy.pli.example/';
let footer: unknown;
let upstream: http.Server;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (footer === 'down') return void res.writeHead(503).end('{}');
    res.end(JSON.stringify(req.url === '/api/site-parts?names=footer' ? { footer } : {}));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise((r) => upstream.close(r)));

// the app caches the footer for a minute: each test starts its own
async function start(withFooter: unknown) {
  footer = withFooter;
  // as behind the site's edge: the host and scheme the visitor used come in forwarded headers
  app = Fastify({ trustProxy: true });
  registerLegacySwitch(app, { apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
  await app.listen({ port: 0, host: '127.0.0.1' });
}
// light-my-request (inject) does not load under jest's module runtime: real requests instead
const get = async (path: string, headers: Record<string, string>) => {
  const res = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`, {
    headers,
    redirect: 'manual',
  });
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), json: () => res.json() };
};
afterEach(() => app.close());

const FOOTER = {
  description: 'PLI',
  linkLists: [],
  bottomLinks: [],
  legacySiteLink: { href: LEGACY, text: 'Switch to the legacy site' },
  legacyRedirect: { rule: 2, whitelist: [], cookieDomain: '.pli.example' },
};
const follow = (host: string) =>
  get('/legacy-site', { 'x-forwarded-host': host, 'x-forwarded-proto': 'https' });

test('[S1-CHROME-32] [S1-CHROME-33] [S1-ROUTES-44] following the switch opts out of the new site until year 9999 and leaves for the legacy site', async () => {
  await start(FOOTER);
  const res = await follow('www.pli.example');
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(LEGACY);
  expect(res.headers['set-cookie']).toBe(
    'siteVersion=legacy; Path=/; Domain=.pli.example; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax; Secure',
  );
  expect(res.headers['cache-control']).toBe('no-store');
});

test('[S1-ROUTES-43] the cookie is kept on the provider domain, host-only where the site is not on it', async () => {
  await start(FOOTER);
  expect((await follow('pli.example')).headers['set-cookie']).toContain('; Domain=.pli.example;');
  expect((await follow('localhost:3000')).headers['set-cookie']).not.toContain('Domain=');
  // a suffix is not a parent domain
  expect((await follow('li.example')).headers['set-cookie']).not.toContain('Domain=');
  await app.close();
  await start({ ...FOOTER, legacyRedirect: { rule: 2, whitelist: [] } });
  expect((await follow('www.pli.example')).headers['set-cookie']).not.toContain('Domain=');
});

test('no legacy site configured: 404 with a message, no cookie; the API down: 503', async () => {
  await start({ ...FOOTER, legacySiteLink: undefined });
  const none = await follow('www.pli.example');
  expect(none.statusCode).toBe(404);
  expect(await none.json()).toEqual({ statusCode: 404, message: 'No legacy site is configured' });
  expect(none.headers['set-cookie']).toBeUndefined();
  await app.close();
  await start('down');
  const down = await follow('www.pli.example');
  expect(down.statusCode).toBe(503);
  expect(down.headers['set-cookie']).toBeUndefined();
});

test('the target is the CMS footer link, never a URL the request carries', async () => {
  await start(FOOTER);
  const res = await get('/legacy-site?to=https://evil.example/', { 'x-forwarded-host': 'www.pli.example' });
  expect(res.headers.location).toBe(LEGACY);
});
