// Spec 1 §3: a page's metadata becomes the document title (' - PLI') and the head tags: description,
// keywords, robots, canonical, Open Graph and Twitter cards. The open-graph image is a webp at 1600 px.
import { OG_IMAGE_WIDTH, imageUrlAt } from '@cle/contracts/images';
import type { PageContent } from '@cle/contracts/page';
import { documentTitle } from '@cle/contracts/site';
import { MANAGED } from './page-head-marker';

export type HeadTag =
  | { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  /** schema.org structured data the CMS gives the page (a program's Event or Course, a Book, ...) */
  | { kind: 'json-ld'; data: Record<string, unknown> };

const absolute = (url: string, origin: string) => (/^https?:/i.test(url) ? url : `${origin}${url}`);

/** JSON-LD keys whose values are addresses: the CMS gives site paths, schema.org wants absolute URLs. */
const URL_KEYS = new Set(['url', 'item', 'image', '@id', 'contentUrl', 'thumbnailUrl', 'sameAs']);
const isSitePath = (v: unknown): v is string =>
  typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');

/** The structured data with every site path under an address key made absolute on `origin`. */
function absoluteUrls<T>(value: T, origin: string, key = ''): T {
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, origin, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUrls(v, origin, k)])) as T;
  return (URL_KEYS.has(key) && isSitePath(value) ? `${origin}${value}` : value) as T;
}

/** The open-graph image as the image server gives it: webp, 1600 wide. */
function ogImageUrl(src: string, origin: string): string {
  const webp = src.replace(/\.(jpe?g|png)$/i, '.webp');
  return absolute(webp.startsWith('/images/') ? imageUrlAt(webp, OG_IMAGE_WIDTH) : webp, origin);
}

/** The head tags for a page (pure, so the rules are tested without a DOM). */
export function pageHeadTags(page: PageContent, origin: string): { title: string; tags: HeadTag[] } {
  const m = page.metadata ?? {};
  const title = m.browserTitle ?? m.displayName ?? page.name;
  const description = m.pageDescription ?? '';
  // the debug page is never indexed, whatever its metadata says (spec 1 §2)
  const isDebug = page.contentType[page.contentType.length - 1] === 'DebugPage';
  const robots = isDebug
    ? 'noindex'
    : (m.robotsContent ?? (m.isExcludedFromSearch || m.allowsExternalSearch === false ? 'noindex' : ''));
  const canonical = absolute(m.url ?? page.friendlyUrl, origin);
  const og = m.openGraph ?? {};
  const tw = m.twitter ?? {};
  const tags: HeadTag[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) => {
    if (content) tags.push({ kind: 'meta', attr, key, content });
  };
  meta('name', 'description', description);
  meta('name', 'keywords', m.keywords);
  meta('name', 'robots', robots);
  tags.push({ kind: 'link', rel: 'canonical', href: canonical });
  meta('property', 'og:title', og.title ?? title);
  meta('property', 'og:description', og.description ?? description);
  meta('property', 'og:type', og.type ?? 'website');
  meta('property', 'og:url', canonical);
  meta('property', 'og:image', og.image ? ogImageUrl(og.image, origin) : undefined);
  meta('name', 'twitter:card', tw.card ?? (og.image || tw.image ? 'summary_large_image' : 'summary'));
  meta('name', 'twitter:title', tw.title ?? og.title ?? title);
  meta('name', 'twitter:description', tw.description ?? og.description ?? description);
  const twImage = tw.image ?? og.image;
  meta('name', 'twitter:image', twImage ? ogImageUrl(twImage, origin) : undefined);
  for (const data of m.structuredData ?? []) tags.push({ kind: 'json-ld', data: absoluteUrls(data, origin) });
  return { title: documentTitle(title), tags };
}

function headElement(tag: HeadTag): HTMLElement {
  const el = document.createElement(tag.kind === 'json-ld' ? 'script' : tag.kind);
  el.setAttribute(MANAGED, '');
  if (tag.kind === 'meta') {
    el.setAttribute(tag.attr, tag.key);
    el.setAttribute('content', tag.content);
  } else if (tag.kind === 'link') {
    el.setAttribute('rel', tag.rel);
    el.setAttribute('href', tag.href);
  } else {
    // a data block, never run (so the page's script policy does not apply to it)
    el.setAttribute('type', 'application/ld+json');
    el.textContent = JSON.stringify(tag.data);
  }
  return el;
}

/** Writes the page's title and head tags, replacing the previous page's (loaded on the first navigation). */
export function applyPageHead(page: PageContent): void {
  const { title, tags } = pageHeadTags(page, window.location.origin);
  document.title = title;
  document.head.querySelectorAll(`[${MANAGED}]`).forEach((el) => el.remove());
  // the static description in index.html gives way to the page's
  if (tags.some((t) => t.kind === 'meta' && t.key === 'description'))
    document.head.querySelector('meta[name="description"]:not([data-page-meta])')?.remove();
  for (const tag of tags) document.head.append(headElement(tag));
}
