// `node scripts/bench-replicas.mjs`: requests per second of the API at 1 and at 2 replicas on one
// PostgreSQL, in one run, and their ratio, without Docker (the compose measurement behind nginx is
// scripts/docker/bench-replicas.mjs). A benchmark that prints figures; nothing passes or fails on speed.
//   url=$(bash scripts/postgres-for-tests.sh | tail -1)
//   su postgres -c "createdb -O cle_test cle_bench"
//   BENCH_DATABASE_URL=postgres://cle_test:cle_test@localhost:5432/cle_bench node scripts/bench-replicas.mjs
//   BENCH_CLIENTS=16 BENCH_REQUESTS=2000 BENCH_ROUNDS=1,2,1,2 BENCH_PORT=4300 ... (the defaults)
// The replicas are `api/src/server.ts` processes on BENCH_PORT and BENCH_PORT+1, migrated and seeded
// first; the load client sends each request to the next replica in turn (a round-robin balancer) from
// loopback, which the replicas trust as a proxy hop, with X-Forwarded-For naming one of 200 clients, so
// the rate-limit counts (decision 055) are kept in the shared table for 200 clients, as a real site's
// would be. The limits are set out of reach (the limiter still counts every request: its cost is in
// the figures); the rounds alternate, and the load average around each is printed beside it.
import { spawn, spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load1, median, pct, searchedProducts, SEARCH_WORDS } from './bench-workload.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
if (!DATABASE_URL) {
  console.error('BENCH_DATABASE_URL: a PostgreSQL database the replicas share (see the top of this file)');
  process.exit(2);
}
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ROUNDS = (process.env.BENCH_ROUNDS ?? '1,2,1,2').split(',').map(Number);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4300);
if (!ROUNDS.every((n) => n === 1 || n === 2)) throw new Error(`BENCH_ROUNDS: 1 or 2 replicas, not ${ROUNDS}`);
const unlimited = String(1_000_000_000);
const env = {
  ...process.env,
  DATABASE_URL,
  LOG_LEVEL: 'silent',
  TRUSTED_PROXIES: 'loopback',
  API_RATE_LIMIT: unlimited,
  API_RATE_LIMIT_SEARCH: unlimited,
  API_RATE_LIMIT_WRITES: unlimited,
};

function seed() {
  const r = spawnSync('node', ['--import', 'tsx', 'api/src/seed/run-seed.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('seeding failed');
}

/** One replica on `port`, resolved once it answers /api/health. */
async function replica(port) {
  const child = spawn('node', ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the replica on ${port} exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the replica on ${port} did not answer in 120 s`);
}

function load(ports, sessions) {
  return new Promise((resolve, reject) => {
    const w = new Worker(path.join(root, 'api/bench/load-client.mjs'), {
      workerData: { ports, sessions, concurrency: CLIENTS },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

/** Search and product pages, half each, as in the compose benchmark; each request from one of 200 clients. */
async function workload(port) {
  const products = await searchedProducts(port);
  return Array.from({ length: REQUESTS }, (_, i) => {
    const headers = { 'x-forwarded-for': `198.51.${100 + (i % 2)}.${i % 100}` };
    return [
      i % 2 === 0
        ? {
            method: 'POST',
            path: '/api/search',
            body: { query: SEARCH_WORDS[i % SEARCH_WORDS.length], pageSize: 10 },
            headers,
          }
        : { method: 'GET', path: `/api/product/${products[i % products.length]}`, headers },
    ];
  });
}

async function main() {
  const startedAt = new Date();
  seed();
  const ports = [BASE_PORT, BASE_PORT + 1];
  const children = [];
  const rows = [];
  try {
    // one after the other: both migrate under the advisory lock, the second finds the work done
    for (const port of ports) children.push(await replica(port));
    const sessions = await workload(ports[0]);
    await load(ports, sessions.slice(0, 200)); // warm both replicas' JIT, caches and pools
    for (const [i, replicas] of ROUNDS.entries()) {
      const before = load1();
      const { latencies, wallMs } = await load(ports.slice(0, replicas), sessions);
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push({
        round: i + 1,
        replicas,
        rps: latencies.length / (wallMs / 1000),
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        load: `${before} -> ${load1()}`,
      });
    }
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
  console.log(
    `API replicas on one PostgreSQL (shared rate-limit counts), ${startedAt.toISOString().slice(0, 16)}Z: ${CLIENTS} clients, ${REQUESTS} requests per round (search and product pages); ${os.cpus().length} cores shared by the replicas, PostgreSQL and the load client`,
  );
  console.log(
    '\n| round | replicas | requests/s | p50 ms | p95 ms | load average |\n| --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows)
    console.log(
      `| ${r.round} | ${r.replicas} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.load} |`,
    );
  const at = (n) => median(rows.filter((r) => r.replicas === n).map((r) => r.rps));
  if (ROUNDS.includes(1) && ROUNDS.includes(2))
    console.log(
      `\nmedian requests/s: 1 replica ${Math.round(at(1))}, 2 replicas ${Math.round(at(2))}; ratio 2:1 = ${(at(2) / at(1)).toFixed(2)}`,
    );
}

await main();
