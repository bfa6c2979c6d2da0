// Client identity behind proxies (issue 37, decision 055): the rate limits count the first address
// from the right of X-Forwarded-For that no trusted proxy hop vouches for, so a client that writes its
// own X-Forwarded-For gets nothing from it, browsers behind the site's proxy are counted one by one,
// and signed-in writes are counted per account.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { clientNetwork } from '../src/lib/limits';
import type { Limits } from '../src/lib/limits';

const LOW: Limits = {
  rate: { windowMs: 60_000, perClient: 4, search: 50, writes: 2 },
  search: { maxTerms: 32, maxPageSize: 100, explain: 'on', explainMaxPageSize: 50, statementTimeoutMs: 5000 },
};
/** the shell server's and an edge proxy's addresses, as a deployment names them */
const TRUSTED = ['127.0.0.1', '10.9.0.0/24'];
let t: SignedInApp;

before(async () => {
  t = await startSignedInApp({ limits: LOW, trustedProxies: TRUSTED });
});
after(async () => t.close());

const read = (peer: string, xff?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/site-parts',
    remoteAddress: peer,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

const formPosts = async () =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions'))[0]!.n);

describe('the client behind proxies', () => {
  test('a spoofed X-Forwarded-For from an untrusted peer is ignored: the peer is the client', async () => {
    const peer = '203.0.113.7';
    for (let i = 0; i < LOW.rate.perClient; i++)
      assert.notEqual((await read(peer, `198.51.100.${i + 1}`)).statusCode, 429, `request ${i + 1}`);
    const refused = await read(peer, '198.51.100.200, 10.9.0.4');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many requests from this client: at most 4 per 60 s/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });

  test('through trusted hops the address the outermost one appended counts; the client’s own entries do not', async () => {
    const via = (client: string, spoofed: string) => read('127.0.0.1', `${spoofed}, ${client}, 10.9.0.4`);
    for (let i = 0; i < LOW.rate.perClient; i++)
      assert.notEqual((await via('198.51.100.10', `192.0.2.${i + 1}`)).statusCode, 429, `request ${i + 1}`);
    // a fresh leftmost entry each time is still the same client
    const refused = await via('198.51.100.10', '192.0.2.99');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many requests from this client/);
    // another browser behind the same proxies has its own count, and so does the proxy itself
    assert.notEqual((await via('198.51.100.11', '192.0.2.1')).statusCode, 429);
    assert.notEqual((await read('127.0.0.1')).statusCode, 429);
  });

  test('a hop the deployment does not name is the client, whatever it forwards', async () => {
    // 10.9.1.5 is outside 10.9.0.0/24: the chain stops there
    for (let i = 0; i < LOW.rate.perClient; i++)
      assert.notEqual(
        (await read('127.0.0.1', `198.51.100.${30 + i}, 10.9.1.5`)).statusCode,
        429,
        `request ${i + 1}`,
      );
    assert.equal((await read('127.0.0.1', '198.51.100.99, 10.9.1.5')).statusCode, 429);
  });
});

describe('IPv6 clients', () => {
  test('are counted by their /64: rotating addresses inside it is still one client', async () => {
    for (let i = 0; i < LOW.rate.perClient; i++)
      assert.notEqual((await read(`2001:db8:7:7::${i + 1}`)).statusCode, 429, `request ${i + 1}`);
    const refused = await read('2001:db8:7:7:ffff:1:2:3');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many requests from this client/);
    assert.notEqual((await read('2001:db8:7:8::1')).statusCode, 429, 'the next /64 is another client');
    assert.equal(clientNetwork('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientNetwork('2001:DB8:0001:0002::9'), '2001:db8:1:2::/64');
  });
});

describe('signed-in writes count per account', () => {
  const post = (peer: string, as?: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/form/post',
      remoteAddress: peer,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { formId: 'contact-us', fields: { email: 'a@b.example', as: as ?? 'anonymous' } },
    });

  test('two people behind one address each get the write limit; past it: 429 naming the account, nothing written', async () => {
    const office = '203.0.113.50';
    const [retail, staff] = await Promise.all([t.tokenFor('u-retail'), t.tokenFor('u-staff')]);
    for (let i = 0; i < LOW.rate.writes; i++) {
      assert.notEqual((await post(office, 'u-retail', retail)).statusCode, 429);
      assert.notEqual((await post(office, 'u-staff', staff)).statusCode, 429);
    }
    const before = await formPosts();
    const refused = await post(office, 'u-retail', retail);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many changes from this account: at most 2 per 60 s/);
    assert.equal(await formPosts(), before, 'a refused write wrote nothing');
    // the address's own (anonymous) write count is untouched
    assert.notEqual((await post(office)).statusCode, 429);
  });

  test('a forged token is no account: its writes count against the address', async () => {
    const peer = '203.0.113.60';
    const retail = await t.tokenFor('u-retail');
    const [head, payload] = retail.split('.');
    const forged = (sub: string) =>
      `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub })).toString('base64url')}.AAAA`;
    for (let i = 0; i < LOW.rate.writes; i++)
      assert.notEqual((await post(peer, `forged-${i}`, forged(`forged-${i}`))).statusCode, 429);
    const before = await formPosts();
    const refused = await post(peer, 'forged-x', forged('forged-x'));
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many changes from this client/);
    assert.equal(await formPosts(), before);
  });
});
