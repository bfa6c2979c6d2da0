// `npm run bench:lighthouse`: Lighthouse (performance only) on the six page types, mobile and
// desktop presets, against a site that is already running (BASE_URL, default http://localhost:3000).
// Prints one table per preset and writes test-results/lighthouse-<preset>.json. Not part of npm test:
// scores depend on the machine's load. RUNS=3 takes the median run of each page.
//   CHROME_PATH=/usr/bin/chromium (default) · PRESETS=mobile,desktop · PAGES=home,search,... · FULL=1
//   ARTIFACTS=1 keeps each run's trace and network log in test-results/lighthouse-artifacts/, for
//   `npm run bench:lantern` to re-simulate with changed requests (decision 048)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { benchPages, vitals } from './bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const presets = (process.env.PRESETS ?? 'mobile,desktop').split(',').map((s) => s.trim());

const pages = benchPages();

const ms = (v) => (v == null ? '-' : `${(v / 1000).toFixed(2)} s`);
const pad = (s, n) => String(s).padEnd(n);

function summarise(lhr) {
  const a = lhr.audits;
  return {
    ...vitals(lhr),
    si: a['speed-index'].numericValue,
    transferKB: (a['total-byte-weight'].numericValue ?? 0) / 1024,
    requests: a['network-requests']?.details?.items?.length ?? null,
    // what moved: printed under the table when a page goes over the CLS target
    shifts: (a['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      element: item.node?.selector ?? item.node?.nodeLabel ?? 'unknown',
    })),
  };
}

/** Issue 7's CLS target: pages above it list what shifted. */
const CLS_TARGET = 0.05;

const runName = (preset, page, i) => `${preset}-${page.name.replace(/\W+/g, '-')}-${i + 1}`;

const median = (rows) => [...rows].sort((x, y) => x.score - y.score)[Math.floor(rows.length / 2)];

async function main() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = {};
  try {
    for (const preset of presets) {
      const config = preset === 'desktop' ? desktopConfig : undefined;
      results[preset] = [];
      for (const page of pages) {
        const url = `${baseUrl}${await page.path(baseUrl)}`;
        const rows = [];
        for (let i = 0; i < runs; i++) {
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          };
          if (process.env.ARTIFACTS === '1') {
            // gather, save what was gathered, then audit it (Lighthouse's -G -A)
            const dir = path.join(root, 'test-results', 'lighthouse-artifacts', runName(preset, page, i));
            Object.assign(flags, { gatherMode: dir, auditMode: dir });
          }
          // Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: one retry per run
          let result;
          for (let attempt = 1; attempt <= 2; attempt++) {
            result = await lighthouse(url, flags, config);
            if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
            if (!result.lhr.runtimeError) break;
            if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
            process.stderr.write(`  ${preset} ${page.name}: ${result.lhr.runtimeError.code}, retrying\n`);
          }
          rows.push(summarise(result.lhr));
          // FULL=1 keeps each run's whole report (LCP element, request chains, script boot-up times)
          if (process.env.FULL === '1') {
            const dir = path.join(root, 'test-results');
            mkdirSync(dir, { recursive: true });
            writeFileSync(
              path.join(dir, `lighthouse-${runName(preset, page, i)}.json`),
              JSON.stringify(result.lhr),
            );
          }
        }
        const row = { page: page.name, url, ...median(rows) };
        results[preset].push(row);
        // every run, not only the median: a page's LCP moves by a round trip (150 ms) between runs
        const each = rows
          .map((r) => `${r.score}/${(r.lcp / 1000).toFixed(2)}/${Math.round(r.tbt)}`)
          .join(' ');
        process.stderr.write(
          `  ${preset} ${page.name}: ${row.score} (score/LCP s/TBT ms of each run: ${each})\n`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }

  const out = path.join(root, 'test-results');
  mkdirSync(out, { recursive: true });
  for (const [preset, rows] of Object.entries(results)) {
    writeFileSync(path.join(out, `lighthouse-${preset}.json`), JSON.stringify(rows, null, 2));
    console.log(`\nLighthouse ${preset} (${baseUrl}, ${runs === 1 ? '1 run' : `median of ${runs}`})`);
    console.log(
      `${pad('page', 16)}${pad('perf', 6)}${pad('FCP', 9)}${pad('LCP', 9)}${pad('CLS', 7)}${pad('TBT', 8)}${pad('transfer', 10)}`,
    );
    for (const r of rows)
      console.log(
        `${pad(r.page, 16)}${pad(r.score, 6)}${pad(ms(r.fcp), 9)}${pad(ms(r.lcp), 9)}${pad(r.cls.toFixed(3), 7)}${pad(`${Math.round(r.tbt)} ms`, 8)}${pad(`${r.transferKB.toFixed(0)} KB`, 10)}`,
      );
    for (const r of rows.filter((row) => row.cls > CLS_TARGET)) {
      console.log(`  ${r.page}: layout shifts`);
      for (const s of r.shifts) console.log(`    ${s.score.toFixed(3)}  ${s.element}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
