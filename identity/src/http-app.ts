// The identity server's HTTP side on Fastify, as the site's other servers have it: the shared security
// headers and compression (registerServing), the shared logger, the trusted-proxy rule for the
// client's address (req.ip), per-client request limits, CORS for the site's origins on the routes of
// our own (@fastify/cors) and the forms they read (@fastify/formbody, 413 past 16 KB). Every other
// request is oidc-provider's (provider-mount.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCors from '@fastify/cors';
import { registerServing } from '@cle/static-server/serving';
import { documentHelmetOptions } from '@cle/static-server/security-headers';
import type { TrustProxy } from '@cle/static-server/trusted-proxies';
import type { IdentitySettings } from './config';
import { MAX_FORM_BYTES, readFormsIn, sendPage, tooLarge } from './forms';
import type { publicJwks } from './keys';
import { interactionRoutes } from './login-pages';
import type { LoginThrottle } from './login-throttle';
import { leaveBodiesUnread, providerHandler, registerProxyRules } from './provider-mount';
import { registerRequestLimits } from './request-limits';
import type { RequestLimiter } from './request-limits';
import { logAbortedRequests, requestLogController } from './request-log';
import type { Logger } from './request-log';
import type { SiteContext } from './site-context';
import { sessionEndRoute, siteRoutes } from './site-routes';
import { AUTO_SUBMIT_CSP_SOURCE, messagePage, STYLE_CSP_SOURCE } from './views';

interface HttpAppParts {
  ctx: SiteContext;
  jwks: ReturnType<typeof publicJwks>;
  throttle: LoginThrottle;
  requests: RequestLimiter;
  /** end-session requests the site's own form posted (provider.ts reads it) */
  postedBySite: WeakSet<IncomingMessage>;
  logger: Logger;
  trust: TrustProxy;
}

/**
 * The site's shared security headers: the pages' inline style and sign-out script by hash; the login
 * form posts here and then redirects to the site; nobody frames the provider's pages (the silent
 * sign-in iframe only passes through its redirects).
 */
const identityHelmetOptions = (settings: IdentitySettings) =>
  documentHelmetOptions({
    scriptSrc: [AUTO_SUBMIT_CSP_SOURCE],
    styleSrc: [STYLE_CSP_SOURCE],
    formAction: settings.siteOrigins,
    frameAncestors: [],
    referrerPolicy: 'no-referrer',
  });

/** 413 for a form over the limit, a page for any other refusal, and 500 (logged) for a failure. */
function answerError(ctx: SiteContext) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.statusCode === 413) return tooLarge(ctx, reply);
    if (error.statusCode && error.statusCode < 500)
      return sendPage(
        reply,
        error.statusCode,
        messagePage('This request could not be read', 'Go back to the site and try again.', ctx.backToSite),
      );
    request.log.error(
      { err: error, method: request.method, path: request.url.split('?')[0] },
      'request failed',
    );
    return sendPage(
      reply,
      500,
      messagePage('Something went wrong', 'Please try again in a moment.', ctx.backToSite),
    );
  };
}

/**
 * The Fastify app on `server` (already listening: the issuer can name its port), answering once ready.
 * Hooks first (they bind the routes registered after them), then the routes; the provider last.
 */
export async function buildHttpApp(server: Server, parts: HttpAppParts): Promise<FastifyInstance> {
  const { ctx, trust } = parts;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const app = Fastify({
    loggerInstance: parts.logger as FastifyBaseLogger,
    logController: requestLogController(),
    trustProxy: trust,
    bodyLimit: MAX_FORM_BYTES,
    serverFactory: (handler) => ((handle = handler), server),
  });
  registerProxyRules(app, trust);
  logAbortedRequests(app);
  await registerServing(app, identityHelmetOptions(ctx.settings), { nonces: false, trust });
  // no CORS unless a route of ours asks for it (site-routes.ts); the provider answers its own
  await app.register(fastifyCors, { origin: false });
  registerRequestLimits(app, parts.requests, ctx.backToSite);
  app.addHook('onRequest', async (_request, reply) => void reply.header('Cache-Control', 'no-store'));
  app.setErrorHandler(answerError(ctx));
  leaveBodiesUnread(app);
  const handToProvider = providerHandler(ctx.provider);
  await app.register(siteRoutes(ctx, parts.jwks, handToProvider));
  await app.register(async (forms) => {
    await readFormsIn(forms);
    await forms.register(sessionEndRoute(ctx, parts.postedBySite, handToProvider));
    await forms.register(interactionRoutes(ctx, parts.throttle));
  });
  app.setNotFoundHandler(handToProvider);
  await app.ready();
  server.on('request', handle!);
  return app;
}
