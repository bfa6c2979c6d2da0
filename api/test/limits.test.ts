// Abuse limits (issue 18, decision 029): a client past its per-window limit gets 429 with Retry-After
// and a JSON message, tighter for search and writes; search cost caps; the defaults from the
// environment are documented and generous enough for the suites.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from './helpers';
import { bucketOf, limitsFromEnv } from '../src/lib/limits';
import type { Limits } from '../src/lib/limits';

const LOW: Limits = {
  rate: { windowMs: 60_000, perClient: 8, search: 3, writes: 2 },
  search: { maxTerms: 6, maxPageSize: 30, explain: 'on', explainMaxPageSize: 10, statementTimeoutMs: 5000 },
};
let t: Awaited<ReturnType<typeof startTestApp>>;

before(async () => {
  t = await startTestApp({ limits: LOW });
});
after(async () => t.close());

/** each call from its own address unless told: the limits are per client */
const call = (method: 'GET' | 'POST', url: string, from: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: from,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('rate limits', () => {
  test('reads: the per-client limit answers 429 with Retry-After and a JSON message; other clients are unaffected', async () => {
    for (let i = 0; i < LOW.rate.perClient; i++) {
      const ok = await call('GET', '/api/site-parts', '10.0.0.1');
      assert.notEqual(ok.statusCode, 429, `request ${i + 1}`);
      assert.equal(ok.headers['x-ratelimit-limit'], String(LOW.rate.perClient));
    }
    const refused = await call('GET', '/api/site-parts', '10.0.0.1');
    assert.equal(refused.statusCode, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${refused.headers['retry-after']}`);
    assert.match(refused.headers['content-type'] as string, /application\/json/);
    assert.deepEqual(Object.keys(refused.json()).sort(), ['message', 'statusCode']);
    assert.match(
      refused.json().message,
      /^Too many requests from this client: at most 8 per 60 s\. Try again in \d+ (seconds?|minute)\.$/,
    );
    // another client, and the health check, still pass
    assert.notEqual((await call('GET', '/api/site-parts', '10.0.0.2')).statusCode, 429);
    for (let i = 0; i < 3; i++) assert.equal((await call('GET', '/api/health', '10.0.0.1')).statusCode, 200);
  });

  test('search is counted across its routes with a tighter limit than reads', async () => {
    const from = '10.0.1.1';
    assert.equal((await call('POST', '/api/search', from, { query: 'tax' })).statusCode, 200);
    assert.equal((await call('GET', '/api/search/autocomplete?q=tax', from)).statusCode, 200);
    assert.equal((await call('GET', '/api/search/filter-values?group=format', from)).statusCode, 200);
    const refused = await call('POST', '/api/search', from, { query: 'tax' });
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many searches from this client: at most 3 per 60 s/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // reads of the same client are on their own count
    assert.notEqual((await call('GET', '/api/site-parts', from)).statusCode, 429);
  });

  test('writes are counted across their routes, refused before anything is written', async () => {
    const from = '10.0.2.1';
    const forms = async () =>
      Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions'))[0]!.n);
    const before = await forms();
    for (let i = 0; i < LOW.rate.writes; i++)
      assert.notEqual((await call('POST', '/api/credit-info/earn-more-url', from, {})).statusCode, 429);
    const refused = await call('POST', '/api/form/post', from, {
      formId: 'contact-us',
      fields: { email: 'a@b.example' },
    });
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many changes from this client: at most 2 per 60 s/);
    assert.equal(await forms(), before);
  });

  test('which count a request goes to', () => {
    assert.equal(bucketOf('POST', '/api/search?x=1'), 'search');
    assert.equal(bucketOf('GET', '/api/search/product-code?ProductCodes=a'), 'search');
    assert.equal(bucketOf('DELETE', '/api/user/library/1'), 'writes');
    assert.equal(bucketOf('GET', '/api/searchable'), 'requests');
    assert.equal(bucketOf('GET', '/api/content?url=/'), 'requests');
  });

  test('defaults come from the environment; a bad figure stops the start with a message', () => {
    const d = limitsFromEnv({});
    assert.deepEqual(d.rate, { windowMs: 60_000, perClient: 3000, search: 600, writes: 600 });
    assert.deepEqual(d.search, {
      maxTerms: 32,
      maxPageSize: 100,
      explain: 'on',
      explainMaxPageSize: 50,
      statementTimeoutMs: 5000,
    });
    assert.equal(limitsFromEnv({ API_RATE_LIMIT_SEARCH: '5' }).rate.search, 5);
    assert.throws(() => limitsFromEnv({ API_RATE_LIMIT: 'lots' }), /API_RATE_LIMIT must be a whole number/);
    assert.throws(() => limitsFromEnv({ SEARCH_EXPLAIN: 'maybe' }), /SEARCH_EXPLAIN must be 'on' or 'off'/);
  });
});

describe('search cost caps', () => {
  const search = (body: object, from: string) => call('POST', '/api/search', from, body);

  test('too many words, too large a page, explain on too large a page: 400 naming the field', async () => {
    const words = await search({ query: 'a OR b OR c OR d', postQuery: 'e f' }, '10.1.0.1');
    assert.equal(words.statusCode, 400);
    assert.equal(words.json().message, "Invalid body field 'query': must have at most 6 words");
    const page = await search({ query: 'tax', pageSize: 31 }, '10.1.0.2');
    assert.equal(page.statusCode, 400);
    assert.equal(page.json().message, "Invalid body field 'pageSize': must be at most 30");
    const explain = await search({ query: 'tax', pageSize: 11, explain: true }, '10.1.0.3');
    assert.equal(explain.statusCode, 400);
    assert.match(explain.json().message, /explain is allowed for pages of at most 10/);
    const fine = await search({ query: 'tax law', pageSize: 10, explain: true }, '10.1.0.4');
    assert.equal(fine.statusCode, 200, fine.body);
  });

  test('explain is refused where the site turns it off (SEARCH_EXPLAIN=off)', async () => {
    const off = await startTestApp({ limits: { ...LOW, search: { ...LOW.search, explain: 'off' } } });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: 'tax', explain: true },
      });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, 'Search explanations are not enabled on this site');
      const plain = await off.app.inject({ method: 'POST', url: '/api/search', payload: { query: 'tax' } });
      assert.equal(plain.statusCode, 200);
    } finally {
      await off.close();
    }
  });
});
