/** @jest-environment node */
// The shell server's own API calls name the visitor they are made for (X-Forwarded-For, as the /api
// proxy's do): through the page lookup the server runs for every page, against a stand-in API that
// records what it was sent. The API's side (counting per client behind trusted hops) is proven in
// api/test (trusted-proxies, limits).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { forVisitor } from './api-fetch';
import { createPageLookup } from './page-lookup';

const seen: (string | undefined)[] = [];
let api: http.Server;
let apiUrl = '';
beforeAll(async () => {
  api = http.createServer((req, res) => {
    seen.push(req.headers['x-forwarded-for'] as string | undefined);
    res.setHeader('Content-Type', 'application/json');
    res.writeHead(404).end('{"message":"not found"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

/** A shell with the server's hook and its page lookup, listening on loopback. */
async function shellWithLookup() {
  const pages = createPageLookup({ apiUrl });
  const app = Fastify();
  app.addHook('onRequest', (req, _reply, done) => forVisitor(req.raw, done));
  app.get('/*', async (req) => (await pages.lookup(new URL(req.url, 'http://x').pathname, '')).kind);
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterCleanup.push(() => app.close());
  return (app.server.address() as AddressInfo).port;
}
const afterCleanup: (() => Promise<unknown>)[] = [];
afterEach(() => Promise.all(afterCleanup.splice(0).map((close) => close())));

/** A page request from a loopback address of its own (Linux answers the whole 127/8 range). */
function visit(port: number, path: string, from: string, forwarded?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress: from,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
  });
}

test("a page's content call carries its visitor's address, after what came in", async () => {
  const port = await shellWithLookup();
  seen.length = 0;
  expect(await visit(port, '/some/page', '127.0.0.7', '203.0.113.9')).toBe('missing');
  // a missing page is two calls (its content, then the CMS's redirect rules): both name the visitor
  expect(seen).toEqual(['203.0.113.9, 127.0.0.7', '203.0.113.9, 127.0.0.7']);
});

test('two visitors missing the cache each count for themselves', async () => {
  const port = await shellWithLookup();
  seen.length = 0;
  await visit(port, '/first', '127.0.0.11');
  await visit(port, '/second', '127.0.0.12');
  expect(seen).toEqual(['127.0.0.11', '127.0.0.11', '127.0.0.12', '127.0.0.12']);
});

test('a call made outside any request (warm-up) names no visitor', async () => {
  seen.length = 0;
  await createPageLookup({ apiUrl }).lookup('/warm', '');
  expect(seen).toEqual([undefined, undefined]);
});
