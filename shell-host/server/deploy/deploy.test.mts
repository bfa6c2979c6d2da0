// The deploy service (decision 063) on small fixture releases served by the real static server: a valid
// release moves the pointer the shell composes from; a wrong hash, another contracts major, an expose
// that throws on load or a foreign origin is refused with a reason and nothing changes; rollback moves
// back one step; another team's token gets 403; every move leaves an audit row. On PGlite, or on
// PostgreSQL with TEST_DATABASE_URL.
//   node --import tsx --test shell-host/server/deploy/deploy.test.mts
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createServerRemotes } from '../federation/server-remotes.mjs';
import { createDeployService } from './deploy-service';
import type { DeployService } from './deploy-service';
import { openDeployStore } from './deploy-store.mjs';
import type { AuditRow } from './deploy-store.mjs';
import { readComposition } from './pointer-source';
import { dropDeployTables, serveReleases, sha384, writeRelease as writeFixture } from './fixture-releases';
import type { SeedComposition } from './fixture-releases';
import type { Fixture } from './fixture-releases';
import type { RemotesPolicy } from '../../src/federation/remotes-manifest';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'deploy-service-'));
const LIBRARY = 'cle-test-library-token-000000001';
const SEARCH = 'cle-test-search-token-0000000002';
let releases: FastifyInstance;
let origin: string;
let app: FastifyInstance;
let deploy: DeployService;
let policy: RemotesPolicy;
const writeRelease = (id: string, f?: Fixture) => writeFixture(tmp, id, f);
let seed: SeedComposition;

/** What the shell serves now for mfe_library: its release id and entry (server.mts's own reading). */
function served() {
  const lib = readComposition(seed, deploy.pointers, policy).remotes.find((r) => r.name === 'mfe_library')!;
  return { release: lib.release, entry: lib.entry, server: lib.server?.entry };
}

const call = (method: 'GET' | 'POST', url: string, token: string | null, body?: object) =>
  app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });

before(async () => {
  process.env.LOG_LEVEL ??= 'silent';
  ({ releases, origin, policy, seed } = await serveReleases(tmp));
  const url = process.env.TEST_DATABASE_URL;
  await dropDeployTables(url);
  deploy = await createDeployService({
    allowedOrigins: [origin],
    contractsMajor: 1,
    serverRemotes: createServerRemotes({ allowedOrigins: [origin] }),
    store: await openDeployStore({ databaseUrl: url }),
    tokens: [
      { team: 'library', token: LIBRARY, role: 'deployer', remotes: ['mfe-library'] },
      { team: 'search', token: SEARCH, role: 'deployer', remotes: ['mfe-search'] },
    ],
    bases: { 'mfe-library': `${origin}/`, 'mfe-search': `${origin}/search/` },
  });
  app = Fastify();
  deploy.registerCohort(app);
  deploy.register(app, () => readComposition(seed, deploy.pointers, policy).remotes);
  // what a page's visitor is served (server.mts's /remotes.json and render read the same function)
  app.get('/composition', () => served());
  await app.listen({ port: 0, host: '127.0.0.1' });
  for (const id of ['r1', 'r2']) writeRelease(id);
  writeRelease('bad-hash', { wrongHash: 'browser' });
  writeRelease('bad-server-hash', { wrongHash: 'server' });
  writeRelease('contracts-2', { contracts: 2 });
  writeRelease('throws', { throws: true });
  writeRelease('foreign-server', { serverEntry: 'https://cdn.evil.example/server/remoteEntry.js' });
});

after(async () => {
  await app?.close();
  await (await deploy?.store())?.close();
  await releases?.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('a valid release moves the pointer the shell composes from, for the browser and the server render', async () => {
  assert.deepEqual(served(), { release: 'seed-build', entry: `${origin}/remoteEntry.js`, server: undefined });
  const res = await call('POST', '/deploy/mfe-library', LIBRARY, {
    release: 'r1',
    reason: 'new reading list',
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { remote: 'mfe-library', action: 'deploy', from: null, to: 'r1' });
  assert.deepEqual(served(), {
    release: 'r1',
    entry: `${origin}/releases/r1/remoteEntry.js`,
    server: `${origin}/releases/r1/server/remoteEntry.js`,
  });
  assert.equal((await call('POST', '/deploy/mfe-library', LIBRARY, { release: 'r2' })).statusCode, 200);
  assert.equal(served().release, 'r2');
});

test('a broken release is refused with a 4xx and its reason, and nothing changes', async () => {
  const before = served();
  const history = (await call('GET', '/deploy', LIBRARY)).json().history.length;
  const refusals: [string, RegExp][] = [
    ['bad-hash', /the browser entry's sha384 is sha384-.*, the release recorded sha384-/],
    ['bad-server-hash', /the server entry's sha384 is sha384-.*, the release recorded/],
    ['contracts-2', /built against @cle\/contracts 2, the shell speaks 1/],
    ['throws', /\.\/LibraryPage failed to load in Node: .*the library page of throws is broken/],
    ['foreign-server', /server entry: origin https:\/\/cdn\.evil\.example is not allowed/],
    ['no-such-release', /release\.json not found/],
    ['../r1', /release id may hold letters, digits, dot, dash and underscore only/],
  ];
  for (const [release, reason] of refusals) {
    const res = await call('POST', '/deploy/mfe-library', LIBRARY, { release });
    assert.equal(res.statusCode, 422, `${release}: ${res.body}`);
    assert.match(res.json().message, new RegExp(`^Release .* of mfe-library refused: ${reason.source}`));
  }
  // releases from an origin off the allowlist are not even fetched
  const foreign = await call('POST', '/deploy/mfe-library', LIBRARY, {
    release: 'r1',
    base: 'https://evil.example/',
  });
  assert.equal(foreign.statusCode, 422);
  assert.match(foreign.json().message, /the release: origin https:\/\/evil\.example is not allowed/);
  assert.deepEqual(served(), before);
  assert.equal((await call('GET', '/deploy', LIBRARY)).json().history.length, history);
});

test('only a deployer of this remote may move it: no token 401, another team 403', async () => {
  const before = served();
  const none = await call('POST', '/deploy/mfe-library', null, { release: 'r1' });
  assert.equal(none.statusCode, 401);
  const unknown = await call('POST', '/deploy/mfe-library', 'not-a-token-of-anyone-at-all', {
    release: 'r1',
  });
  assert.equal(unknown.statusCode, 401);
  const other = await call('POST', '/deploy/mfe-library', SEARCH, { release: 'r1' });
  assert.equal(other.statusCode, 403);
  assert.equal(other.json().message, 'Team search may not deploy mfe-library');
  const rollback = await call('POST', '/deploy/mfe-library/rollback', SEARCH);
  assert.equal(rollback.statusCode, 403);
  assert.deepEqual(served(), before);
});

test('rollback moves back one step at a time, down to the seed; every move is in the audit log', async () => {
  assert.equal(served().release, 'r2');
  const back = await call('POST', '/deploy/mfe-library/rollback', LIBRARY, { reason: 'r2 breaks search' });
  assert.deepEqual(back.json(), { remote: 'mfe-library', action: 'rollback', from: 'r2', to: 'r1' });
  assert.equal(served().release, 'r1');
  assert.deepEqual((await call('POST', '/deploy/mfe-library/rollback', LIBRARY)).json().to, null);
  assert.equal(served().release, 'seed-build');
  const nothing = await call('POST', '/deploy/mfe-library/rollback', LIBRARY);
  assert.equal(nothing.statusCode, 409);
  assert.equal(nothing.json().message, 'mfe-library has no deployment to roll back');

  const { composition, history } = (await call('GET', '/deploy', LIBRARY)).json() as {
    composition: { remote: string; release: string; source: string }[];
    history: AuditRow[];
  };
  assert.deepEqual(
    composition.map((c) => [c.remote, c.release, c.source]),
    [
      ['mfe-library', 'seed-build', 'seed'],
      ['mfe-search', 'search-seed', 'seed'],
    ],
  );
  assert.deepEqual(
    history.map(({ who, action, remote, from, to, why }) => ({ who, action, remote, from, to, why })),
    [
      { who: 'library', action: 'rollback', remote: 'mfe-library', from: 'r1', to: null, why: '' },
      {
        who: 'library',
        action: 'rollback',
        remote: 'mfe-library',
        from: 'r2',
        to: 'r1',
        why: 'r2 breaks search',
      },
      { who: 'library', action: 'deploy', remote: 'mfe-library', from: 'r1', to: 'r2', why: '' },
      {
        who: 'library',
        action: 'deploy',
        remote: 'mfe-library',
        from: null,
        to: 'r1',
        why: 'new reading list',
      },
    ],
  );
  for (const row of history) assert.ok(Date.now() - Date.parse(row.at) < 60_000, row.at);
  assert.equal((await call('GET', '/deploy', null)).statusCode, 401);
});

test('another shell replica reads the pointer after its short TTL, keeps the last good composition while the store is down, and never keeps a read older than a move', async () => {
  const real = await deploy.store();
  let down = false;
  // a read held after it has seen the store (a slow answer), released by the test
  let hold: Promise<void> | null = null;
  let seenStore = () => {};
  const warnings: string[] = [];
  const replica = await createDeployService({
    allowedOrigins: [origin],
    contractsMajor: 1,
    serverRemotes: createServerRemotes({ allowedOrigins: [origin] }),
    store: {
      ...real,
      current: async () => {
        if (down) throw new Error('connection refused');
        const seen = await real.current();
        seenStore();
        await hold;
        return seen;
      },
    },
    tokens: [],
    env: { DEPLOY_POINTER_TTL_MS: '1' },
    warn: (line) => warnings.push(line),
  });
  const replicaServes = () =>
    readComposition(seed, replica.pointers, policy).remotes.find((r) => r.name === 'mfe_library')!.release;
  assert.equal(replicaServes(), 'seed-build');
  assert.equal((await call('POST', '/deploy/mfe-library', LIBRARY, { release: 'r1' })).statusCode, 200);
  // this replica moved at once; the other one on its next read past the TTL
  assert.equal(served().release, 'r1');
  await replica.pointers.refresh();
  assert.equal(replicaServes(), 'r1');
  down = true;
  await replica.pointers.refresh();
  assert.equal(replicaServes(), 'r1');
  assert.deepEqual(warnings, ['[deploy] keeping the last good composition: connection refused']);
  down = false;
  await replica.pointers.refresh();
  assert.equal(warnings.at(-1), '[deploy] the deploy store answers again');
  assert.equal((await call('POST', '/deploy/mfe-library/rollback', LIBRARY)).statusCode, 200);
  await replica.pointers.refresh();
  assert.equal(replicaServes(), 'seed-build');
  // a move made while a read is under way: the refresh after it reads again, never the older answer
  let release = () => {};
  hold = new Promise((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (seenStore = resolve));
  const inFlight = replica.pointers.refresh(); // a read starts and sees no deployment
  await seen;
  assert.equal((await call('POST', '/deploy/mfe-library', LIBRARY, { release: 'r1' })).statusCode, 200);
  const refreshed = replica.pointers.refresh();
  hold = null;
  release();
  await Promise.all([inFlight, refreshed]);
  assert.equal(replicaServes(), 'r1');
  assert.equal((await call('POST', '/deploy/mfe-library/rollback', LIBRARY)).statusCode, 200);
});

test('the CLI deploys and rolls back, and says why when refused (exit 1)', async () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const port = (app.server.address() as AddressInfo).port;
  // (asynchronously: this process is the server the CLI calls)
  const cli = (args: string[], token: string) =>
    new Promise<{ status: number; out: string }>((resolve) => {
      execFile(
        'node',
        ['scripts/deploy.mjs', ...args],
        { cwd: root, env: { ...process.env, DEPLOY_URL: `http://127.0.0.1:${port}`, DEPLOY_TOKEN: token } },
        (err, stdout, stderr) => resolve({ status: err ? Number(err.code) : 0, out: `${stdout}${stderr}` }),
      );
    });
  const refused = await cli(['deploy', 'mfe-library', 'r1'], SEARCH);
  assert.deepEqual(refused, { status: 1, out: '403: Team search may not deploy mfe-library\n' });
  assert.equal(served().release, 'seed-build');
  const deployed = await cli(['deploy', 'mfe-library', 'r1', '--reason', 'from the CLI'], LIBRARY);
  assert.equal(deployed.status, 0, deployed.out);
  assert.match(deployed.out, /^deploy mfe-library: \(seed\) -> r1\n/);
  assert.equal(served().release, 'r1');
  const back = await cli(['rollback', 'mfe-library'], LIBRARY);
  assert.equal(back.status, 0, back.out);
  assert.match(back.out, /^rollback mfe-library: r1 -> \(seed\)\n/);
  assert.equal(served().release, 'seed-build');
});

test('a rollout serves the release to its share of visitors, sticky per visitor cookie, without its server build; rollback ends it, a deploy gives it to everyone', async () => {
  // no rollout: no cookie for anyone
  assert.equal((await app.inject({ url: '/composition' })).headers['set-cookie'], undefined);
  const staged = await call('POST', '/deploy/mfe-library', LIBRARY, {
    release: 'r2',
    percent: 10,
    reason: 'canary',
  });
  assert.deepEqual(staged.json(), {
    remote: 'mfe-library',
    action: 'rollout',
    from: null,
    to: 'r2',
    percent: 10,
  });
  assert.equal(
    (await call('POST', '/deploy/mfe-library', LIBRARY, { release: 'r2', percent: 100 })).statusCode,
    400,
  );
  const visit = async (cookie?: string) => {
    const res = await app.inject({ url: '/composition', headers: cookie ? { cookie } : {} });
    return {
      cookie: String(res.headers['set-cookie'] ?? ''),
      served: res.json() as ReturnType<typeof served>,
    };
  };
  // 200 visitors (fixed ids: the count is the same on every run)
  const visitors = Array.from(
    { length: 200 },
    (_, i) => `cle_cohort=${createHash('md5').update(`v${i}`).digest('hex')}`,
  );
  const first = await Promise.all(visitors.map((c) => visit(c)));
  const candidates = first.filter((v) => v.served.release === 'r2');
  assert.ok(
    candidates.length >= 10 && candidates.length <= 30,
    `${candidates.length} of 200 got the rollout`,
  );
  for (const v of candidates)
    assert.deepEqual(v.served, {
      release: 'r2',
      entry: `${origin}/releases/r2/remoteEntry.js`,
    });
  for (const v of first.filter((x) => x.served.release !== 'r2'))
    assert.equal(v.served.release, 'seed-build');
  // sticky: each visitor gets the same answer again
  const again = await Promise.all(visitors.map((c) => visit(c)));
  assert.deepEqual(
    again.map((v) => v.served.release),
    first.map((v) => v.served.release),
  );
  // a new visitor is given a cookie, and what it was served is what that cookie gets from then on
  const fresh = await visit();
  assert.match(fresh.cookie, /^cle_cohort=[a-f0-9]{32}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
  assert.deepEqual((await visit(fresh.cookie.split(';')[0])).served, fresh.served);
  const state = (await call('GET', '/deploy', LIBRARY)).json();
  assert.deepEqual(state.composition[0], {
    remote: 'mfe-library',
    release: 'seed-build',
    entry: `${origin}/remoteEntry.js`,
    integrity: sha384('seed'),
    source: 'seed',
    rollout: { release: 'r2', percent: 10 },
  });
  assert.deepEqual(state.history[0], {
    ...state.history[0],
    action: 'rollout',
    to: 'r2',
    percent: 10,
    why: 'canary',
  });

  // rollback ends the rollout: every visitor is back on the current release
  assert.deepEqual((await call('POST', '/deploy/mfe-library/rollback', LIBRARY)).json(), {
    remote: 'mfe-library',
    action: 'rollback',
    from: 'r2',
    to: null,
  });
  for (const v of await Promise.all(candidates.map((_, i) => visit(visitors[first.indexOf(candidates[i]!)]))))
    assert.equal(v.served.release, 'seed-build');

  // a rollout then a deploy: everyone gets it, with its server build
  await call('POST', '/deploy/mfe-library', LIBRARY, { release: 'r2', percent: 50 });
  await call('POST', '/deploy/mfe-library', LIBRARY, { release: 'r2' });
  const after = await Promise.all(visitors.slice(0, 20).map((c) => visit(c)));
  for (const v of after) assert.equal(v.served.server, `${origin}/releases/r2/server/remoteEntry.js`);
  assert.equal((await call('GET', '/deploy', LIBRARY)).json().composition[0].rollout, undefined);
  assert.equal((await call('POST', '/deploy/mfe-library/rollback', LIBRARY)).json().to, null);
});
