// `npm run bench:replicas`: requests per second and latency of the composed API at 1 and at 2
// replicas, through the same nginx proxy (the `api` service, published on 127.0.0.1:4000), on the
// same PostgreSQL. A benchmark that prints figures, not a test: nothing here passes or fails on speed.
//   npm run bench:replicas              # brings up the API part of the stack (images must exist:
//                                       # scripts/docker/build-images.sh), measures, tears it down
//   BENCH_CLIENTS=16 BENCH_REQUESTS=3000 KEEP_UP=1 npm run bench:replicas
// The workload: public catalogue reads as the site makes them (search with a query, a product page),
// over keep-alive connections from api/bench/load-client.mjs in a worker thread. One replica = the
// proxy's upstream list is api-1 alone (API_UPSTREAMS); two = api-1 and api-2, round robin.
import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 4000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
// One load generator is one client to the API's per-client rate limits (decision 029), and behind nginx
// so is everyone: the limits are lifted for the measurement (api/bench/bench-limits.ts does the same
// in-process), so it measures the API, not the limiter.
const unlimited = String(1_000_000_000);
const env = {
  ...process.env,
  COMPOSE_PROJECT_NAME: process.env.COMPOSE_PROJECT_NAME ?? 'cleqa',
  API_RATE_LIMIT: unlimited,
  API_RATE_LIMIT_SEARCH: unlimited,
  API_RATE_LIMIT_WRITES: unlimited,
};

function compose(args, extraEnv = {}) {
  const r = spawnSync('docker-compose', args, { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`docker-compose ${args.join(' ')} failed:\n${r.stderr}`);
  return r.stdout.trim();
}

/** The proxy in front of `upstreams`, healthy and answering /api/health from the host. */
async function proxyTo(upstreams) {
  compose(['up', '-d', 'api'], { API_UPSTREAMS: upstreams.join(' ') });
  const id = compose(['ps', '-q', 'api']);
  for (let i = 0; i < 120; i++) {
    const health = spawnSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', id], {
      encoding: 'utf8',
    });
    if (health.stdout.trim() === 'healthy') {
      const said = spawnSync('docker', ['logs', id], { encoding: 'utf8' });
      const line = `${said.stdout}${said.stderr}`.match(/\[api-proxy\] .*/g)?.at(-1) ?? '';
      if (!line.endsWith(upstreams.join(' '))) throw new Error(`the proxy says "${line}", not ${upstreams}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the api proxy did not become healthy in 120 s');
}

function load(sessions, concurrency) {
  return new Promise((resolve, reject) => {
    const w = new Worker(path.join(root, 'api/bench/load-client.mjs'), {
      workerData: { port: PORT, sessions, concurrency },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Search texts and the product pages their first hits lead to (read once, before measuring). */
async function workload() {
  const words = ['tax', 'ethics', 'employment', 'securities', 'trial', 'contracts', 'privacy', 'estate'];
  const products = [];
  for (const query of words) {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, pageSize: 10, currentPage: 1 }),
    });
    if (!res.ok) throw new Error(`search '${query}': HTTP ${res.status}`);
    const body = await res.json();
    // the product page is addressed by product code (GET /api/product/:code), not by search pk
    for (const hit of body.searchResults.searchResultsItems.slice(0, 3)) products.push(hit.productCode);
  }
  if (!products.length) throw new Error('the searches found no products');
  const sessions = [];
  for (let i = 0; i < REQUESTS; i++) {
    sessions.push(
      i % 2 === 0
        ? [
            {
              method: 'POST',
              path: '/api/search',
              body: { query: words[i % words.length], pageSize: 10, currentPage: 1 },
            },
          ]
        : [{ method: 'GET', path: `/api/product/${products[i % products.length]}` }],
    );
  }
  return sessions;
}

async function main() {
  const rows = [];
  try {
    for (const upstreams of [['api-1:4000'], ['api-1:4000', 'api-2:4000']]) {
      await proxyTo(upstreams);
      const sessions = await workload();
      await load(sessions.slice(0, 200), CLIENTS); // warm both replicas' JIT, caches and connections
      const { latencies, wallMs } = await load(sessions, CLIENTS);
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push({
        replicas: upstreams.length,
        clients: CLIENTS,
        requests: latencies.length,
        rps: Math.round(latencies.length / (wallMs / 1000)),
        p50: pct(sorted, 50).toFixed(1),
        p95: pct(sorted, 95).toFixed(1),
      });
    }
  } finally {
    // back to the compose file's two replicas, or down
    if (process.env.KEEP_UP === '1')
      compose(['up', '-d', 'api'], {
        API_RATE_LIMIT: '',
        API_RATE_LIMIT_SEARCH: '',
        API_RATE_LIMIT_WRITES: '',
      });
    else compose(['down', '--remove-orphans']);
  }
  console.log(
    `API replicas behind nginx on one PostgreSQL: ${CLIENTS} clients, ${REQUESTS} requests (search and product pages, half each); ${os.cpus().length} cores, shared with the proxy, PostgreSQL and the clients`,
  );
  console.log('| replicas | clients | requests | requests/s | p50 ms | p95 ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.replicas} | ${r.clients} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} |`);
}

await main();
