// oidc-provider is a Koa application: Fastify hands it every request no route of ours answers (the
// not-found handler), and the few of ours that pass a request on (/token, /me without a bearer JWT,
// the site's sign-out). Fastify lets go of the reply (hijack) and the provider answers on the raw
// response; the security headers are on it already (helmet writes them to the raw response).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { HSTS_VALUE, servedOverTls } from '@cle/static-server/security-headers';
import { fromTrustedProxy } from '@cle/static-server/trusted-proxies';
import type { TrustProxy } from '@cle/static-server/trusted-proxies';

export type HandToProvider = (request: FastifyRequest, reply: FastifyReply) => void;

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
];

/**
 * Before anything reads a request: forwarding headers from a peer that is not a trusted proxy are
 * the client's own words, so the provider (Koa in proxy mode) must not read its protocol or host from
 * them; and HSTS on the raw response when the request came over TLS, so the provider's answers carry
 * it too.
 */
export function registerProxyRules(app: FastifyInstance, trust: TrustProxy): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromTrustedProxy(request.raw, trust))
      for (const name of FORWARDING_HEADERS) delete request.raw.headers[name];
    if (servedOverTls(request.raw, trust)) reply.raw.setHeader('Strict-Transport-Security', HSTS_VALUE);
  });
}

/**
 * The provider reads the bodies of its endpoints itself (/token's form, /me's, its sign-out
 * confirmation): the app's content-type parser lets any body through unread, and the routes that
 * read a form of their own register @fastify/formbody in their own scope.
 */
export function leaveBodiesUnread(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
}

/** The provider's Koa callback as a Fastify handler: it answers on the raw response. */
export function providerHandler(provider: Provider): HandToProvider {
  const callback = provider.callback();
  return (request, reply) => {
    reply.hijack();
    callback(request.raw, reply.raw);
  };
}
