// Relevance benchmark (`npm run bench:relevance`): runs the judged queries of queries.json (written from
// the catalogue's own data by judge.ts, never from the engine's answers) through POST /api/search on a
// freshly seeded in-memory PGlite, and prints nDCG@10, MRR and the zero-result rate, overall and per
// query class, plus the first-hit rate for product codes and exact titles. Not a test: it reports.
// Both request modes are measured: with semantic filters (the search page's Enter) and without.
// BENCH_VERBOSE=1 lists each query's score and its top 3.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDb } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { loadSeed } from '../../src/seed/load-seed';
import { buildApp } from '../../src/app';
import { getSearchIndex } from '../../src/search/search-index';
import { metricsOf } from './relevance-metrics';
import type { JudgedQueryFile } from './relevance-metrics';

const K = 10;
const queries: JudgedQueryFile[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'queries.json'), 'utf8'),
) as JudgedQueryFile[];

const db = await openDb({ dataDir: 'memory://' });
const t0 = performance.now();
await migrate(db);
await loadSeed(db);
const app = await buildApp({ db, allowedOrigins: ['http://localhost:3000'] });
await app.ready();
await getSearchIndex(db); // built once per seed: not part of a query's time
console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${queries.length} judged queries`);

async function ranked(query: string, semanticFilters: boolean): Promise<{ codes: string[]; total: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/search',
    payload: { query, currentPage: 1, pageSize: K, semanticFilters, skipFacetGroupsCalculation: true },
  });
  if (res.statusCode !== 200) throw new Error(`${query}: HTTP ${res.statusCode} ${res.body}`);
  const body = res.json() as {
    searchResultSummary: { noOfHits: number };
    searchResults: { searchResultsItems: { productCode: string }[] };
  };
  return {
    codes: body.searchResults.searchResultsItems.map((i) => i.productCode),
    total: body.searchResultSummary.noOfHits,
  };
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (x: number) => x.toFixed(3).padStart(7);

for (const semantic of [true, false]) {
  const rows = [];
  const t = performance.now();
  for (const q of queries) {
    const r = await ranked(q.query, semantic);
    rows.push({ q, ...metricsOf(q, r.codes, r.total, K) });
  }
  const ms = (performance.now() - t) / queries.length;
  console.log(
    `\nsemanticFilters: ${semantic} (the search page's Enter ${semantic ? 'with' : 'without'} them), ${ms.toFixed(1)} ms/query`,
  );
  console.log(`${pad('class', 20)}${pad('n', 4)}  nDCG@10      MRR  zero-res  first-hit  zero-with-relevant`);
  const classes = [...new Set(queries.map((q) => q.class))];
  for (const cls of [...classes, 'ALL']) {
    const sel = rows.filter((r) => cls === 'ALL' || r.q.class === cls);
    const avg = (f: (r: (typeof sel)[number]) => number) => sel.reduce((n, r) => n + f(r), 0) / sel.length;
    console.log(
      `${pad(cls, 20)}${pad(String(sel.length), 4)}${num(avg((r) => r.ndcg))}  ${num(avg((r) => r.rr))}  ${num(
        avg((r) => (r.zero ? 1 : 0)),
      )}    ${num(avg((r) => (r.firstHit ? 1 : 0)))}   ${sel.filter((r) => r.zero).length}`,
    );
  }
  if (process.env.BENCH_VERBOSE)
    for (const r of rows)
      console.log(
        `  ${r.q.id} ${pad(r.q.class, 18)} ${num(r.ndcg)} ${pad(JSON.stringify(r.q.query), 50)} top: ${r.top.join(' ')}`,
      );
}
await app.close();
await db.close();
