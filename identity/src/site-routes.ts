// The identity server's own routes beside the provider's: health, the session check, userinfo for the
// API's JWT access tokens, /token's body limit, and the site's own sign-out form. CORS on them (for
// the site's origins only) is @fastify/cors's, per route; the provider's routes keep the provider's.
import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { publicJwks } from './keys';
import { FORM_TOO_LARGE, formOf, MAX_FORM_BYTES } from './forms';
import type { HandToProvider } from './provider-mount';
import type { SiteContext } from './site-context';
import { createUserinfo } from './userinfo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors's options for this route (the app's default: no CORS) */
    cors?: FastifyCorsOptions;
  }
}

/** CORS for a call from one of the site's origins; nothing (but Vary: Origin) for any other. */
function siteCors(ctx: SiteContext, options: FastifyCorsOptions = {}): FastifyCorsOptions {
  const { siteOrigins } = ctx.settings;
  return {
    origin: (origin, cb) => cb(null, !!origin && siteOrigins.includes(origin) ? origin : false),
    ...options,
  };
}

/**
 * /token's body is read by oidc-provider itself (its own limit is 56 KB): the declared length is held
 * to the forms' limit here, and a body of unknown length (chunked) is refused, as it cannot be.
 */
function tokenBodyRefusal(req: IncomingMessage): readonly [number, string] | undefined {
  if (Number(req.headers['content-length']) > MAX_FORM_BYTES) return [413, FORM_TOO_LARGE];
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'])
    return [411, 'Send the token request with a Content-Length.'];
  return undefined;
}

export function siteRoutes(
  ctx: SiteContext,
  jwks: ReturnType<typeof publicJwks>,
  handToProvider: HandToProvider,
) {
  const userinfo = createUserinfo(ctx, jwks);
  return async (app: FastifyInstance) => {
    app.get('/health', async () => ({ ok: true }));

    /** GET /session/check?t=<timestamp>: is there a signed-in session on the provider's session cookie? */
    const credentialed = siteCors(ctx, {
      credentials: true,
      methods: 'GET',
      maxAge: 600,
      strictPreflight: false,
    });
    app.get('/session/check', { config: { cors: credentialed } }, async (request, reply) => {
      const session = await ctx.provider.Session.get(ctx.provider.createContext(request.raw, reply.raw));
      return { authenticated: !!session.accountId };
    });
    // a preflight from a site origin is answered by @fastify/cors; from any other, with no CORS
    app.options('/session/check', { config: { cors: credentialed } }, async (_request, reply) =>
      reply.code(204).send(),
    );
    app.route({
      method: ['POST', 'PUT', 'DELETE', 'PATCH'],
      url: '/session/check',
      handler: async (_request, reply) => reply.code(405).send({ error: 'method not allowed' }),
    });

    /** GET or POST /me with a bearer JWT: ours (userinfo.ts); any other: the provider's userinfo. */
    const meCors = siteCors(ctx, { exposedHeaders: 'WWW-Authenticate' });
    app.route({
      method: ['GET', 'POST'],
      url: '/me',
      config: { cors: meCors },
      handler: async (request, reply) => {
        const bearer = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(request.headers.authorization ?? '');
        if (!bearer) return handToProvider(request, reply);
        return userinfo(reply, bearer[1]!);
      },
    });

    app.post('/token', { config: { cors: siteCors(ctx, { credentials: true }) } }, async (request, reply) => {
      const refusal = tokenBodyRefusal(request.raw);
      if (!refusal) return handToProvider(request, reply);
      return reply
        .code(refusal[0])
        .header('Connection', 'close')
        .send({ error: 'invalid_request', error_description: refusal[1] });
    });
  };
}

/**
 * POST /session/end: only the site's own pages end a session at once: a form POST from a site origin,
 * handed to the provider as its GET (its POST support needs SameSite=None cookies) and marked as the
 * site's. Any other POST is sent to the GET, which only asks (provider.ts, logoutSource), before the
 * provider reads or writes a session for a request that may carry no cookie.
 */
export function sessionEndRoute(
  ctx: SiteContext,
  postedBySite: WeakSet<IncomingMessage>,
  handToProvider: HandToProvider,
) {
  return async (forms: FastifyInstance) => {
    forms.post('/session/end', async (request, reply) => {
      const query = `/session/end?${formOf(request)}`;
      if (!ctx.settings.siteOrigins.includes(request.headers.origin ?? ''))
        return reply.code(303).header('Location', query).send();
      request.raw.method = 'GET';
      request.raw.url = query;
      postedBySite.add(request.raw);
      return handToProvider(request, reply);
    });
  };
}
