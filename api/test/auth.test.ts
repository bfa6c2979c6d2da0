// Access control: bearer tokens verified against the identity provider's keys, every protected prefix
// guarded, and each signed-in user reading and writing only their own data (roster: its admin or an LMS admin).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import { seededAdminClaims, signSeeded, TEST_AUDIENCE as AUDIENCE, TEST_ISSUER as ISSUER } from './tokens';
import { startTestApp, SITE_ORIGIN } from './helpers';
import { buildApp } from '../src/app';
import { authSettings, createVerifier, TokenError } from '../src/auth/verify';
import { isProtectedPath } from '../src/auth/guard';
import { generateUsers, SEEDED_USERS, WHITMAN_CRANE } from '../src/seed/generate-users';
import { insertRows } from '../src/seed/insert-rows';
import { generateExtraRosterMembers } from '../src/seed/seed-roster-members';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };
let otherKeys: { publicKey: CryptoKey; privateKey: CryptoKey };

interface SignOptions {
  /** claims over the seeded person's (one set to undefined is left out) */
  claims?: JWTPayload;
  /** every claim, for an account the seed does not hold */
  allClaims?: JWTPayload;
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  /** seconds from now; negative = already expired */
  expiresIn?: number;
}
/** A token as the identity provider signs it: the seeded person's claims with their support-staff flags. */
const sign = (sub: string, o: SignOptions = {}) =>
  signSeeded(sub, o.key ?? keys.privateKey, {
    issuer: o.issuer ?? ISSUER,
    audience: o.audience ?? AUDIENCE,
    expiresIn: o.expiresIn,
    allClaims: o.allClaims,
    claims: o.allClaims ? o.claims : { ...seededAdminClaims(sub), ...o.claims },
  });

const tokens = new Map<string, string>();
const tokenFor = async (sub: string) => tokens.get(sub) ?? tokens.set(sub, await sign(sub)).get(sub)!;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS';
async function call(
  method: Method,
  url: string,
  opts: { token?: string; as?: string; payload?: unknown } = {},
) {
  const token = opts.token ?? (opts.as ? await tokenFor(opts.as) : undefined);
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });
}
const getAs = (sub: string, url: string) => call('GET', url, { as: sub });

before(async () => {
  keys = await generateKeyPair('RS256');
  otherKeys = await generateKeyPair('RS256');
  t = await startTestApp({ auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey } });
  await resetUsers();
});

/** These tests edit profiles; the PGlite test database may persist between runs, so start from the seed. */
async function resetUsers() {
  await t.db.transaction(async (tx) => {
    await tx.query('DELETE FROM users');
    await insertRows(tx, 'users', generateUsers().users as unknown as Record<string, unknown>[], ['profile']);
  });
}
after(async () => {
  await resetUsers();
  await t.close();
});

describe('the guard: protected prefixes need a valid bearer token', () => {
  const protectedPaths = [
    '/api/user/profile',
    '/api/user/claims',
    '/api/user/contract/statuses',
    '/api/user/personas',
    '/api/user/tracking-profile',
    '/api/user/library',
    '/api/roster/9001/child-members?page=0',
    '/api/commerce/carts',
    '/api/credit-tracker',
    '/api/credit-tracker/providers',
    '/api/credit-tracker-admin/roster/9001',
  ];

  test('[S1-AUTH-29] no token: 401 with a Bearer challenge and "Sign in required" on every protected prefix', async () => {
    for (const url of protectedPaths) {
      const res = await call('GET', url);
      assert.equal(res.statusCode, 401, url);
      assert.match(String(res.headers['www-authenticate']), /^Bearer realm=/, url);
      assert.deepEqual(res.json(), { statusCode: 401, message: 'Sign in required' }, url);
    }
  });

  test('an unknown path under /api/user/ without a token is 401, not 404 (protection is by prefix)', async () => {
    for (const url of [
      '/api/user/no-such-thing',
      '/api/user/profile/u-im',
      '/api/roster/x/y/z',
      '/api/user',
    ]) {
      assert.equal((await call('GET', url)).statusCode, 401, url);
      assert.equal((await call('DELETE', url)).statusCode, 401, url);
    }
    // with a valid token the same unknown path is an ordinary 404
    assert.equal((await getAs('u-retail', '/api/user/no-such-thing')).statusCode, 404);
  });

  test('encoded or doubled slashes in the path do not slip past the guard', async () => {
    for (const url of [
      '/api/%75ser/profile',
      '/api/user%2Fprofile',
      '/api//user/profile',
      '/API/USER/profile',
    ])
      assert.equal((await call('GET', url)).statusCode, 401, url);
    assert.equal(isProtectedPath('/api/%E0%A4%A'), true, 'undecodable paths count as protected');
    assert.equal(isProtectedPath('/api/users-guide'), false);
    assert.equal(isProtectedPath('/api/search'), false);
  });

  test('an expired token: 401 "Access token expired" with error="invalid_token"', async () => {
    const res = await call('GET', '/api/user/claims', { token: await sign('u-im', { expiresIn: -120 }) });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Access token expired');
    assert.match(String(res.headers['www-authenticate']), /error="invalid_token"/);
  });

  test('wrong issuer, wrong audience, wrong signature, wrong algorithm, unsigned or garbled: 401 "Invalid access token"', async () => {
    // a right token's claims (subject, issuer, audience, expiry), re-encoded without the right signature
    const claims = decodeJwt(await sign('u-im'));
    const unsigned = new UnsecuredJWT(claims).encode();
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-shared-secret-that-nobody-should-accept!!'));
    const [header, payload] = (await sign('u-im')).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'u-lms' }),
    ).toString('base64url');
    const bad: Record<string, string> = {
      'wrong issuer': await sign('u-im', { issuer: 'http://evil.example' }),
      'wrong audience': await sign('u-im', { audience: 'http://localhost:9999' }),
      'signed by another key': await sign('u-im', { key: otherKeys.privateKey }),
      'payload changed after signing': `${header}.${forgedPayload}.${(await sign('u-im')).split('.')[2]}`,
      'HS256 instead of RS256': hs256,
      'alg none': unsigned,
      garbled: 'not-a-jwt',
      'no IndividualSK claim': await sign('u-im', {
        claims: { IndividualSK: undefined },
      }),
    };
    for (const [why, token] of Object.entries(bad)) {
      const res = await call('GET', '/api/user/claims', { token });
      assert.equal(res.statusCode, 401, why);
      assert.equal(res.json().message, 'Invalid access token', why);
      assert.match(String(res.headers['www-authenticate']), /error="invalid_token"/, why);
    }
  });

  test('a non-Bearer Authorization header is refused on a protected path', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    assert.equal(res.statusCode, 401);
  });

  test('public routes stay public; every commerce route, the cart flag included, needs a token', async () => {
    assert.equal((await call('GET', '/api/health')).statusCode, 200);
    assert.equal((await call('GET', '/api/content?url=/')).statusCode, 200);
    const flag = '/api/commerce/carts/feature-flag/cart-from-new-cms';
    assert.equal((await call('GET', flag)).statusCode, 401);
    assert.equal((await call('GET', flag, { as: 'u-im' })).statusCode, 200);
    assert.equal((await call('GET', '/api/commerce/carts/feature-flag/other')).statusCode, 401);
  });

  test('CORS preflights are not challenged, and a 401 still carries the CORS headers for the site', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/profile',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.ok(pre.statusCode < 300, `preflight answered ${pre.statusCode}`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { origin: SITE_ORIGIN },
    });
    assert.equal(res.statusCode, 401);
    assert.equal(res.headers['access-control-allow-origin'], SITE_ORIGIN);
  });

  test('per-user answers are never stored by shared caches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { origin: SITE_ORIGIN, authorization: `Bearer ${await tokenFor('u-retail')}` },
    });
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.match(String(res.headers.vary), /Origin/i);
    assert.match(String(res.headers.vary), /Authorization/i);
  });
});

describe('a signed-in user reads only their own data', () => {
  test('[S3-API-05] [S3-API-06] [S1-API-50] [S1-API-51] contract statuses: isPM and isIM per member, cached 300 s privately', async () => {
    const expected: Record<string, { isPM: boolean; isIM: boolean }> = {
      'u-retail': { isPM: false, isIM: false },
      'u-im': { isPM: false, isIM: true },
      'u-pm': { isPM: true, isIM: false },
      'u-editor': { isPM: false, isIM: false },
    };
    for (const [sub, flags] of Object.entries(expected)) {
      const res = await getAs(sub, '/api/user/contract/statuses');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), flags, sub);
      assert.equal(res.headers['cache-control'], 'private, max-age=300');
    }
  });

  test("[S1-API-47] [S1-API-48] [S1-AUTH-39] claims: the contract statuses plus the caller's own identity attributes", async () => {
    for (const u of SEEDED_USERS) {
      const res = await getAs(u.sub, '/api/user/claims');
      assert.equal(res.statusCode, 200, u.sub);
      const statuses = (await getAs(u.sub, '/api/user/contract/statuses')).json();
      assert.deepEqual(
        res.json(),
        {
          ...statuses,
          isPLIEmployee: u.is_employee,
          isLMSAdmin: u.is_lms_admin,
          individualSk: String(u.individual_sk),
          organizationSk: u.organization_sk ? String(u.organization_sk) : '',
          roles: u.roles,
        },
        u.sub,
      );
    }
    assert.equal((await getAs('u-roster', '/api/user/claims')).json().organizationSk, '9001');
    assert.equal((await getAs('u-lms', '/api/user/claims')).json().isLMSAdmin, true);
  });

  test("[S1-API-49] personas: one or two of the known personas, the caller's own", async () => {
    for (const u of SEEDED_USERS) {
      const body = (await getAs(u.sub, '/api/user/personas')).json();
      assert.deepEqual(body, { personas: u.personas }, u.sub);
      assert.ok(body.personas.length >= 1 && body.personas.length <= 2);
    }
  });

  test("[S3-API-01] profile: the caller's own profile and contentOptOut, never anyone else's", async () => {
    for (const u of SEEDED_USERS) {
      const res = await getAs(u.sub, '/api/user/profile');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.profile.given_name, u.given_name, u.sub);
      assert.equal(body.profile.family_name, u.family_name);
      assert.equal(body.profile.email, u.email);
      assert.deepEqual(body.contentOptOut, u.content_opt_out);
      for (const other of SEEDED_USERS.filter((o) => o.sub !== u.sub))
        assert.ok(!res.body.includes(other.email), `${u.sub} sees ${other.email}`);
    }
    assert.deepEqual((await getAs('u-pm', '/api/user/profile')).json().contentOptOut, ['discount-advice']);
  });

  test('there is no way to address another user: ids in the query, path or body are ignored or refused', async () => {
    const viaQuery = await getAs('u-retail', '/api/user/profile?sub=u-im&individualSk=800002');
    assert.equal(viaQuery.json().profile.email, 'retail@example.com');
    const viaClaimsQuery = await getAs('u-retail', '/api/user/claims?sub=u-lms');
    assert.equal(viaClaimsQuery.json().isLMSAdmin, false);
    assert.equal((await getAs('u-retail', '/api/user/profile/u-im')).statusCode, 404);
    for (const key of ['sub', 'individualSk', 'IndividualSK', 'userId']) {
      const res = await call('PUT', '/api/user/profile', {
        as: 'u-retail',
        payload: { given_name: 'Hijack', [key]: 'u-im' },
      });
      assert.equal(res.statusCode, 400, key);
    }
    assert.equal((await getAs('u-im', '/api/user/profile')).json().profile.given_name, 'Irene');
    assert.equal((await getAs('u-retail', '/api/user/profile')).json().profile.given_name, 'Riley');
  });

  test('[S3-API-04] [S1-AUTH-40] [S1-AUTH-41] [S1-AUTH-42] tracking profile: membership type, positive organisation id only, first persona', async () => {
    assert.deepEqual((await getAs('u-roster', '/api/user/tracking-profile')).json(), {
      membershipType: 'Retail',
      organizationId: 9001,
      persona: 'Litigator',
    });
    assert.deepEqual((await getAs('u-im', '/api/user/tracking-profile')).json(), {
      membershipType: 'IM',
      persona: 'In-house counsel',
    });
    assert.deepEqual((await getAs('u-pm', '/api/user/tracking-profile')).json(), {
      membershipType: 'PM',
      persona: 'Transactional lawyer',
    });
    const zeroOrg = await sign('u-retail', {
      claims: { OrganizationSK: '0' },
    });
    const body = (await call('GET', '/api/user/tracking-profile', { token: zeroOrg })).json();
    assert.equal('organizationId' in body, false);
  });

  test('an account the API has not seen yet gets a retail record from its token claims', async () => {
    const token = await sign('u-newcomer', {
      allClaims: {
        name: 'Nia Newcomer',
        given_name: 'Nia',
        family_name: 'Newcomer',
        email: 'nia@example.com',
        IndividualSK: '800099',
        OrganizationSK: '',
        IsLMSAdmin: 'false',
        isPLIEmployee: false,
        roles: [],
      },
    });
    const profile = await call('GET', '/api/user/profile', { token });
    assert.equal(profile.statusCode, 200);
    assert.equal(profile.json().profile.email, 'nia@example.com');
    assert.deepEqual((await call('GET', '/api/user/contract/statuses', { token })).json(), {
      isPM: false,
      isIM: false,
    });
    assert.deepEqual((await call('GET', '/api/user/personas', { token })).json(), { personas: [] });
    await t.db.query("DELETE FROM users WHERE sub = 'u-newcomer'");
  });
});

describe('profile updates', () => {
  test('[S3-API-02] bad input is a 400 naming the field, and nothing is half-saved', async () => {
    const before = (await getAs('u-short', '/api/user/profile')).json();
    const bad: [unknown, RegExp][] = [
      [{ given_name: 'Valid', email: 'not-an-email' }, /email/],
      [{ given_name: '' }, /given_name/],
      [{ given_name: '   ' }, /given_name/],
      [{ family_name: 'x'.repeat(101) }, /family_name/],
      [{ given_name: '<script>' }, /given_name/],
      [{ given_name: 'Valid', phone: 'call me' }, /phone/],
      [{ given_name: 'Valid', contentOptOut: ['Not A Slug'] }, /contentOptOut/],
      [{ given_name: 'Valid', contentOptOut: 'discount-advice' }, /contentOptOut/],
      [{ given_name: 42 }, /given_name/],
      [{}, /nothing to update/],
      [['given_name'], /body/],
    ];
    for (const [payload, field] of bad) {
      const res = await call('PUT', '/api/user/profile', { as: 'u-short', payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().message, field, JSON.stringify(payload));
    }
    // the route's schema answers in the shape every 400 has: where, which field, what is wrong
    const empty = await call('PUT', '/api/user/profile', { as: 'u-short', payload: { given_name: ' ' } });
    assert.deepEqual(empty.json(), {
      statusCode: 400,
      message: "Invalid body field 'given_name': must not be empty",
    });
    const noBody = await call('PUT', '/api/user/profile', { as: 'u-short' });
    assert.equal(noBody.statusCode, 400);
    assert.deepEqual((await getAs('u-short', '/api/user/profile')).json(), before);
  });

  test('[S3-API-02] a good update round-trips and touches only the caller', async () => {
    const othersBefore = await Promise.all(
      ['u-retail', 'u-im'].map(async (s) => (await getAs(s, '/api/user/profile')).json()),
    );
    const res = await call('PUT', '/api/user/profile', {
      as: 'u-short',
      payload: {
        given_name: '  Shayla ',
        email: 'Shayla.Short@Example.com',
        phone: '+1 (212) 555-0188',
        jobTitle: 'Associate',
        contentOptOut: ['segment-notice', 'discount-advice', 'segment-notice'],
      },
    });
    assert.equal(res.statusCode, 200);
    const expected = {
      profile: {
        given_name: 'Shayla',
        family_name: 'Short',
        email: 'shayla.short@example.com',
        phone: '+1 (212) 555-0188',
        jobTitle: 'Associate',
        company: null,
      },
      contentOptOut: ['segment-notice', 'discount-advice'],
    };
    assert.deepEqual(res.json(), expected);
    assert.deepEqual((await getAs('u-short', '/api/user/profile')).json(), expected);
    // null clears an optional field; absent fields stay as they are
    const cleared = await call('PUT', '/api/user/profile', { as: 'u-short', payload: { jobTitle: null } });
    assert.deepEqual(cleared.json(), { ...expected, profile: { ...expected.profile, jobTitle: null } });
    const othersAfter = await Promise.all(
      ['u-retail', 'u-im'].map(async (s) => (await getAs(s, '/api/user/profile')).json()),
    );
    assert.deepEqual(othersAfter, othersBefore);
  });

  test('updating without a token is 401 and changes nothing', async () => {
    const res = await call('PUT', '/api/user/profile', { payload: { given_name: 'Nobody' } });
    assert.equal(res.statusCode, 401);
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE given_name = 'Nobody'",
    );
    assert.equal(row!.n, 0);
  });
});

describe("the roster: an organisation's members for its admin or an LMS admin", () => {
  const url = `/api/roster/${WHITMAN_CRANE.sk}/child-members?page=0`;

  test('[S2-API-63] [S2-ROLES-11] [S2-ROLES-12] the roster admin of 9001 gets its 30 members, 20 a page', async () => {
    const res = await getAs('u-roster', url);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.organizationSk, 9001);
    assert.equal(body.totalResults, 30);
    assert.equal(body.totalPages, 2);
    assert.equal(body.members.length, 20);
    const second = (await getAs('u-roster', `/api/roster/9001/child-members?page=1`)).json();
    assert.equal(second.members.length, 10);
    const sks = [...body.members, ...second.members]
      .map((m: { individual_SK: number }) => m.individual_SK)
      .sort();
    assert.deepEqual(sks, [800001, 800006, ...Array.from({ length: 28 }, (_, i) => 810001 + i)]);
    for (const m of [...body.members, ...second.members]) {
      assert.ok(m.displayName.length > 3);
      assert.match(m.primaryEmail.email, /^([a-z]+\.[a-z]+@whitmancrane\.example|[a-z]+@example\.com)$/);
    }
    assert.equal((await getAs('u-roster', `/api/roster/9001/child-members?page=2`)).json().members.length, 0);
  });

  test('[S2-API-62] ?query={indSk} returns that single member', async () => {
    const res = await getAs('u-roster', '/api/roster/9001/child-members?query=810003&page=0');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().members.length, 1);
    assert.equal(res.json().members[0].individual_SK, 810003);
    const none = await getAs('u-roster', '/api/roster/9001/child-members?query=800002&page=0');
    assert.equal(none.json().totalResults, 0, 'a non-member is not found through the roster');
  });

  test('[S2-ROLES-11] anyone else is refused with 403: a member, staff, an editor, an admin of another organisation', async () => {
    for (const sub of ['u-retail', 'u-staff', 'u-editor', 'u-im']) {
      const res = await getAs(sub, url);
      assert.equal(res.statusCode, 403, sub);
      assert.match(res.json().message, /roster administrator/);
    }
    assert.equal((await getAs('u-roster', '/api/roster/9002/child-members?page=0')).statusCode, 403);
    const noOrg = await sign('u-roster', { claims: { OrganizationSK: '' } });
    assert.equal((await call('GET', url, { token: noOrg })).statusCode, 403);
  });

  test('[S2-GODMODE-04] [S2-GODMODE-07] the LMS admin (IsLMSAdmin true and an employee) reads any roster; unknown org 404', async () => {
    const res = await getAs('u-lms', url);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().totalResults, 30);
    assert.equal((await getAs('u-lms', '/api/roster/9999/child-members?page=0')).statusCode, 404);
    const upper = await sign('u-lms', { claims: { IsLMSAdmin: 'TRUE' } });
    assert.equal((await call('GET', url, { token: upper })).statusCode, 200, 'compared case-insensitively');
    const notEmployee = await sign('u-lms', {
      claims: { isPLIEmployee: false },
    });
    assert.equal((await call('GET', url, { token: notEmployee })).statusCode, 403);
    const falseFlag = await sign('u-lms', { claims: { IsLMSAdmin: 'false' } });
    assert.equal((await call('GET', url, { token: falseFlag })).statusCode, 403);
  });

  test('bad roster input is a 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['/api/roster/abc/child-members?page=0', /orgSk/],
      ['/api/roster/9001/child-members?page=-1', /page/],
      ['/api/roster/9001/child-members?page=x', /page/],
      ['/api/roster/9001/child-members?page=0&query=rosa', /query/],
    ];
    for (const [u, field] of cases) {
      const res = await getAs('u-lms', u);
      assert.equal(res.statusCode, 400, u);
      assert.match(res.json().message, field, u);
    }
  });
});

describe('keys from the identity provider', () => {
  let server: http.Server;
  let identityUrl: string;

  before(async () => {
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    server = http.createServer((req, res) => {
      if (req.url === '/jwks') {
        res.writeHead(200, { 'content-type': 'application/jwk-set+json' });
        res.end(JSON.stringify({ keys: [jwk] }));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    identityUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  test('settings come from IDENTITY_URL, IDENTITY_ISSUER (default IDENTITY_URL) and API_AUDIENCE', () => {
    const d = authSettings({}, {});
    assert.deepEqual([d.identityUrl, d.issuer, d.audience], [ISSUER, ISSUER, AUDIENCE]);
    const e = authSettings({}, { IDENTITY_URL: 'http://identity:4001/' });
    assert.deepEqual([e.identityUrl, e.issuer], ['http://identity:4001', 'http://identity:4001']);
    const f = authSettings(
      {},
      { IDENTITY_URL: 'http://identity:4001', IDENTITY_ISSUER: ISSUER, API_AUDIENCE: 'x' },
    );
    assert.deepEqual([f.issuer, f.audience], [ISSUER, 'x']);
  });

  test("tokens are verified against the provider's JWKS at IDENTITY_URL/jwks", async () => {
    const verify = createVerifier(authSettings({ identityUrl, issuer: ISSUER, audience: AUDIENCE }));
    const { issuedAt, ...p } = await verify(await sign('u-roster'));
    // the token's iat (GET /user/endsession refuses tokens issued before it)
    assert.ok(typeof issuedAt === 'number' && Math.abs(issuedAt - Date.now() / 1000) < 120);
    assert.deepEqual(p, {
      sub: 'u-roster',
      individualSk: '800006',
      organizationSk: '9001',
      isLmsAdmin: false,
      isEmployee: false,
      roles: ['roster-admin'],
      name: 'Rosa Roster',
      email: 'roster@example.com',
      givenName: 'Rosa',
      familyName: 'Roster',
    });
    await assert.rejects(verify(await sign('u-im', { key: otherKeys.privateKey })), TokenError);
  });

  test('a checked token is remembered until it expires: the same token is not re-verified, an expired one is refused', async () => {
    let keyLookups = 0;
    const verify = createVerifier({
      ...authSettings({ identityUrl, issuer: ISSUER, audience: AUDIENCE }),
      clockToleranceSeconds: 0,
      keys: async () => (keyLookups++, keys.publicKey),
    });
    const token = await sign('u-roster', { expiresIn: 2 });
    assert.equal((await verify(token)).sub, 'u-roster');
    assert.equal((await verify(token)).sub, 'u-roster');
    assert.equal(keyLookups, 1, 'the second call used the remembered result');
    // a different token is checked on its own, and a bad one is never remembered as good
    await assert.rejects(verify(await sign('u-im', { key: otherKeys.privateKey })), TokenError);
    await assert.rejects(verify(await sign('u-im', { key: otherKeys.privateKey })), TokenError);
    await new Promise((r) => setTimeout(r, 2_100));
    await assert.rejects(verify(token), /expired/);
  });

  test('a provider that cannot be reached answers 503, not 401, and never lets the request through', async () => {
    const app = await buildApp({
      db: t.db,
      allowedOrigins: [SITE_ORIGIN],
      auth: { identityUrl: 'http://127.0.0.1:9', issuer: ISSUER, audience: AUDIENCE },
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${await sign('u-im')}` },
      });
      assert.equal(res.statusCode, 503);
      assert.match(res.json().message, /temporarily unavailable/);
    } finally {
      await app.close();
    }
  });
});

describe('seeded people', () => {
  test('are deterministic: 8 accounts, one organisation, 14 roster members and 16 more for a second roster page', async () => {
    const a = generateUsers();
    assert.deepEqual(generateUsers(), a);
    assert.equal(a.users.length, 8);
    assert.equal(a.organisationMembers.length, 14);
    const extra = generateExtraRosterMembers();
    assert.deepEqual(generateExtraRosterMembers(), extra);
    assert.equal(extra.length, 16);
    const names = new Set([...a.organisationMembers, ...extra].map((m) => m.display_name));
    assert.equal(names.size, 30, 'no two roster members share a name');
    // the seeded accounts stay on the roster's first page (it is ordered by name)
    assert.ok(extra.every((m) => m.display_name > 'Rosa Roster'));
    const [c] = await t.db.query<{ users: number; members: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE sub LIKE 'u-%') AS users,
              (SELECT count(*)::int FROM organisation_members WHERE organization_sk = 9001) AS members`,
    );
    assert.deepEqual(c, { users: 8, members: 30 });
  });
});
