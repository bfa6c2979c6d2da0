// GET /user/library and by-itemPks: one pass over the person's cached rows filters, counts the tabs and
// the filter groups, sorts and pages; the page's items come from the catalogue cache.
import { LIBRARY_FILTER_GROUPS, LIBRARY_FILTER_KEYS, LIBRARY_TABS } from '@cle/contracts/library-schemas';
import type {
  LibraryFilterKey,
  LibraryResponse,
  LibrarySort,
  LibraryTab,
} from '@cle/contracts/library-schemas';
import type { Db } from '../db/db';
import { filterValuesOf, isOwned, sortRows, TAB_OF } from './library-query';
import type { LibraryRow } from './library-query';
import { userLibrary } from './library-cache';
import { buildItems } from './library-items';

export interface LibraryRequest {
  groupSearchableType: LibraryTab;
  filters: Record<LibraryFilterKey, string[]>;
  sort: LibrarySort;
  pageNumber: number;
  pageSize: number;
  includeAllSegments: boolean;
  includeArchived: boolean;
  /** by-itemPks: only these items (the summary still describes the whole library) */
  pks?: string[];
  includeFavorites?: boolean;
  /** segments are nested in the items (by-itemPks may turn it off) */
  includeNested?: boolean;
}

/** GET /user/library and by-itemPks: items of the requested page and the full summary. */
export async function queryLibrary(db: Db, sub: string, q: LibraryRequest): Promise<LibraryResponse> {
  const now = Date.now();
  const lib = await userLibrary(db, sub);
  const all = lib.rows.filter((r) => q.includeArchived || !r.archived);
  const values = new Map(all.map((r) => [r.pk, filterValuesOf(r, now)]));
  const active = LIBRARY_FILTER_KEYS.filter((k) => q.filters[k].length > 0);
  const matchesGroup = (r: LibraryRow, key: LibraryFilterKey) =>
    q.filters[key].length === 0 || values.get(r.pk)![key].some((v) => q.filters[key].includes(v));
  const matchesTab = (r: LibraryRow) =>
    q.groupSearchableType === 'All' || TAB_OF[r.itemType] === q.groupSearchableType;

  const scope = q.pks
    ? all.filter((r) => q.pks!.includes(r.pk) && (q.includeFavorites !== false || isOwned(r)))
    : all;
  // Tab counters: every filter but the tab. Filter counts: every filter but the group's own, and the tab.
  const counters = Object.fromEntries(LIBRARY_TABS.map((t) => [t, 0])) as Record<LibraryTab, number>;
  const facetCounts = new Map<LibraryFilterKey, Map<string, number>>(
    LIBRARY_FILTER_KEYS.map((k) => [k, new Map()]),
  );
  const matching: LibraryRow[] = [];
  for (const r of scope) {
    const failed = active.filter((k) => !matchesGroup(r, k));
    const inTab = matchesTab(r);
    if (failed.length === 0) {
      counters.All++;
      counters[TAB_OF[r.itemType]]++;
      if (inTab) matching.push(r);
    }
    if (!inTab || failed.length > 1) continue;
    for (const key of LIBRARY_FILTER_KEYS) {
      if (failed.length === 1 && failed[0] !== key) continue;
      const counts = facetCounts.get(key)!;
      for (const v of values.get(r.pk)![key]) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  sortRows(matching, q.sort);
  const start = (q.pageNumber - 1) * q.pageSize;
  const page = q.pageSize > 0 ? matching.slice(start, start + q.pageSize) : [];
  const items = await buildItems(db, lib, page, {
    allSegments: q.includeAllSegments,
    nested: q.includeNested !== false,
    firstPosition: start + 1,
  });

  return {
    items,
    summary: {
      count: matching.length,
      totalCollectionSize: all.length,
      currentPage: q.pageNumber,
      pageSize: q.pageSize,
      hasMore: q.pageSize > 0 && start + q.pageSize < matching.length,
      filtersApplied: { groupSearchableType: q.groupSearchableType, ...q.filters, sort: q.sort },
      headerGroupSearchableTypeCounters: counters,
      filterResultSummary: LIBRARY_FILTER_GROUPS.map((g) => ({
        name: g.name,
        key: g.key,
        type: g.type,
        filters: g.values.map((v) => ({
          name: v.name,
          label: v.label,
          count: facetCounts.get(g.key)!.get(v.name) ?? 0,
          checked: q.filters[g.key].includes(v.name),
        })),
      })),
    },
  };
}
