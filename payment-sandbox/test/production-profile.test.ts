// Abuse: starting the payment sandbox in production with its published merchant key (or the compose
// stack's) or local origins (issue 37 item 1, decision 056). The real entry (src/server.ts) exits 1
// before it listens, naming each setting; CLE_LOCAL_PRODUCTION=1 warns instead and it starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runService } from '@cle/static-server/profile-fixture';
import { isPublishedSecret } from '@cle/static-server/production-profile';
import { DEV_MERCHANT_KEY, sandboxProductionProblems } from '../src/config';

const sandboxDir = path.join(import.meta.dirname, '..');
const runSandbox = (env: Record<string, string>, ready?: RegExp) =>
  runService('src/server.ts', { cwd: sandboxDir, env, ready, timeoutMs: 120_000 });

const GOOD: Record<string, string> = {
  NODE_ENV: 'production',
  PAYMENT_MERCHANT_KEY: 'mk_live_6f1d0c4e9a7b42f3a8d5c2e1b0f9a8d7',
  PAYMENT_URL: 'https://pay.cle.example',
  SITE_ORIGIN: 'https://www.cle.example',
};

test('with its defaults the sandbox refuses to start, in one line naming each setting', async () => {
  const run = await runSandbox({ NODE_ENV: 'production' });
  assert.equal(run.code, 1, run.stderr);
  const lines = run.stderr.trim().split('\n');
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0]!, /^payment-sandbox: refusing to start with NODE_ENV=production: /);
  assert.match(lines[0]!, /PAYMENT_MERCHANT_KEY is unset \(the published development value is used\)/);
  assert.match(lines[0]!, /PAYMENT_URL is unset/);
  assert.match(lines[0]!, /SITE_ORIGIN is unset/);
  assert.equal(run.stdout, '', 'it never listened');
});

test('the published keys (development and compose) and local origins are refused by name', async () => {
  for (const key of [DEV_MERCHANT_KEY, 'cle-compose-merchant-key']) {
    const run = await runSandbox({
      ...GOOD,
      PAYMENT_MERCHANT_KEY: key,
      SITE_ORIGINS: 'http://127.0.0.1:3000',
    });
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, /PAYMENT_MERCHANT_KEY is a value published in this repository/);
    assert.match(run.stderr, /SITE_ORIGINS names http:\/\/127\.0\.0\.1:3000, a local address/);
    assert.doesNotMatch(run.stderr, /PAYMENT_URL/);
  }
});

test('values of its own: nothing to refuse; its default key is on the published list', () => {
  assert.deepEqual(sandboxProductionProblems(GOOD), []);
  assert.ok(isPublishedSecret(DEV_MERCHANT_KEY));
});

test('CLE_LOCAL_PRODUCTION=1: one warning line and the sandbox starts', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cle-sandbox-profile-'));
  try {
    const run = await runSandbox(
      { NODE_ENV: 'production', CLE_LOCAL_PRODUCTION: '1', PORT: '0', PAYMENT_DATA_DIR: dataDir },
      /payment-sandbox on http/,
    );
    assert.equal(run.code, null, `the sandbox exited:\n${run.stdout}\n${run.stderr}`);
    const warnings = run.stderr.split('\n').filter((l) => l.includes('CLE_LOCAL_PRODUCTION'));
    assert.equal(warnings.length, 1, run.stderr);
    assert.match(warnings[0]!, /^payment-sandbox: CLE_LOCAL_PRODUCTION=1, .*PAYMENT_MERCHANT_KEY/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
