// The lines `npm test` prints after its summary name the failed and flaky e2e tests, and nothing else.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { e2eOutcome } from './e2e-outcome.mjs';

const spec = (title, line, status, results) => ({
  title,
  file: 'budgets.spec.ts',
  line,
  tests: [{ status, results }],
});
const report = {
  suites: [
    {
      title: 'budgets.spec.ts',
      specs: [],
      suites: [
        {
          title: 'page-load budgets',
          specs: [
            spec('home: bytes', 128, 'unexpected', [
              {
                status: 'failed',
                error: { message: 'first try' },
              },
              {
                status: 'failed',
                error: { message: '\u001b[2mexpect(\u001b[22mreceived).toBeLessThanOrEqual\nmore' },
              },
            ]),
            spec('program: bytes', 140, 'flaky', [{ status: 'timedOut' }, { status: 'passed' }]),
            spec('book: bytes', 150, 'expected', [{ status: 'passed' }]),
            spec('cart: bytes', 160, 'skipped', [{ status: 'skipped' }]),
          ],
        },
      ],
    },
  ],
};

test('names each failed and flaky test with the first line of its last failure, colours stripped', () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-outcome-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  assert.deepEqual(e2eOutcome(file), [
    '  FAILED  budgets.spec.ts:128  page-load budgets › home: bytes',
    '          expect(received).toBeLessThanOrEqual',
    '  flaky   budgets.spec.ts:140  page-load budgets › program: bytes',
    '          timedOut',
  ]);
});

test('no report (the suite never ran): nothing to name', () => {
  assert.deepEqual(e2eOutcome(path.join(os.tmpdir(), 'no-such-e2e-report.json')), []);
});
