// Product detail (spec 3 §2.1, §3): a variation with its catalogue relations, and the content-row
// feeds of the home page (spec 3 §2.6, §7).
import {
  CodeParamsSchema,
  FacultyFeedQuerySchema,
  FeedQuerySchema,
  IndividualsQuerySchema,
  ProductIdParamsSchema,
} from '@cle/contracts/requests/catalogue';
import type { FacultyRecord } from '../db/rows';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { productDetails } from '../catalogue/product-details';
import { cachedProductPage } from '../catalogue/product-page-cache';
import { productVariants } from '../catalogue/product-variant-entities';
import { facultyMember } from '../catalogue/product-cards';
import { productByCode, productLink } from '../catalogue/product-store';
import { seriesLink } from '../catalogue/podcast-store';
import { tableOfContentsPdf } from '../catalogue/toc-pdf';
import { publicFacultyByIndividualIds, visibleFacultyByIds } from '../faculty/faculty-store';
import { runFeed } from '../search/content-feed';
import { loadLookups } from '../search/search-query';
import type { Lookups } from '../search/search-query';

/** The members with these keys, in the order asked (unknown ones left out). */
function inOrder<K>(keys: K[], rows: FacultyRecord[], keyOf: (f: FacultyRecord) => K) {
  const byKey = new Map(rows.map((f) => [keyOf(f), f]));
  return keys
    .map((k) => byKey.get(k))
    .filter((f): f is FacultyRecord => Boolean(f))
    .map(facultyMember);
}

/** GET /product/{code} and the lookups by product code. */
function productCodeRoutes(app: Api) {
  const { db } = app;
  const existing = async (code: string) => {
    const p = await productByCode(db, code);
    if (!p) throw notFound(`Product ${code}`);
    return p;
  };

  // public; a signed-in caller's token is read for the plus-subscriber flag (S3-DATA-13)
  app.get(
    '/product/:code',
    { schema: { params: CodeParamsSchema }, config: { allowAnonymous: true } },
    async (req) => {
      const { code } = req.params;
      const page = await cachedProductPage(db, code, req.principal?.sub ?? null);
      if (!page) throw notFound(`Product ${code}`);
      return page;
    },
  );

  // S3-DATA-08, S3-DATA-09: the panel's on-demand and publication variants with the caller's own state.
  app.get(
    '/product/:code/variants',
    { schema: { params: CodeParamsSchema }, config: { allowAnonymous: true } },
    async (req) => {
      const { code } = req.params;
      return productVariants(db, await existing(code), req.principal?.sub ?? null);
    },
  );

  // The book's table of contents as a PDF (the page's download link, plusTOCUrl; spec 3 §2.1).
  app.get(
    '/product/:code/table-of-contents.pdf',
    { schema: { params: CodeParamsSchema } },
    async (req, reply) => {
      const { code } = req.params;
      const p = await existing(code);
      const toc = (await productDetails(db, [code]))(code).bookContent?.toc ?? [];
      if (!toc.length) throw notFound(`A table of contents of product ${code}`);
      const bytes = await tableOfContentsPdf(p.title, toc);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${code}-table-of-contents.pdf"`)
        .header('Content-Length', bytes.byteLength)
        .send(Buffer.from(bytes));
    },
  );

  // Spec 3 §7: the product's image, by code (no payload); null when the product has none.
  app.get('/product/:code/imageUrl', { schema: { params: CodeParamsSchema } }, async (req) => {
    const { code } = req.params;
    return { imageUrl: (await existing(code)).image_url };
  });

  // Spec 3 §7 parent product lookup (path ours): a podcast episode's series, a segment's program.
  app.get('/product/:code/parent-product', { schema: { params: CodeParamsSchema } }, async (req) => {
    const { code } = req.params;
    const p = await existing(code);
    const s = p.series_code ? await seriesLink(db, p.series_code) : undefined;
    if (s) return { code: s.code, displayName: s.display_name, url: `/podcasts/${s.slug}` };
    const parent = p.parent_code ? await productByCode(db, p.parent_code) : undefined;
    if (!parent) throw notFound(`A parent product of ${code}`);
    return { code: parent.code, displayName: parent.title, url: parent.url };
  });

  app.get('/product-link/:id', { schema: { params: ProductIdParamsSchema } }, async (req) => {
    const { id } = req.params;
    const p = await productLink(db, id);
    if (!p) throw notFound(`Product ${id}`);
    return { url: p.url };
  });
}

/** Faculty lookups and the content-row feeds. */
function feedRoutes(app: Api) {
  const { db } = app;
  let lookups: Lookups | null = null;
  const getLookups = async () => (lookups ??= await loadLookups(db));

  // Spec 3 §7 individual lookup (path ours): faculty by individual id, in the order asked.
  app.get('/individuals', { schema: { querystring: IndividualsQuerySchema } }, async (req) => {
    const { individualSks } = req.query;
    const rows = await publicFacultyByIndividualIds(db, individualSks);
    return { individuals: inOrder(individualSks, rows, (f) => f.individual_id) };
  });

  // Content-row feed (spec 3 §7): searchResults.searchResultsItems and facetResults.facetGroups.
  app.get('/content-row/feed', { schema: { querystring: FeedQuerySchema } }, async (req) => {
    const q = req.query;
    return runFeed(db, q, await getLookups());
  });

  // Faculty rows (spec 3 §2.6): the feed's faculty parameter lists the members to show.
  app.get('/content-row/faculty-feed', { schema: { querystring: FacultyFeedQuerySchema } }, async (req) => {
    const { faculty } = req.query;
    const rows = await visibleFacultyByIds(db, faculty.map(Number));
    return { facultyMembers: inOrder(faculty, rows, (f) => String(f.id)) };
  });
}

export async function productRoutes(app: Api) {
  productCodeRoutes(app);
  feedRoutes(app);
}
