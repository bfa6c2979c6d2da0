// The shell's HTML for a page: dist/index.html with the route's preload hints in its head.
// index.html is read once per build (its mtime), the hints per request (route-preload.mts).
import path from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function createPageRenderer({
  distDir,
  headTags,
}: {
  distDir: string;
  /** extra tags for the head of the page at a path */
  headTags: (pathname: string) => Promise<string>;
}) {
  const file = path.join(distDir, 'index.html');
  let template = { mtimeMs: -1, html: '' };
  const load = () => {
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== template.mtimeMs) template = { mtimeMs, html: readFileSync(file, 'utf8') };
    return template.html;
  };

  return async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const html = load();
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const tags = await headTags(pathname).catch(() => '');
    // the hints go first in the head, before the inline boot script and the stylesheet
    const at = html.indexOf('<title>');
    const page =
      at === -1 ? html.replace('</head>', `${tags}</head>`) : html.slice(0, at) + tags + html.slice(at);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
}
