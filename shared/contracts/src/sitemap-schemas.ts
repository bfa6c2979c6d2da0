// GET /sitemap/pages?page=N: the pages a search engine may index, a page of the listing at a time, for
// the shell server's sitemap.xml (issue 36). One definition for the API (its route tests parse every
// answer with it) and the shell server (which parses what it reads).
import * as z from 'zod/mini';

const SitemapPageSchema = z.object({
  /** the page's site path (the shell makes it absolute on the configured site origin) */
  url: z.string(),
  /** when the page's data last changed: an ISO 8601 date-time (UTC) */
  lastmod: z.string(),
});
export type SitemapPage = z.infer<typeof SitemapPageSchema>;

export const SitemapPagesSchema = z.object({
  /** every indexable page, on all pages of the listing */
  total: z.number(),
  /** items per listing page: the listing has ceil(total / pageSize) pages, numbered from 1 */
  pageSize: z.number(),
  /** this listing page's items, ordered by url (empty past the last page) */
  items: z.array(SitemapPageSchema),
});
export type SitemapPages = z.infer<typeof SitemapPagesSchema>;
