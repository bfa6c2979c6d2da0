// My Library (spec 1 §7): the signed-in person's library, its segments and materials, saving and
// removing, the upcoming-items search, the warm-up and the end of a session. Everything sits behind the
// auth guard (/api/user/*) except GET /search?MyLibrary=Upcoming, which reads the optional token itself;
// every read and write is scoped to the token's subject.
import {
  LIBRARY_FILTER_KEYS,
  MY_LIBRARY_GROUP,
  MY_LIBRARY_UPCOMING,
  LibraryProgressBodySchema,
} from '@cle/contracts/library-schemas';
import {
  ByItemPksQuerySchema,
  ItemPkListParamsSchema,
  ItemPkParamsSchema,
  LibraryQueryParamsSchema,
  MaterialParamsSchema,
  RemoveBodySchema,
  SegmentParamsSchema,
  UpcomingQuerySchema,
  WarmupQuerySchema,
} from '@cle/contracts/requests/library';
import type { LibraryFilterKey, LibraryItem } from '@cle/contracts/library-schemas';
import type { SearchItem, SearchResponse } from '@cle/contracts/schemas';
import { HttpError } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf, requireLmsAdmin } from '../auth/guard';
import { endSession } from '../auth/session-end';
import { rebuildLimitFromEnv, takeMaintenanceRun } from '../lib/maintenance-limit';
import { loadUser } from '../users/user-store';
import { getSearchIndex, invalidateSearchIndex } from '../search/search-index';
import { recordProgress, removeItems, saveItem } from '../library/library-store';
import { userLibrary } from '../library/library-cache';
import { cartUrl } from '../library/library-catalogue';
import { buildItems, programSegments } from '../library/library-items';
import { queryLibrary } from '../library/library-page';
import { itemMaterials, materialFile } from '../library/library-materials';

const filtersOf = (q: Record<LibraryFilterKey, string[] | undefined>) =>
  Object.fromEntries(LIBRARY_FILTER_KEYS.map((k) => [k, q[k] ?? []])) as Record<LibraryFilterKey, string[]>;

const day = (s: string | undefined, end: boolean) =>
  s ? Date.parse(`${s}T00:00:00Z`) + (end ? 86_400_000 : 0) : end ? Infinity : -Infinity;

function asSearchItem(i: LibraryItem): SearchItem {
  return {
    pk: i.pk,
    title: i.title,
    url: i.url,
    searchableType: i.searchableType,
    productCode: i.productCode,
    productGuidValue: i.productGuidValue,
    variationPk: i.variationPk,
    format: i.format,
    formatDisplay: i.formatDisplay,
    snippet: i.snippet,
    imageUrl: i.imageUrl ?? undefined,
    price: i.price,
    creditDetailsFormatted: i.creditDetailsFormatted,
    schedule: i.schedule,
    isPurchased: i.isPurchased,
    isParentProgramPurchased: i.isParentProgramPurchased,
    isArchived: i.isArchived,
    isFavorite: i.isFavorite,
    watchUrl: i.watchUrl ?? undefined,
    totalSegments: i.totalSegments,
  };
}

export async function libraryRoutes(app: Api) {
  readRoutes(app);
  changeRoutes(app);
  upcomingRoute(app);
}

/** The library, its segments and materials, and playback progress. */
function readRoutes(app: Api) {
  const { db } = app;

  // S1-API-01..06, S1-API-10, S1-API-12
  app.get('/user/library', { schema: { querystring: LibraryQueryParamsSchema } }, async (req) => {
    const p = principalOf(req);
    const q = req.query;
    return queryLibrary(db, p.sub, { ...q, filters: filtersOf(q) });
  });

  // S1-API-13..17: the items named (only those in the library), with the include flags.
  app.get('/user/library/by-itemPks', { schema: { querystring: ByItemPksQuerySchema } }, async (req) => {
    const p = principalOf(req);
    const q = req.query;
    return queryLibrary(db, p.sub, {
      groupSearchableType: 'All',
      filters: filtersOf({} as Record<LibraryFilterKey, undefined>),
      sort: 'LastAdded',
      pageNumber: q.pageNumber,
      pageSize: q.pageSize ?? q.itemPks.length,
      includeAllSegments: q.includeAllSegments,
      includeArchived: q.includeArchived,
      includeFavorites: q.includeFavorites,
      includeNested: q.includeNested,
      pks: q.itemPks,
    });
  });

  // S1-API-19, S1-LIBRARY-14: the rest of a row's segments, loaded when it is expanded.
  app.get('/user/library/:id/segments', { schema: { params: ItemPkParamsSchema } }, async (req) => {
    const p = principalOf(req);
    const { id } = req.params;
    return programSegments(db, p.sub, id);
  });

  // S1-API-20
  app.get('/user/library/:id/materials', { schema: { params: ItemPkParamsSchema } }, async (req) => {
    const p = principalOf(req);
    const { id } = req.params;
    return itemMaterials(db, p.sub, id);
  });

  // The file of one material (a PDF), for the person who may open it: 403 otherwise, 404 unknown.
  app.get(
    '/user/library/:id/materials/:materialId',
    { schema: { params: MaterialParamsSchema } },
    async (req, reply) => {
      const p = principalOf(req);
      const { id, materialId } = req.params;
      const file = await materialFile(db, p.sub, id, materialId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Content-Length', file.bytes.byteLength)
        .send(Buffer.from(file.bytes));
    },
  );

  // Playback progress, as the player reports it: a segment of a program, or an item without segments.
  app.put(
    '/user/library/:id/segments/:segmentPk/progress',
    { schema: { params: SegmentParamsSchema, body: LibraryProgressBodySchema } },
    async (req) => {
      const p = principalOf(req);
      const { id, segmentPk } = req.params;
      const body = req.body;
      return recordProgress(db, p.sub, id, segmentPk, body);
    },
  );
  app.put(
    '/user/library/:id/progress',
    { schema: { params: ItemPkParamsSchema, body: LibraryProgressBodySchema } },
    async (req) => {
      const p = principalOf(req);
      const { id } = req.params;
      const body = req.body;
      return recordProgress(db, p.sub, id, id, body);
    },
  );
}

/** Saving and removing items, the warm-up and the end of a session. */
function changeRoutes(app: Api) {
  const { db } = app;

  // S1-API-21/22: idempotent; answers the item as it now stands, and the cart when it must be bought.
  app.post('/user/library/:id', { schema: { params: ItemPkParamsSchema } }, async (req) => {
    const p = principalOf(req);
    const { id } = req.params;
    const { changed, mustBuy, library } = await saveItem(db, p.sub, id, (tx) =>
      loadUser(tx, p).then(() => undefined),
    );
    const [item] = await buildItems(
      db,
      library,
      library.rows.filter((r) => r.pk === id),
      { allSegments: false, nested: true, firstPosition: 1 },
    );
    return { item: item!, changed, cartUrl: mustBuy ? await cartUrl(db, library.seed) : null };
  });

  // S1-API-23/24: one pk or several (comma-joined in the path, and/or { itemPks } in the body).
  app.delete(
    '/user/library/:id',
    { schema: { params: ItemPkListParamsSchema, body: RemoveBodySchema } },
    async (req) => {
      const p = principalOf(req);
      const { id } = req.params;
      const body = req.body;
      const pks = [...new Set([...id, ...(body?.itemPks ?? [])])];
      if (pks.length > 100) throw new HttpError(400, 'At most 100 items can be removed at once');
      return removeItems(db, p.sub, pks);
    },
  );

  // S1-API-25: builds the search index and reads the person's library once. clean=true rebuilds the
  // index, which costs the whole site: support staff only, a few times per window (decision 052).
  const rebuildLimit = rebuildLimitFromEnv();
  app.get('/user/warmup', { schema: { querystring: WarmupQuerySchema } }, async (req, reply) => {
    const p = principalOf(req);
    const { clean } = req.query;
    if (clean === 'true') {
      requireLmsAdmin(req);
      await takeMaintenanceRun(db, reply, 'search index rebuild', rebuildLimit);
    }
    const started = Date.now();
    if (clean === 'true') invalidateSearchIndex(db);
    const [, lib] = await Promise.all([getSearchIndex(db), userLibrary(db, p.sub)]);
    return {
      warmed: true,
      cleaned: clean === 'true',
      libraryItems: lib.rows.length,
      ms: Date.now() - started,
    };
  });

  // S1-API-26: tokens issued before now stop opening every user-data route (the guard checks,
  // decision 052); the shell then signs out at the identity provider.
  app.get('/user/endsession', async (req) => {
    const p = principalOf(req);
    await db.transaction(async (tx) => {
      await loadUser(tx, p);
      await endSession(tx, p.sub);
    });
    return { ended: true };
  });
}

/** S1-API-18: the person's upcoming library items as a search answer (optional dateRange). */
function upcomingRoute(app: Api) {
  const { db } = app;

  // S1-API-18: the person's upcoming library items as a search answer (optional dateRange).
  app.get(
    '/search',
    { schema: { querystring: UpcomingQuerySchema }, config: { allowAnonymous: true } },
    async (req): Promise<SearchResponse> => {
      const q = req.query;
      if (!req.principal) throw new HttpError(401, 'Sign in required');
      const p = principalOf(req);
      // upcoming = not started yet; a dateRange narrows it further
      const [left, right] = (q.dateRange?.split('|').pop() ?? '').split(';');
      const range = { from: day(left || undefined, false), to: day(right || undefined, true) };
      const lib = await userLibrary(db, p.sub);
      const rows = lib.rows
        .filter(
          (r) =>
            !r.archived &&
            r.eventStart !== null &&
            r.eventStart >= Math.max(range.from, Date.now()) &&
            r.eventStart < range.to,
        )
        .sort((a, b) => a.eventStart! - b.eventStart! || (a.pk < b.pk ? -1 : 1));
      const items = await buildItems(db, lib, rows, { allSegments: false, nested: false, firstPosition: 1 });
      return upcomingAnswer(items, q.dateRange);
    },
  );
}

function upcomingAnswer(items: LibraryItem[], dateRange: string | undefined): SearchResponse {
  return {
    searchResultSummary: {
      noOfHits: items.length,
      currentPage: 1,
      searchHash: `mylibrary-upcoming-${dateRange ?? ''}`,
    },
    searchResults: { searchResultsItems: items.map(asSearchItem) },
    facetResults: {
      facetGroups: [
        {
          groupTypeId: MY_LIBRARY_GROUP,
          name: 'My Library',
          behavior: 'checkbox-or',
          facets: [
            {
              value: MY_LIBRARY_UPCOMING,
              name: MY_LIBRARY_UPCOMING,
              group: MY_LIBRARY_GROUP,
              checked: true,
              disabled: false,
              count: items.length,
            },
          ],
        },
      ],
    },
    marketingModules: [],
    sortResults: {
      sortResultItems: [
        { sortTitle: 'Date (soonest first)', value: 'date', selected: true, isDefault: true },
      ],
    },
  };
}
