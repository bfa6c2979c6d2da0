// `npm run bench:ssr`: how fast the shell server composes the product page's first view (issue 36),
// against a site already running on this machine (loopback only). autocannon asks for the page as a
// browser does (Accept: text/html, Accept-Encoding: br) with warm caches (a warm-up run first), at 1
// and 10 concurrent clients, DURATION seconds each, and prints p50/p95/p99 and requests/s. Then the
// compressed (br) HTML bytes of the benchmark pages. A second shell server started with SSR=off
// (OFF_URL, default http://localhost:3010, skipped when nothing answers) is measured the same way.
// Not part of npm test: the numbers depend on the machine's load. Run the shell server with
// NODE_ENV=production (React's server renderer is otherwise its development build) and, on localhost
// addresses, CLE_LOCAL_PRODUCTION=1 (else the production profile refuses them; decision 056).
//   BASE_URL=http://localhost:3000 · OFF_URL=http://localhost:3010 · DURATION=10 · CONNECTIONS=1,10
//   ENCODING=identity asks for uncompressed HTML (server time without compression)
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchPages } from './bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Math.max(1, Number(process.env.DURATION ?? 10));
const connections = (process.env.CONNECTIONS ?? '1,10').split(',').map(Number);
const encoding = process.env.ENCODING ?? 'br, gzip';
const headers = { accept: 'text/html', 'accept-encoding': encoding };

/** A load generator aimed at another machine would measure the network: loopback only. */
function loopback(raw) {
  const url = new URL(raw.replace(/\/$/, ''));
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    throw new Error(`${raw}: bench:ssr runs against loopback only`);
  return url.origin;
}

const servers = [
  { name: 'SSR', base: loopback(process.env.BASE_URL ?? 'http://localhost:3000') },
  { name: 'SSR=off', base: loopback(process.env.OFF_URL ?? 'http://localhost:3010'), optional: true },
];

/** One GET, the body as it came over the wire (compressed) and how the server encoded it. */
function getRaw(url, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...headers, ...extraHeaders } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'] ?? 'identity',
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: no answer in 10 s`)));
  });
}

async function isUp(base) {
  try {
    return (await getRaw(`${base}/config.json`)).status === 200;
  } catch {
    return false;
  }
}

/** Whether the page came composed by the server (#root[data-ssr] with markup inside). */
async function composed(url) {
  const { body } = await getRaw(url, { 'accept-encoding': 'identity' });
  const html = body.toString('utf8');
  const slots = /"\$server-slots":(\[[^\]]*\])/.exec(html)?.[1] ?? '[]';
  return { ssr: /<div id="root" data-ssr[^>]*>\s*<[a-z]/.test(html), slots, bytes: body.length };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** autocannon for `seconds` at `clients` connections; latencies of every response (ms). */
async function load(url, clients, seconds) {
  const times = [];
  const sizes = new Set();
  const statuses = new Map();
  const run = autocannon({ url, connections: clients, duration: seconds, headers, timeout: 10 });
  run.on('response', (_client, status, bytes, ms) => {
    times.push(ms);
    sizes.add(bytes);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    clients,
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(statuses),
    // a response much smaller than the rest is a page the server gave up composing (budgets)
    bytes: [Math.min(...sizes), Math.max(...sizes)],
  };
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const pad = (s, n) => String(s).padEnd(n);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const report = { date: new Date().toISOString(), duration, encoding, servers: {} };
  const up = [];
  for (const server of servers) {
    if (await isUp(server.base)) up.push(server);
    else if (server.optional) console.log(`${server.name}: nothing answers at ${server.base}, skipped`);
    else throw new Error(`${server.base} does not answer: start the site first`);
  }
  const pages = benchPages(process.env.PAGES ?? 'home,search,product,podcast series,credit-info');
  for (const server of up) {
    const productPath = await pages.find((p) => p.name === 'product').path(server.base);
    const url = `${server.base}${productPath}`;
    const check = await composed(url);
    console.log(
      `\n${server.name} ${url}: ${check.ssr ? `composed on the server (slots ${check.slots})` : 'rendered in the browser (no server markup)'}, ${kb(check.bytes)} HTML`,
    );
    // warm caches: the content look-up, the page's first data, each remote's server module
    await load(url, 1, 3);
    const rows = [];
    for (const clients of connections) rows.push(await load(url, clients, duration));
    console.log(
      `${pad('clients', 9)}${pad('req/s', 8)}${pad('p50', 10)}${pad('p95', 10)}${pad('p99', 10)}${pad('max', 10)}requests, errors, body bytes`,
    );
    for (const r of rows)
      console.log(
        `${pad(r.clients, 9)}${pad(r.rps.toFixed(1), 8)}${pad(fmt(r.p50), 10)}${pad(fmt(r.p95), 10)}${pad(fmt(r.p99), 10)}${pad(fmt(r.max), 10)}${r.requests}, ${r.errors}, ${r.bytes.join('-')} ${JSON.stringify(r.statuses)}`,
      );
    const html = [];
    for (const page of pages) {
      const pageUrl = `${server.base}${await page.path(server.base)}`;
      const br = await getRaw(pageUrl, { 'accept-encoding': 'br' });
      const plain = await getRaw(pageUrl, { 'accept-encoding': 'identity' });
      html.push({
        page: page.name,
        status: br.status,
        encoding: br.encoding,
        wire: br.body.length,
        raw: plain.body.length,
      });
    }
    console.log(
      `HTML per page (${server.name}): ${html.map((h) => `${h.page} ${kb(h.wire)} ${h.encoding} (${kb(h.raw)} raw)`).join(', ')}`,
    );
    report.servers[server.name] = { url, ...check, load: rows, html };
  }
  const out = path.join(root, 'test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'bench-ssr.json'), JSON.stringify(report, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
