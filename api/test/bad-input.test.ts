// Bad input answers 4xx with a message, never 500 (issue 18): the nine inputs that once reached
// PostgreSQL or the JSON encoder unchecked, each refused before any handler runs or writes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPair } from 'jose';
import type { CryptoKey } from 'jose';
import { startTestApp } from './helpers';
import { signSeeded } from './tokens';

const ISSUER = 'http://localhost:4001';
const AUDIENCE = 'http://localhost:4000';
let t: Awaited<ReturnType<typeof startTestApp>>;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };

before(async () => {
  keys = await generateKeyPair('RS256');
  t = await startTestApp({ auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey } });
});
after(async () => t.close());

const NUL = '%00';
const BEYOND_INT4 = '2147483648';

/** the nine probes of issue 18 (method, url, body): each once answered 500 */
export const NINE_PROBES: {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  as?: string;
}[] = [
  { name: 'NUL in content?url', method: 'GET', url: `/api/content?url=/a${NUL}b` },
  { name: 'NUL in product-code', method: 'GET', url: `/api/search/product-code?ProductCodes=a${NUL}b` },
  { name: 'NUL in catalog-children?id', method: 'GET', url: `/api/taxonomy/catalog-children?id=a${NUL}b` },
  { name: 'NUL in search query', method: 'POST', url: '/api/search', body: { query: 'tax\u0000law' } },
  {
    name: 'NUL in search postQuery',
    method: 'POST',
    url: '/api/search',
    body: { query: 'tax', postQuery: 'a\u0000' },
  },
  { name: 'credit-info region beyond int4', method: 'GET', url: `/api/cle/credit-info/${BEYOND_INT4}/all` },
  {
    name: 'faculty-feed id beyond int4',
    method: 'GET',
    url: `/api/content-row/faculty-feed?faculty=${BEYOND_INT4}`,
  },
  {
    name: 'lone surrogate in profile company',
    method: 'PUT',
    url: '/api/user/profile',
    body: '{"company":"Acme \\ud800"}',
    as: 'u-im',
  },
  {
    name: 'lone surrogate in profile jobTitle',
    method: 'PUT',
    url: '/api/user/profile',
    body: '{"jobTitle":"\\udc00 lead"}',
    as: 'u-im',
  },
];

describe('bad input', () => {
  test('the nine inputs of issue 18 answer 400 with a message, and nothing is written', async () => {
    const answers: string[] = [];
    const before = await t.db.query('SELECT profile::text AS p FROM users WHERE sub = $1', ['u-im']);
    for (const p of NINE_PROBES) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (p.as)
        headers.authorization = `Bearer ${await signSeeded(p.as, keys.privateKey, { issuer: ISSUER, audience: AUDIENCE })}`;
      const res = await t.app.inject({
        method: p.method,
        url: p.url,
        headers,
        ...(p.body === undefined
          ? {}
          : { payload: typeof p.body === 'string' ? p.body : JSON.stringify(p.body) }),
      });
      answers.push(`${p.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    console.log(answers.join('\n'));
    for (const a of answers) assert.match(a, /: 400 \{"statusCode":400,"message":"[^"]+/, a);
    assert.deepEqual(
      await t.db.query('SELECT profile::text AS p FROM users WHERE sub = $1', ['u-im']),
      before,
    );
  });
});
