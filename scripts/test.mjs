// `npm test`: everything that must hold before a change lands, on a fresh machine too.
// Lint, formatting, types, unit tests, API tests, the compose check, builds, bundle budgets,
// and the Playwright suite against the composed site in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_REPORT, e2eOutcome } from './e2e-outcome.mjs';
import { ensureInstalled, ensureSystemPackages, root, run } from './lib.mjs';

// the payment sandbox's and the identity provider's own tests run with the API's (same runner)
const apiTests = [
  ...readdirSync(`${root}/api/test`)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `api/test/${f}`),
  ...readdirSync(`${root}/payment-sandbox/test`)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `payment-sandbox/test/${f}`),
  // the identity provider's: its store and keys on PGlite, and on PostgreSQL with TEST_DATABASE_URL
  ...readdirSync(`${root}/identity/test`)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `identity/test/${f}`),
  // the shell's deploy service (decision 063): its store on PGlite, and on PostgreSQL with TEST_DATABASE_URL
  'shell-host/server/deploy/deploy.test.mts',
  // staff-only rollouts, QA overrides, who gets what (decision 065)
  'shell-host/server/deploy/staff-access.test.mts',
];

// Seeding takes ~12 s; each suite starts from one seeded copy made per run instead (api/test/seeded-copy.ts)
const seedDump = path.join(os.tmpdir(), `cle-api-seed-${process.pid}.tgz`);
process.on('exit', () => rmSync(seedDump, { force: true }));
const seededCopy = (engine, target) =>
  spawnSync('node', ['--import', 'tsx', 'api/test/seeded-copy.ts', engine, target], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });

const steps = [
  ['install', () => ensureInstalled()],
  ['system packages', () => ensureSystemPackages()],
  ['lint', () => run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])],
  ['format', () => run('format', 'npx', ['prettier', '--check', '.'])],
  ['types', () => run('types', 'npx', ['tsc', '-p', 'tsconfig.json'])],
  // unused files, exports and dependencies (knip.jsonc, decision 062)
  ['knip', () => run('knip', 'node', ['scripts/knip.mjs'])],
  // jest's default on a 2-core machine is one worker, which leaves a core idle (decision 107)
  [
    'unit tests',
    () =>
      run('unit tests', 'npx', [
        'jest',
        '--ci',
        `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`,
      ]),
  ],
  // the renditions the API serves (decision 057): built once, cached in api/.media by their inputs' hash
  ['media', () => run('media', 'node', ['scripts/media/build-media.mjs'])],
  [
    'api tests',
    () => {
      const made = seededCopy('pglite', seedDump);
      if (made.status !== 0) return (console.error(made.stderr), false);
      // two suites at a time: each has its own in-memory PGlite, and a suite waits on its own server,
      // the sandbox and timers often enough that the second core is idle at one (decision 107)
      return run('api tests', 'node', ['--import', 'tsx', '--test', '--test-concurrency=2', ...apiTests], {
        env: { NODE_NO_WARNINGS: '1', TEST_SEED_DUMP: seedDump },
      });
    },
  ],
  [
    'api tests on PostgreSQL',
    () => {
      const res = spawnSync('bash', ['scripts/postgres-for-tests.sh'], { cwd: root, encoding: 'utf8' });
      if (res.status !== 0) return (console.error(res.stderr), false);
      const url = res.stdout.trim().split('\n').pop();
      const made = seededCopy('postgres', url);
      if (made.status !== 0) return (console.error(made.stderr), false);
      const template = made.stdout.trim().split('\n').pop();
      return run(
        'api tests on PostgreSQL',
        'node',
        // the payment sandbox keeps no database: its tests ran in the step before
        [
          '--import',
          'tsx',
          '--test',
          '--test-concurrency=1',
          ...apiTests.filter((f) => !f.startsWith('payment-sandbox/')),
        ],
        {
          env: { NODE_NO_WARNINGS: '1', TEST_DATABASE_URL: url, TEST_SEED_TEMPLATE: template },
        },
      );
    },
  ],
  [
    'repo checks',
    () =>
      run('repo checks (compose, router surface, lint boundaries)', 'node', [
        '--test',
        'scripts/compose.test.mjs',
        'scripts/router-surface.test.mjs',
        'scripts/boundaries.test.mjs',
        'scripts/hoist-statics.test.mjs',
        'scripts/media/build-media.test.mjs',
        'scripts/e2e-outcome.test.mjs',
      ]),
  ],
  ['build', () => run('build', 'node', ['scripts/build-all.mjs'])],
  // the shell server's loader of remote server builds, against mfe-product's build (decision 050)
  [
    'server builds',
    () =>
      run('server builds (verified loader)', 'node', [
        '--import',
        'tsx',
        '--test',
        'shell-host/server/federation/server-remotes.test.mts',
      ]),
  ],
  // the site as a person starts it (`npm start`): comes up, strict CSP, everything compressed
  ['npm start smoke check', () => run('npm start smoke check', 'node', ['scripts/start-smoke.mjs'])],
  ['bundle budgets (build output)', () => run('bundle budgets', 'node', ['scripts/budgets.mjs'])],
  [
    'e2e',
    () => {
      rmSync(E2E_REPORT, { force: true });
      return run('e2e (Playwright, Chromium)', 'npx', [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
      ]);
    },
  ],
];

const results = [];
for (const [name, step] of steps) {
  const ok = step();
  results.push([name, ok]);
  if (!ok) break;
}
console.log('\nSummary');
for (const [name, ok] of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name}`);
const failed = results.filter(([, ok]) => !ok).length;
const skipped = steps.length - results.length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
// the e2e tests to look at, last in the log (CI keeps only its tail)
if (results.some(([name]) => name === 'e2e')) {
  const outcome = e2eOutcome();
  if (outcome.length) console.log(`\ne2e tests that failed or passed only on retry\n${outcome.join('\n')}`);
}
process.exit(failed ? 1 : 0);
