// Abuse: the search-index rebuild (GET /user/warmup?clean=true) is support staff's alone, with a
// site-wide limit kept in the database (issue 37 item 7, decision 052); a member's plain warm-up still
// works (S1-API-25) and builds a cold index. A refused call rebuilds nothing and takes no run.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WarmupResponseSchema } from '@cle/contracts/library-schemas';
import { startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { seededAdminClaims } from './tokens';
import { getSearchIndex, invalidateSearchIndex } from '../src/search/search-index';
import { rebuildLimitFromEnv } from '../src/lib/maintenance-limit';

let t: SignedInApp;
before(async () => {
  t = await startSignedInApp({ claimsFor: seededAdminClaims });
});
after(() => t.close());

const runs = async () =>
  (
    await t.db.query<{ runs: number }>(
      "SELECT runs FROM maintenance_runs WHERE operation = 'search index rebuild'",
    )
  )[0]?.runs ?? 0;

describe('maintenance calls', () => {
  test('[S1-API-25] a member rebuilding the index gets 403 and nothing is rebuilt; a plain warm-up works', async () => {
    const index = await getSearchIndex(t.db);
    for (const sub of ['u-retail', 'u-pm', 'u-editor', 'u-roster', 'u-staff']) {
      const res = await t.call('GET', '/api/user/warmup?clean=true', sub);
      assert.equal(res.statusCode, 403, sub);
      assert.equal(res.json().message, 'Requires an LMS administrator');
    }
    assert.equal(await getSearchIndex(t.db), index, 'the index was not dropped');
    assert.equal(await runs(), 0, 'a refused call takes no run');
    const plain = await t.call('GET', '/api/user/warmup?clean=false', 'u-retail');
    assert.equal(plain.statusCode, 200);
    assert.equal(WarmupResponseSchema.parse(plain.json()).cleaned, false);
    assert.equal((await t.call('GET', '/api/user/warmup', 'u-retail')).statusCode, 200);
    assert.equal(await getSearchIndex(t.db), index);
  });

  test('[S1-API-25] a plain warm-up builds the search index when it is cold, so the next search finds it warm', async () => {
    /** the SQL statements the API runs while `fn` runs */
    const statements = async (fn: () => Promise<unknown>) => {
      const seen: string[] = [];
      const query = t.db.query.bind(t.db);
      t.db.query = ((sql: string, params?: unknown[]) => {
        seen.push(sql);
        return query(sql, params);
      }) as typeof t.db.query;
      try {
        await fn();
      } finally {
        t.db.query = query;
      }
      return seen;
    };
    const buildsIndex = (seen: string[]) =>
      seen.some((sql) => /array_agg\(pk ORDER BY code\) AS pks/.test(sql));
    invalidateSearchIndex(t.db);
    const cold = await statements(async () => {
      const res = await t.call('GET', '/api/user/warmup?clean=false', 'u-retail');
      assert.equal(res.statusCode, 200, res.body);
    });
    assert.ok(buildsIndex(cold), 'the warm-up built the index');
    const search = await statements(() => t.call('POST', '/api/search', undefined, { query: 'ethics' }));
    assert.ok(!buildsIndex(search), 'the search after it used the warm index');
  });

  test('staff rebuild the index (200) up to the site-wide limit, then 429 with Retry-After; a plain warm-up still works', async () => {
    const { max, windowMs } = rebuildLimitFromEnv();
    let index = await getSearchIndex(t.db);
    for (let i = 0; i < max; i++) {
      const res = await t.call('GET', '/api/user/warmup?clean=true', 'u-lms');
      assert.equal(res.statusCode, 200);
      assert.equal(WarmupResponseSchema.parse(res.json()).cleaned, true);
      const rebuilt = await getSearchIndex(t.db);
      assert.notEqual(rebuilt, index, 'rebuilt');
      index = rebuilt;
    }
    const over = await t.call('GET', '/api/user/warmup?clean=true', 'u-lms');
    assert.equal(over.statusCode, 429);
    assert.match(
      over.json().message,
      new RegExp(`at most ${max} per ${windowMs / 1000} s for the whole site`),
    );
    const retry = Number(over.headers['retry-after']);
    assert.ok(retry >= 1 && retry <= windowMs / 1000, String(retry));
    assert.equal(await getSearchIndex(t.db), index, 'not rebuilt over the limit');
    assert.equal(await runs(), max + 1, 'the count stops at max + 1');
    assert.equal((await t.call('GET', '/api/user/warmup?clean=true', 'u-lms')).statusCode, 429);
    assert.equal(await runs(), max + 1);
    // the limit is the rebuild's own: staff's and members' plain warm-ups are unaffected
    assert.equal((await t.call('GET', '/api/user/warmup?clean=false', 'u-lms')).statusCode, 200);
    assert.equal((await t.call('GET', '/api/user/warmup?clean=false', 'u-retail')).statusCode, 200);
    // a new window starts once the old one is over
    await t.db.query("UPDATE maintenance_runs SET window_started_at = now() - interval '1 day'");
    assert.equal((await t.call('GET', '/api/user/warmup?clean=true', 'u-lms')).statusCode, 200);
    assert.equal(await runs(), 1);
  });

  test('the limit settings are checked at start', () => {
    assert.deepEqual(rebuildLimitFromEnv({}), { max: 3, windowMs: 600_000 });
    assert.deepEqual(rebuildLimitFromEnv({ API_REBUILD_LIMIT: '1', API_REBUILD_WINDOW_MS: '5000' }), {
      max: 1,
      windowMs: 5000,
    });
    assert.throws(() => rebuildLimitFromEnv({ API_REBUILD_LIMIT: '0' }), /API_REBUILD_LIMIT/);
  });
});
