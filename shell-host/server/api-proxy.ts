// The shell server's proxies to the site API: /api (the browser's calls) and /images (catalogue
// images, rendered and cached immutably by the API). Both append this request's peer to
// X-Forwarded-For, keeping what came in: the API counts its rate limits per client and reads the
// header from the right, trusting only the hops TRUSTED_PROXIES names (decision 055).
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { forwardedFor } from '@cle/static-server/trusted-proxies';

export async function registerApiProxies(app: FastifyInstance, apiUrl: string): Promise<void> {
  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/images',
    rewritePrefix: '/images',
    http2: false,
    replyOptions: {
      rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(req.raw) }),
    },
  });
  await app.register(proxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    replyOptions: {
      rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(req.raw) }),
      // An unreachable API is a 502 with a plain message, never the socket error's internals.
      onError: (reply, { error }) => {
        reply.log.warn(error);
        void reply
          .code(502)
          .send({ statusCode: 502, message: 'The site API is unavailable. Please try again shortly.' });
      },
    },
  });
}
