// Abuse: starting the identity provider in production with published or development values (issue 37
// item 1, decision 056): the seeded people, a generated signing key, generated cookie keys, localhost
// issuer, audience or site, the embedded store or a published database password. The real entry
// (src/server.ts) exits 1 before it opens anything, naming each; CLE_LOCAL_PRODUCTION=1 warns instead.
//   node --import tsx --test identity/test/production-profile.test.ts
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { runService } from '@cle/static-server/profile-fixture';
import { jwkThumbprint } from '@cle/static-server/key-file';
import { cookieKeysFrom, identityProductionProblems } from '../src/config';
import { startIdentityServer } from '../src/app';

const identityDir = path.join(import.meta.dirname, '..');
const runIdentity = (env: Record<string, string>, ready?: RegExp) =>
  runService('src/server.ts', { cwd: identityDir, env, ready, timeoutMs: 300_000 });

/** A production deployment's own values. */
const GOOD: Record<string, string> = {
  NODE_ENV: 'production',
  IDENTITY_URL: 'https://id.cle.example',
  API_AUDIENCE: 'https://api.cle.example',
  SITE_ORIGIN: 'https://www.cle.example',
  DATABASE_URL: 'postgres://cle:Vx7-q2Lr9wTz@db.internal:5432/cle',
  IDENTITY_SIGNING_KEY_FILE: '/run/secrets/identity-jwks.json',
  IDENTITY_COOKIE_KEYS: 'k1-Qw8rT5yU2iO9pA3sD6fG1hJ4kL7zX0c,k0-Vb5nM8qW1eR4tY7uI0oP3aS6dF9gH2j',
};

let root: string;
before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cle-identity-profile-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('the production profile of the identity provider', () => {
  test('[IDP-16] the seeded people and every development default: exit 1, one line naming each, nothing written', async () => {
    const dataDir = path.join(root, 'refused');
    const run = await runIdentity({
      NODE_ENV: 'production',
      IDENTITY_SEED_ACCOUNTS: 'true',
      IDENTITY_DATA_DIR: dataDir,
    });
    assert.equal(run.code, 1, run.stderr);
    // oidc-provider's own line on Node 20 ("Unsupported runtime") aside, one line from the provider
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('identity:'));
    assert.equal(lines.length, 1, run.stderr);
    assert.match(lines[0]!, /^identity: refusing to start with NODE_ENV=production: /);
    for (const setting of [
      'IDENTITY_SEED_ACCOUNTS',
      'IDENTITY_URL',
      'API_AUDIENCE',
      'SITE_ORIGIN',
      'DATABASE_URL',
      'IDENTITY_SIGNING_KEY_FILE',
      'IDENTITY_COOKIE_KEYS',
    ])
      assert.match(lines[0]!, new RegExp(`\\b${setting}\\b`), setting);
    // no store and no generated key
    assert.equal(existsSync(dataDir), false);
  });

  test('a localhost issuer and a published database password are refused by name', async () => {
    const run = await runIdentity({
      ...GOOD,
      ISSUER: 'http://127.0.0.1:4001',
      SITE_ORIGINS: 'https://www.cle.example,http://localhost:3000',
      DATABASE_URL: 'postgres://cle:cle-local@postgres:5432/cle',
    });
    assert.equal(run.code, 1, run.stderr);
    const line = run.stderr.trim();
    assert.match(line, /ISSUER names http:\/\/127\.0\.0\.1:4001, a local address/);
    assert.match(line, /SITE_ORIGINS names http:\/\/localhost:3000/);
    assert.match(line, /DATABASE_URL's password is published/);
    assert.doesNotMatch(line, /IDENTITY_SIGNING_KEY_FILE|IDENTITY_COOKIE_KEYS|API_AUDIENCE/);
  });

  test('a production environment with values of its own has nothing to refuse', () => {
    assert.deepEqual(identityProductionProblems(GOOD), []);
  });

  test('IDENTITY_COOKIE_KEYS: keys under 32 characters stop the start, naming the setting', () => {
    assert.throws(() => cookieKeysFrom({ IDENTITY_COOKIE_KEYS: 'short,also-short' }), /IDENTITY_COOKIE_KEYS/);
    assert.equal(cookieKeysFrom({}), undefined);
  });

  test('the provider signs with the IDENTITY_SIGNING_KEY_FILE key and publishes it (the file is read, never rewritten)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    const kid = jwkThumbprint(jwk);
    const file = path.join(root, 'identity-jwks.json');
    const text = JSON.stringify({ keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
    writeFileSync(file, text, { mode: 0o600 });
    const idp = await startIdentityServer({
      port: 0,
      dataDir: path.join(root, 'given-keys'),
      databaseUrl: undefined,
      siteOrigins: ['http://localhost:3000'],
      apiAudience: 'http://localhost:4000',
      signingKeyFile: file,
      cookieKeys: ['Qw8rT5yU2iO9pA3sD6fG1hJ4kL7zX0cVb5nM8'],
    });
    try {
      const published = (await (await fetch(`${idp.url}/jwks`)).json()) as { keys: { kid: string }[] };
      assert.deepEqual(
        published.keys.map((k) => k.kid),
        [kid],
      );
      // nothing generated into the data folder
      assert.equal(existsSync(path.join(root, 'given-keys', 'jwks.json')), false);
    } finally {
      await idp.close();
    }
  });

  test('CLE_LOCAL_PRODUCTION=1: one warning line, and the provider starts with the seeded people', async () => {
    const run = await runIdentity(
      {
        NODE_ENV: 'production',
        CLE_LOCAL_PRODUCTION: '1',
        IDENTITY_SEED_ACCOUNTS: 'true',
        IDENTITY_DATA_DIR: path.join(root, 'local'),
        PORT: '0',
      },
      /identity on http:\/\/localhost:\d+/,
    );
    assert.equal(run.code, null, `the provider exited:\n${run.stdout}\n${run.stderr}`);
    const warnings = run.stderr.split('\n').filter((l) => l.includes('CLE_LOCAL_PRODUCTION'));
    assert.equal(warnings.length, 1, run.stderr);
    assert.match(warnings[0]!, /^identity: CLE_LOCAL_PRODUCTION=1, .*IDENTITY_SEED_ACCOUNTS/);
    assert.doesNotMatch(run.stderr, /refusing to start|refused when NODE_ENV/);
  });
});
