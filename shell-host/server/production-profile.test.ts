/** @jest-environment node */
// The shell server under the production profile (decision 056): its real entry (server.mts) refuses
// to start with the development addresses it would send browsers to, naming each in one line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runService } from '@cle/static-server/profile-fixture';
import { judgeProfile } from '@cle/static-server/production-profile';
import { shellProductionProblems } from './production-profile';

const shellDir = path.join(__dirname, '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'shell-profile-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
/** A deploy tokens file (decision 063) holding these tokens for the library team. */
function tokensFile(name: string, token: string): string {
  const file = path.join(tmp, name);
  writeFileSync(
    file,
    JSON.stringify({ tokens: [{ team: 'library', token, role: 'deployer', remotes: ['mfe-library'] }] }),
  );
  return file;
}
const GOOD = {
  NODE_ENV: 'production',
  SITE_ORIGIN: 'https://www.cle.example',
  IDENTITY_URL: 'https://id.cle.example',
  PAYMENT_URL: 'https://pay.example',
  REMOTE_ORIGINS: 'https://search.cle.example,https://library.cle.example',
  API_URL: 'http://api.internal:4000',
  DEPLOY_TOKENS_FILE: tokensFile('own.json', 'an-operator-secret-of-32-characters-x'),
  DEPLOY_DATABASE_URL: 'postgres://deploy:s3cret-of-its-own@db.internal:5432/cle',
};

test('production with the development defaults: exit 1, one line naming each setting', async () => {
  const run = await runService('server/server.mts', { cwd: shellDir, env: { NODE_ENV: 'production' } });
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^shell-host: refusing to start with NODE_ENV=production: /);
  for (const setting of [
    'SITE_ORIGIN',
    'IDENTITY_URL',
    'PAYMENT_URL',
    'MFE_SEARCH_URL',
    'MFE_LIBRARY_URL',
    'MFE_CREDIT_URL',
    'MFE_COMMERCE_URL',
    'MFE_PRODUCT_URL',
    'API_URL',
    'DEPLOY_TOKENS_FILE',
    'DEPLOY_DATABASE_URL',
  ])
    expect(lines[0]).toContain(setting);
}, 60_000);

test('a local remote origin is refused by name; public values leave nothing to refuse', () => {
  expect(
    shellProductionProblems({ ...GOOD, REMOTE_ORIGINS: 'https://a.example,http://127.0.0.1:3001' }),
  ).toEqual([
    'REMOTE_ORIGINS names http://127.0.0.1:3001, a local address; set it to the public origins of the remotes',
  ]);
  expect(shellProductionProblems(GOOD)).toEqual([]);
  // the deploy service's published development tokens and a published database password (decision 063)
  expect(
    shellProductionProblems({
      ...GOOD,
      DEPLOY_TOKENS_FILE: tokensFile('published.json', 'cle-dev-deploy-library-team-0002'),
      DEPLOY_DATABASE_URL: 'postgres://cle:cle-local@db.internal:5432/cle',
    }),
  ).toEqual([
    "DEPLOY_TOKENS_FILE holds tokens published in this repository (library); set it to a file of your teams' deploy tokens, from a secret",
    "DEPLOY_DATABASE_URL's password is published in this repository; set a password of your own from a secret",
  ]);
  // npm start and the e2e suite: a warning, not a refusal
  expect(
    judgeProfile('shell-host', shellProductionProblems({}), {
      NODE_ENV: 'production',
      CLE_LOCAL_PRODUCTION: '1',
    }).verdict,
  ).toBe('warn');
});
