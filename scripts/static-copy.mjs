// The limit a server-rendered page is measured against (bench:lighthouse:static): the page's DOM
// after load, with its CSS (Emotion's rules inserted through the CSSOM written out as text) and no
// scripts, served from another port. Everything but the copied pages (images, style sheets, fonts)
// is passed through to the live site, so the copy loads the same bytes from one origin as the page.
/* global document, HTMLStyleElement -- serialise() runs in the page */
import http from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Lighthouse's mobile emulation (moto g power): the copy is taken at the width it is measured at. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** In the page: the rendered document as static HTML, without a byte of JavaScript. */
function serialise() {
  for (const sheet of document.styleSheets) {
    const node = sheet.ownerNode;
    if (!(node instanceof HTMLStyleElement)) continue;
    try {
      // production Emotion inserts rules with insertRule: the <style> elements are empty in the DOM
      node.textContent = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    } catch {
      // a sheet the page may not read keeps its text as it is
    }
  }
  const drop = [
    'script',
    'link[rel="modulepreload"]',
    'link[rel="preload"][as="script"]',
    'link[rel="preload"][as="fetch"]',
    'link[rel="prefetch"]',
  ];
  for (const el of document.querySelectorAll(drop.join(','))) el.remove();
  for (const el of document.querySelectorAll('[nonce]')) el.removeAttribute('nonce');
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

/** Loads each URL like a phone, waits for the network to settle, returns { pathAndQuery: html }. */
export async function captureStaticCopies(urls, { chromePath }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const copies = new Map();
  try {
    for (const url of urls) {
      const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // fonts and late images settle the layout the copy keeps
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      const { pathname, search } = new URL(url);
      copies.set(`${pathname}${search}`, await page.evaluate(serialise));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return copies;
}

/** Serves the copies (brotli, as the live server sends HTML) and passes every other request to `upstream`. */
export async function serveStaticCopies(copies, { port, upstream }) {
  const compressed = new Map([...copies].map(([key, html]) => [key, brotliCompressSync(html)]));
  const target = new URL(upstream);
  const handle = (req, res) => {
    const copy = compressed.get(req.url ?? '/');
    if (copy && req.method === 'GET') {
      const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      res.end(br ? copy : copies.get(req.url ?? '/'));
      return;
    }
    const proxied = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    proxied.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(proxied);
  };
  // loopback only, both families: the browser's "localhost" may be either
  const listen = (host) =>
    new Promise((resolve, reject) => {
      const server = http.createServer(handle);
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  const servers = await Promise.all([listen('127.0.0.1'), listen('::1')]);
  return { close: () => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))) };
}
