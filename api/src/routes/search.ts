// Search calls (spec 1 §7): POST /search (page 0 returns facets only), GET /search/autocomplete,
// GET /search/filter-values (a filter group's values, page by page, for the overlay's modal flows),
// GET /search/product-code (cards by product code, spec 3 §7).
import { LRUCache } from 'lru-cache';
import {
  AutocompleteQuerySchema,
  FILTER_VALUE_GROUPS,
  FilterValuesQuerySchema,
  ProductCodesQuerySchema,
} from '@cle/contracts/requests/search';
import type { Api } from '../lib/http';
import { checkSearchCost } from '../lib/limits';
import type { SearchCaps } from '../lib/limits';
import { getSearchIndex } from '../search/search-index';
import type { SearchIndex } from '../search/search-index';
import { loadLookups, runSearch, SearchRequestSchema } from '../search/search-query';
import { datesFormatted } from '../search/search-items';
import type { Lookups } from '../search/search-query';
import { autocomplete } from '../search/search-suggest';
import { personalFlags } from '../library/library-store';
import { productCards, searchPageModules, withSearchTimeout } from '../search/search-store';

/** A value loaded once and kept; a load that fails is tried again the next time. */
function kept<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () =>
    (value ??= load().catch((err: unknown) => {
      value = null;
      throw err;
    }));
}

export async function searchRoutes(app: Api, { caps }: { caps: SearchCaps }) {
  const { db } = app;
  const getLookups = kept(() => loadLookups(db));
  // Build the index while the server starts listening, so the first search does not pay for it.
  app.addHook('onReady', async () => {
    void getSearchIndex(db).catch((err: unknown) => app.log.warn({ err }, 'search index warm-up failed'));
  });
  searchRoute(app, caps, getLookups);
  suggestionRoutes(app, getLookups);
  productCodeRoute(app);
}

/** POST /search: page 0 answers facets only. */
function searchRoute(app: Api, caps: SearchCaps, getLookups: () => Promise<Lookups>) {
  const { db } = app;
  const marketingModules = kept(() => searchPageModules(db));

  // An optional bearer token: a signed-in caller's results carry their own purchase and library flags.
  app.post(
    '/search',
    { schema: { body: SearchRequestSchema }, config: { allowAnonymous: true } },
    async (req) => {
      const body = req.body;
      checkSearchCost(body, caps);
      const lookups = await getLookups();
      const result = await withSearchTimeout(db, caps.statementTimeoutMs, (conn) =>
        runSearch(conn, body, lookups),
      );
      if (req.principal) {
        const items = result.searchResults.searchResultsItems;
        const flags = await personalFlags(
          db,
          req.principal.sub,
          items.map((i) => ({ pk: i.pk, parentCode: i.parentProductCode })),
        );
        for (const item of items) Object.assign(item, flags.get(item.pk));
      }
      return { ...result, marketingModules: body.returnMarketingModules ? await marketingModules() : [] };
    },
  );
}

/** Autocomplete suggestions, and a filter group's values page by page. */
function suggestionRoutes(app: Api, getLookups: () => Promise<Lookups>) {
  const { db } = app;

  // Suggestions change only with the taxonomy: answers are kept, serialised, per typed text.
  const suggestCache = new LRUCache<string, string>({ max: 2000 });
  app.get(
    '/search/autocomplete',
    { schema: { querystring: AutocompleteQuerySchema } },
    async (req, reply) => {
      const { q } = req.query;
      const key = q.toLowerCase();
      let json = suggestCache.get(key);
      if (json === undefined) {
        json = JSON.stringify({ suggestions: autocomplete(q, await getLookups()) });
        suggestCache.set(key, json);
      }
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get('/search/filter-values', { schema: { querystring: FilterValuesQuerySchema } }, async (req) => {
    const q = req.query;
    const groups = await catalogueFacets();
    const values = (groups.find((g) => g.groupTypeId === q.group)?.facets ?? []).map((f) => ({
      value: f.value,
      name: f.name,
      count: f.count,
    }));
    const needle = q.q.toLowerCase();
    const matching = values.filter((v) => !needle || v.name.toLowerCase().includes(needle));
    const start = (q.page - 1) * q.pageSize;
    return {
      group: q.group,
      page: q.page,
      pageSize: q.pageSize,
      total: matching.length,
      hasMore: start + q.pageSize < matching.length,
      values: matching.slice(start, start + q.pageSize),
    };
  });

  // The whole catalogue's filter values and counts, once per index (re-seeding builds a new one).
  let catalogue: { index: SearchIndex; facets: Promise<FacetGroups> } | null = null;
  async function catalogueFacets(): Promise<FacetGroups> {
    const index = await getSearchIndex(db);
    if (catalogue?.index !== index) {
      const request = SearchRequestSchema.parse({
        currentPage: 0,
        filterGroupsToReturn: [...FILTER_VALUE_GROUPS],
      });
      const facets = runSearch(db, request, await getLookups()).then((r) => r.facetResults.facetGroups);
      catalogue = { index, facets };
      facets.catch(() => (catalogue = null));
    }
    return catalogue.facets;
  }
}

/** Cards by product code (spec 3 §7). */
function productCodeRoute(app: Api) {
  const { db } = app;
  app.get(
    '/search/product-code',
    { schema: { querystring: ProductCodesQuerySchema }, config: { allowAnonymous: true } },
    async (req) => {
      const { ProductCodes } = req.query;
      // codes come as parent|code pairs separated by semicolons; the code after the pipe is what we look up
      const codes = ProductCodes.split(';')
        .map((c) => c.split('|').pop()!.trim())
        .filter(Boolean);
      const rows = await productCards(db, codes);
      // the signed-in caller's flags (anonymous: all false)
      const flags = req.principal
        ? await personalFlags(
            db,
            req.principal.sub,
            rows.map((r) => ({ pk: r.pk, parentCode: r.parent_code })),
          )
        : null;
      return rows.map((r) => ({
        isPurchased: flags?.get(r.pk)?.isPurchased ?? false,
        isParentProgramPurchased: flags?.get(r.pk)?.isParentProgramPurchased ?? false,
        isFavorite: flags?.get(r.pk)?.isFavorite ?? false,
        productCode: r.code,
        variationPk: r.pk,
        url: r.url,
        title: r.title,
        imageUrl: r.image_url,
        datesFormatted: datesFormatted(r),
        creditDetailsFormatted: r.credit_hours
          ? [{ keyword: 'credits', text: `Up to ${Number(r.credit_hours)} credit hours` }]
          : [],
        userList: [],
      }));
    },
  );
}

type FacetGroups = Awaited<ReturnType<typeof runSearch>>['facetResults']['facetGroups'];
