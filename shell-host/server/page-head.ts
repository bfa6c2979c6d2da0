// The page's own head in the HTML the server sends: title, description, canonical, robots, Open Graph,
// Twitter and JSON-LD from the CMS page's metadata (the same pure builder the browser runs after a
// navigation, page-metadata.ts), so crawlers and link previews that never run JavaScript see the page.
// The canonical origin is the configured site origin, never the request's Host header.
import type { PageContent } from '@cle/contracts/page';
import { documentTitle } from '@cle/contracts/site';
import { pageHeadTags } from '../src/routing/page-metadata';
import { MANAGED } from '../src/routing/page-head-marker';
import type { HeadTag } from '../src/routing/page-metadata';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: nothing in it may close the element or start a comment. */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function tagHtml(tag: HeadTag): string {
  if (tag.kind === 'meta')
    return `<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" ${MANAGED}>`;
  if (tag.kind === 'link') return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" ${MANAGED}>`;
  return `<script type="application/ld+json" ${MANAGED}>${scriptSafeJson(tag.data)}</script>`;
}

/** The title element and the page's head tags, as HTML. */
export function pageHeadHtml(page: PageContent, siteOrigin: string): string {
  const { title, tags } = pageHeadTags(page, siteOrigin);
  return `<title>${escapeHtml(title)}</title>${tags.map(tagHtml).join('')}`;
}

/** A path with no page: its title says so, and search engines leave it out. */
export function missingPageHeadHtml(errorPage: PageContent | null, siteOrigin: string): string {
  if (errorPage) {
    const { title } = pageHeadTags(errorPage, siteOrigin);
    return `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" ${MANAGED}>`;
  }
  return `<title>${escapeHtml(documentTitle('Page not found'))}</title><meta name="robots" content="noindex" ${MANAGED}>`;
}

/** index.html's own title and site description: a page with a head of its own replaces both. */
// (the built index.html is minified: attribute quotes are optional)
const DEFAULT_HEAD = [/<title>[^<]*<\/title>/i, /<meta\s+name=("?)description\1[\s>][^>]*>/i];

/** The document with its default title and description replaced by `headHtml`. */
export function withPageHead(html: string, headHtml: string): string {
  const [title, description] = DEFAULT_HEAD as [RegExp, RegExp];
  const withoutDescription = html.replace(description, '');
  return title.test(withoutDescription)
    ? withoutDescription.replace(title, () => headHtml)
    : withoutDescription.replace('</head>', () => `${headHtml}</head>`);
}
