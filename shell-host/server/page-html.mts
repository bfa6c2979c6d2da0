// The shell's HTML for a page: dist/index.html with preload hints in its head: the chunks the shell
// needs before its first render (boot-chunks.json, written by the build) and the route's own
// (route-preload.mts). The static server reads index.html, calls this, then adds the request's CSP
// nonces; boot-chunks.json is re-read only when the build changes (its mtime).
import path from 'node:path';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';

/** The path exactly as the browser's location.pathname has it (still percent-encoded): the content call uses it as is. */
const rawPath = (url: string) => new URL(url, 'http://x').pathname;

export function createIndexTransform({
  distDir,
  headTags,
  preconnect = [],
}: {
  distDir: string;
  /** extra tags for the head of the page at a path */
  headTags: (pathname: string) => Promise<string>;
  /** origins every page talks to early (the identity provider's session check) */
  preconnect?: string[];
}) {
  // main.js first: it runs before anything else, and a defer script at the end of the body is fetched
  // at low priority, after the two dozen preloads of the same origin (HTTP/1.1: six at a time)
  const firstTags =
    preconnect.map((origin) => `<link rel="preconnect" href="${encodeURI(origin)}">`).join('') +
    '<link rel="preload" as="script" href="/main.js" fetchpriority="high">';
  const bootChunks = path.join(distDir, 'boot-chunks.json');
  let boot = { mtimeMs: -1, tags: '' };
  const bootTags = () => {
    if (!existsSync(bootChunks)) return '';
    const { mtimeMs } = statSync(bootChunks);
    if (mtimeMs !== boot.mtimeMs) {
      const chunks = JSON.parse(readFileSync(bootChunks, 'utf8')) as string[];
      boot = {
        mtimeMs,
        tags: chunks.map((f) => `<link rel="preload" as="script" href="/${encodeURI(f)}">`).join(''),
      };
    }
    return boot.tags;
  };

  return async function transformIndex(html: string, req: FastifyRequest): Promise<string> {
    // The boot chunks before the route's hints: the vendor chunk is the longest download of every page,
    // and behind the route's small API calls it waited for one of the origin's six connections (HTTP/1.1)
    // while the line sat half idle. The route's remote scripts load from their own origin.
    const tags = firstTags + bootTags() + (await headTags(rawPath(req.url)).catch(() => ''));
    // the hints go first in the head, before the inline boot script and the stylesheet
    const at = html.indexOf('<title>');
    return at === -1 ? html.replace('</head>', `${tags}</head>`) : html.slice(0, at) + tags + html.slice(at);
  };
}
