// The shell's HTML for a page: dist/index.html with preload hints in its head: the chunks the shell
// needs before its first render (boot-chunks.json, written by the build) and the route's own
// (route-preload.mts). index.html is read once per build (its mtime), the route's hints per request.
import path from 'node:path';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The path exactly as the browser's location.pathname has it (still percent-encoded): the content call uses it as is. */
const rawPath = (url: string) => new URL(url, 'http://x').pathname;

export function createPageRenderer({
  distDir,
  headTags,
}: {
  distDir: string;
  /** extra tags for the head of the page at a path */
  headTags: (pathname: string) => Promise<string>;
}) {
  const file = path.join(distDir, 'index.html');
  const bootChunks = path.join(distDir, 'boot-chunks.json');
  let template = { mtimeMs: -1, html: '', bootTags: '' };
  const load = () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== template.mtimeMs) {
      const chunks = existsSync(bootChunks) ? (JSON.parse(readFileSync(bootChunks, 'utf8')) as string[]) : [];
      template = {
        mtimeMs,
        html: readFileSync(file, 'utf8'),
        bootTags: chunks.map((f) => `<link rel="preload" as="script" href="/${encodeURI(f)}">`).join(''),
      };
    }
    return template;
  };

  return async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const { html, bootTags } = load();
    const pathname = rawPath(req.url);
    // the route's hints first: its content call and remote are the long poles
    const tags = (await headTags(pathname).catch(() => '')) + bootTags;
    // the hints go first in the head, before the inline boot script and the stylesheet
    const at = html.indexOf('<title>');
    const page =
      at === -1 ? html.replace('</head>', `${tags}</head>`) : html.slice(0, at) + tags + html.slice(at);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
}
