// The identity server: a few routes of our own (health, session check, the login page, userinfo for
// the API's JWT access tokens) in front of oidc-provider, which answers everything else.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import { claimsOf, createAccountStore, SEED_ACCOUNTS, type AccountStore } from './accounts';
import { CLIENT_ID, loadSettings, SEED_ACCOUNTS_FLAG, type IdentitySettings } from './config';
import { loadOrCreateJwks, publicJwks } from './keys';
import { createProvider, SCOPE_CLAIMS } from './provider';
import { loginPage, messagePage } from './views';

const WRONG_CREDENTIALS = 'The email or password is incorrect. Check them and try again.';
const MISSING_CREDENTIALS = 'Enter your email and password.';
const MAX_FORM_BYTES = 16 * 1024;

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

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export interface IdentityServer {
  server: http.Server;
  provider: Provider;
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

  try {
    const { jwks, created } = loadOrCreateJwks(settings.dataDir);
    if (created) console.log(`[identity] generated a new RS256 signing key in ${settings.dataDir}`);
    // The seeded people exist only when asked for (settings.seedAccounts); otherwise nobody can sign in.
    const accounts = await createAccountStore(settings.seedAccounts ? SEED_ACCOUNTS : []);
    if (!settings.seedAccounts)
      console.warn(`[identity] no accounts loaded: set ${SEED_ACCOUNTS_FLAG}=true to load the seeded people`);
    const provider = createProvider(settings, jwks, accounts);
    server.on('request', createHandler(settings, provider, accounts, publicJwks(jwks)));
    return {
      server,
      provider,
      settings,
      url: `http://localhost:${port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  } catch (error) {
    server.close();
    throw error;
  }
}

function createHandler(
  settings: IdentitySettings,
  provider: Provider,
  accounts: AccountStore,
  jwks: ReturnType<typeof publicJwks>,
) {
  const { siteOrigins, issuer, apiAudience } = settings;
  const providerCallback = provider.callback();
  const keySet = createLocalJWKSet(jwks);
  const formTargets = ["'self'", ...siteOrigins].join(' ');
  const htmlHeaders: Headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
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
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const action = `/interaction/${uid}/login`;
    if (!email || !password) {
      return send(res, 200, loginPage({ action, email, error: MISSING_CREDENTIALS }), htmlHeaders);
    }
    const account = await accounts.authenticate(email, password);
    if (!account) return send(res, 200, loginPage({ action, email, error: WRONG_CREDENTIALS }), htmlHeaders);
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
    const { pathname } = new URL(req.url ?? '/', 'http://identity.invalid');
    const route = async () => {
      if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
        return json(res, 200, { ok: true });
      }
      if (pathname === '/session/check') return sessionCheck(req, res);
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
      return providerCallback(req, res);
    };
    route().catch((error: unknown) => {
      console.error('[identity] request failed', req.method, pathname, error);
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
