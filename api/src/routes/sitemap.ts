// GET /sitemap/pages?page=N: the pages a search engine may index, for the shell server's sitemap.xml
// (issue 36). Public CMS and catalogue data only, so the answer may be cached by anyone for a while.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SitemapPages } from '@cle/contracts/sitemap-schemas';
import { parse } from '../lib/http';
import { int4 } from '../lib/input';
import { sitemapCandidates } from '../seo/seo-store';
import { indexablePages, listingPage } from '../seo/sitemap-listing';

/** The listing changes when the catalogue is reseeded or a program's live window closes. */
const CACHE_SECONDS = 300;

const SitemapQuery = z.object({ page: int4().min(1, 'must be 1 or more').default(1) });

export async function sitemapRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/sitemap/pages', async (req, reply) => {
    const { page } = parse(SitemapQuery, req.query, 'query');
    const pages = indexablePages(await sitemapCandidates(db), Date.now());
    reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    return listingPage(pages, page) satisfies SitemapPages;
  });
}
