// `node scripts/docker/bench-replicas.mjs`: requests per second and latency of the composed API at 1
// and at 2 replicas, through the same nginx proxy (the `api` service, published on 127.0.0.1:14000 by
// docker-compose.bench.yml: BENCH_API_PORT; the stack itself publishes only the edge), on the
// same PostgreSQL. A benchmark that prints figures, not a test: nothing here passes or fails on speed.
//   node scripts/docker/bench-replicas.mjs   # brings up the API part of the stack (images must exist:
//                                            # scripts/docker/build-images.sh), measures, tears it down
//   BENCH_CLIENTS=16 BENCH_REQUESTS=3000 BENCH_ROUNDS=1,2,1,2 KEEP_UP=1 node scripts/docker/bench-replicas.mjs
// On a shared machine one run per replica count says more about the neighbours than about the API:
// the rounds alternate (1, 2, 1, 2 by default) back to back, each with the load average around it,
// and the medians per replica count are printed beside every round.
// The workload: public catalogue reads as the site makes them (search with a query, a product page),
// over keep-alive connections from api/bench/load-client.mjs in a worker thread. One replica = the
// proxy's upstream list is api-1 alone (API_UPSTREAMS); two = api-1 and api-2, round robin.
import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load1, median, pct, searchedProducts, SEARCH_WORDS } from '../bench-workload.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_API_PORT ?? 14000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const ROUNDS = (process.env.BENCH_ROUNDS ?? '1,2,1,2').split(',').map(Number);
if (!ROUNDS.every((n) => n === 1 || n === 2))
  throw new Error(`BENCH_ROUNDS: 1 or 2 replicas per round, not ${ROUNDS}`);
const UPSTREAMS = { 1: ['api-1:4000'], 2: ['api-1:4000', 'api-2:4000'] };
// One load generator is one client to the API's per-client rate limits (decisions 029, 055): the limits
// are lifted for the measurement (api/bench/bench-limits.ts does the same in-process); the replicas
// still count every request in the shared PostgreSQL table, so that cost is in the figures.
const unlimited = String(1_000_000_000);
const env = {
  ...process.env,
  COMPOSE_PROJECT_NAME: process.env.COMPOSE_PROJECT_NAME ?? 'cleqa',
  // the stack plus the API proxy's port on the host (docker-compose.bench.yml)
  COMPOSE_FILE: ['docker-compose.yml', 'docker-compose.bench.yml'].join(path.delimiter),
  BENCH_API_PORT: String(PORT),
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

/** Search texts and the product pages their first hits lead to (read once, before measuring). */
async function workload() {
  const products = await searchedProducts(PORT);
  const sessions = [];
  for (let i = 0; i < REQUESTS; i++) {
    sessions.push(
      i % 2 === 0
        ? [
            {
              method: 'POST',
              path: '/api/search',
              body: { query: SEARCH_WORDS[i % SEARCH_WORDS.length], pageSize: 10, currentPage: 1 },
            },
          ]
        : [{ method: 'GET', path: `/api/product/${products[i % products.length]}` }],
    );
  }
  return sessions;
}

async function main() {
  const rows = [];
  const startedAt = new Date();
  try {
    let sessions;
    for (const [i, replicas] of ROUNDS.entries()) {
      await proxyTo(UPSTREAMS[replicas]);
      sessions ??= await workload();
      await load(sessions.slice(0, 200), CLIENTS); // warm the replicas' JIT, caches and connections
      const loadBefore = load1();
      const at = new Date().toISOString().slice(11, 19);
      const { latencies, wallMs } = await load(sessions, CLIENTS);
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push({
        round: i + 1,
        at,
        replicas,
        requests: latencies.length,
        seconds: wallMs / 1000,
        rps: latencies.length / (wallMs / 1000),
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        load: `${loadBefore} -> ${load1()}`,
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
  const minutes = ((Date.now() - startedAt.getTime()) / 60000).toFixed(1);
  console.log(
    `API replicas behind nginx on one PostgreSQL, ${startedAt.toISOString().slice(0, 16)}Z, ${minutes} min: ${CLIENTS} clients, ${REQUESTS} requests per round (search and product pages, half each); ${os.cpus().length} cores, shared with the proxy, PostgreSQL, the clients and whatever else runs (load average = 1-minute, before -> after the round)`,
  );
  console.log('');
  console.log(
    '| round | started (UTC) | replicas | requests | s | requests/s | p50 ms | p95 ms | load average |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.round} | ${r.at} | ${r.replicas} | ${r.requests} | ${r.seconds.toFixed(1)} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.load} |`,
    );
  console.log('');
  console.log('| replicas | rounds | median requests/s | median p50 ms | median p95 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const replicas of [1, 2]) {
    const mine = rows.filter((r) => r.replicas === replicas);
    if (!mine.length) continue;
    console.log(
      `| ${replicas} | ${mine.length} | ${Math.round(median(mine.map((r) => r.rps)))} | ${median(mine.map((r) => r.p50)).toFixed(1)} | ${median(mine.map((r) => r.p95)).toFixed(1)} |`,
    );
  }
  const at = (n) => median(rows.filter((r) => r.replicas === n).map((r) => r.rps));
  if (ROUNDS.includes(1) && ROUNDS.includes(2))
    console.log(`\nratio of median requests/s, 2 replicas : 1 = ${(at(2) / at(1)).toFixed(2)}`);
}

await main();
