// Search benchmark (`npm run bench:search`): the seeded catalogue scaled to 20,000 items in a PGlite
// of its own (a temporary folder, removed afterwards; never the running API's data), an API instance
// on a free loopback port, and clients in a worker thread. Prints p50/p95 latency and throughput for
// faceted search and autocomplete at 1 and 32 concurrent clients. Not a test: it reports, it does not
// fail. Options: BENCH_ITEMS (default 20000), BENCH_SESSIONS (default 120).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { loadSeed } from '../src/seed/load-seed';
import { buildApp } from '../src/app';
import { getSearchIndex, invalidateSearchIndex } from '../src/search/search-index';
import * as V from '../src/seed/vocabulary';
import { scaleCatalogue } from './search-bench-lib';
import { benchLimits } from './bench-limits';
import { createRandom } from '../src/lib/random';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 120);
const TARGETS = { facetedP95At1: 30, autocompleteP95: 10 };

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const words = (s: string) => s.toLowerCase().match(/[a-z]{3,}/g) ?? [];

/** Deterministic request mix: sessions of a new search followed by the refinements a visitor makes. */
function workload(seed: number, count: number) {
  const rnd = createRandom(seed);
  const practice = V.PRACTICE_AREAS.flatMap(words).filter((w) => !['law', 'and'].includes(w));
  const topics = V.TOPICS.flatMap(words);
  const queries = () => {
    const kind = rnd.int(0, 9);
    if (kind === 0) return ''; // browsing without text
    if (kind <= 3) return rnd.pick(practice);
    if (kind <= 5) return `${rnd.pick(topics)} ${rnd.pick(topics)}`;
    if (kind === 6) return rnd.pick(V.LAST_NAMES);
    if (kind === 7) return `${rnd.pick(V.JURISDICTIONS)[1]} ${rnd.pick(practice)}`; // semantic filters
    return rnd.pick(topics);
  };
  const jur = () => rnd.pick(V.JURISDICTIONS)[0];
  const ct = () => rnd.pick(V.CREDIT_TYPES)[0];
  const search = (body: Record<string, unknown>): Request => ({
    method: 'POST',
    path: '/api/search',
    body: { currentPage: 1, pageSize: 20, returnMarketingModules: true, ...body },
  });
  const faceted: Request[][] = [];
  const cold: Request[][] = [];
  for (let i = 0; i < count; i++) {
    const query = `${queries()}`;
    const j = jur();
    const c = ct();
    faceted.push([
      search({ query, semanticFilters: true }),
      search({ query, facetGroups: [{ id: 'jurisdictions', values: [j] }] }),
      search({
        query,
        facetGroups: [
          { id: 'jurisdictions', values: [j] },
          { id: 'creditType', values: [c] },
        ],
      }),
      search({ query, facetGroups: [{ id: 'contentTabs', values: ['Programs'] }], sort: 'date' }),
      search({
        query,
        pageSize: 40,
        facetGroups: [{ id: 'contentTabs', values: ['Programs'] }],
        sort: 'date',
      }),
    ]);
  }
  // cold: every request is a text the engine has not seen yet, so no cached match helps
  const vocabulary = [...new Set([...practice, ...topics, ...V.LAST_NAMES.map((n) => n.toLowerCase())])];
  for (const word of rnd.sample(vocabulary, count)) cold.push([search({ query: word })]);
  const prefixes = [...practice, ...topics, ...V.JURISDICTIONS.map((x) => x[1].toLowerCase())];
  const autocomplete: Request[][] = Array.from({ length: count * 5 }, () => {
    const w = rnd.pick(prefixes);
    return [
      {
        method: 'GET',
        path: `/api/search/autocomplete?q=${encodeURIComponent(w.slice(0, rnd.int(1, Math.min(8, w.length))))}`,
      },
    ];
  });
  return { faceted, cold, autocomplete };
}

function run(port: number, sessions: Request[][], concurrency: number) {
  return new Promise<{ latencies: number[]; wallMs: number }>((resolve, reject) => {
    const w = new Worker(new URL('./load-client.mjs', import.meta.url), {
      workerData: { port, sessions, concurrency },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cle-search-bench-'));
  const t0 = Date.now();
  const db = await openDb({ dataDir: dir });
  try {
    await migrate(db);
    await loadSeed(db, { force: true });
    const items = await scaleCatalogue(db, ITEMS);
    const app = await buildApp({ db, allowedOrigins: [], limits: benchLimits() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await getSearchIndex(db); // the warm-up started when the API became ready
    invalidateSearchIndex(db);
    const t1 = Date.now();
    await getSearchIndex(db); // a build of the in-memory facet index from scratch
    console.log(
      `catalogue: ${items.toLocaleString('en-US')} items in ${dir} (seed + scale ${((t1 - t0) / 1000).toFixed(1)} s, facet index build ${Date.now() - t1} ms); API on 127.0.0.1:${port}; ${os.cpus().length} cores, Node ${process.version}`,
    );

    const rows: { scenario: string; clients: number; n: number; p50: number; p95: number; rps: number }[] =
      [];
    for (const clients of [1, 32]) {
      // a fresh workload per run: the engine's match cache never holds the next run's texts
      const w = workload(clients * 7919, SESSIONS);
      invalidateSearchIndex(db);
      await getSearchIndex(db);
      await run(port, w.autocomplete.slice(0, 20), 1); // warm the JIT and the connection
      for (const [scenario, sessions] of [
        ['faceted search (sessions: search, 2 filters, tab + sort, load more)', w.faceted],
        ['faceted search (cold: every text new to the engine)', w.cold],
        ['autocomplete', w.autocomplete],
      ] as const) {
        const { latencies, wallMs } = await run(port, sessions, clients);
        const sorted = [...latencies].sort((a, b) => a - b);
        rows.push({
          scenario,
          clients,
          n: latencies.length,
          p50: pct(sorted, 50),
          p95: pct(sorted, 95),
          rps: (latencies.length / wallMs) * 1000,
        });
      }
    }
    await app.close();

    console.log(
      '\nscenario                                                              clients  requests   p50 ms   p95 ms     req/s',
    );
    for (const r of rows)
      console.log(
        `${r.scenario.padEnd(70)} ${String(r.clients).padStart(7)} ${String(r.n).padStart(9)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.rps.toFixed(0).padStart(9)}`,
      );
    const f1 = rows.find((r) => r.clients === 1 && r.scenario.startsWith('faceted search (sessions'))!;
    const a1 = rows.find((r) => r.clients === 1 && r.scenario === 'autocomplete')!;
    const a32 = rows.find((r) => r.clients === 32 && r.scenario === 'autocomplete')!;
    console.log(
      `\nload average during the run (1/5 min): ${os
        .loadavg()
        .slice(0, 2)
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );
    console.log(
      `\ntargets: faceted search p95 at 1 client ${f1.p95.toFixed(2)} ms (<= ${TARGETS.facetedP95At1}: ${f1.p95 <= TARGETS.facetedP95At1 ? 'met' : 'MISSED'}); ` +
        `autocomplete p95 ${a1.p95.toFixed(2)} ms at 1 client, ${a32.p95.toFixed(2)} ms at 32 (<= ${TARGETS.autocompleteP95}: ${Math.max(a1.p95, a32.p95) <= TARGETS.autocompleteP95 ? 'met' : 'MISSED'})`,
    );
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
