// The serving layer every Fastify server of the site shares (shared/static-server/src/serving.ts):
// compression by Accept-Encoding, the shared helmet headers, per-request CSP nonces on pages, HSTS
// over TLS only; and the API's own answers carrying them.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerServing, sendPage, serveServiceWorker } from '@cle/static-server/serving';
import { documentHelmetOptions, HSTS_VALUE } from '@cle/static-server/security-headers';
import { cacheControlFor, startStaticServer } from '@cle/static-server';
import { startTestApp } from './helpers';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );

describe('shared serving layer: a page server', () => {
  let app: FastifyInstance;
  before(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cle-serving-'));
    const page = path.join(dir, 'index.html');
    writeFileSync(
      page,
      `<!doctype html><html><head><script>boot()</script><style>body{margin:0}</style></head><body>${'<p>text</p>'.repeat(300)}<script defer src="/main.js"></script></body></html>`,
    );
    app = Fastify();
    await registerServing(
      app,
      documentHelmetOptions({
        scriptSrc: ['http://localhost:3001'],
        connectSrc: ['http://localhost:4001'],
        frameSrc: ['http://localhost:4001'],
        frameAncestors: ["'self'"],
      }),
      { nonces: true },
    );
    app.get('/', (_req, reply) => sendPage(reply, page));
    app.get('/main.js', (_req, reply) => reply.type('application/javascript').send('boot();'.repeat(100)));
    serveServiceWorker(app, '/sw.js', `self.addEventListener('fetch', () => {});${' '.repeat(200)}`);
  });
  after(() => app.close());

  test('scripts beside the page keep nosniff, CORP and a deny-all CSP, without the page-only headers', async () => {
    const res = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    for (const name of ['cross-origin-opener-policy', 'x-frame-options', 'origin-agent-cluster'])
      assert.equal(res.headers[name], undefined, name);
    const headerBytes = Object.entries(res.headers).reduce(
      (n, [k, v]) => n + k.length + String(v).length + 4,
      0,
    );
    assert.ok(headerBytes < 500, `script response headers ${headerBytes} bytes`);
    const page = await app.inject({ url: '/' });
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
  });

  test('the service worker script goes out no-store, with a policy that lets the worker fetch the site’s files', async () => {
    // a worker runs under its script's CSP: the scripts' deny-all policy made every fetch it answered fail
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(String(res.headers['content-type']), /^text\/javascript/);
    const csp = directives(String(res.headers['content-security-policy']));
    assert.deepEqual(csp['connect-src'], ["'self'"]);
    assert.deepEqual(csp['default-src'], ["'none'"]);
    assert.match(brotliDecompressSync(res.rawPayload).toString(), /addEventListener\('fetch'/);
  });

  test('each response has a fresh nonce on its inline script and style, in the CSP and the page', async () => {
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/' });
    const csp = directives(String(first.headers['content-security-policy']));
    const script = /<script nonce="([0-9a-f]{32})">boot/.exec(first.body)?.[1];
    const style = /<style nonce="([0-9a-f]{32})">/.exec(first.body)?.[1];
    assert.ok(script && style);
    assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3001', `'nonce-${script}'`]);
    assert.deepEqual(csp['style-src'], ["'self'", `'nonce-${style}'`]);
    assert.doesNotMatch(String(first.headers['content-security-policy']), /unsafe-(inline|eval)/);
    assert.ok(!second.body.includes(script), 'a nonce is never reused');
    assert.equal(first.headers['cache-control'], 'no-store');
    assert.equal(first.headers['x-content-type-options'], 'nosniff');
    assert.equal(first.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(first.headers['x-frame-options'], 'SAMEORIGIN');
  });

  test('brotli or gzip by Accept-Encoding; identity without it', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.rawPayload).toString(), /<script nonce=/);
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.rawPayload).toString(), /<p>text<\/p>/);
    const plain = await app.inject({ url: '/' });
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  test('HSTS only when the response goes out over TLS', async () => {
    assert.equal((await app.inject({ url: '/' })).headers['strict-transport-security'], undefined);
    // X-Forwarded-Proto counts only from a trusted proxy hop (TRUSTED_PROXIES: loopback by default
    // outside production, decision 055), never from any other peer
    const viaProxy = (remoteAddress: string) =>
      app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-proto': 'https' } });
    assert.equal((await viaProxy('203.0.113.7')).headers['strict-transport-security'], undefined);
    assert.equal((await viaProxy('127.0.0.1')).headers['strict-transport-security'], HSTS_VALUE);
  });
});

describe('the API answers compressed, with the API security headers', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test('JSON is brotli-compressed for a browser that accepts it, with a deny-all CSP', async () => {
    const res = await t.app.inject({
      url: '/api/taxonomy/subjects',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.ok(JSON.parse(brotliDecompressSync(res.rawPayload).toString()));
    assert.equal(
      res.headers['content-security-policy'],
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
  });
});

test('content-hashed chunks are immutable also when sent precompressed; entry files revalidate', () => {
  const immutable = 'public, max-age=31536000, immutable';
  assert.equal(cacheControlFor('/dist/262.48c486c6.js'), immutable);
  assert.equal(cacheControlFor('/dist/262.48c486c6.js.br'), immutable);
  assert.equal(cacheControlFor('/dist/262.48c486c6.js.gz'), immutable);
  assert.equal(cacheControlFor('/dist/main.js.br'), 'no-cache');
  assert.equal(cacheControlFor('/dist/remoteEntry.js'), 'no-cache');
});

test('paths with dots reach the app (its index page) unless they name a file; a missing file is a 404', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cle-spa-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(path.join(root, 'main.js'), 'console.log(1)');
  const app = await startStaticServer({
    root,
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: [],
    spaFallback: true,
    policy: { frameAncestors: [] },
    service: 'spa-test',
  });
  try {
    const get = (url: string, accept = '*/*') => app.inject({ method: 'GET', url, headers: { accept } });
    for (const url of ['/faculty/j.r.smith', '/credit-info/new-york.transitional', '/search?query=v.2.0']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.headers['content-type'] as string, /^text\/html/, url);
      assert.match(res.body, /<title>app<\/title>/, url);
    }
    assert.equal((await get('/main.js')).statusCode, 200);
    const missing = await get('/missing.a1b2c3d4.js');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().message, /^Not found: \/missing/);
    // a browser asking for a page gets the app even for an asset-like name
    assert.equal((await get('/reports/summary.pdf', 'text/html')).statusCode, 200);
  } finally {
    await app.close();
  }
});

test("a remote's other pages carry the deployment's site and API origins as meta tags; its index page does not", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cle-meta-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>app</title></head></html>');
  writeFileSync(
    path.join(root, 'embed-example.html'),
    '<!doctype html><html lang="en"><head><title>example</title></head><body><script>mount()</script></body></html>',
  );
  const app = await startStaticServer({
    root,
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: [],
    policy: { frameAncestors: [] },
    service: 'meta-test',
    pageMeta: { 'cle-api-origin': 'http://api.cle.test:4000', 'cle-site-origin': 'http://x"><script>' },
  });
  try {
    const page = await app.inject({ method: 'GET', url: '/embed-example.html' });
    assert.equal(page.statusCode, 200);
    assert.match(
      page.body,
      /^<!doctype html><html lang="en"><head><meta name="cle-api-origin" content="http:\/\/api.cle.test:4000" \/><meta name="cle-site-origin" content="http:\/\/x&quot;&gt;&lt;script&gt;" \/><title>/,
    );
    // the inline script still gets this response's nonce
    assert.match(page.body, /<script nonce="[^"]+">mount\(\)<\/script>/);
    const index = await app.inject({ method: 'GET', url: '/' });
    assert.doesNotMatch(index.body, /cle-api-origin/);
  } finally {
    await app.close();
  }
});
