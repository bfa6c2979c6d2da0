// The identity provider, end to end over HTTP with fetch (no browser):
//   node --import tsx --test identity/test/provider.test.ts
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Writable } from 'node:stream';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import { startIdentityServer } from '../src/app';
import type { IdentityServer } from '../src/app';
import { loadSettings, seedAccountsFrom } from '../src/config';
import { createLoginThrottle, DEFAULT_THROTTLE, loginKeys, throttleMessage } from '../src/login-throttle';
import { createIdentityLogger } from '../src/request-log';

// The main provider logs into memory (a test reads it); the others log nothing unless LOG_LEVEL says so.
process.env.LOG_LEVEL ??= 'silent';
const logLines: string[] = [];
const logStream = new Writable({
  write: (chunk, _enc, done) => (logLines.push(...String(chunk).split('\n').filter(Boolean)), done()),
});

const SITE = 'http://localhost:3000';
const API = 'http://localhost:4000';
const CLIENT_ID = 'cle-site';
const SIGNIN_CALLBACK = `${SITE}/signin-callback`;
const SILENT_CALLBACK = `${SITE}/silent-callback.html`;
const SIGNOUT_CALLBACK = `${SITE}/signout-callback`;
const SCOPE = 'openid profile email cle';

/** A tiny cookie jar: enough for the provider's cookies (paths ignored, expired ones dropped). */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=.*1970/i.test(a) || /max-age=0\b/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

let idp: IdentityServer;
let base: string;
let dataDir: string;

async function go(jar: Jar | undefined, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar?.header) headers.set('Cookie', jar.header);
  const res = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
  jar?.store(res);
  return res;
}

const location = (res: Response) => new URL(res.headers.get('location') ?? 'about:blank', base);

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authUrl(params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  const all: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: SIGNIN_CALLBACK,
    scope: SCOPE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) search.set(k, v);
  return `/auth?${search}`;
}

/** GET /auth -> the login page (its form action and HTML). */
async function startSignIn(jar: Jar, challenge: string) {
  const auth = await go(
    jar,
    authUrl({ code_challenge: challenge, code_challenge_method: 'S256', state: 'st-1' }),
  );
  assert.equal(auth.status, 303);
  assert.match(location(auth).pathname, /^\/interaction\/[\w-]+$/);
  const page = await go(jar, location(auth).href);
  assert.equal(page.status, 200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  assert.ok(action, 'the login page has a form');
  return { action, html };
}

const postForm = (
  jar: Jar,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  go(jar, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });

/** The whole browser part of the code flow: /auth, login form, resume; returns the callback URL. */
async function signIn(email: string, password: string) {
  const jar = new Jar();
  const { verifier, challenge } = pkce();
  const { action } = await startSignIn(jar, challenge);
  const login = await postForm(jar, action, { email, password });
  assert.equal(login.status, 303, 'a right password redirects back to the authorization endpoint');
  const resume = await go(jar, location(login).href);
  assert.equal(resume.status, 303);
  const callback = location(resume);
  assert.equal(`${callback.origin}${callback.pathname}`, SIGNIN_CALLBACK);
  assert.equal(callback.searchParams.get('state'), 'st-1');
  const code = callback.searchParams.get('code');
  assert.ok(code, `a code in ${callback.href}`);
  return { jar, verifier, code, callback };
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
  refresh_token?: string;
}

async function exchange(code: string, verifier: string, redirectUri = SIGNIN_CALLBACK, origin = SITE) {
  const res = await go(undefined, '/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  return { res, body: (await res.json()) as TokenResponse & { error?: string } };
}

async function tokensFor(email: string, password: string) {
  const { code, verifier, jar } = await signIn(email, password);
  const { res, body } = await exchange(code, verifier);
  assert.equal(res.status, 200, JSON.stringify(body));
  return { ...body, jar };
}

/** The provider's end-session form in a page: its action and hidden fields. */
function logoutForm(html: string) {
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)?.[1];
  assert.ok(action, "the page has the provider's form");
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]),
  );
  return { action, fields };
}

/** TEST_DATABASE_URL: the provider's tables on PostgreSQL (dropped first); else PGlite in the data folder. */
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;

const mainSettings = () => ({
  port: 0,
  dataDir,
  databaseUrl,
  siteOrigins: [SITE],
  apiAudience: API,
  accessTokenTtl: 300,
  shortTokenTtl: 15,
  seedAccounts: true,
});

async function dropIdentityTables(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'DROP TABLE IF EXISTS identity_store, identity_keys, identity_login_failures, identity_sign_in_counts, identity_request_counts, identity_schema_migrations',
    );
  } finally {
    await client.end();
  }
}

const verifyAccessToken = (token: string, currentDate?: Date) =>
  jwtVerify(token, createRemoteJWKSet(new URL('/jwks', base)), {
    issuer: base,
    audience: API,
    algorithms: ['RS256'],
    currentDate,
  });

before(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cle-identity-'));
  if (databaseUrl) await dropIdentityTables(databaseUrl);
  idp = await startIdentityServer(mainSettings(), {
    logger: createIdentityLogger({ LOG_LEVEL: 'info' }, logStream),
  });
  base = idp.url;
});

after(async () => {
  await idp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('identity provider', () => {
  test('[IDP-01] health answers {"ok":true}', async () => {
    const res = await go(undefined, '/health');
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
  });

  test('[IDP-24] the request log: one JSON line per request; Authorization, cookies, passwords, codes and tokens never written', async () => {
    const password = 'Retail-2026!';
    const { jar, code, verifier } = await signIn('retail@example.com', password);
    const { body: tokens } = await exchange(code, verifier);
    assert.ok(tokens.access_token && tokens.id_token);
    assert.equal(
      (await go(jar, '/me', { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status,
      200,
    );
    // the provider's own end-session page (a GET only asks), with the id token in its query
    await go(jar, `/session/end?id_token_hint=${tokens.id_token}&client_id=${CLIENT_ID}`);
    await go(jar, '/session/check?t=1');
    idp.logger.info({ form: { email: 'retail@example.com', password } }, 'sign-in form');
    // the session cookie and the signatures are credentials; the _interaction cookie holds the
    // interaction's id, which the provider itself puts in its URLs (/interaction/<uid>)
    const cookies = Object.fromEntries(
      jar.header
        .split('; ')
        .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)])
        .filter(([name]) => name !== '_interaction'),
    );
    assert.ok(cookies._session, 'signed in: the session cookie');

    const log = logLines.join('\n');
    const secrets = {
      password,
      code,
      verifier,
      accessToken: tokens.access_token,
      idToken: tokens.id_token,
      ...cookies,
    };
    for (const [name, secret] of Object.entries(secrets))
      if (typeof secret === 'string' && secret.length >= 8)
        assert.ok(!log.includes(secret), `${name} was logged`);
    const requests = logLines
      .map(
        (l) =>
          JSON.parse(l) as {
            service: string;
            msg: string;
            req?: { url: string; headers: Record<string, string> };
            res?: { statusCode: number };
          },
      )
      .filter((e) => e.msg === 'request completed');
    const me = requests.find((e) => e.req?.url === '/me');
    assert.equal(me?.service, 'identity');
    assert.equal(me?.res?.statusCode, 200);
    assert.equal(me?.req?.headers.authorization, '[Redacted]');
    assert.equal(me?.req?.headers.cookie, '[Redacted]');
    assert.ok(
      requests.some((e) => e.req?.url.startsWith('/session/end?id_token_hint=[Redacted]&client_id=cle-site')),
    );
    assert.ok(
      requests.some((e) => /^\/interaction\/[\w-]+\/login$/.test(e.req?.url ?? '')),
      'the login POST is logged',
    );
    assert.match(log, /"password":"\[Redacted\]"/);
  });

  test('[IDP-02] discovery: issuer, jwks_uri, end_session_endpoint, S256 PKCE, code only', async () => {
    const res = await go(undefined, '/.well-known/openid-configuration');
    assert.equal(res.status, 200);
    const doc = (await res.json()) as Record<string, unknown>;
    assert.equal(doc.issuer, base);
    assert.equal(doc.jwks_uri, `${base}/jwks`);
    assert.equal(doc.end_session_endpoint, `${base}/session/end`);
    assert.equal(doc.userinfo_endpoint, `${base}/me`);
    assert.ok((doc.code_challenge_methods_supported as string[]).includes('S256'));
    assert.deepEqual(doc.response_types_supported, ['code']);
    assert.ok((doc.scopes_supported as string[]).includes('cle'));
  });

  test('[IDP-03] CORS only for the site origins (discovery, jwks, token)', async () => {
    const ok = await go(undefined, '/.well-known/openid-configuration', { headers: { Origin: SITE } });
    assert.equal(ok.headers.get('access-control-allow-origin'), SITE);
    const jwks = await go(undefined, '/jwks', { headers: { Origin: SITE } });
    assert.equal(jwks.headers.get('access-control-allow-origin'), SITE);
    for (const p of ['/.well-known/openid-configuration', '/jwks']) {
      const other = await go(undefined, p, { headers: { Origin: 'http://evil.example' } });
      assert.equal(other.status, 200);
      assert.equal(other.headers.get('access-control-allow-origin'), null, p);
    }
    const preflight = await go(undefined, '/token', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    const { code, verifier } = await signIn('retail@example.com', 'Retail-2026!');
    const { res, body } = await exchange(code, verifier, SIGNIN_CALLBACK, 'http://evil.example');
    assert.equal(res.status, 400);
    assert.equal(body.error, 'invalid_request');
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });

  test('[IDP-04] code + PKCE flow gives a JWT access token for the API, verified with the JWKS', async () => {
    const { code, verifier } = await signIn('roster@example.com', 'Roster-2026!');
    const { res, body } = await exchange(code, verifier);
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(res.headers.get('access-control-allow-origin'), SITE);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 300);
    assert.equal(body.refresh_token, undefined, 'no refresh tokens: renewal is the silent iframe');

    assert.equal(decodeProtectedHeader(body.access_token).alg, 'RS256');
    const { payload } = await verifyAccessToken(body.access_token);
    assert.equal(payload.aud, API);
    assert.equal(payload.sub, 'u-roster');
    assert.equal(payload.client_id, CLIENT_ID);
    assert.equal(payload.exp! - payload.iat!, 300);
    assert.deepEqual(new Set(String(payload.scope).split(' ')), new Set(SCOPE.split(' ')));
    assert.equal(payload.name, 'Rosa Roster');
    assert.equal(payload.given_name, 'Rosa');
    assert.equal(payload.family_name, 'Roster');
    assert.equal(payload.email, 'roster@example.com');
    assert.equal(payload.IndividualSK, '800006');
    assert.equal(payload.OrganizationSK, '9001');
    assert.equal(payload.IsLMSAdmin, 'false');
    assert.equal(payload.isPLIEmployee, false);
    assert.deepEqual(payload.roles, ['roster-admin']);

    // The code is single-use.
    const again = await exchange(code, verifier);
    assert.equal(again.res.status, 400);
    assert.equal(again.body.error, 'invalid_grant');
  });

  test('[IDP-05] id_token and userinfo carry the same claims', async () => {
    const tokens = await tokensFor('lms@example.com', 'Lms-2026!');
    const id = decodeJwt(tokens.id_token);
    assert.equal(id.aud, CLIENT_ID);
    assert.equal(id.sub, 'u-lms');
    assert.equal(id.name, 'Lee Admin');
    assert.equal(id.IndividualSK, '800007');
    assert.equal(id.IsLMSAdmin, 'true');
    assert.equal(id.isPLIEmployee, true);

    const me = await go(undefined, '/me', {
      headers: { Authorization: `Bearer ${tokens.access_token}`, Origin: SITE },
    });
    assert.equal(me.status, 200);
    assert.equal(me.headers.get('access-control-allow-origin'), SITE);
    assert.deepEqual(await me.json(), {
      sub: 'u-lms',
      name: 'Lee Admin',
      given_name: 'Lee',
      family_name: 'Admin',
      email: 'lms@example.com',
      email_verified: true,
      IndividualSK: '800007',
      OrganizationSK: '',
      IsLMSAdmin: 'true',
      isPLIEmployee: true,
      roles: [],
    });
    const bad = await go(undefined, '/me', { headers: { Authorization: `Bearer ${tokens.id_token}` } });
    assert.equal(bad.status, 401, 'an id_token is not an access token');
  });

  test('[IDP-06] every seeded person signs in and gets their claims', async () => {
    const people = [
      ['u-retail', 'retail@example.com', 'Retail-2026!', '800001', '', 'false', false, []],
      ['u-im', 'im@example.com', 'Member-2026!', '800002', '', 'false', false, []],
      ['u-pm', 'pm@example.com', 'Plus-2026!', '800003', '', 'false', false, []],
      ['u-editor', 'editor@example.com', 'Editor-2026!', '800004', '', 'false', false, ['editor']],
      ['u-staff', 'staff@example.com', 'Staff-2026!', '800005', '', 'false', true, ['qa']],
      ['u-roster', 'roster@example.com', 'Roster-2026!', '800006', '9001', 'false', false, ['roster-admin']],
      ['u-lms', 'lms@example.com', 'Lms-2026!', '800007', '', 'true', true, []],
      ['u-short', 'short@example.com', 'Short-2026!', '800008', '', 'false', false, []],
    ] as const;
    for (const [sub, email, password, individualSk, organizationSk, lmsAdmin, employee, roles] of people) {
      const { access_token } = await tokensFor(email, password);
      const { payload } = await verifyAccessToken(access_token);
      assert.deepEqual(
        [
          payload.sub,
          payload.IndividualSK,
          payload.OrganizationSK,
          payload.IsLMSAdmin,
          payload.isPLIEmployee,
        ],
        [sub, individualSk, organizationSk, lmsAdmin, employee],
      );
      assert.deepEqual(payload.roles, roles);
    }
  });

  test('[IDP-07] a wrong password or email re-shows the form with an alert and keeps the email', async () => {
    const jar = new Jar();
    const { action, html } = await startSignIn(jar, pkce().challenge);
    assert.match(html, /<h1>Sign in<\/h1>/);
    assert.match(html, /<label for="email">Email<\/label>/);
    assert.match(html, /<label for="password">Password<\/label>/);
    assert.match(html, /<button type="submit">Sign in<\/button>/);
    assert.doesNotMatch(
      html,
      /https?:\/\/(?!localhost)[^"]*\.(css|js|woff2?)/,
      'no external fonts or scripts',
    );

    for (const [email, password] of [
      ['retail@example.com', 'wrong-password'],
      ['nobody@example.com', 'Retail-2026!'],
    ]) {
      const res = await postForm(jar, action, { email: email!, password: password! });
      assert.equal(res.status, 200);
      const page = await res.text();
      assert.match(page, /role="alert">The email or password is incorrect/);
      assert.ok(page.includes(`value="${email}"`), 'the email is kept');
      assert.doesNotMatch(page, new RegExp(password!), 'the password is not echoed');
    }
    // The same interaction still accepts the right password afterwards.
    const ok = await postForm(jar, action, { email: 'retail@example.com', password: 'Retail-2026!' });
    assert.equal(ok.status, 303);
  });

  test('[IDP-08] an unregistered or inexact redirect_uri is refused (no redirect)', async () => {
    const { challenge } = pkce();
    for (const redirect of [
      'http://evil.example/signin-callback',
      `${SITE}/signin-callback/extra`,
      `${SITE}/signin-callback?x=1`,
      `${SITE}/other`,
      'http://localhost:3001/signin-callback',
    ]) {
      const res = await go(
        undefined,
        authUrl({ redirect_uri: redirect, code_challenge: challenge, code_challenge_method: 'S256' }),
      );
      assert.equal(res.status, 400, redirect);
      assert.equal(res.headers.get('location'), null);
      assert.match(
        await res.text(),
        /redirect_uri did not match any of the client&#39;s registered redirect_uris/,
      );
    }
  });

  test('[IDP-09] a request without PKCE (or with plain PKCE) is refused', async () => {
    const none = await go(undefined, authUrl({ state: 'no-pkce' }));
    assert.equal(none.status, 303);
    const back = location(none);
    assert.equal(`${back.origin}${back.pathname}`, SIGNIN_CALLBACK);
    assert.equal(back.searchParams.get('error'), 'invalid_request');
    assert.match(back.searchParams.get('error_description') ?? '', /PKCE/);
    assert.equal(back.searchParams.get('state'), 'no-pkce');

    const plain = await go(
      undefined,
      authUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
    );
    assert.equal(location(plain).searchParams.get('error'), 'invalid_request');

    // And the token endpoint wants the right verifier.
    const { code } = await signIn('retail@example.com', 'Retail-2026!');
    const wrong = await exchange(code, pkce().verifier);
    assert.equal(wrong.res.status, 400);
    assert.equal(wrong.body.error, 'invalid_grant');
  });

  test("[IDP-10] u-short's access token lives 15 s", async () => {
    const { access_token, expires_in } = await tokensFor('short@example.com', 'Short-2026!');
    assert.equal(expires_in, 15);
    const { payload } = await verifyAccessToken(access_token);
    assert.equal(payload.exp! - payload.iat!, 15);
    await verifyAccessToken(access_token, new Date((payload.iat! + 14) * 1000));
    await assert.rejects(
      verifyAccessToken(access_token, new Date((payload.iat! + 16) * 1000)),
      joseErrors.JWTExpired,
    );
  });

  test('[IDP-11] /session/check: false without a cookie, true with the session cookie; CORS for the site only', async () => {
    const anonymous = await go(undefined, `/session/check?t=${Date.now()}`, { headers: { Origin: SITE } });
    assert.equal(anonymous.status, 200);
    assert.deepEqual(await anonymous.json(), { authenticated: false });
    assert.equal(anonymous.headers.get('cache-control'), 'no-store');
    assert.equal(anonymous.headers.get('access-control-allow-origin'), SITE);
    assert.equal(anonymous.headers.get('access-control-allow-credentials'), 'true');

    const { jar } = await signIn('im@example.com', 'Member-2026!');
    assert.ok(jar.has('_session'));
    const signedIn = await go(jar, `/session/check?t=${Date.now()}`, { headers: { Origin: SITE } });
    assert.deepEqual(await signedIn.json(), { authenticated: true });

    const other = await go(jar, `/session/check?t=${Date.now()}`, {
      headers: { Origin: 'http://evil.example' },
    });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    assert.equal(other.headers.get('access-control-allow-credentials'), null);
  });

  test('[IDP-12] silent sign-in (prompt=none) returns a code with the session cookie, login_required without', async () => {
    const { jar } = await signIn('pm@example.com', 'Plus-2026!');
    const { verifier, challenge } = pkce();
    const silent = authUrl({
      redirect_uri: SILENT_CALLBACK,
      prompt: 'none',
      state: 'silent',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const res = await go(jar, silent);
    assert.equal(res.status, 303);
    const back = location(res);
    assert.equal(`${back.origin}${back.pathname}`, SILENT_CALLBACK);
    const code = back.searchParams.get('code');
    assert.ok(code, back.href);
    const { body } = await exchange(code, verifier, SILENT_CALLBACK);
    assert.equal(decodeJwt(body.access_token).sub, 'u-pm');

    const anonymous = location(await go(new Jar(), silent));
    assert.equal(anonymous.searchParams.get('error'), 'login_required');
  });

  test("[IDP-13] the site's sign-out (a form POST from its origin) completes at once and returns to the post-logout URI with the state", async () => {
    const { code, verifier, jar } = await signIn('editor@example.com', 'Editor-2026!');
    const { body } = await exchange(code, verifier);
    const end = await postForm(
      jar,
      '/session/end',
      { id_token_hint: body.id_token, post_logout_redirect_uri: SIGNOUT_CALLBACK, state: 'bye-1' },
      { Origin: SITE },
    );
    assert.equal(end.status, 200);
    const html = await end.text();
    assert.doesNotMatch(html, /Sign out\?/);
    assert.match(html, /document\.forms\[0\]\.submit\(\)/);
    const { action, fields } = logoutForm(html);
    assert.equal(fields.logout, 'yes');
    assert.ok(fields.xsrf);

    // What the auto-submitting form posts:
    const confirm = await postForm(jar, action, fields);
    assert.equal(confirm.status, 303);
    const back = location(confirm);
    assert.equal(`${back.origin}${back.pathname}`, SIGNOUT_CALLBACK);
    assert.equal(back.searchParams.get('state'), 'bye-1');

    const check = await go(jar, `/session/check?t=${Date.now()}`);
    assert.deepEqual(await check.json(), { authenticated: false });
  });

  test("[IDP-18] a GET to the session end, another site's POST or a confirm without the xsrf token signs nobody out", async () => {
    const { code, verifier, jar } = await signIn('retail@example.com', 'Retail-2026!');
    const { body } = await exchange(code, verifier);
    const params = { id_token_hint: body.id_token, post_logout_redirect_uri: SIGNOUT_CALLBACK };
    const stillSignedIn = async () =>
      assert.deepEqual(await (await go(jar, `/session/check?t=${Date.now()}`)).json(), {
        authenticated: true,
      });

    // A link or an image (GET): the provider only asks, with no script that answers for the visitor.
    const get = await go(jar, `/session/end?${new URLSearchParams(params)}`);
    assert.equal(get.status, 200);
    const question = await get.text();
    assert.match(question, /<h1>Sign out\?<\/h1>/);
    assert.match(question, /<button type="submit">Sign out<\/button>/);
    assert.doesNotMatch(question, /<script/);
    await stillSignedIn();

    // Another site's auto-submitting form: sent on to the same question, the session untouched.
    for (const origin of ['http://evil.example', undefined]) {
      const post = await postForm(jar, '/session/end', params, origin ? { Origin: origin } : {});
      assert.equal(post.status, 303, String(origin));
      assert.equal(location(post).pathname, '/session/end');
      assert.equal(post.headers.get('set-cookie'), null, 'no session cookie is written');
      await stillSignedIn();
    }

    // Posting the confirmation without the page's xsrf token (or with a wrong one) is refused.
    const { action, fields } = logoutForm(question);
    for (const xsrf of [undefined, 'f'.repeat(48)]) {
      const forged = await postForm(jar, action, { logout: 'yes', ...(xsrf ? { xsrf } : {}) });
      assert.equal(forged.status, 400);
      await stillSignedIn();
    }

    // The person who presses Sign out on the question is signed out.
    const confirmed = await postForm(jar, action, fields);
    assert.equal(confirmed.status, 303);
    assert.equal(location(confirmed).pathname, '/signout-callback');
    assert.deepEqual(await (await go(jar, `/session/check?t=${Date.now()}`)).json(), {
      authenticated: false,
    });
  });

  test('[IDP-14] a restart keeps the session, the signing key and the cookie keys (all in the database)', async () => {
    const file = path.join(dataDir, 'jwks.json');
    assert.equal(statSync(file).mode & 0o077, 0, 'the private key file is private');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { keys: { kid: string }[] };
    const { jar, access_token } = await tokensFor('im@example.com', 'Member-2026!');
    const port = idp.settings.port;
    await idp.close();
    idp = await startIdentityServer({ ...mainSettings(), port });
    assert.equal(idp.url, base, 'the same issuer');

    const published = (await (await fetch(`${base}/jwks`)).json()) as { keys: Record<string, string>[] };
    assert.deepEqual(
      published.keys.map((k) => k.kid),
      saved.keys.map((k) => k.kid),
    );
    assert.equal(published.keys[0]!.d, undefined, 'only the public half is published');
    // a token issued before the restart still verifies
    await verifyAccessToken(access_token);
    // the session cookie from before the restart is still a signed-in session
    const check = await go(jar, `/session/check?t=${Date.now()}`);
    assert.deepEqual(await check.json(), { authenticated: true });
    // and silent sign-in gets a new token for the same person without a login page
    const { verifier, challenge } = pkce();
    const silent = await go(
      jar,
      authUrl({
        redirect_uri: SILENT_CALLBACK,
        prompt: 'none',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const code = location(silent).searchParams.get('code');
    assert.ok(code, location(silent).href);
    const renewed = await exchange(code, verifier, SILENT_CALLBACK);
    assert.equal(decodeJwt(renewed.body.access_token).sub, 'u-im');
  });

  test('[IDP-19] a second replica on the same database shares sessions, keys and sign-in counts', async (t) => {
    if (!process.env.TEST_DATABASE_URL)
      return t.skip('needs TEST_DATABASE_URL (PGlite is one process per folder)');
    const { jar } = await signIn('pm@example.com', 'Plus-2026!');
    const other = await startIdentityServer({
      ...mainSettings(),
      dataDir: mkdtempSync(path.join(tmpdir(), 'cle-identity-')),
    });
    try {
      const check = await fetch(`${other.url}/session/check?t=${Date.now()}`, {
        headers: { Cookie: jar.header },
      });
      assert.deepEqual(await check.json(), { authenticated: true });
      const [mine, theirs] = await Promise.all(
        [base, other.url].map(
          async (u) => ((await (await fetch(`${u}/jwks`)).json()) as { keys: { kid: string }[] }).keys,
        ),
      );
      assert.deepEqual(theirs, mine);
    } finally {
      await other.close();
    }
  });

  test('[IDP-20] expired rows are never read and are swept; the store is capped', async () => {
    const { db } = idp;
    await db.query(
      `INSERT INTO identity_store (model, id, payload, expires_at) VALUES
         ('Session', 'gone', '{"accountId":"u-retail"}', now() - interval '1 second'),
         ('Interaction', 'soon', '{}', now() + interval '5 seconds'),
         ('Interaction', 'later', '{}', now() + interval '1 hour')`,
    );
    const { createDbAdapter, sweepStore } = await import('../src/db-adapter');
    const { Adapter, stop } = createDbAdapter(db, { maxRows: 1_000_000 });
    stop();
    assert.equal(await new Adapter('Session').find('gone'), undefined, 'an expired session is not found');
    const count = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM identity_store'))[0]!.n);
    await sweepStore(db, 1_000_000);
    assert.equal((await db.query("SELECT 1 FROM identity_store WHERE id = 'gone'")).length, 0, 'swept');
    const before = await count();
    await sweepStore(db, before - 1);
    assert.equal(await count(), before - 1);
    assert.equal(
      (await db.query("SELECT 1 FROM identity_store WHERE id = 'soon'")).length,
      0,
      'the soonest to expire went first',
    );
    assert.equal((await db.query("SELECT 1 FROM identity_store WHERE id = 'later'")).length, 1);
  });
});

describe('the seeded people are loaded only when told to', () => {
  test('[IDP-15] IDENTITY_SEED_ACCOUNTS=true (or 1) loads them; absent or false does not; other values are refused', () => {
    assert.equal(seedAccountsFrom({ IDENTITY_SEED_ACCOUNTS: 'true' }), true);
    assert.equal(seedAccountsFrom({ IDENTITY_SEED_ACCOUNTS: '1' }), true);
    assert.equal(seedAccountsFrom({}), false);
    assert.equal(seedAccountsFrom({ IDENTITY_SEED_ACCOUNTS: 'false' }), false);
    assert.equal(loadSettings({ IDENTITY_SEED_ACCOUNTS: 'true' }).seedAccounts, true);
    assert.equal(loadSettings({}).seedAccounts, false);
    assert.throws(() => seedAccountsFrom({ IDENTITY_SEED_ACCOUNTS: 'yes please' }), /must be true or false/);
  });

  test('[IDP-16] they are refused when NODE_ENV=production, and the provider does not start', async () => {
    const env = { IDENTITY_SEED_ACCOUNTS: 'true', NODE_ENV: 'production' };
    assert.throws(() => loadSettings(env), /refused when NODE_ENV=production/);
    assert.equal(loadSettings({ NODE_ENV: 'production' }).seedAccounts, false);
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      await assert.rejects(
        startIdentityServer({ port: 0, dataDir, siteOrigins: [SITE], apiAudience: API }),
        /refused when NODE_ENV=production/,
      );
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });

  test('[IDP-17] a provider started without the flag knows nobody: the seeded password is refused', async () => {
    const saved = process.env.IDENTITY_SEED_ACCOUNTS;
    delete process.env.IDENTITY_SEED_ACCOUNTS;
    const bare = await startIdentityServer({
      port: 0,
      dataDir: mkdtempSync(path.join(tmpdir(), 'cle-identity-')),
      databaseUrl,
      siteOrigins: [SITE],
      apiAudience: API,
    });
    const mainBase = base;
    base = bare.url;
    try {
      assert.equal(bare.settings.seedAccounts, false);
      const jar = new Jar();
      const { action } = await startSignIn(jar, pkce().challenge);
      const res = await postForm(jar, action, { email: 'retail@example.com', password: 'Retail-2026!' });
      assert.equal(res.status, 200);
      assert.match(await res.text(), /role="alert">The email or password is incorrect/);
    } finally {
      base = mainBase;
      await bare.close();
      if (saved !== undefined) process.env.IDENTITY_SEED_ACCOUNTS = saved;
    }
  });
});

describe('sign-in throttling (per client on an account, and per client, with back-off)', () => {
  const clearCounts = () => idp.db.query('DELETE FROM identity_sign_in_counts');
  after(clearCounts);

  /** One sign-in attempt on a fresh login page: status, alert text and Retry-After. */
  async function attempt(email: string, password: string) {
    const jar = new Jar();
    const { action } = await startSignIn(jar, pkce().challenge);
    const res = await postForm(jar, action, { email, password });
    const html = await res.text();
    return {
      status: res.status,
      alert: /role="alert">([^<]*)</.exec(html)?.[1] ?? null,
      retryAfter: res.headers.get('retry-after'),
    };
  }

  test('[IDP-21] back-off: 30 s after the 5th attempt, doubling to at most 15 minutes; past 20 wrong passwords on an account, 5 s doubling to 60 s; the wait in words', async () => {
    await clearCounts();
    // the throttle the sign-in form runs, on the server's database; each lock is ended before the
    // next attempt so every attempt is counted and the wait it sets can be read
    const throttle = createLoginThrottle(idp.db, DEFAULT_THROTTLE);
    const endLocks = () =>
      idp.db.query("UPDATE identity_sign_in_counts SET locked_until = now() - interval '1 second'");
    const pair = loginKeys('pair@example.com', '203.0.113.1');
    const pairWaits: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const a = await throttle.attempt(pair);
      assert.equal(a.admitted, true);
      pairWaits.push(a.waitSeconds);
      await endLocks();
    }
    assert.deepEqual(pairWaits, [0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);

    // wrong passwords on one account from many clients: from the 20th, each new client waits 5 s doubling to 60 s
    const slowWaits: number[] = [];
    for (let n = 1; n <= 25; n++) {
      const client = `198.51.100.${n}`;
      const a = await throttle.attempt(loginKeys('slow@example.com', client));
      if (n >= 19) slowWaits.push(a.waitSeconds);
      await throttle.fail(loginKeys('slow@example.com', client));
      await endLocks();
    }
    // attempt n sees n - 1 failures before it
    assert.deepEqual(slowWaits, [0, 0, 5, 10, 20, 40, 60]);

    // one client's wrong passwords on many accounts: locked 30 s at the 20th
    const clientWaits: number[] = [];
    for (let n = 1; n <= 21; n++)
      clientWaits.push(await throttle.fail(loginKeys(`c${n}@example.com`, '192.0.2.7')));
    assert.deepEqual(clientWaits.slice(18), [0, 30, 60]);

    assert.equal(throttleMessage(30), 'Too many sign-in attempts. Wait 30 seconds, then try again.');
    assert.equal(throttleMessage(1), 'Too many sign-in attempts. Wait 1 second, then try again.');
    assert.equal(throttleMessage(900), 'Too many sign-in attempts. Wait 15 minutes, then try again.');
  });

  test('[IDP-22] 40 wrong passwords for one account: 5 are checked, the rest and then the right one get 429 with the wait', async () => {
    await clearCounts();
    const answers = [];
    const started = Date.now();
    for (let i = 0; i < 40; i++) answers.push(await attempt('retail@example.com', `guess-${i}`));
    const right = await attempt('retail@example.com', 'Retail-2026!');
    const perSecond = (41 / (Date.now() - started)) * 1000;
    assert.deepEqual(
      answers.slice(0, 4).map((a) => a.status),
      [200, 200, 200, 200],
    );
    assert.match(answers[0]!.alert!, /The email or password is incorrect/);
    for (const a of [...answers.slice(4), right]) {
      assert.equal(a.status, 429);
      assert.match(a.alert!, /^Too many sign-in attempts\. Wait \d+ seconds, then try again\.$/);
      assert.ok(Number(a.retryAfter) > 0 && Number(a.retryAfter) <= 30, String(a.retryAfter));
    }
    console.log(
      `[IDP-22] 40 guesses + the right password: ${perSecond.toFixed(1)} answers/s, 5 passwords checked, right one refused`,
    );
    // another account from the same client is not locked by it
    assert.equal((await attempt('im@example.com', 'Member-2026!')).status, 303);
  });

  test("[IDP-23] the lock ends after its wait, a right password then signs in and clears this client's count", async () => {
    await clearCounts();
    const quick = await startIdentityServer({
      ...mainSettings(),
      dataDir: mkdtempSync(path.join(tmpdir(), 'cle-identity-')),
      throttle: {
        pairFreeAttempts: 3,
        clientFreeFailures: 6,
        accountSlowAfter: 100,
        baseDelaySeconds: 1,
        maxDelaySeconds: 4,
        slowBaseSeconds: 1,
        slowMaxSeconds: 2,
        windowSeconds: 60,
      },
    });
    const mainBase = base;
    base = quick.url;
    try {
      for (const expected of [200, 200, 429]) {
        assert.equal((await attempt('pm@example.com', 'nope')).status, expected);
      }
      const locked = await attempt('pm@example.com', 'Plus-2026!');
      assert.equal(locked.status, 429, 'the right password is refused while locked');
      assert.equal(locked.alert, 'Too many sign-in attempts. Wait 1 second, then try again.');
      await new Promise((r) => setTimeout(r, 1_100));
      assert.equal((await attempt('pm@example.com', 'Plus-2026!')).status, 303);
      // counted afresh: one wrong password is an ordinary mistake again
      assert.equal((await attempt('pm@example.com', 'nope')).status, 200);

      // per client: wrong passwords spread over many accounts lock the client (6th failure in all)
      await quick.db.query('DELETE FROM identity_sign_in_counts');
      const spread = [];
      for (let i = 0; i < 6; i++) spread.push((await attempt(`nobody-${i}@example.com`, 'x')).status);
      assert.deepEqual(spread, [200, 200, 200, 200, 200, 429]);
      assert.equal(
        (await attempt('editor@example.com', 'Editor-2026!')).status,
        429,
        'any account, this client',
      );
      await new Promise((r) => setTimeout(r, 1_100));
      const next = await attempt('nobody-7@example.com', 'x');
      assert.equal(next.status, 429);
      assert.equal(next.retryAfter, '2', 'the next lock is twice as long');
    } finally {
      base = mainBase;
      await quick.db.query('DELETE FROM identity_sign_in_counts');
      await quick.close();
    }
  });
});
