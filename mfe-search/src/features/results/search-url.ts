// Search URL <-> search request (spec 1 §2, §5). Pure: no React, no fetch.
export const FACET_PARAMS = ['jurisdictions', 'creditType', 'practiceArea', 'format', 'dateRange'] as const;
export type FacetParam = (typeof FACET_PARAMS)[number];

/** Values of one group are joined with this separator in the URL. */
export const VALUE_SEPARATOR = ';';
/** The search page's page size (spec 1 leaves it open). */
export const SEARCH_PAGE_SIZE = 20;
/** The query parameter and the older name it replaced. */
export const QUERY_PARAM = 'query';
export const LEGACY_QUERY_PARAM = 'q';
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
  for (const key of FACET_PARAMS) {
    filters[key] = (params.get(key) ?? '')
      .split(VALUE_SEPARATOR)
      .map((v) => v.trim())
      .filter(Boolean);
  }
  const page = Number(params.get('page'));
  const tab = params.get('tab');
  return {
    query: params.get(QUERY_PARAM) ?? params.get(LEGACY_QUERY_PARAM) ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: params.get('sort') ?? 'relevance',
    tab: (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'All',
    filters,
    explain: params.get('explain') === 'true',
    newSearch: params.get('newSearch') === 'true',
    fromOverlay: params.get('searchOverlay') === 'true',
    semanticFiltersDisabled: params.get('semanticFilters') === 'false',
  };
}

/** Writes state back to query parameters; defaults are left out so URLs stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  p.set(QUERY_PARAM, state.query);
  if (state.page > 1) p.set('page', String(state.page));
  if (state.sort !== 'relevance') p.set('sort', state.sort);
  if (state.tab !== 'All') p.set('tab', state.tab);
  for (const key of FACET_PARAMS)
    if (state.filters[key].length) p.set(key, state.filters[key].join(VALUE_SEPARATOR));
  if (state.explain) p.set('explain', 'true');
  if (state.newSearch) p.set('newSearch', 'true');
  if (state.fromOverlay) p.set('searchOverlay', 'true');
  if (state.semanticFiltersDisabled) p.set('semanticFilters', 'false');
  return p;
}

export interface SearchRequestBody {
  query: string;
  currentPage: number;
  pageSize: number;
  sort: string;
  facetGroups: { id: string; values: string[] }[];
  explain: boolean;
  returnMarketingModules: boolean;
}

/** Page size is the default size times the page: "load more" refetches one larger page. */
export function toSearchRequest(state: SearchState): SearchRequestBody {
  const facetGroups: { id: string; values: string[] }[] = FACET_PARAMS.filter(
    (k) => state.filters[k].length,
  ).map((id) => ({
    id,
    values: state.filters[id],
  }));
  if (state.tab !== 'All') facetGroups.push({ id: 'contentTabs', values: [state.tab] });
  return {
    query: state.query,
    currentPage: 1,
    pageSize: SEARCH_PAGE_SIZE * state.page,
    sort: state.sort,
    facetGroups,
    explain: state.explain,
    returnMarketingModules: true,
  };
}

export function toggleFilter(state: SearchState, group: FacetParam, value: string): SearchState {
  const current = state.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, newSearch: false, filters: { ...state.filters, [group]: next } };
}

export function hasFilters(state: SearchState): boolean {
  return FACET_PARAMS.some((k) => state.filters[k].length > 0);
}

/** Load more: remaining = total hits - loaded items. */
export function remaining(totalHits: number, loaded: number): number {
  return Math.max(0, totalHits - loaded);
}
