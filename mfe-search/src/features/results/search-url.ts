// Search URL <-> search state <-> search request (spec 1 §2, §5). Pure: no React, no fetch.
import type { SearchRequestBody } from '../../lib/search-api';
import { FACET_PARAMS, joinValues, PARAMS, splitValues } from '../../lib/search-link';
import type { FacetParam } from '../../lib/search-link';

export type { FacetParam };

/** The search page's page size (spec 1 leaves it open). */
export const SEARCH_PAGE_SIZE = 20;
const QUERY_PARAM = PARAMS.query;
const LEGACY_QUERY_PARAM = PARAMS.legacyQuery;
export const DEFAULT_SORT = 'relevance';
export const TABS = ['All', 'Programs', 'Publications', 'Podcasts'] as const;
export type Tab = (typeof TABS)[number];

export interface SearchState {
  query: string;
  page: number;
  sort: string;
  tab: Tab;
  filters: Record<FacetParam, string[]>;
  explain: boolean;
  newSearch: boolean;
  fromOverlay: boolean;
  semanticFiltersDisabled: boolean;
}

const emptyFilters = (): Record<FacetParam, string[]> => ({
  jurisdictions: [],
  creditType: [],
  practiceArea: [],
  format: [],
  dateRange: [],
});

export function parseSearchParams(params: URLSearchParams): SearchState {
  const filters = emptyFilters();
  for (const key of FACET_PARAMS) filters[key] = splitValues(key, params.get(key));
  const page = Number(params.get(PARAMS.page));
  const tab = params.get(PARAMS.tab);
  return {
    query: params.get(QUERY_PARAM) ?? params.get(LEGACY_QUERY_PARAM) ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: params.get(PARAMS.sort) || DEFAULT_SORT,
    tab: (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'All',
    filters,
    explain: params.get(PARAMS.explain) === 'true',
    newSearch: params.get(PARAMS.newSearch) === 'true',
    fromOverlay: params.get(PARAMS.overlay) === 'true',
    semanticFiltersDisabled: params.get(PARAMS.semantic) === 'false',
  };
}

/** Writes state back to query parameters; defaults are left out so URLs stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  p.set(QUERY_PARAM, state.query);
  if (state.page > 1) p.set(PARAMS.page, String(state.page));
  if (state.sort !== DEFAULT_SORT) p.set(PARAMS.sort, state.sort);
  if (state.tab !== 'All') p.set(PARAMS.tab, state.tab);
  for (const key of FACET_PARAMS) if (state.filters[key].length) p.set(key, joinValues(state.filters[key]));
  if (state.explain) p.set(PARAMS.explain, 'true');
  if (state.newSearch) p.set(PARAMS.newSearch, 'true');
  if (state.fromOverlay) p.set(PARAMS.overlay, 'true');
  if (state.semanticFiltersDisabled) p.set(PARAMS.semantic, 'false');
  return p;
}

/** Page size is the default size times the page: "load more" refetches one larger page from the first. */
export function toSearchRequest(
  state: SearchState,
  opts: { semanticFilters?: boolean } = {},
): SearchRequestBody {
  const facetGroups: SearchRequestBody['facetGroups'] = FACET_PARAMS.filter(
    (k) => state.filters[k].length,
  ).map((id) => ({ id, values: state.filters[id] }));
  if (state.tab !== 'All') facetGroups.push({ id: 'contentTabs', values: [state.tab] });
  return {
    query: state.query,
    currentPage: 1,
    pageSize: SEARCH_PAGE_SIZE * state.page,
    sort: state.sort,
    facetGroups,
    explain: state.explain,
    returnMarketingModules: true,
    ...(opts.semanticFilters ? { semanticFilters: true } : {}),
  };
}

/** The same query with no filters and no items: the query-only check of the no-results status. */
export function queryOnlyRequest(state: SearchState): SearchRequestBody {
  return {
    query: state.query,
    currentPage: 0,
    pageSize: 0,
    sort: DEFAULT_SORT,
    facetGroups: [],
    explain: false,
    returnMarketingModules: false,
    skipFacetGroupsCalculation: true,
  };
}

/** Toggling a filter starts again from the first page and is no longer a new search. */
export function toggleFilter(state: SearchState, group: FacetParam, value: string): SearchState {
  const current = state.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, newSearch: false, filters: { ...state.filters, [group]: next } };
}

export function setGroup(state: SearchState, group: FacetParam, values: string[]): SearchState {
  return { ...state, page: 1, newSearch: false, filters: { ...state.filters, [group]: values } };
}

export function clearFilters(state: SearchState): SearchState {
  return { ...state, page: 1, newSearch: false, filters: emptyFilters() };
}

/**
 * Whether the state (the URL) has a facet value checked: the page shows a click at once, before the
 * new results come. Codes compare case-insensitively; practice areas by the id after the pipe.
 */
export function isChecked(state: SearchState, group: FacetParam, value: string): boolean {
  const key = (v: string) => (group === 'practiceArea' ? v.split('|').pop()! : v.toLowerCase());
  const k = key(value);
  return state.filters[group].some((v) => key(v) === k);
}

export function hasFilters(state: SearchState): boolean {
  return FACET_PARAMS.some((k) => state.filters[k].length > 0);
}

/** Load more: one more page of results (the URL's page grows by one). */
export function loadMore(state: SearchState): SearchState {
  return { ...state, page: state.page + 1, newSearch: false };
}

/** Load more: remaining = total hits - loaded items. */
export function remaining(totalHits: number, loaded: number): number {
  return Math.max(0, totalHits - loaded);
}
