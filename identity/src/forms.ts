// The forms the identity server reads itself (the sign-in form, the site's sign-out form): urlencoded,
// read by @fastify/formbody into URLSearchParams, at most MAX_FORM_BYTES. A larger one is answered 413
// with a page (http-app.ts), not a reset connection; /token, whose body the provider reads, is held to
// the same limit by its declared length (site-routes.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import type { SiteContext } from './site-context';
import { messagePage } from './views';

export const MAX_FORM_BYTES = 16 * 1024;

export const FORM_TOO_LARGE = `The form is larger than ${MAX_FORM_BYTES / 1024} KB, the most the sign-in service accepts.`;

/** In this scope a urlencoded body is read (any other type: 415); the app's other routes leave bodies unread. */
export async function readFormsIn(scope: FastifyInstance): Promise<void> {
  scope.removeAllContentTypeParsers();
  await scope.register(fastifyFormbody, {
    bodyLimit: MAX_FORM_BYTES,
    parser: (text) => new URLSearchParams(text) as unknown as Record<string, unknown>,
  });
}

/** The request's form (empty when it sent no body). */
export const formOf = (request: FastifyRequest): URLSearchParams =>
  request.body instanceof URLSearchParams ? request.body : new URLSearchParams();

/** An HTML page of ours: never cached (every answer of this server is no-store, http-app.ts). */
export const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(page);

/** 413 for a form over the limit; the connection closes after it (the rest of the body is dropped). */
export const tooLarge = (ctx: SiteContext, reply: FastifyReply) =>
  sendPage(
    reply.header('Connection', 'close'),
    413,
    messagePage('This form is too large', FORM_TOO_LARGE, ctx.backToSite),
  );
