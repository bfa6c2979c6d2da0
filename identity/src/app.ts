// The identity server: a few routes of our own (health, session check, the login page, userinfo for
// the API's JWT access tokens) in front of oidc-provider, which answers everything else.
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import { claimsOf, createAccountStore, SEED_ACCOUNTS } from './accounts';
import type { AccountStore } from './accounts';
import { CLIENT_ID, loadSettings, SEED_ACCOUNTS_FLAG } from './config';
import type { IdentitySettings } from './config';
import { createDbAdapter } from './db-adapter';
import { openIdentityDb } from './db';
import type { IdentityDb } from './db';
import { loadSharedKeys, publicJwks } from './keys';
import { declaredTooLarge, FORM_TOO_LARGE, readForm } from './form-body';
import { createLoginThrottle, loginKeys, throttleMessage } from './login-throttle';
import type { LoginThrottle } from './login-throttle';
import { bucketOf, createRequestLimiter, rateLimitMessage } from './request-limits';
import type { RequestBucket, RequestLimiter } from './request-limits';
import { createProvider, SCOPE_CLAIMS } from './provider';
import helmet from 'helmet';
import { AUTO_SUBMIT_CSP_SOURCE, loginPage, messagePage, STYLE_CSP_SOURCE } from './views';
import { createIdentityLogger, logRequest } from './request-log';
import type { Logger } from './request-log';
// By path, not @cle/static-server: the identity image installs only this workspace's dependencies.
import {
  documentHelmetOptions,
  HSTS_VALUE,
  servedOverTls,
} from '../../shared/static-server/src/security-headers';
import {
  clientAddress as clientAddressOf,
  fromTrustedProxy,
  trustFromEnv,
} from '../../shared/static-server/src/trusted-proxies';

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
];

const WRONG_CREDENTIALS = 'The email or password is incorrect. Check them and try again.';
const MISSING_CREDENTIALS = 'Enter your email and password.';

type Headers = Record<string, string>;

function send(res: ServerResponse, status: number, body: string, headers: Headers): void {
  res.writeHead(status, { 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown, headers: Headers = {}) =>
  send(res, status, JSON.stringify(value), {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });

export interface IdentityServer {
  server: http.Server;
  logger: Logger;
  provider: Provider;
  db: IdentityDb;
  settings: IdentitySettings;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the identity server. With `port: 0` it listens on a free port, and the issuer (unless given)
 * becomes http://localhost:<that port>.
 */
export async function startIdentityServer(
  overrides: Partial<IdentitySettings> = {},
  { logger = createIdentityLogger() }: { logger?: Logger } = {},
): Promise<IdentityServer> {
  const requested = loadSettings(process.env, overrides);
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requested.port, '0.0.0.0', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const settings = loadSettings(process.env, {
    ...overrides,
    port,
    issuer: overrides.issuer ?? (requested.port === 0 ? `http://localhost:${port}` : requested.issuer),
  });

  let db: IdentityDb | undefined;
  try {
    db = await openIdentityDb(settings, logger);
    const keys = await loadSharedKeys(db, settings.dataDir, settings);
    // The seeded people exist only when asked for (settings.seedAccounts); otherwise nobody can sign in.
    const accounts = await createAccountStore(settings.seedAccounts ? SEED_ACCOUNTS : []);
    if (!settings.seedAccounts)
      logger.warn(`no accounts loaded: set ${SEED_ACCOUNTS_FLAG}=true to load the seeded people`);
    const store = createDbAdapter(db, { maxRows: settings.storeMaxRows, logger });
    const postedBySite = new WeakSet<IncomingMessage>();
    const provider = createProvider(settings, keys, accounts, store.Adapter, (req) => postedBySite.has(req));
    provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'provider server_error'));
    const limits = {
      throttle: createLoginThrottle(db, settings.throttle),
      requests: createRequestLimiter(db, settings.requestLimits),
    };
    server.on(
      'request',
      createHandler(settings, provider, accounts, publicJwks(keys.jwks), limits, postedBySite, logger),
    );
    const opened = db;
    return {
      server,
      logger,
      provider,
      db: opened,
      settings,
      url: `http://localhost:${port}`,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        store.stop();
        await opened.close();
      },
    };
  } catch (error) {
    server.close();
    await db?.close();
    throw error;
  }
}

function createHandler(
  settings: IdentitySettings,
  provider: Provider,
  accounts: AccountStore,
  jwks: ReturnType<typeof publicJwks>,
  { throttle, requests }: { throttle: LoginThrottle; requests: RequestLimiter },
  postedBySite: WeakSet<IncomingMessage>,
  logger: Logger,
) {
  const { siteOrigins, issuer, apiAudience } = settings;
  const providerCallback = provider.callback();
  const keySet = createLocalJWKSet(jwks);
  // The site's shared security headers (helmet, the engine of @fastify/helmet on the other servers):
  // the pages' inline style and sign-out script by hash; the login form posts here and then
  // redirects to the site; nobody frames the provider's pages (the silent sign-in iframe only
  // passes through its redirects).
  const securityHeaders = helmet(
    documentHelmetOptions({
      scriptSrc: [AUTO_SUBMIT_CSP_SOURCE],
      styleSrc: [STYLE_CSP_SOURCE],
      formAction: siteOrigins,
      frameAncestors: [],
      referrerPolicy: 'no-referrer',
    }),
  );
  // The client is the first address from the right no trusted hop vouches for (TRUSTED_PROXIES,
  // decision 055): throttling counts by it and the log shows it.
  const trust = trustFromEnv();
  const clientAddress = (req: IncomingMessage) => clientAddressOf(req, trust);
  const htmlHeaders: Headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  const backToSite = siteOrigins[0] ? { href: siteOrigins[0], text: 'Back to the PLI site' } : undefined;

  /** CORS headers for a credentialed call from one of the site's origins; nothing for any other origin. */
  function corsFor(req: IncomingMessage, extra: Headers = {}): Headers {
    const origin = req.headers.origin;
    if (!origin || !siteOrigins.includes(origin)) return { Vary: 'Origin' };
    return {
      Vary: 'Origin',
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      ...extra,
    };
  }

  /** GET /session/check?t=<timestamp>: is there a signed-in session on the provider's session cookie? */
  async function sessionCheck(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'OPTIONS') {
      return send(res, 204, '', {
        ...corsFor(req, { 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' }),
        ...(req.headers['access-control-request-headers'] && req.headers.origin
          ? { 'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers']) }
          : {}),
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'method not allowed' });
    const session = await provider.Session.get(provider.createContext(req, res));
    return json(res, 200, { authenticated: !!session.accountId }, corsFor(req));
  }

  /** The login step of an authorization request (consent is granted automatically for the site). */
  async function showInteraction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await interactionOrNull(req, res, uid);
    if (!details) return expired(res);
    if (details.prompt.name === 'login') {
      const email = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return send(res, 200, loginPage({ action: `/interaction/${uid}/login`, email }), htmlHeaders);
    }
    // Consent normally never shows up (loadExistingGrant grants it); finish it the same way if it does.
    return provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
  }

  async function submitLogin(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await interactionOrNull(req, res, uid);
    if (!details) return expired(res);
    const form = await readForm(req);
    if (form === 'too-large') return tooLarge(res);
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const action = `/interaction/${uid}/login`;
    if (!email || !password) {
      return send(res, 200, loginPage({ action, email, error: MISSING_CREDENTIALS }), htmlHeaders);
    }
    const keys = loginKeys(email, clientAddress(req));
    const tooMany = (seconds: number) =>
      send(res, 429, loginPage({ action, email, error: throttleMessage(seconds) }), {
        ...htmlHeaders,
        'Retry-After': String(seconds),
      });
    // Counted before the check; a client that must wait has no password checked, so guessing
    // learns nothing until the wait is over, however many attempts arrive at once.
    const attempt = await throttle.attempt(keys);
    if (!attempt.admitted) return tooMany(attempt.waitSeconds);
    const account = await accounts.authenticate(email, password);
    if (!account) {
      const wait = Math.max(attempt.waitSeconds, await throttle.fail(keys));
      if (wait > 0) return tooMany(wait);
      return send(res, 200, loginPage({ action, email, error: WRONG_CREDENTIALS }), htmlHeaders);
    }
    await throttle.succeed(keys);
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub, remember: true } },
      { mergeWithLastSubmission: false },
    );
  }

  async function interactionOrNull(req: IncomingMessage, res: ServerResponse, uid: string) {
    try {
      const details = await provider.interactionDetails(req, res);
      return details.uid === uid ? details : null;
    } catch {
      return null; // no interaction cookie, expired, or lost with a restart
    }
  }

  /** 413 for a form over the limit; the connection closes after it (the rest of the body is dropped). */
  function tooLarge(res: ServerResponse) {
    const page = messagePage('This form is too large', FORM_TOO_LARGE, backToSite);
    return send(res, 413, page, { ...htmlHeaders, Connection: 'close' });
  }

  /** 429 for a client over its request limit: JSON for /token (the site's code reads it), else a page. */
  function tooManyRequests(req: IncomingMessage, res: ServerResponse, bucket: RequestBucket, wait: number) {
    const message = rateLimitMessage(bucket, wait);
    const headers = { 'Retry-After': String(wait) };
    if (bucket === 'token')
      return json(
        res,
        429,
        { error: 'too_many_requests', error_description: message },
        { ...corsFor(req), ...headers },
      );
    return send(res, 429, messagePage('Too many requests', message, backToSite), {
      ...htmlHeaders,
      ...headers,
    });
  }

  function expired(res: ServerResponse) {
    return send(
      res,
      400,
      messagePage(
        'This sign-in page has expired',
        'Go back to the site and choose Sign in again.',
        backToSite,
      ),
      htmlHeaders,
    );
  }

  /**
   * Userinfo for the access tokens this provider issues. They are JWTs for the API (aud = API), which
   * oidc-provider's own userinfo refuses ("token audience prevents accessing the userinfo endpoint"),
   * so a shell using oidc-client-ts with loadUserInfo: true would fail to sign in. Opaque tokens
   * still go to the provider.
   */
  async function userinfo(req: IncomingMessage, res: ServerResponse, token: string) {
    const cors = corsFor(req, { 'Access-Control-Expose-Headers': 'WWW-Authenticate' });
    delete cors['Access-Control-Allow-Credentials'];
    const refuse = (status: number, error: string, description: string) =>
      json(
        res,
        status,
        { error, error_description: description },
        { ...cors, 'WWW-Authenticate': `Bearer error="${error}", error_description="${description}"` },
      );
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer,
        audience: apiAudience,
        algorithms: ['RS256'],
      }));
    } catch {
      return refuse(401, 'invalid_token', 'invalid token provided');
    }
    const scopes = new Set(String(payload.scope ?? '').split(' '));
    if (!scopes.has('openid')) return refuse(403, 'insufficient_scope', 'access token missing openid scope');
    const account = payload.sub ? accounts.findById(payload.sub) : undefined;
    if (!account || payload.client_id !== CLIENT_ID)
      return refuse(401, 'invalid_token', 'invalid token provided');
    const all: Record<string, unknown> = { sub: account.sub, ...claimsOf(account) };
    const released = new Set(
      [...scopes].flatMap((s) => SCOPE_CLAIMS[s] ?? []).filter((claim) => claim in all),
    );
    return json(res, 200, Object.fromEntries([...released].map((c) => [c, all[c]])), cors);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    // forwarding headers from a peer that is not a trusted proxy are the client's own words: the
    // provider (koa in proxy mode) must not read its protocol or host from them
    if (!fromTrustedProxy(req, trust)) for (const name of FORWARDING_HEADERS) delete req.headers[name];
    logRequest(logger, req, res, clientAddress(req));
    securityHeaders(req, res, () => undefined);
    if (servedOverTls(req, trust)) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    const { pathname } = new URL(req.url ?? '/', 'http://identity.invalid');
    const route = async () => {
      if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
        return json(res, 200, { ok: true });
      }
      if (pathname === '/session/check') return sessionCheck(req, res);
      const bucket = bucketOf(req.method, pathname);
      const wait = bucket ? await requests.hit(bucket, clientAddress(req)) : 0;
      if (bucket && wait > 0) return tooManyRequests(req, res, bucket, wait);
      // Only the site's own pages end a session at once: a form POST from a site origin, handed to the
      // provider as its GET (its POST support needs SameSite=None cookies) and marked as the site's.
      // Any other POST is sent to the GET, which only asks (provider.ts, logoutSource), before the
      // provider reads or writes a session for a request that may carry no cookie.
      if (pathname === '/session/end' && req.method === 'POST') {
        const form = await readForm(req);
        if (form === 'too-large') return tooLarge(res);
        if (!siteOrigins.includes(req.headers.origin ?? ''))
          return send(res, 303, '', { Location: `/session/end?${form}`, 'Cache-Control': 'no-store' });
        req.method = 'GET';
        req.url = `/session/end?${form}`;
        postedBySite.add(req);
      }
      const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
      if (interaction) {
        const [, uid, login] = interaction as unknown as [string, string, string | undefined];
        if (!login && req.method === 'GET') return showInteraction(req, res, uid);
        if (login && req.method === 'POST') return submitLogin(req, res, uid);
        return send(res, 405, 'Method Not Allowed', {
          'Content-Type': 'text/plain',
          Allow: login ? 'POST' : 'GET',
        });
      }
      const bearer = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(req.headers.authorization ?? '');
      if (pathname === '/me' && (req.method === 'GET' || req.method === 'POST') && bearer) {
        return userinfo(req, res, bearer[1]!);
      }
      if (pathname === '/token' && req.method === 'POST') {
        // oidc-provider reads /token's body itself (its own limit is 56 KB): the declared length is held
        // to the forms' limit here, and a body of unknown length (chunked) is refused, as it cannot be
        const error = declaredTooLarge(req)
          ? ([413, FORM_TOO_LARGE] as const)
          : req.headers['content-length'] === undefined && req.headers['transfer-encoding']
            ? ([411, 'Send the token request with a Content-Length.'] as const)
            : undefined;
        if (error) {
          req.resume();
          const body = { error: 'invalid_request', error_description: error[1] };
          return json(res, error[0], body, { ...corsFor(req), Connection: 'close' });
        }
      }
      return providerCallback(req, res);
    };
    route().catch((error: unknown) => {
      logger.error({ err: error, method: req.method, path: pathname }, 'request failed');
      if (!res.headersSent) {
        send(
          res,
          500,
          messagePage('Something went wrong', 'Please try again in a moment.', backToSite),
          htmlHeaders,
        );
      } else res.destroy();
    });
  };
}
