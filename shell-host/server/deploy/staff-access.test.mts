// Staff-only rollouts, QA overrides and who gets what (decision 065), on small fixture releases served
// by the real static server, with access tokens signed by a test key and verified by the shell's own
// verifier. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
//   node --import tsx --test shell-host/server/deploy/staff-access.test.mts
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { createServerRemotes } from '../federation/server-remotes.mjs';
import { createDeployService } from './deploy-service';
import type { DeployService } from './deploy-service';
import { openDeployStore } from './deploy-store.mjs';
import { readComposition } from './pointer-source';
import type { Composition } from './pointer-source';
import { createTokenVerifier } from './staff-session';
import { dropDeployTables, serveReleases, sha384, writeRelease } from './fixture-releases';
import { forBrowser } from '../../src/federation/remotes-manifest';
import type { RemotesPolicy } from '../../src/federation/remotes-manifest';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'staff-access-'));
const LIBRARY = 'cle-test-library-token-000000001';
const ISSUER = 'http://identity.test';
const AUDIENCE = 'http://api.test';
let releases: FastifyInstance;
let origin: string;
let app: FastifyInstance;
let deploy: DeployService;
let policy: RemotesPolicy;
let seed: unknown;
const tokens: Record<'staff' | 'otherStaff' | 'member' | 'foreign' | 'expired', string> = {} as never;

const deployCall = (url: string, body?: object, method: 'GET' | 'POST' = 'POST') =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${LIBRARY}` },
    ...(body ? { payload: body } : {}),
  });

/** A browser: its cookie jar (name=value pairs) as the shell set them. */
class Browser {
  jar = new Map<string, string>();
  async call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: object) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { payload: body } : {}),
    });
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/Max-Age=0/.test(line)) this.jar.delete(name!);
      else this.jar.set(name!, value.join('='));
    }
    return res;
  }
  /** this browser's /remotes.json */
  async remotes() {
    return (await this.call('GET', '/remotes.json')).json() as Composition;
  }
  async library() {
    const answer = await this.remotes();
    return {
      release: answer.remotes.find((r) => r.name === 'mfe_library')?.release,
      served: answer.served.find((r) => r.name === 'mfe_library'),
      visitor: answer.visitor,
    };
  }
  /** the server render's composition for this browser: the server build it would draw mfe_library with */
  async serverBuild() {
    return (await this.call('GET', '/server-composition')).json() as {
      release: string;
      server: string | null;
    };
  }
}

before(async () => {
  process.env.LOG_LEVEL ??= 'silent';
  ({ releases, origin, policy, seed } = await serveReleases(tmp));
  for (const id of ['r1', 'r2', 'candidate']) writeRelease(tmp, id);
  const url = process.env.TEST_DATABASE_URL;
  await dropDeployTables(url);
  const provider = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const sign = (sub: string, roles: string[], key = provider.privateKey, exp = '5m') =>
    new SignJWT({ roles })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  tokens.staff = await sign('u-staff', ['qa']);
  tokens.otherStaff = await sign('u-other', ['staff']);
  tokens.member = await sign('u-im', []);
  tokens.foreign = await sign('u-staff', ['qa'], stranger.privateKey);
  tokens.expired = await sign(
    'u-staff',
    ['qa'],
    provider.privateKey,
    (Math.floor(Date.now() / 1000) - 60) as never,
  );
  deploy = await createDeployService({
    allowedOrigins: [origin],
    contractsMajor: 1,
    serverRemotes: createServerRemotes({ allowedOrigins: [origin] }),
    store: await openDeployStore({ databaseUrl: url }),
    tokens: [{ team: 'library', token: LIBRARY, role: 'deployer', remotes: ['mfe-library'] }],
    bases: { 'mfe-library': `${origin}/`, 'mfe-search': `${origin}/search/` },
    verify: createTokenVerifier({
      jwksUrl: 'http://unused.test/jwks',
      issuer: ISSUER,
      audience: AUDIENCE,
      keys: provider.publicKey,
    }),
  });
  app = Fastify();
  deploy.registerCohort(app);
  deploy.register(app, () => readComposition(seed, deploy.pointers, policy).remotes);
  // server.mts's /remotes.json, and what its server render reads for the same request
  app.get('/remotes.json', () => forBrowser(readComposition(seed, deploy.pointers, policy)));
  app.get('/server-composition', () => {
    const lib = readComposition(seed, deploy.pointers, policy).remotes.find((r) => r.name === 'mfe_library')!;
    return { release: lib.release, server: lib.server?.entry ?? null };
  });
  await app.ready();
});

after(async () => {
  await app?.close();
  await (await deploy?.store())?.close();
  await releases?.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('a staff-only rollout goes to browsers signed in with a staff or qa role only, drawn in the browser; the audit row names the audience', async () => {
  const staged = await deployCall('/deploy/mfe-library', {
    release: 'r1',
    audience: 'staff',
    reason: 'staff first',
  });
  assert.equal(staged.statusCode, 200, staged.body);
  assert.deepEqual(staged.json(), {
    remote: 'mfe-library',
    action: 'rollout',
    from: null,
    to: 'r1',
    audience: 'staff',
  });
  const both = await deployCall('/deploy/mfe-library', { release: 'r1', audience: 'staff', percent: 5 });
  assert.equal(both.statusCode, 400);

  const anonymous = new Browser();
  assert.deepEqual(await anonymous.library(), {
    release: 'seed-build',
    served: {
      name: 'mfe_library',
      remote: 'mfe-library',
      current: 'seed-build',
      rollout: { release: 'r1', staff: true },
      gets: 'seed-build',
      why: 'staff-only rollout: this browser is not signed in as staff',
    },
    visitor: { staff: false },
  });
  // no percent rollout runs: nobody is given a cohort cookie
  assert.equal(anonymous.jar.size, 0);

  const member = new Browser();
  const refused = await member.call('POST', '/staff-session', tokens.member);
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().message, 'Only staff or QA may do this: the account has no staff or qa role');
  assert.equal((await member.library()).release, 'seed-build');
  for (const token of [tokens.foreign, tokens.expired]) {
    const res = await member.call('POST', '/staff-session', token);
    assert.equal(res.statusCode, 401, res.body);
  }
  assert.equal((await member.call('POST', '/staff-session')).statusCode, 401);

  const staff = new Browser();
  const signedIn = await staff.call('POST', '/staff-session', tokens.staff);
  assert.equal(signedIn.statusCode, 200, signedIn.body);
  assert.match(
    String(signedIn.headers['set-cookie']),
    /^cle_staff=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax; HttpOnly$/,
  );
  const seen = await staff.library();
  assert.equal(seen.release, 'r1');
  assert.equal(seen.served?.why, 'staff-only rollout: this browser is signed in as staff');
  assert.deepEqual(seen.visitor, { staff: true });
  // the server render draws mfe_library with no server build for this browser: its slots render in the browser
  assert.deepEqual(await staff.serverBuild(), { release: 'r1', server: null });
  assert.deepEqual(await anonymous.serverBuild(), { release: 'seed-build', server: null });

  // a cookie whose payload was changed does not verify: that browser is anonymous
  const forged = new Browser();
  const [payload, mac] = staff.jar.get('cle_staff')!.split('.');
  const other = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'x' }),
  );
  forged.jar.set('cle_staff', `${other.toString('base64url')}.${mac}`);
  assert.equal((await forged.library()).release, 'seed-build');

  const state = (await deployCall('/deploy', undefined, 'GET')).json();
  assert.deepEqual(state.composition[0].rollout, { release: 'r1', staff: true });
  assert.deepEqual(
    (({ action, to, audience, percent, why }) => ({ action, to, audience, percent, why }))(state.history[0]),
    { action: 'rollout', to: 'r1', audience: 'staff', percent: null, why: 'staff first' },
  );

  // sign-out: the shell's cookie goes, and with it the staff release
  assert.equal((await staff.call('DELETE', '/staff-session')).statusCode, 204);
  assert.equal((await staff.library()).release, 'seed-build');
  // a rollback ends the staff rollout for everyone
  await staff.call('POST', '/staff-session', tokens.staff);
  assert.equal((await deployCall('/deploy/mfe-library/rollback')).json().from, 'r1');
  assert.equal((await staff.library()).release, 'seed-build');
});

test('a QA override loads a known candidate in that browser session only, for staff only, from allowlisted origins only; reset restores; both are audited', async () => {
  const candidate = await deployCall('/deploy/mfe-library', { release: 'candidate', audience: 'qa' });
  assert.equal(candidate.statusCode, 200, candidate.body);
  assert.deepEqual(candidate.json(), {
    remote: 'mfe-library',
    action: 'candidate',
    from: null,
    to: 'candidate',
    audience: 'qa',
  });
  assert.equal((await deployCall('/deploy', undefined, 'GET')).json().history[0].audience, 'qa');
  // a release recorded with an entry off today's allowlist (the store takes what it is given)
  const store = await deploy.store();
  await store.candidate(
    'mfe-library',
    'elsewhere',
    {
      name: 'mfe_library',
      entry: 'https://cdn.evil.example/remoteEntry.js',
      integrity: sha384('x'),
      release: 'elsewhere',
    },
    { who: 'test', why: '' },
  );
  await deploy.pointers.refresh();

  const anonymous = new Browser();
  assert.equal((await anonymous.library()).release, 'seed-build');
  const body = { remote: 'mfe-library', release: 'candidate' };
  const none = await anonymous.call('POST', '/qa-override', undefined, body);
  assert.equal(none.statusCode, 401);
  assert.equal(none.json().message, 'Sign in as staff or QA first (Authorization: Bearer <access token>)');
  assert.equal(anonymous.jar.size, 0);
  const member = new Browser();
  assert.equal((await member.call('POST', '/qa-override', tokens.member, body)).statusCode, 403);
  assert.equal((await member.library()).release, 'seed-build');

  const qa = new Browser();
  const refusals: [object, number, string][] = [
    [
      { remote: 'mfe-library', release: 'r9' },
      422,
      'Release r9 of mfe-library is not known to the deploy service',
    ],
    [
      { remote: 'mfe-library', release: 'elsewhere' },
      422,
      'Release elsewhere of mfe-library comes from https://cdn.evil.example, which is not allowlisted',
    ],
    [{ remote: 'mfe-nothing', release: 'candidate' }, 404, 'No remote named mfe-nothing'],
    [
      { remote: 'mfe-library', release: '../r1' },
      400,
      'Name the remote and the release: { "remote", "release" }',
    ],
  ];
  for (const [request, status, message] of refusals) {
    const res = await qa.call('POST', '/qa-override', tokens.staff, request);
    assert.deepEqual([res.statusCode, res.json().message], [status, message]);
  }
  assert.equal(qa.jar.size, 0);

  await qa.call('POST', '/staff-session', tokens.staff);
  const sessionBeforeOverride = qa.jar.get('cle_staff')!;
  const loaded = await qa.call('POST', '/qa-override', tokens.staff, body);
  assert.equal(loaded.statusCode, 200, loaded.body);
  assert.match(
    String(loaded.headers['set-cookie']),
    /^cle_staff=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax; HttpOnly$/,
  );
  const answer = await qa.remotes();
  assert.deepEqual(answer.visitor, {
    staff: true,
    override: { remote: 'mfe-library', release: 'candidate' },
  });
  const lib = answer.remotes.find((r) => r.name === 'mfe_library')!;
  // loaded with its recorded sha384 from the releases folder, like any release
  assert.deepEqual(
    [lib.release, lib.entry, lib.integrity?.startsWith('sha384-')],
    ['candidate', `${origin}/releases/candidate/remoteEntry.js`, true],
  );
  assert.equal(
    answer.served.find((r) => r.name === 'mfe_library')?.why,
    'QA override of this browser session',
  );
  assert.deepEqual(await qa.serverBuild(), { release: 'candidate', server: null });
  // another browser, staff too, gets what everyone gets
  const colleague = new Browser();
  await colleague.call('POST', '/staff-session', tokens.otherStaff);
  assert.equal((await colleague.library()).release, 'seed-build');
  assert.equal((await anonymous.library()).release, 'seed-build');
  // the same person renewing the session keeps the override; a sign-out ends it
  await qa.call('POST', '/staff-session', tokens.staff);
  assert.equal((await qa.library()).release, 'candidate');
  // a renewal the page sent before the override was set, answered after it, leaves the cookie alone
  const stale = await app.inject({
    method: 'POST',
    url: '/staff-session',
    headers: { authorization: `Bearer ${tokens.staff}`, cookie: `cle_staff=${sessionBeforeOverride}` },
  });
  assert.equal(stale.statusCode, 200);
  assert.equal(stale.headers['set-cookie'], undefined);

  // one-click reset: back to what this browser gets without an override, still staff
  assert.equal((await qa.call('DELETE', '/qa-override')).statusCode, 204);
  const reset = await qa.library();
  assert.deepEqual([reset.release, reset.visitor], ['seed-build', { staff: true }]);
  // both in the audit log: who set it, from what this browser got to the candidate, and back
  const [back, set] = await (await deploy.store()).audit(2);
  assert.deepEqual(
    [set, back].map((r) => [r!.action, r!.who, r!.remote, r!.to, r!.audience, r!.why]),
    [
      ['override', 'u-staff', 'mfe-library', 'candidate', 'session', 'QA override in one browser session'],
      ['override-reset', 'u-staff', 'mfe-library', set!.from, 'session', 'QA override reset'],
    ],
  );
  assert.equal(back!.from, 'candidate');
  await qa.call('POST', '/qa-override', tokens.staff, body);
  await qa.call('DELETE', '/staff-session');
  assert.deepEqual((await qa.library()).visitor, { staff: false });
});

test('who gets what: each remote its current release, its rollout and, for this browser, which one and why', async () => {
  assert.equal((await deployCall('/deploy/mfe-library', { release: 'r2', percent: 10 })).statusCode, 200);
  const visitors = Array.from({ length: 40 }, (_, i) => {
    const b = new Browser();
    b.jar.set('cle_cohort', i.toString(16).padStart(32, '0'));
    return b;
  });
  const seen = await Promise.all(visitors.map((b) => b.library()));
  const inside = seen.find((s) => s.release === 'r2')!;
  const outside = seen.find((s) => s.release === 'seed-build')!;
  assert.deepEqual(
    { ...inside.served, why: inside.served?.why.replace(/\d+\)$/, 'N)') },
    {
      name: 'mfe_library',
      remote: 'mfe-library',
      current: 'seed-build',
      rollout: { release: 'r2', percent: 10 },
      gets: 'r2',
      why: "in the 10 % rollout (this browser's bucket is N)",
    },
  );
  assert.match(outside.served!.why, /^not in the 10 % rollout \(this browser's bucket is (1\d|[2-9]\d)\)$/);
  const search = (await visitors[0]!.remotes()).served.find((r) => r.name === 'mfe_search');
  assert.deepEqual(search, {
    name: 'mfe_search',
    remote: 'mfe-search',
    current: 'search-seed',
    rollout: null,
    gets: 'search-seed',
    why: 'the current release (no rollout)',
  });
  // a staff browser's override wins over the rollout share it falls in
  const qa = visitors[seen.indexOf(inside)]!;
  await qa.call('POST', '/qa-override', tokens.staff, { remote: 'mfe-library', release: 'candidate' });
  assert.equal((await qa.library()).served?.gets, 'candidate');
  assert.equal((await deployCall('/deploy/mfe-library/rollback')).statusCode, 200);
});
