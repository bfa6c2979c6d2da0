// GET /sitemap/pages?page=N: the pages a search engine may index, for the shell server's sitemap.xml
// (issue 36). Public CMS and catalogue data only, so the answer may be cached by anyone for a while.
import { SitemapQuerySchema } from '@cle/contracts/requests/catalogue';
import type { SitemapPages } from '@cle/contracts/sitemap-schemas';
import type { Api } from '../lib/http';
import { sitemapCandidates } from '../seo/seo-store';
import { indexablePages, listingPage } from '../seo/sitemap-listing';

/** The listing changes when the catalogue is reseeded or a program's live window closes. */
const CACHE_SECONDS = 300;

export async function sitemapRoutes(app: Api) {
  const { db } = app;
  app.get('/sitemap/pages', { schema: { querystring: SitemapQuerySchema } }, async (req, reply) => {
    const { page } = req.query;
    const pages = indexablePages(await sitemapCandidates(db), Date.now());
    reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    return listingPage(pages, page) satisfies SitemapPages;
  });
}
