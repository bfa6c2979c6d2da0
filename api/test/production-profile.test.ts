// Abuse: starting the API in production with published or development values (issue 37 item 1,
// decision 056). The real entry (src/server.ts) is run: it must exit 1 before it opens any database,
// with one line naming every offending setting; CLE_LOCAL_PRODUCTION=1 makes that line a warning and
// the API starts; a production environment with values of its own has nothing to refuse.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runService } from '@cle/static-server/profile-fixture';
import { isPublishedSecret, judgeProfile } from '@cle/static-server/production-profile';
import { apiProductionProblems } from '../src/lib/production-profile';
import { paymentSettings } from '../src/payments/payment-settings';
import { mediaGrantSettingsFromEnv } from '../src/media/media-grant';

const apiDir = path.join(import.meta.dirname, '..');
const runApi = (env: Record<string, string>, ready?: RegExp) =>
  runService('src/server.ts', { cwd: apiDir, env, ready, timeoutMs: 300_000 });

/** A production deployment's own values: nothing here is published or local. */
const GOOD: Record<string, string> = {
  NODE_ENV: 'production',
  PAYMENT_MERCHANT_KEY: 'mk_live_6f1d0c4e9a7b42f3a8d5c2e1b0f9a8d7',
  MEDIA_SIGNING_SECRET: 'Yp3kV9sQ2wL7xR4tB8nM1cZ6hJ0fD5gA',
  DATABASE_URL: 'postgres://cle:Vx7-q2Lr9wTz@db.internal:5432/cle',
  IDENTITY_URL: 'https://id.cle.example',
  API_AUDIENCE: 'https://api.cle.example',
  SITE_ORIGIN: 'https://www.cle.example',
  ALLOWED_ORIGINS: 'https://www.cle.example,https://search.cle.example',
  PAYMENT_URL: 'https://pay.example',
  SMTP_HOST: 'smtp.cle.example',
};

describe('the production profile of the API', () => {
  test('with every setting left to its default, the API refuses to start and names each one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cle-api-profile-'));
    const dbDir = path.join(dataDir, 'db');
    try {
      const run = await runApi({ NODE_ENV: 'production', API_DATA_DIR: dbDir, PORT: '0' });
      assert.equal(run.code, 1, run.stderr);
      const lines = run.stderr.trim().split('\n');
      assert.equal(lines.length, 1, run.stderr);
      assert.match(lines[0]!, /^api: refusing to start with NODE_ENV=production: /);
      for (const setting of [
        'PAYMENT_MERCHANT_KEY',
        'MEDIA_SIGNING_SECRET',
        'DATABASE_URL',
        'API_AUTO_SEED',
        'IDENTITY_URL',
        'API_AUDIENCE',
        'SITE_ORIGIN',
        'ALLOWED_ORIGINS',
        'PAYMENT_URL',
        'SMTP_HOST',
      ])
        assert.match(lines[0]!, new RegExp(`\\b${setting}\\b`), setting);
      // refused before anything was opened or written: no embedded database was made
      assert.equal(existsSync(dbDir), false);
      assert.equal(run.stdout, '');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('published values (the compose key and password, the development secret, localhost URLs) are refused by name', async () => {
    const run = await runApi({
      ...GOOD,
      PAYMENT_MERCHANT_KEY: 'cle-compose-merchant-key',
      MEDIA_SIGNING_SECRET: 'cle-development-media-signing-secret-do-not-use-in-production',
      DATABASE_URL: 'postgres://cle:cle-local@postgres:5432/cle',
      IDENTITY_URL: 'http://127.0.0.1:4001',
      IDENTITY_ISSUER: 'http://localhost:4001',
      API_AUDIENCE: 'http://localhost:4000',
      SITE_ORIGIN: 'http://localhost:3000',
      ALLOWED_ORIGINS: 'https://www.cle.example,http://localhost:3001',
      PAYMENT_URL: 'http://[::1]:4002',
    });
    assert.equal(run.code, 1, run.stderr);
    const line = run.stderr.trim();
    assert.equal(line.split('\n').length, 1, line);
    assert.match(line, /PAYMENT_MERCHANT_KEY is a value published in this repository/);
    assert.match(line, /MEDIA_SIGNING_SECRET is a value published in this repository/);
    assert.match(line, /DATABASE_URL's password is published/);
    assert.match(line, /IDENTITY_URL names http:\/\/127\.0\.0\.1:4001, a local address/);
    assert.match(line, /IDENTITY_ISSUER names http:\/\/localhost:4001/);
    assert.match(line, /API_AUDIENCE names http:\/\/localhost:4000/);
    assert.match(line, /SITE_ORIGIN names http:\/\/localhost:3000/);
    assert.match(line, /ALLOWED_ORIGINS names http:\/\/localhost:3001/);
    assert.match(line, /PAYMENT_URL names http:\/\/\[::1\]:4002/);
    // PostgreSQL is named, so nothing seeds itself; the mail relay is set
    assert.doesNotMatch(line, /API_AUTO_SEED|SMTP_HOST/);
  });

  test("the test scripts' PostgreSQL password (cle_test) is published too", () => {
    const found = apiProductionProblems({
      ...GOOD,
      DATABASE_URL: 'postgres://cle_test:cle_test@localhost:5432/cle_api_test',
    });
    assert.deepEqual(found, [
      "DATABASE_URL's password is published in this repository; set a password of your own from a secret",
    ]);
  });

  test('a production environment with values of its own has nothing to refuse', () => {
    assert.deepEqual(apiProductionProblems(GOOD), []);
    assert.equal(judgeProfile('api', apiProductionProblems(GOOD), GOOD).verdict, 'ok');
  });

  test('the defaults the API falls back to are on the published list the profile refuses', () => {
    assert.ok(isPublishedSecret(paymentSettings({}, {}).merchantKey));
    assert.ok(isPublishedSecret(mediaGrantSettingsFromEnv({}).secret));
  });

  test('CLE_LOCAL_PRODUCTION=1 turns the refusal into one warning line, and the API starts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cle-api-profile-'));
    try {
      const run = await runApi(
        {
          NODE_ENV: 'production',
          CLE_LOCAL_PRODUCTION: '1',
          API_DATA_DIR: path.join(dataDir, 'db'),
          API_AUTO_SEED: '0',
          PORT: '0',
          LOG_LEVEL: 'silent',
        },
        /api on http:\/\/localhost:\d+/,
      );
      assert.equal(run.code, null, `the API exited:\n${run.stdout}\n${run.stderr}`);
      const warnings = run.stderr.split('\n').filter((l) => l.includes('CLE_LOCAL_PRODUCTION'));
      assert.equal(warnings.length, 1, run.stderr);
      assert.match(warnings[0]!, /^api: CLE_LOCAL_PRODUCTION=1, a production build on a development machine/);
      assert.match(warnings[0]!, /PAYMENT_MERCHANT_KEY.*MEDIA_SIGNING_SECRET.*DATABASE_URL/);
      assert.doesNotMatch(run.stderr, /refusing to start/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
