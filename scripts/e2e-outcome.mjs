// Names the e2e tests that failed or passed only on retry, read from the Playwright JSON report.
// `npm test` prints it after its summary, so the tail of a CI log says which tests to look at.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './lib.mjs';

export const E2E_REPORT = path.join(root, '.run', 'e2e-results.json');

function* specsOf(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) yield { spec, trail: here };
  for (const child of suite.suites ?? []) yield* specsOf(child, here);
}

/** Lines naming each failed or flaky test with the first line of its last error; [] when all passed. */
export function e2eOutcome(reportFile = E2E_REPORT) {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const lines = [];
  for (const suite of report.suites ?? []) {
    for (const { spec, trail } of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = [...(test.results ?? [])].reverse().find((r) => r.status !== 'passed');
        const message = (failedRun?.error?.message ?? failedRun?.status ?? '').split('\n')[0];
        lines.push(
          `  ${test.status === 'flaky' ? 'flaky ' : 'FAILED'}  ${spec.file}:${spec.line}  ${[...trail.slice(1), spec.title].join(' › ')}`,
          `          ${stripVTControlCharacters(message).slice(0, 300)}`,
        );
      }
    }
  }
  return lines;
}
