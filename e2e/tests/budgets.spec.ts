// Bundle budgets measured from a real page load: everything the browser downloads as JavaScript,
// gzip, including React and the remotes the page shows.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { boundary, isFederationRuntime, isReactDom, recordScripts } from '../support/site';

const HOME_JS_BUDGET_KB = 170;
const REPORT = path.resolve(__dirname, '..', '..', 'test-results', 'budgets-page.json');

const pages = [
  { name: 'home', url: '/', remote: 'mfe-product' },
  { name: 'search results', url: '/search?query=ethics', remote: 'mfe-search' },
];

test.describe('page-load budgets', () => {
  const report: Record<string, unknown> = {};
  test.afterAll(() => {
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, JSON.stringify(report, null, 2));
  });

  for (const p of pages) {
    test(`${p.name}: JavaScript within budget, React downloaded once, MF runtime once`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(p.url);
      await expect(boundary(page, p.remote)).toBeVisible();
      await page.waitForLoadState('networkidle');

      const rows = scripts.map((s) => ({
        url: s.url.replace(/^https?:\/\//, ''),
        gzip: gzipSync(s.body, { level: 9 }).length,
      }));
      const total = rows.reduce((n, r) => n + r.gzip, 0);
      const byOrigin = new Map<string, number>();
      for (const r of rows) {
        const origin = r.url.split('/')[0]!;
        byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + r.gzip);
      }
      const reactDom = scripts.filter((s) => isReactDom(s.body)).length;
      const runtime = scripts.filter((s) => isFederationRuntime(s.body)).length;

      console.log(`\n${p.name} (${p.url}): JavaScript downloaded, gzip -9`);
      for (const [origin, bytes] of byOrigin)
        console.log(`  ${origin.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
      console.log(
        `  ${'total'.padEnd(20)} ${(total / 1024).toFixed(1).padStart(7)} KB  (budget ${HOME_JS_BUDGET_KB} KB)`,
      );
      console.log(
        `  react-dom downloads: ${reactDom}; MF runtime downloads: ${runtime}; scripts: ${rows.length}`,
      );
      report[p.name] = {
        url: p.url,
        totalGzipKB: +(total / 1024).toFixed(1),
        reactDom,
        runtime,
        scripts: rows,
      };

      expect(reactDom, 'react-dom must be downloaded exactly once').toBe(1);
      expect(runtime, 'the Module Federation runtime must be downloaded once per page').toBe(1);
      expect(total / 1024).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
    });
  }
});
