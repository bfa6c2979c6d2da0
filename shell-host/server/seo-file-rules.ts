// robots.txt and the sitemap (spec 1 §2: the server answers the robots and sitemap paths; issue 36): what
// each answers, from the API's listing of indexable pages (GET /api/sitemap/pages). Every URL is
// absolute on the configured site origin, never the request's Host header. No I/O here: seo-files.mts
// fetches the listing and sends these answers.
import * as z from 'zod/mini';
import { SitemapPagesSchema } from '@cle/contracts/sitemap-schemas';
import type { SitemapPage, SitemapPages } from '@cle/contracts/sitemap-schemas';

/** Crawlers may keep these for a short while: the listing changes when the catalogue does. */
const SEO_CACHE_CONTROL = 'public, max-age=300';
/** How long a crawler should wait after the API failed us. */
const RETRY_AFTER_SECONDS = 60;

/**
 * Paths crawlers are kept out of: a person's own pages, the cart, checkout and order confirmation,
 * the signed-in links to content and credit, and the API.
 */
const DISALLOWED_PATHS = [
  '/account/',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/product-auth/',
  '/plus-content/',
  '/claim-credit/',
  '/api/',
] as const;

export interface SeoFileAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text as XML character data or an attribute value. */
function xmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const origin = (siteOrigin: string) => new URL(siteOrigin).origin;

/** A site path on the site origin (percent-encoded as URLs must be); null for anything that is not a site path. */
function siteUrl(path: string, siteOrigin: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const url = new URL(path, origin(siteOrigin));
  return url.origin === origin(siteOrigin) ? url.href : null;
}

/** A lastmod as W3C Datetime to the second, or null when it is not a date. */
function w3cDate(value: string): string | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function robotsTxt(siteOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl('/sitemap.xml', siteOrigin)}`,
    '',
  ].join('\n');
}

/** A sitemap: one <url> per page, its absolute location and last change. */
function urlsetXml(items: readonly SitemapPage[], siteOrigin: string): string {
  const urls = items.flatMap((item) => {
    const loc = siteUrl(item.url, siteOrigin);
    if (!loc) return [];
    const lastmod = w3cDate(item.lastmod);
    return [`<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.map((u) => `${u}\n`).join('')}</urlset>\n`;
}

/** A sitemap index naming /sitemap-1.xml ... /sitemap-N.xml. */
function sitemapIndexXml(count: number, siteOrigin: string): string {
  const maps = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${xmlEscape(siteUrl(`/sitemap-${i + 1}.xml`, siteOrigin)!)}</loc></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${maps.join('')}</sitemapindex>\n`;
}

/** How many sitemap files the listing fills (at least one, so an empty site still has a sitemap). */
const sitemapCount = (l: SitemapPages) => Math.max(1, Math.ceil(l.total / Math.max(1, l.pageSize)));

/** The API's answer, checked against the contract: anything else is a failure, never a sitemap. */
export function parseListing(body: unknown): SitemapPages {
  const parsed = z.safeParse(SitemapPagesSchema, body);
  if (!parsed.success) throw new Error('the sitemap listing does not match its schema');
  return parsed.data;
}

const xml = (body: string): SeoFileAnswer => ({
  status: 200,
  contentType: XML,
  headers: { 'Cache-Control': SEO_CACHE_CONTROL },
  body,
});
const notFound = (what: string): SeoFileAnswer => ({
  status: 404,
  contentType: TEXT,
  headers: { 'Cache-Control': SEO_CACHE_CONTROL },
  body: `Not found: ${what}\n`,
});
const unavailable = (): SeoFileAnswer => ({
  status: 503,
  contentType: TEXT,
  headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
  body: 'The sitemap is unavailable. Please try again shortly.\n',
});

/** `/sitemap-<n>.xml`'s n: a listing page number from 1, written without leading zeros. */
const PART = /^sitemap-([1-9]\d{0,8})\.xml$/;

/**
 * The answers of /robots.txt, /sitemap.xml and /sitemap-<n>.xml. `listing(page)` reads the API's
 * listing page; when it fails the sitemap answers 503 (never 500), so a crawler comes back later.
 */
export function createSeoFiles({
  siteOrigin,
  listing,
}: {
  siteOrigin: string;
  listing: (page: number) => Promise<SitemapPages>;
}) {
  const read = (page: number) => listing(page).catch(() => null);
  return {
    robots: (): SeoFileAnswer => ({
      status: 200,
      contentType: TEXT,
      headers: { 'Cache-Control': SEO_CACHE_CONTROL },
      body: robotsTxt(siteOrigin),
    }),
    /** One page of listing: a urlset of it; more: an index of the sitemap files. */
    async sitemap(): Promise<SeoFileAnswer> {
      const first = await read(1);
      if (!first) return unavailable();
      const count = sitemapCount(first);
      return xml(count > 1 ? sitemapIndexXml(count, siteOrigin) : urlsetXml(first.items, siteOrigin));
    },
    /** `file` is the last path segment, e.g. 'sitemap-2.xml'. */
    async sitemapFile(file: string): Promise<SeoFileAnswer> {
      const n = Number(PART.exec(file)?.[1] ?? NaN);
      if (!Number.isSafeInteger(n)) return notFound(`/${file}`);
      const page = await read(n);
      if (!page) return unavailable();
      if (n > sitemapCount(page)) return notFound(`/${file}`);
      return xml(urlsetXml(page.items, siteOrigin));
    },
  };
}
