// The sitemap's listing (issue 36): every page a search engine may index, by the same rules as each
// page's robots metadata (indexable.ts), ordered by URL and cut into pages of a fixed size.
import type { PageMetadata } from '@cle/contracts/schemas';
import type { SitemapPage, SitemapPages } from '@cle/contracts/sitemap-schemas';
import { facultyIndexable, isIndexableCmsPage, productPageNoIndex } from './indexable';

/** Items per listing page: one sitemap file each (sitemaps allow 50,000; smaller files are fetched sooner). */
const SITEMAP_PAGE_SIZE = 5000;

export interface SitemapCandidates {
  cms: readonly { url: string; content_type: string[]; metadata: PageMetadata; lastmod: Date }[];
  products: readonly {
    url: string;
    event_start: Date | null;
    event_end: Date | null;
    data: Record<string, unknown>;
    lastmod: Date;
  }[];
  faculty: readonly { slug: string; visibility_status: number; lastmod: Date }[];
}

/** The indexable pages among the candidates at `now`, each once, ordered by URL. */
export function indexablePages(c: SitemapCandidates, now: number): SitemapPage[] {
  // in the content call's order: a path the CMS and the catalogue both hold is the CMS page
  const pages = [
    ...c.cms.map((p) => ({
      url: p.url,
      lastmod: p.lastmod,
      indexable: isIndexableCmsPage({ contentType: p.content_type, url: p.url, metadata: p.metadata }),
    })),
    ...c.products.map((p) => ({ url: p.url, lastmod: p.lastmod, indexable: !productPageNoIndex(p, now) })),
    ...c.faculty.map((f) => ({
      url: `/faculty/${f.slug}`,
      lastmod: f.lastmod,
      indexable: facultyIndexable(f.visibility_status),
    })),
  ];
  const seen = new Set<string>();
  const listed: SitemapPage[] = [];
  for (const p of pages) {
    const key = p.url.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (p.indexable) listed.push({ url: p.url, lastmod: new Date(p.lastmod).toISOString() });
  }
  return listed.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** Listing page `page` (from 1): empty past the last. */
export function listingPage(
  pages: readonly SitemapPage[],
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): SitemapPages {
  return { total: pages.length, pageSize, items: pages.slice((page - 1) * pageSize, page * pageSize) };
}
