/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageLookup } from './page-lookup';

// A stand-in for the site API's two look-ups (content by friendly URL, the CMS's redirect rules); the
// real API answers them in the e2e suite (seo-head.spec.ts).
const pages: Record<string, unknown> = {
  '/programs/trial': {
    contentType: ['ProductData', 'VariationContent', 'OnDemandProgram'],
    contentLink: { id: 'product-1' },
    name: 'Trial',
    friendlyUrl: '/programs/trial',
    properties: {},
  },
};
const redirects: Record<string, string> = {
  '/old-page': '/programs/trial',
  '/phish': 'https://evil.example/x',
};
const calls: string[] = [];
let server: http.Server;
let apiUrl = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    calls.push(url.pathname);
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/content') {
      const path = url.searchParams.get('url')!;
      if (path === '/broken') return res.writeHead(500).end('{"message":"boom"}');
      const page = pages[path];
      if (page) return res.end(JSON.stringify(page));
      const errorPage =
        path === '/with-error-page'
          ? { ...pages['/programs/trial']!, name: 'Sorry', contentType: ['ErrorPage'] }
          : { message: 'not found' };
      return res.writeHead(404).end(JSON.stringify(errorPage));
    }
    if (url.pathname === '/api/redirect/')
      return res.end(JSON.stringify({ target: redirects[url.searchParams.get('uri')!] ?? null }));
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('what the server knows about a path', () => {
  test('a CMS page, asked for once however many requests come', async () => {
    const { lookup } = createPageLookup({ apiUrl });
    calls.length = 0;
    await expect(lookup('/programs/trial')).resolves.toMatchObject({ kind: 'page', page: { name: 'Trial' } });
    await lookup('/programs/trial');
    expect(calls).toEqual(['/api/content']);
  });

  test('[S1-API-59] a missing path the CMS moved answers with the target; an off-site target is refused', async () => {
    const { lookup } = createPageLookup({ apiUrl });
    await expect(lookup('/old-page')).resolves.toEqual({ kind: 'moved', location: '/programs/trial' });
    await expect(lookup('/phish')).resolves.toEqual({ kind: 'missing', errorPage: null });
  });

  test("a missing path is missing, with the CMS's error page when its 404 carries one", async () => {
    const { lookup } = createPageLookup({ apiUrl });
    await expect(lookup('/nowhere')).resolves.toEqual({ kind: 'missing', errorPage: null });
    await expect(lookup('/with-error-page')).resolves.toMatchObject({
      kind: 'missing',
      errorPage: { name: 'Sorry' },
    });
  });

  test('an API failure or an unreachable API is unknown, never a 404', async () => {
    await expect(createPageLookup({ apiUrl }).lookup('/broken')).resolves.toEqual({ kind: 'unknown' });
    await expect(
      createPageLookup({ apiUrl: 'http://127.0.0.1:1', timeoutMs: 500 }).lookup('/programs/trial'),
    ).resolves.toEqual({ kind: 'unknown' });
  });
});
