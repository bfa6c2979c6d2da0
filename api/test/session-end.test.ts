// Abuse: a token issued before the person's sign-out (GET /user/endsession) is refused by every
// user-data route, not only the library (issue 37 item 5, decision 052), to the millisecond; nothing is
// written with it; a token issued after the sign-out works; public routes read it as anonymous.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { isProtectedPath } from '../src/auth/guard';
import { issuedBeforeEnd, sessionEndedAt } from '../src/auth/session-end';

let t: SignedInApp;
before(async () => {
  t = await startSignedInApp();
});
after(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const count = async (sql: string, params: unknown[]) =>
  Number((await t.db.query<{ n: number | string }>(sql, params))[0]!.n);

/** The person's rows in every table keyed by user_sub, counted per table. */
async function userRows(sub: string) {
  const tables = await t.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'user_sub' ORDER BY table_name`,
  );
  assert.ok(tables.length > 3);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables)
    counts[table_name] = await count(`SELECT count(*) AS n FROM "${table_name}" WHERE user_sub = $1`, [sub]);
  return counts;
}
const version = async (sub: string) =>
  JSON.stringify(await t.db.query('SELECT library_version FROM users WHERE sub = $1', [sub]));

/** Every registered route under a user-data prefix, its path parameters filled in. */
function userDataRoutes() {
  return t.app.registeredRoutes
    .filter((r) => r.method !== 'OPTIONS' && r.method !== 'HEAD' && isProtectedPath(r.url))
    .map((r) => ({ method: r.method, url: r.url.replace(/:[A-Za-z]+/g, 'prg-380000').replace('*', 'x') }));
}

describe('sessions end everywhere', () => {
  test('[S1-API-26] after endsession the old token is refused by every user-data route (401), nothing is written, a newer token works', async () => {
    const sub = 'u-retail';
    const old = await t.sign(sub, { issuedAt: nowSeconds() - 5 });
    const routes = userDataRoutes();
    for (const prefix of ['/api/user/', '/api/commerce/', '/api/credit-tracker', '/api/roster/'])
      assert.ok(
        routes.some((r) => r.url.startsWith(prefix)),
        `no route under ${prefix}`,
      );
    assert.equal((await as(old, 'GET', '/api/user/profile')).statusCode, 200);
    const cartBefore = await as(old, 'GET', '/api/commerce/carts');
    assert.equal(cartBefore.statusCode, 200);
    const [before, libraryVersion] = [await userRows(sub), await version(sub)];

    const end = await as(old, 'GET', '/api/user/endsession');
    assert.deepEqual(end.json(), { ended: true });

    for (const { method, url } of routes) {
      const res = await as(old, method as 'GET', url, method === 'GET' ? undefined : {});
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.equal(res.json().message, 'Session ended: sign in again', `${method} ${url}`);
      assert.match(String(res.headers['www-authenticate']), /error="invalid_token"/);
    }
    // the writes tried with the old token left nothing behind, in any table that holds the person's rows
    assert.deepEqual(await userRows(sub), before);
    assert.equal(await version(sub), libraryVersion);
    // a public route answers the old token as it answers anyone (no per-person flags)
    const search = await as(old, 'POST', '/api/search', { searchText: 'ethics' });
    assert.ok(search.statusCode < 500 && search.statusCode !== 401, String(search.statusCode));
    assert.equal((await as(old, 'GET', '/api/search?MyLibrary=Upcoming')).statusCode, 401);

    // a token whose whole second starts after the end works everywhere
    const endedMs = (await sessionEndedAt(t.db, sub))!;
    const fresh = await t.sign(sub, { issuedAt: Math.floor(endedMs / 1000) + 1 });
    assert.equal((await as(fresh, 'GET', '/api/user/profile')).statusCode, 200);
    assert.equal((await as(fresh, 'GET', '/api/commerce/carts')).statusCode, 200);
    assert.equal((await as(fresh, 'GET', '/api/user/library')).statusCode, 200);
    // another person's tokens are untouched
    assert.equal((await t.call('GET', '/api/user/profile', 'u-pm')).statusCode, 200);
  });

  test('a token issued in the same second as the sign-out is refused (iat is whole seconds: the safe side)', async () => {
    const sub = 'u-pm';
    const before = await t.sign(sub, { issuedAt: nowSeconds() - 3 });
    await as(before, 'GET', '/api/user/endsession');
    const endedMs = (await sessionEndedAt(t.db, sub))!;
    assert.ok(Math.abs(endedMs - Date.now()) < 60_000 && !Number.isInteger(endedMs / 1000) === true);
    const sameSecond = await t.sign(sub, { issuedAt: Math.floor(endedMs / 1000) });
    const res = await as(sameSecond, 'GET', '/api/commerce/carts');
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Session ended: sign in again');
    const next = await t.sign(sub, { issuedAt: Math.floor(endedMs / 1000) + 1 });
    assert.equal((await as(next, 'GET', '/api/commerce/carts')).statusCode, 200);
    // ending again never moves the end backwards
    await as(next, 'GET', '/api/user/endsession');
    assert.ok((await sessionEndedAt(t.db, sub))! >= endedMs);
    assert.equal((await as(before, 'GET', '/api/user/profile')).statusCode, 401);
  });

  test('the rule, to the millisecond', () => {
    const end = Date.UTC(2026, 10, 29, 12, 0, 0, 500);
    assert.equal(issuedBeforeEnd(undefined, null), false);
    assert.equal(issuedBeforeEnd(end / 1000 - 10, null), false);
    assert.equal(issuedBeforeEnd(undefined, end), true, 'no iat: cannot be placed after the end');
    assert.equal(issuedBeforeEnd(Math.floor(end / 1000), end), true, 'same second');
    assert.equal(issuedBeforeEnd(Math.floor(end / 1000) + 1, end), false, 'next second');
    assert.equal(issuedBeforeEnd(end / 1000 - 0.5, end - 500), true, 'the exact millisecond');
  });
});
