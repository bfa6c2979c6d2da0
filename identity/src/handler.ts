// The identity server's request handler: a few routes of our own (health, session check, the login
// page, userinfo for the API's JWT access tokens) in front of oidc-provider, which answers everything
// else; every answer carries the site's security headers and is logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import helmet from 'helmet';
import type { AccountStore } from './accounts';
import type { IdentitySettings } from './config';
import type { publicJwks } from './keys';
import { declaredTooLarge, FORM_TOO_LARGE, readForm } from './form-body';
import type { LoginThrottle } from './login-throttle';
import { bucketOf, rateLimitMessage } from './request-limits';
import type { RequestBucket, RequestLimiter } from './request-limits';
import { AUTO_SUBMIT_CSP_SOURCE, messagePage, STYLE_CSP_SOURCE } from './views';
import { logRequest } from './request-log';
import type { Logger } from './request-log';
import { HTML_HEADERS, json, send } from './http-reply';
import { showInteraction, submitLogin, tooLarge } from './login-pages';
import { siteContext } from './site-context';
import type { SiteContext } from './site-context';
import { createUserinfo } from './userinfo';
// By path, not @cle/static-server: the identity image installs only this workspace's dependencies.
import {
  documentHelmetOptions,
  HSTS_VALUE,
  servedOverTls,
} from '../../shared/static-server/src/security-headers';
import { fromTrustedProxy } from '../../shared/static-server/src/trusted-proxies';

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
];

/** GET /session/check?t=<timestamp>: is there a signed-in session on the provider's session cookie? */
async function sessionCheck(ctx: SiteContext, req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    return send(res, 204, '', {
      ...ctx.corsFor(req, { 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' }),
      ...(req.headers['access-control-request-headers'] && req.headers.origin
        ? { 'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers']) }
        : {}),
    });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'method not allowed' });
  const session = await ctx.provider.Session.get(ctx.provider.createContext(req, res));
  return json(res, 200, { authenticated: !!session.accountId }, ctx.corsFor(req));
}

/** 429 for a client over its request limit: JSON for /token (the site's code reads it), else a page. */
function tooManyRequests(
  ctx: SiteContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: RequestBucket,
  wait: number,
) {
  const message = rateLimitMessage(bucket, wait);
  const headers = { 'Retry-After': String(wait) };
  if (bucket === 'token')
    return json(
      res,
      429,
      { error: 'too_many_requests', error_description: message },
      { ...ctx.corsFor(req), ...headers },
    );
  return send(res, 429, messagePage('Too many requests', message, ctx.backToSite), {
    ...HTML_HEADERS,
    ...headers,
  });
}

/**
 * /token's body is read by oidc-provider itself (its own limit is 56 KB): the declared length is held to
 * the forms' limit here, and a body of unknown length (chunked) is refused, as it cannot be. Answers
 * whether it refused.
 */
function refusedTokenBody(ctx: SiteContext, req: IncomingMessage, res: ServerResponse): boolean {
  const error = declaredTooLarge(req)
    ? ([413, FORM_TOO_LARGE] as const)
    : req.headers['content-length'] === undefined && req.headers['transfer-encoding']
      ? ([411, 'Send the token request with a Content-Length.'] as const)
      : undefined;
  if (!error) return false;
  req.resume();
  const body = { error: 'invalid_request', error_description: error[1] };
  json(res, error[0], body, { ...ctx.corsFor(req), Connection: 'close' });
  return true;
}

/**
 * Only the site's own pages end a session at once: a form POST from a site origin, handed to the
 * provider as its GET (its POST support needs SameSite=None cookies) and marked as the site's. Any
 * other POST is sent to the GET, which only asks (provider.ts, logoutSource), before the provider reads
 * or writes a session for a request that may carry no cookie. Answers whether it answered.
 */
async function answeredSessionEnd(
  ctx: SiteContext,
  req: IncomingMessage,
  res: ServerResponse,
  postedBySite: WeakSet<IncomingMessage>,
): Promise<boolean> {
  const form = await readForm(req);
  if (form === 'too-large') {
    tooLarge(ctx, res);
    return true;
  }
  if (!ctx.settings.siteOrigins.includes(req.headers.origin ?? '')) {
    send(res, 303, '', { Location: `/session/end?${form}`, 'Cache-Control': 'no-store' });
    return true;
  }
  req.method = 'GET';
  req.url = `/session/end?${form}`;
  postedBySite.add(req);
  return false;
}

/** The login interaction's two routes, and 405 for any other method on them; null for another path. */
function interactionRoute(
  ctx: SiteContext,
  throttle: LoginThrottle,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) {
  const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
  if (!interaction) return null;
  const [, uid, login] = interaction as unknown as [string, string, string | undefined];
  if (!login && req.method === 'GET') return showInteraction(ctx, req, res, uid);
  if (login && req.method === 'POST') return submitLogin(ctx, throttle, req, res, uid);
  send(res, 405, 'Method Not Allowed', { 'Content-Type': 'text/plain', Allow: login ? 'POST' : 'GET' });
  return true;
}

export function createHandler(
  settings: IdentitySettings,
  provider: Provider,
  accounts: AccountStore,
  jwks: ReturnType<typeof publicJwks>,
  { throttle, requests }: { throttle: LoginThrottle; requests: RequestLimiter },
  postedBySite: WeakSet<IncomingMessage>,
  logger: Logger,
) {
  const ctx = siteContext(settings, provider, accounts);
  const providerCallback = provider.callback();
  const userinfo = createUserinfo(ctx, jwks);
  // The site's shared security headers (helmet, the engine of @fastify/helmet on the other servers):
  // the pages' inline style and sign-out script by hash; the login form posts here and then
  // redirects to the site; nobody frames the provider's pages (the silent sign-in iframe only
  // passes through its redirects).
  const securityHeaders = helmet(
    documentHelmetOptions({
      scriptSrc: [AUTO_SUBMIT_CSP_SOURCE],
      styleSrc: [STYLE_CSP_SOURCE],
      formAction: settings.siteOrigins,
      frameAncestors: [],
      referrerPolicy: 'no-referrer',
    }),
  );

  const route = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      return json(res, 200, { ok: true });
    }
    if (pathname === '/session/check') return sessionCheck(ctx, req, res);
    const bucket = bucketOf(req.method, pathname);
    const wait = bucket ? await requests.hit(bucket, ctx.clientAddress(req)) : 0;
    if (bucket && wait > 0) return tooManyRequests(ctx, req, res, bucket, wait);
    if (
      pathname === '/session/end' &&
      req.method === 'POST' &&
      (await answeredSessionEnd(ctx, req, res, postedBySite))
    )
      return;
    const interaction = interactionRoute(ctx, throttle, req, res, pathname);
    if (interaction) return interaction;
    const bearer = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(req.headers.authorization ?? '');
    if (pathname === '/me' && (req.method === 'GET' || req.method === 'POST') && bearer) {
      return userinfo(req, res, bearer[1]!);
    }
    if (pathname === '/token' && req.method === 'POST' && refusedTokenBody(ctx, req, res)) return;
    return providerCallback(req, res);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    // forwarding headers from a peer that is not a trusted proxy are the client's own words: the
    // provider (koa in proxy mode) must not read its protocol or host from them
    if (!fromTrustedProxy(req, ctx.trust)) for (const name of FORWARDING_HEADERS) delete req.headers[name];
    logRequest(logger, req, res, ctx.clientAddress(req));
    securityHeaders(req, res, () => undefined);
    if (servedOverTls(req, ctx.trust)) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    const { pathname } = new URL(req.url ?? '/', 'http://identity.invalid');
    route(req, res, pathname).catch((error: unknown) => {
      logger.error({ err: error, method: req.method, path: pathname }, 'request failed');
      if (!res.headersSent) {
        send(
          res,
          500,
          messagePage('Something went wrong', 'Please try again in a moment.', ctx.backToSite),
          HTML_HEADERS,
        );
      } else res.destroy();
    });
  };
}
