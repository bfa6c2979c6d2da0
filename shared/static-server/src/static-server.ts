// The static server every app ships with. Caching: entry files (remoteEntry.js, main.js, html)
// are revalidated on every load, content-hashed chunks are immutable. CORS answers only the
// site origin and configured integrator origins, never '*'. Compression: scripts are served from
// the .br/.gz files written at build time (preCompressed), everything else is compressed on the
// fly, both chosen by Accept-Encoding. Security headers: the shared helmet policy; HTML pages get
// a per-request CSP nonce on their inline scripts and styles.
import path from 'node:path';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import { documentHelmetOptions, originList } from './security-headers';
import type { DocumentPolicy } from './security-headers';
import { registerServing, sendHtml, sendPage } from './serving';
import { loggerOptions } from './logging';
import { trustFromEnv } from './trusted-proxies';
import { sendEntryScript } from './entry-compression';
import { isProduction } from './production-profile';

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
  /** the Content-Security-Policy and friends of the pages this server renders */
  policy: DocumentPolicy;
  /**
   * rewrites index.html for a request before its nonces are added (the shell: the page's head, status and
   * preload hints); null when it has answered the request itself (a redirect)
   */
  transformIndex?: (html: string, req: FastifyRequest, reply: FastifyReply) => Promise<string | null>;
  /** the name its log lines carry (default: the root folder's app) */
  service?: string;
  /** the app adds its own routes (the shell: /api proxy, remotes.json) */
  configure?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * <meta name content> tags added to the head of the build's other pages (a remote's
   * embed-example.html reads where the site and its API are: they differ per deployment)
   */
  pageMeta?: Record<string, string>;
  /**
   * serve the build's source maps (*.map): by default only when NODE_ENV is not production; production
   * answers 404 (the maps stay in the build folder for the team, decision 056)
   */
  serveSourceMaps?: boolean;
}

/** A request for a source map, compressed or not: the decoded path (%2e%6dap is .map too), no query. */
function isSourceMapPath(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a malformed escape: the static handler refuses the path itself
  }
  // the shell's /api proxy passes the API's own paths on untouched
  return !decoded.startsWith('/api/') && /\.map(\.(br|gz))?\/*$/i.test(decoded);
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

export function cacheControlFor(filePath: string): string {
  // preCompressed sends 262.48c486c6.js.br for 262.48c486c6.js: the hash decides, not the suffix
  const served = filePath.replace(/\.(br|gz)$/, '');
  return HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function parseOrigins(value: string | undefined, fallback: string[]): string[] {
  const list = originList(value, 'ALLOWED_ORIGINS');
  return list.length ? list : fallback;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with these meta tags first in its head (unchanged when there are none). */
function withPageMeta(html: string, meta: Record<string, string> = {}): string {
  const tags = Object.entries(meta)
    .map(
      ([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`,
    )
    .join('');
  return tags ? html.replace(/<head(\s[^>]*)?>/i, (head) => head + tags) : html;
}

/** Extensions of files a page loads: a missing one is a 404, never the app's HTML in its place. */
const ASSET_EXTENSIONS = new Set(
  'js mjs cjs css map json wasm png jpg jpeg gif svg webp avif ico bmp woff woff2 ttf otf eot txt xml webmanifest br gz mp3 mp4 webm pdf zip'.split(
    ' ',
  ),
);

/**
 * Whether a GET no file answered is one of the app's pages: a browser navigating (Accept: text/html)
 * always is; otherwise a path is, unless its last segment ends in an asset extension. So
 * /people/j.smith and /articles/v1.2 reach the app, while a missing /main.1a2b3c4d.js stays a 404.
 */
function isAppPath(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (accept?.includes('text/html')) return true;
  const ext = path
    .extname(url.split('?')[0] ?? '')
    .slice(1)
    .toLowerCase();
  return ext === '' || !ASSET_EXTENSIONS.has(ext);
}

export async function startStaticServer(opts: StaticServerOptions): Promise<FastifyInstance> {
  const service = opts.service ?? path.basename(path.dirname(path.resolve(opts.root)));
  const trust = trustFromEnv();
  const app = Fastify({ logger: loggerOptions(service), trustProxy: trust });
  await registerServing(app, documentHelmetOptions(opts.policy), { nonces: true, trust });
  await app.register(fastifyCors, {
    origin: (origin, cb) =>
      cb(null, !origin || opts.allowedOrigins.includes(origin) ? origin || false : false),
    methods: ['GET', 'HEAD'],
  });
  const serveMaps = opts.serveSourceMaps ?? !isProduction(process.env);
  if (!serveMaps)
    app.addHook('onRequest', async (req, reply) => {
      if (isSourceMapPath(req.url)) return reply.code(404).type('text/plain').send('Not Found');
    });
  if (opts.configure) await opts.configure(app);
  // HTML pages of the build (index.html, embed-example.html, ...) go out with nonces; static
  // answers everything else.
  const indexFile = path.join(opts.root, 'index.html');
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const html = readFileSync(indexFile, 'utf8');
    const page = opts.transformIndex ? await opts.transformIndex(html, req, reply) : html;
    return page === null ? reply : sendHtml(reply, page);
  };
  const pages = readdirSync(opts.root).filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(opts.root, page);
    app.get(`/${page}`, (req, reply) =>
      page === 'index.html'
        ? sendIndex(req, reply)
        : opts.pageMeta
          ? sendHtml(reply, withPageMeta(readFileSync(file, 'utf8'), opts.pageMeta))
          : sendPage(reply, file),
    );
    if (page === 'index.html') app.get('/', (req, reply) => sendIndex(req, reply));
  }
  // a remote's entry: read on every request, compressed once per version at brotli's best (entry-compression.ts)
  if (existsSync(path.join(opts.root, 'remoteEntry.js')))
    app.get('/remoteEntry.js', (req, reply) =>
      sendEntryScript(req, reply, path.join(opts.root, 'remoteEntry.js')),
    );
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  if (opts.releasesDir) {
    mkdirSync(opts.releasesDir, { recursive: true });
    const releasesDir = opts.releasesDir;
    app.get<{ Params: { release: string } }>('/releases/:release/remoteEntry.js', (req, reply) =>
      /^[\w-][\w.-]*$/.test(req.params.release) && !req.params.release.includes('..')
        ? sendEntryScript(req, reply, path.join(releasesDir, req.params.release, 'remoteEntry.js'))
        : reply.code(404).send({ message: `Not found: ${req.url}` }),
    );
    await app.register(fastifyStatic, {
      root: opts.releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      // a release folder never changes once written
      setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  }
  if (opts.spaFallback) {
    app.setNotFoundHandler((req, reply) => {
      if (!isAppPath(req.method, req.url, req.headers.accept)) {
        return reply.code(404).send({ message: `Not found: ${req.url}` });
      }
      return sendIndex(req, reply);
    });
  }
  await app.listen({ port: opts.port, host: opts.host ?? '0.0.0.0' });
  return app;
}
