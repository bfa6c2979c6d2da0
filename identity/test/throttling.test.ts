// Abuse probes on sign-in (issue 37 item 4, decision 054): lockout by someone else, parallel guesses,
// request limits on /auth, /token and the sign-in form, oversized forms. Each client is a real
// loopback address (127.0.0.x as the socket's source), so no proxy header is involved:
//   node --import tsx --test identity/test/throttling.test.ts
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startIdentityServer } from '../src/app';
import type { IdentityServer } from '../src/app';
import { requestLimitsFrom } from '../src/config';
import type { IdentitySettings } from '../src/config';
import { DEFAULT_THROTTLE } from '../src/login-throttle';
import { DEFAULT_REQUEST_LIMITS } from '../src/request-limits';

process.env.LOG_LEVEL ??= 'silent';

const SITE = 'http://localhost:3000';
const SIGNIN_CALLBACK = `${SITE}/signin-callback`;
const OWNER = '127.0.0.1';
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Every status any probe got: none may be 5xx. */
const statuses: number[] = [];

/** One request from the loopback address `from`; cookies kept in `jar`. */
function call(
  base: string,
  from: string,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    jar,
  }: { method?: string; headers?: Record<string, string>; body?: string; jar?: Map<string, string> } = {},
): Promise<Answer> {
  const target = new URL(url, base);
  const cookie = jar && [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const eq = pair.indexOf('=');
            if (jar && eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          statuses.push(res.statusCode ?? 0);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function authPath() {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  return `/auth?${new URLSearchParams({
    client_id: 'cle-site',
    response_type: 'code',
    redirect_uri: SIGNIN_CALLBACK,
    scope: 'openid profile email cle',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
}

/** A fresh login page for the client at `from`: its form action and cookie jar. */
async function loginPage(base: string, from: string) {
  const jar = new Map<string, string>();
  const auth = await call(base, from, authPath(), { jar });
  assert.equal(auth.status, 303);
  const page = await call(base, from, auth.headers.location!, { jar });
  assert.equal(page.status, 200);
  const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1];
  assert.ok(action, 'the login page has a form');
  return { jar, action };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

interface Outcome {
  status: number;
  alert: string | null;
  retryAfter: string | undefined;
  signedIn: boolean;
}

/** Posts a prepared login page; a 303 is followed to the callback (a code means signed in). */
async function submit(
  base: string,
  from: string,
  page: { jar: Map<string, string>; action: string },
  email: string,
  password: string,
): Promise<Outcome> {
  const res = await call(base, from, page.action, { ...form({ email, password }), jar: page.jar });
  let signedIn = false;
  if (res.status === 303) {
    const resume = await call(base, from, res.headers.location!, { jar: page.jar });
    signedIn = new URL(resume.headers.location ?? 'about:blank').searchParams.has('code');
  }
  return {
    status: res.status,
    alert: /role="alert">([^<]*)</.exec(res.body)?.[1] ?? null,
    retryAfter: res.headers['retry-after'],
    signedIn,
  };
}

const attempt = async (base: string, from: string, email: string, password: string) =>
  submit(base, from, await loginPage(base, from), email, password);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let idp: IdentityServer;
let limited: IdentityServer;
const dirs: string[] = [];

function settings(extra: Partial<IdentitySettings>): Partial<IdentitySettings> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cle-identity-throttle-'));
  dirs.push(dataDir);
  return { port: 0, dataDir, databaseUrl, siteOrigins: [SITE], seedAccounts: true, ...extra };
}

const counts = async (server: IdentityServer, account: string) =>
  Object.fromEntries(
    (
      await server.db.query<{ scope: string; client: string; hits: number }>(
        `SELECT scope, client, hits FROM identity_sign_in_counts WHERE account = $1 OR scope = 'client'`,
        [account],
      )
    ).map((r) => [`${r.scope}:${r.client}`, r.hits]),
  );

before(async () => {
  // the sign-in figures as shipped, but a low account ceiling with short waits, so a test can reach it
  idp = await startIdentityServer(
    settings({
      throttle: { ...DEFAULT_THROTTLE, accountSlowAfter: 8, slowBaseSeconds: 2, slowMaxSeconds: 3 },
    }),
  );
  limited = await startIdentityServer(
    settings({ requestLimits: { windowSeconds: 60, auth: 3, token: 2, signIn: 2 } }),
  );
  await idp.db.query('DELETE FROM identity_sign_in_counts');
  await idp.db.query('DELETE FROM identity_request_counts');
});

after(async () => {
  await idp?.close();
  await limited?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('sign-in throttling that cannot lock out the owner', () => {
  test('five wrong passwords from another address lock that address out of the account, never the owner at theirs', async () => {
    const attacker = '127.0.0.2';
    const wrong = [];
    for (let i = 0; i < 5; i++)
      wrong.push(await attempt(idp.url, attacker, 'retail@example.com', `guess-${i}`));
    assert.deepEqual(
      wrong.map((a) => a.status),
      [200, 200, 200, 200, 429],
    );
    assert.equal(wrong[4]!.alert, 'Too many sign-in attempts. Wait 30 seconds, then try again.');
    assert.equal(wrong[4]!.retryAfter, '30');
    // the right password from the attacker's address is not even checked: no session, no code
    const refused = await attempt(idp.url, attacker, 'retail@example.com', 'Retail-2026!');
    assert.equal(refused.status, 429);
    assert.match(refused.alert!, /^Too many sign-in attempts\. Wait \d+ seconds, then try again\.$/);
    assert.equal(refused.signedIn, false);

    const owner = await attempt(idp.url, OWNER, 'retail@example.com', 'Retail-2026!');
    assert.equal(owner.status, 303, 'the owner signs in from their own address');
    assert.ok(owner.signedIn, 'and gets a code');
    const after = await counts(idp, 'retail@example.com');
    assert.equal(after[`pair:${attacker}`], 6, 'every attempt from the attacker counted');
    assert.equal(after[`pair:${OWNER}`], undefined, "the owner's right password cleared the owner's count");
    assert.equal(after['account:'], 5, 'five wrong passwords on the account');
  });

  test('past the account ceiling each wrong password makes its client wait (a slowdown), and a client that has not failed signs in at once', async () => {
    const email = 'im@example.com';
    // eight addresses, one wrong password each: the account reaches its ceiling (8 in this test)
    for (let i = 3; i <= 10; i++)
      assert.equal((await attempt(idp.url, `127.0.0.${i}`, email, 'nope')).status, 200);
    // the next wrong password from any of them makes that address wait, with the wait in words
    const slowed = await attempt(idp.url, '127.0.0.3', email, 'nope-again');
    assert.equal(slowed.status, 429);
    assert.equal(slowed.alert, 'Too many sign-in attempts. Wait 2 seconds, then try again.');
    const waiting = await attempt(idp.url, '127.0.0.3', email, 'Member-2026!');
    assert.equal(waiting.status, 429, 'its next attempt waits, right password or not');
    assert.equal(waiting.signedIn, false);

    // the owner, who has not failed from their address, is not slowed
    const owner = await attempt(idp.url, OWNER, email, 'Member-2026!');
    assert.ok(owner.signedIn, 'the owner signs in at once');
    // an owner who mistypes under attack waits a little (3 s here, 60 s at most by default), never longer
    const typo = await attempt(idp.url, OWNER, email, 'Member-2025!');
    assert.equal(typo.status, 429);
    assert.equal(typo.alert, 'Too many sign-in attempts. Wait 3 seconds, then try again.');
    await sleep(3_100);
    assert.ok((await attempt(idp.url, OWNER, email, 'Member-2026!')).signedIn, 'then signs in');
  });

  test('20 wrong passwords at once from one address: all 20 counted, 5 passwords checked', async () => {
    const from = '127.0.0.20';
    const email = 'roster@example.com';
    const pages = [];
    for (let i = 0; i < 20; i++) pages.push(await loginPage(idp.url, from));
    const answers = await Promise.all(pages.map((p, i) => submit(idp.url, from, p, email, `parallel-${i}`)));
    const wrong = answers.filter((a) => a.status === 200);
    assert.equal(wrong.length, 4, 'four answered "incorrect"');
    assert.ok(wrong.every((a) => /The email or password is incorrect/.test(a.alert ?? '')));
    assert.equal(
      answers.filter((a) => a.status === 429).length,
      16,
      'the fifth checked one and 15 unchecked: 429',
    );
    const after = await counts(idp, email);
    assert.equal(after[`pair:${from}`], 20, 'every attempt counted');
    assert.equal(after['account:'], 5, 'exactly five passwords were checked and found wrong');
    assert.equal(after[`client:${from}`], 5);
  });
});

describe('request limits per client on /auth, /token and the sign-in form', () => {
  test('/auth past its limit: 429 with the wait, no interaction written; another address is not refused', async () => {
    const from = '127.0.0.60';
    const interactions = async () =>
      Number(
        (
          await limited.db.query<{ n: number | string }>(
            `SELECT count(*) AS n FROM identity_store WHERE model = 'Interaction'`,
          )
        )[0]!.n,
      );
    for (let i = 0; i < 3; i++) assert.equal((await call(limited.url, from, authPath())).status, 303);
    const before = await interactions();
    const refused = await call(limited.url, from, authPath());
    assert.equal(refused.status, 429);
    assert.match(
      refused.body,
      /Too many sign-in requests from this address\. Wait \d+ seconds?, then try again\./,
    );
    assert.ok(Number(refused.headers['retry-after']) > 0 && Number(refused.headers['retry-after']) <= 60);
    assert.equal(await interactions(), before, 'the refused request started no interaction');
    assert.equal((await call(limited.url, '127.0.0.61', authPath())).status, 303);
  });

  test('/token past its limit: 429 JSON with a message the site can read', async () => {
    const from = '127.0.0.62';
    const token = () =>
      call(limited.url, from, '/token', {
        ...form({
          grant_type: 'authorization_code',
          client_id: 'cle-site',
          code: 'not-a-code',
          redirect_uri: SIGNIN_CALLBACK,
          code_verifier: 'v'.repeat(43),
        }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
      });
    for (let i = 0; i < 2; i++) assert.equal((await token()).status, 400, 'a wrong code: invalid_grant');
    const refused = await token();
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['access-control-allow-origin'], SITE);
    const body = JSON.parse(refused.body) as { error: string; error_description: string };
    assert.equal(body.error, 'too_many_requests');
    assert.match(
      body.error_description,
      /^Too many token requests from this address\. Wait \d+ seconds?, then try again\.$/,
    );
  });

  test('the sign-in form past its limit: 429, the password not checked and the attempt not counted', async () => {
    const from = '127.0.0.63';
    const pages = [];
    for (let i = 0; i < 3; i++) pages.push(await loginPage(limited.url, from));
    assert.equal((await submit(limited.url, from, pages[0]!, 'editor@example.com', 'nope')).status, 200);
    assert.equal((await submit(limited.url, from, pages[1]!, 'editor@example.com', 'nope')).status, 200);
    const refused = await call(limited.url, from, pages[2]!.action, {
      ...form({ email: 'editor@example.com', password: 'Editor-2026!' }),
      jar: pages[2]!.jar,
    });
    assert.equal(refused.status, 429);
    assert.match(
      refused.body,
      /Too many sign-in attempts from this address\. Wait \d+ seconds?, then try again\./,
    );
    assert.equal(pages[2]!.jar.has('_session'), false, 'no session');
    assert.equal((await counts(limited, 'editor@example.com'))[`pair:${from}`], 2);
  });

  test('the figures come from IDENTITY_RATE_*; unset, defaults far above what the e2e suite makes from its one address', () => {
    assert.deepEqual(requestLimitsFrom({}), { windowSeconds: 60, auth: 600, token: 600, signIn: 120 });
    assert.deepEqual(DEFAULT_REQUEST_LIMITS, requestLimitsFrom({}));
    assert.deepEqual(
      requestLimitsFrom({ IDENTITY_RATE_WINDOW_SECONDS: '10', IDENTITY_RATE_LIMIT_SIGN_IN: '5' }),
      { windowSeconds: 10, auth: 600, token: 600, signIn: 5 },
    );
    for (const bad of ['0', '-1', '1.5', 'many'])
      assert.throws(
        () => requestLimitsFrom({ IDENTITY_RATE_LIMIT_TOKEN: bad }),
        /IDENTITY_RATE_LIMIT_TOKEN must be a positive whole number/,
      );
  });
});

describe('oversized forms get 413 with a message, not a reset connection', () => {
  const big = (bytes: number) => `email=a%40b.c&password=${'x'.repeat(bytes)}`;

  for (const [label, bytes] of [
    ['20 KB', 20 * 1024],
    ['2 MB', 2 * 1024 * 1024],
  ] as const) {
    test(`a ${label} form to /session/end, the sign-in form and /token`, async () => {
      const from = '127.0.0.70';
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE };
      const end = await call(idp.url, from, '/session/end', { method: 'POST', headers, body: big(bytes) });
      assert.equal(end.status, 413);
      assert.match(end.body, /The form is larger than 16 KB, the most the sign-in service accepts\./);

      const page = await loginPage(idp.url, from);
      const login = await call(idp.url, from, page.action, {
        method: 'POST',
        headers,
        body: big(bytes),
        jar: page.jar,
      });
      assert.equal(login.status, 413);
      assert.match(login.body, /The form is larger than 16 KB/);
      assert.equal(page.jar.has('_session'), false);
      assert.equal((await counts(idp, 'a@b.c'))[`pair:${from}`], undefined, 'no attempt counted');

      const token = await call(idp.url, from, '/token', { method: 'POST', headers, body: big(bytes) });
      assert.equal(token.status, 413);
      assert.equal(token.headers['access-control-allow-origin'], SITE);
      assert.match(
        (JSON.parse(token.body) as { error_description: string }).error_description,
        /larger than 16 KB/,
      );
    });
  }

  test('a /token body of unknown length (chunked) is refused with 411', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const target = new URL('/token', idp.url);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: '/token',
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += String(c)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.write('grant_type=authorization_code&');
      req.end('code=x');
    });
    statuses.push(answer.status);
    assert.equal(answer.status, 411);
    assert.match(answer.body, /Content-Length/);
  });
});

test('no probe was answered 5xx', () => {
  assert.ok(statuses.length > 100, `${statuses.length} answers`);
  assert.deepEqual(
    statuses.filter((s) => s >= 500),
    [],
  );
});
