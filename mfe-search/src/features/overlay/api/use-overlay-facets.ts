import useSWR from 'swr';
import { postSearch } from '../../../lib/search-api';
import { facetGroupsOf, OVERLAY_GROUPS } from '../overlay-rules';
import type { OverlayFilters } from '../overlay-rules';

/** Facet counts and disabled values for the chosen filters (a page 0 query returns facets only). */
export function useOverlayFacets(open: boolean, filters: OverlayFilters) {
  const body = {
    query: '',
    currentPage: 0,
    pageSize: 0,
    sort: 'relevance',
    facetGroups: facetGroupsOf(filters),
    filterGroupsToReturn: [...OVERLAY_GROUPS],
    explain: false,
    returnMarketingModules: false,
  };
  const { data } = useSWR(
    open ? (['/search', JSON.stringify(body)] as const) : null,
    ([, json]: readonly [string, string]) => postSearch(JSON.parse(json) as typeof body),
    // the panel keeps its values while the counts for a new selection load
    { keepPreviousData: true },
  );
  return data?.facetResults.facetGroups ?? [];
}
