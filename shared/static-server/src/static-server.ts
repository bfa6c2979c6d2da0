// The static server every app ships with. Caching: entry files (remoteEntry.js, main.js, html)
// are revalidated on every load, content-hashed chunks are immutable. CORS answers only the
// site origin and configured integrator origins, never '*'.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** origins allowed to fetch these files cross-origin */
  allowedOrigins: string[];
  /** extra folder of immutable releases served under /releases/ */
  releasesDir?: string;
  /** serve index.html for unknown paths (single-page app) */
  spaFallback?: boolean;
  /** the app adds its own routes (the shell: /api proxy, remotes.json) */
  configure?: (app: FastifyInstance) => Promise<void> | void;
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function parseOrigins(value: string | undefined, fallback: string[]): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : fallback;
}

export async function startStaticServer(opts: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyCors, {
    origin: (origin, cb) =>
      cb(null, !origin || opts.allowedOrigins.includes(origin) ? origin || false : false),
    methods: ['GET', 'HEAD'],
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  if (opts.configure) await opts.configure(app);
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  if (opts.releasesDir) {
    mkdirSync(opts.releasesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      cacheControl: false,
      // a release folder never changes once written
      setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  }
  if (opts.spaFallback) {
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || path.extname(req.url.split('?')[0] ?? '') !== '') {
        return reply.code(404).send({ message: `Not found: ${req.url}` });
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }
  await app.listen({ port: opts.port, host: opts.host ?? '0.0.0.0' });
  return app;
}
