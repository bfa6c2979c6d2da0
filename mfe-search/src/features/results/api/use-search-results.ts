// The results page's state and data (spec 1 §2, §4): the search state read from the URL, the CMS
// settings, the search with its paging and its query-only check, and the URL changes the page makes
// (push; replace for load more and flags). Everything derives from the URL.
import { useDeferredValue, useReducer, useRef } from 'react';
import { useLatestSearchParams } from '../../../lib/use-latest-search-params';
import { useResultsPaging } from '../hooks/use-results-paging';
import {
  materializeSemantic,
  needsQueryOnlyCheck,
  newSearchReducer,
  resultStatus,
  semanticFiltersApply,
  withoutFilters,
} from '../results-rules';
import {
  hasFilters,
  parseSearchParams,
  queryOnlyRequest,
  toSearchParams,
  toSearchRequest,
} from '../search-url';
import type { SearchState } from '../search-url';
import { useSearchPageSettings } from './use-page-settings';
import { useResultsEffects } from './use-results-effects';
import { useSearch } from './use-search';

export type SearchResults = ReturnType<typeof useSearchResults>;

export function useSearchResults(properties?: Record<string, unknown>) {
  const [params, changeParams] = useLatestSearchParams();
  const state = parseSearchParams(params);
  const settings = useSearchPageSettings(properties);
  const [newSearch, dispatch] = useReducer(newSearchReducer, true);

  const semanticOn = semanticFiltersApply(Boolean(settings?.semanticFiltersEnabled), params);
  const request = settings ? toSearchRequest(state, { semanticFilters: semanticOn }) : null;
  const search = useSearch(request, { keepPrevious: !newSearch });
  const { error, isLoading, isValidating, mutate } = search;
  // SWR hands results over in a synchronous render; deferred, the results render as a transition, in
  // slices a phone's main thread can interleave with input, not as one long task
  const data = useDeferredValue(search.data);

  const paging = useResultsPaging({ data, error, isValidating });
  const groups = data?.facetResults.facetGroups ?? [];
  const group = (id: string) => groups.find((g) => g.groupTypeId === id);
  const suggested = group('suggestedFilters')?.facets ?? [];
  const semanticApplied = semanticOn && suggested.some((f) => f.checked);
  /** filter changes start from the shown filters: applied semantic filters become explicit */
  const baseOf = (from: SearchState, fromParams: URLSearchParams) =>
    semanticFiltersApply(Boolean(settings?.semanticFiltersEnabled), fromParams) &&
    suggested.some((f) => f.checked)
      ? materializeSemantic(from, suggested)
      : from;
  const base = baseOf(state, params);
  const filtered = hasFilters(state) || semanticApplied;
  const queryOnly = useSearch(
    needsQueryOnlyCheck(data && !isLoading ? paging.hits : undefined, filtered)
      ? queryOnlyRequest(state)
      : null,
  );
  const status = data
    ? resultStatus(paging.hits, filtered, queryOnly.data?.searchResultSummary.noOfHits)
    : null;

  /** a change of the search, computed from the latest address (its state and its filter base) */
  const update = (next: (latest: SearchState, base: SearchState) => SearchState, replace = false) =>
    changeParams(
      (latest) => {
        const from = parseSearchParams(latest);
        return toSearchParams(next(from, baseOf(from, latest)));
      },
      { replace },
    );
  const headingRef = useRef<HTMLHeadingElement>(null);
  useResultsEffects({
    params,
    changeParams,
    state,
    request,
    arrived: Boolean(data) && !isLoading && !error,
    error,
    hits: paging.hits,
    newSearch,
    dispatch,
    headingRef,
  });

  return {
    state,
    settings,
    newSearch,
    data,
    error,
    isValidating,
    retry: () => void mutate(),
    paging,
    groups,
    group,
    suggested,
    semanticApplied,
    base,
    filtered,
    status,
    headingRef,
    update,
    clearAll: () => update((latest) => withoutFilters(latest, suggested)),
  };
}
