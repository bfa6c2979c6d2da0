// Limits that hold across replicas (issue 37, decision 055): two API instances on one PostgreSQL
// database, each with its own connection pool, as compose runs api-1 and api-2 behind nginx. The
// counts live in the database, so a client over its limit is refused by both; other clients are not.
// On PGlite (one process, no replicas) the counts stay in memory and these tests do not apply.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDb } from '../src/db/db';
import type { Db } from '../src/db/db';
import { buildApp } from '../src/app';
import { SITE_ORIGIN, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import type { Limits } from '../src/lib/limits';

const url = process.env.TEST_DATABASE_URL;
const skip = url ? false : 'needs PostgreSQL (TEST_DATABASE_URL): replicas share a server database';

const LOW: Limits = {
  rate: { windowMs: 60_000, perClient: 6, search: 50, writes: 3 },
  search: { maxTerms: 32, maxPageSize: 100, explain: 'on', explainMaxPageSize: 50, statementTimeoutMs: 5000 },
};
/** the load balancer in front of both replicas */
const PROXY = '10.9.0.2';

let one: SignedInApp;
let twoDb: Db;
let two: Awaited<ReturnType<typeof buildApp>>;
let callTwo: SignedInApp['call'];

describe('rate limits across two replicas on one database', { skip }, () => {
  before(async () => {
    one = await startSignedInApp({ limits: LOW, trustedProxies: [PROXY] });
    twoDb = await openDb({ databaseUrl: url });
    two = await buildApp({
      db: twoDb,
      allowedOrigins: [SITE_ORIGIN],
      auth: one.auth,
      limits: LOW,
      trustedProxies: [PROXY],
    });
    callTwo = one.callOn(two);
  });
  after(async () => {
    await two?.close();
    await twoDb?.close();
    await one?.close();
  });

  const read = (app: 'one' | 'two', client: string) =>
    (app === 'one' ? one.app : two).inject({
      method: 'GET',
      url: '/api/site-parts',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });

  test('a client over its limit is refused by both replicas; another client is not', async () => {
    const client = '198.51.100.21';
    // alternating replicas, as a round-robin balancer sends them
    for (let i = 0; i < LOW.rate.perClient; i++) {
      const res = await read(i % 2 ? 'two' : 'one', client);
      assert.notEqual(res.statusCode, 429, `request ${i + 1}`);
      assert.equal(res.headers['x-ratelimit-remaining'], String(LOW.rate.perClient - i - 1));
    }
    for (const app of ['one', 'two'] as const) {
      const refused = await read(app, client);
      assert.equal(refused.statusCode, 429, `replica ${app}`);
      assert.match(refused.json().message, /^Too many requests from this client: at most 6 per 60 s/);
      assert.ok(Number(refused.headers['retry-after']) > 0);
    }
    for (const app of ['one', 'two'] as const)
      assert.notEqual((await read(app, '198.51.100.22')).statusCode, 429, `another client on ${app}`);
  });

  test('parallel requests are counted once each (one upsert, no read-then-write)', async () => {
    const client = '198.51.100.31';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => read(i % 2 ? 'two' : 'one', client)),
    );
    const passed = answers.filter((r) => r.statusCode !== 429).length;
    assert.equal(passed, LOW.rate.perClient, answers.map((r) => r.statusCode).join(' '));
  });

  test('signed-in writes: an account over its limit is refused by both replicas, nothing written', async () => {
    const formPosts = async () =>
      Number((await one.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions'))[0]!.n);
    const post = (call: SignedInApp['call'], client: string) =>
      call(
        'POST',
        '/api/form/post',
        'u-retail',
        { formId: 'contact-us', fields: { email: 'a@b.example' } },
        {
          'x-forwarded-for': client,
        },
      );
    // from different addresses (a phone, then a laptop): still one account
    for (let i = 0; i < LOW.rate.writes; i++)
      assert.notEqual((await post(i % 2 ? callTwo : one.call, `192.0.2.${i + 1}`)).statusCode, 429);
    const before = await formPosts();
    for (const call of [one.call, callTwo]) {
      const refused = await post(call, '192.0.2.50');
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().message, /^Too many changes from this account: at most 3 per 60 s/);
    }
    assert.equal(await formPosts(), before, 'a refused write wrote nothing');
    // another account is not affected
    const other = await callTwo(
      'POST',
      '/api/form/post',
      'u-staff',
      { formId: 'contact-us', fields: { email: 'a@b.example' } },
      { 'x-forwarded-for': '192.0.2.50' },
    );
    assert.notEqual(other.statusCode, 429);
  });

  test('a window that has run out starts again at one, and expired rows are swept', async () => {
    const key = 'client:198.51.100.41|requests';
    await one.db.query(
      "INSERT INTO rate_limit_counts (key, window_start, count) VALUES ($1, now() - interval '2 minutes', 99)",
      [key],
    );
    const res = await read('two', '198.51.100.41');
    assert.notEqual(res.statusCode, 429);
    assert.equal(res.headers['x-ratelimit-remaining'], String(LOW.rate.perClient - 1));
    const rows = await one.db.query<{ count: number }>('SELECT count FROM rate_limit_counts WHERE key = $1', [
      key,
    ]);
    assert.deepEqual(rows, [{ count: 1 }]);
    // a replica sweeps once a window: with a 200 ms window the old row is gone within a second
    const stale = 'client:198.51.100.42|requests';
    await one.db.query(
      "INSERT INTO rate_limit_counts (key, window_start, count) VALUES ($1, now() - interval '2 minutes', 5)",
      [stale],
    );
    const quick = await buildApp({
      db: twoDb,
      allowedOrigins: [SITE_ORIGIN],
      auth: one.auth,
      limits: { ...LOW, rate: { ...LOW.rate, windowMs: 200 } },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const left = await one.db.query('SELECT key FROM rate_limit_counts WHERE key = $1', [stale]);
      assert.deepEqual(left, []);
    } finally {
      await quick.close();
    }
  });

  test('the database failing is never a 5xx: the replica counts on its own meanwhile', async () => {
    const client = '198.51.100.51';
    await one.db.exec('ALTER TABLE rate_limit_counts RENAME TO rate_limit_counts_away');
    try {
      for (let i = 0; i < LOW.rate.perClient; i++) {
        const res = await read('one', client);
        assert.ok(res.statusCode < 500 && res.statusCode !== 429, `request ${i + 1}: ${res.statusCode}`);
      }
      const refused = await read('one', client);
      assert.equal(refused.statusCode, 429, 'the limit holds in the replica');
    } finally {
      await one.db.exec('ALTER TABLE rate_limit_counts_away RENAME TO rate_limit_counts');
    }
  });
});
