// How every Fastify server of the site answers: compressed (brotli or gzip by Accept-Encoding, with
// @fastify/compress) and with the shared security headers (@fastify/helmet, security-headers.ts).
// The static servers, the shell server and the API all call registerServing.
import { readFileSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { HelmetOptions } from 'helmet';
import {
  addNonces,
  DOCUMENT_ONLY_HEADERS,
  HSTS_VALUE,
  SERVICE_WORKER_CSP,
  SUBRESOURCE_CSP,
  isDocumentType,
  servedOverTls,
} from './security-headers';
import { trustFromEnv } from './trusted-proxies';
import type { TrustProxy } from './trusted-proxies';

/**
 * @fastify/compress's own list plus HLS playlists (application/vnd.apple.mpegurl, which mime-db does not
 * call compressible): a variant playlist is lines of repeated segment names (409 bytes to 154 in brotli for a
 * 36 s episode; a playlist of one hour, 900 segments of 4 s, is 27 KB, 1 KB in brotli).
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)|mpegurl(?:;|$)/u;

/**
 * Compression (brotli, gzip by Accept-Encoding; anything over 150 bytes, so small JSON such as
 * remotes.json too) and the shared security headers on a Fastify app.
 * Register it before any route: both plugins attach to the routes registered after them.
 */
export async function registerServing(
  app: FastifyInstance,
  helmet: HelmetOptions,
  { nonces, trust = trustFromEnv() }: { nonces: boolean; trust?: TrustProxy },
): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // brotli 5 instead of the plugin's 4: a server-rendered page 6-7 % smaller (product page 15.6 to
    // 14.6 KB) for about 0.5 ms more per 80 KB; quality 6 and up gain little more (decision 098)
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    },
    threshold: 150,
    customTypes: COMPRESSIBLE_TYPES,
  });
  // helmet's ESM and CommonJS typings differ only in name: the options are helmet's own
  const options = { ...helmet, enableCSPNonces: nonces } as unknown as FastifyHelmetOptions;
  await app.register(fastifyHelmet, options);
  app.addHook('onSend', async (req, reply) => {
    if (servedOverTls(req.raw, trust)) reply.header('Strict-Transport-Security', HSTS_VALUE);
    // A page's policy binds the page, not the scripts, JSON and images it loads: those keep nosniff,
    // CORP and Referrer-Policy and a short deny-all CSP (for someone opening one as a document),
    // about 0.9 KB less per response (36 script responses on the home page).
    if (nonces && !isDocumentType(reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      reply.header('Content-Security-Policy', SUBRESOURCE_CSP);
    }
  });
}

/** Sends an HTML page of the build with this request's CSP nonces (never cached: the nonce is per response). */
export function sendPage(reply: FastifyReply, file: string): FastifyReply {
  return sendHtml(reply, readFileSync(file, 'utf8'));
}

/**
 * Sends a page whose inline scripts and styles already carry this response's nonces (a server-rendered
 * page adds them to its own template only: markup rendered from content never gets one). Never cached.
 */
export function sendNoncedHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Sends HTML with this request's CSP nonces added to its inline scripts and styles (never cached). */
export function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(reply.cspNonce ? addNonces(html, reply.cspNonce) : html);
}

/**
 * Serves a service worker script: always fetched fresh (no-store, so a fix reaches everyone on their
 * next check) and with the worker's own policy, which lets it fetch the site's files.
 */
export function serveServiceWorker(app: FastifyInstance, url: string, script: string): void {
  app.get(
    url,
    {
      // a route's hooks run after the app's: this one replaces the subresource policy set above
      onSend: async (_req, reply, payload) => {
        reply.header('Content-Security-Policy', SERVICE_WORKER_CSP);
        return payload;
      },
    },
    async (_req, reply) =>
      reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(script),
  );
}
