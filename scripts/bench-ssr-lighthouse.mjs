// `npm run bench:lighthouse:static`: Lighthouse mobile (performance only) on each page beside the
// limit, a static copy of the same page (its DOM after load with its CSS, no scripts: static-copy.mjs)
// served from STATIC_PORT, in one run that alternates live, static copy and, when a second shell
// server started with SSR=off answers at OFF_URL, the page rendered in the browser (before issue 36).
// Prints each page's median LCP, score and TBT per variant and the ratio live/static (issue 36 goals:
// LCP at most 1.5 s, score at least 95, ratio at most 1.15); writes test-results/lighthouse-static.json.
// Not part of npm test: scores depend on the machine's load. Run the shell server with NODE_ENV=production
// and CLE_LOCAL_PRODUCTION=1 (localhost addresses; decision 056).
//   BASE_URL=http://localhost:3000 · OFF_URL=http://localhost:3010 · STATIC_PORT=3090 · RUNS=3
//   PAGES=home,search,product,podcast series,credit-info · CHROME_PATH=/usr/bin/chromium · FULL=1
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchPages, vitals } from './bench-pages.mjs';
import { captureStaticCopies, serveStaticCopies } from './static-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'test-results');
const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const offUrl = (process.env.OFF_URL ?? 'http://localhost:3010').replace(/\/$/, '');
const staticPort = Number(process.env.STATIC_PORT ?? 3090);
const staticUrl = `http://localhost:${staticPort}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const pages = benchPages(process.env.PAGES ?? 'home,search,product,podcast series,credit-info');

const GOALS = { lcpMs: 1500, score: 95, ratio: 1.15 };

function summarise(lhr) {
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const bytes = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    ...vitals(lhr),
    // transfer sizes as Lighthouse saw them (headers included)
    scriptKB: bytes('Script') / 1024,
    htmlKB: bytes('Document') / 1024,
    // what the LCP was (Lighthouse 13 names it in the LCP breakdown insight)
    lcpElement:
      a['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.nodeLabel ?? null,
  };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};
const medians = (rows) =>
  Object.fromEntries(
    ['score', 'fcp', 'lcp', 'tbt', 'cls', 'scriptKB', 'htmlKB'].map((k) => [
      k,
      median(rows.map((r) => r[k])),
    ]),
  );

async function answers(url) {
  try {
    return (await fetch(`${url}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function audit(url, port, label) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  // Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: one retry per run
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    process.stderr.write(`  ${label}: ${result.lhr.runtimeError.code}, retrying\n`);
  }
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const pad = (v, n) => String(v).padEnd(n);

async function main() {
  const withOff = await answers(offUrl);
  if (!withOff) process.stderr.write(`no SSR=off server at ${offUrl}: live and static copy only\n`);
  const targets = [];
  for (const page of pages) targets.push({ page, path: await page.path(baseUrl) });

  process.stderr.write(`copying ${targets.length} pages from ${baseUrl}\n`);
  const copies = await captureStaticCopies(
    targets.map((t) => `${baseUrl}${t.path}`),
    { chromePath },
  );
  const copyDir = path.join(outDir, 'static-copies');
  mkdirSync(copyDir, { recursive: true });
  for (const t of targets)
    writeFileSync(path.join(copyDir, `${t.page.name.replace(/\W+/g, '-')}.html`), copies.get(t.path));
  const staticServer = await serveStaticCopies(copies, { port: staticPort, upstream: baseUrl });

  const variants = [
    { name: 'live', base: baseUrl },
    { name: 'static', base: staticUrl },
    ...(withOff ? [{ name: 'SSR=off', base: offUrl }] : []),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const t of targets) {
      const rows = Object.fromEntries(variants.map((v) => [v.name, []]));
      // alternating, so the machine's load moves every variant alike
      for (let i = 0; i < runs; i++) {
        for (const v of variants) {
          const label = `${t.page.name} ${v.name} ${i + 1}/${runs}`;
          const lhr = await audit(`${v.base}${t.path}`, chrome.port, label);
          const row = summarise(lhr);
          rows[v.name].push(row);
          process.stderr.write(
            `  ${label}: ${row.score} LCP ${s(row.lcp)} TBT ${Math.round(row.tbt)} ms (${row.lcpElement ?? '?'})\n`,
          );
          if (process.env.FULL === '1')
            writeFileSync(
              path.join(
                outDir,
                `lighthouse-static-${t.page.name.replace(/\W+/g, '-')}-${v.name.replace(/\W+/g, '')}-${i + 1}.json`,
              ),
              JSON.stringify(lhr),
            );
        }
      }
      const summary = Object.fromEntries(Object.entries(rows).map(([k, r]) => [k, medians(r)]));
      results.push({ page: t.page.name, path: t.path, runs: rows, median: summary });
    }
  } finally {
    await chrome.kill();
    await staticServer.close();
  }

  writeFileSync(
    path.join(outDir, 'lighthouse-static.json'),
    JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2),
  );
  console.log(
    `\nLighthouse mobile, median of ${runs} alternating runs: live ${baseUrl}, static copy ${staticUrl}${withOff ? `, SSR=off ${offUrl}` : ''}`,
  );
  console.log(`goals: LCP <= ${s(GOALS.lcpMs)}, score >= ${GOALS.score}, LCP live/static <= ${GOALS.ratio}`);
  console.log(
    `${pad('page', 16)}${pad('variant', 9)}${pad('perf', 6)}${pad('FCP', 9)}${pad('LCP', 9)}${pad('TBT', 9)}${pad('CLS', 7)}${pad('JS', 10)}${pad('HTML', 9)}LCP ratio`,
  );
  for (const r of results) {
    for (const [name, m] of Object.entries(r.median)) {
      const ratio = name === 'static' ? '' : (m.lcp / r.median.static.lcp).toFixed(2);
      console.log(
        `${pad(r.page, 16)}${pad(name, 9)}${pad(m.score, 6)}${pad(s(m.fcp), 9)}${pad(s(m.lcp), 9)}${pad(`${Math.round(m.tbt)} ms`, 9)}${pad(m.cls.toFixed(3), 7)}${pad(`${m.scriptKB.toFixed(1)} KB`, 10)}${pad(`${m.htmlKB.toFixed(1)} KB`, 9)}${ratio}`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
