// POST /api/client-errors: what the shell's error boundaries report (decision 031).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClientErrorReport } from '@cle/contracts/client-error-schemas';
import { startTestApp } from './helpers';

let t: Awaited<ReturnType<typeof startTestApp>>;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

const report: ClientErrorReport = {
  boundary: 'mfe_search/./SearchPage',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'items')",
  stack: 'TypeError: ...\n    at SearchPage (http://localhost:3001/412.js:1:2)',
  componentStack: '\n    at SearchPage',
  severity: 3,
  path: '/search',
  release: '1.0.0-abc123',
};

describe('POST /api/client-errors', () => {
  test('accepts a report as JSON or as the text/plain body sendBeacon sends, and answers 204', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: report });
    assert.equal(json.statusCode, 204);
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(report),
    });
    assert.equal(beacon.statusCode, 204);
  });

  for (const [what, body, field] of [
    ['a missing boundary', { ...report, boundary: undefined }, 'boundary'],
    ['a NUL byte', { ...report, message: 'a\u0000b' }, 'message'],
    ['a lone surrogate', { ...report, path: '/x\uD800' }, 'path'],
    ['an oversized stack', { ...report, stack: 'x'.repeat(8001) }, 'stack'],
    ['a severity out of range', { ...report, severity: 99 }, 'severity'],
  ] as const) {
    test(`refuses ${what} with a 400 naming the field`, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: body });
      assert.equal(res.statusCode, 400);
      assert.match(res.json<{ message: string }>().message, new RegExp(`'${field}'`));
    });
  }

  test('refuses a body that is not JSON (400) and one over 32 KiB (413), never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    assert.equal(bad.statusCode, 400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { ...report, message: 'x'.repeat(40_000) },
    });
    assert.equal(big.statusCode, 413);
  });
});
