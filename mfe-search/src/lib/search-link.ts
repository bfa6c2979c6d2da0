// The search page's URL vocabulary, shared by the overlay (which links to the results page) and the
// results pages (which read it). Pure: no React.

/** Where the results page lives (the CMS search page's friendly URL; site label `searchPage`). */
export const SEARCH_PAGE_PATH = '/search';

/** One URL parameter per facet group (spec 1 §2). */
export const FACET_PARAMS = ['jurisdictions', 'creditType', 'practiceArea', 'format', 'dateRange'] as const;
export type FacetParam = (typeof FACET_PARAMS)[number];

/** Values of one group are joined with this separator in the URL (spec 1 §5). */
const VALUE_SEPARATOR = ';';

export const PARAMS = {
  query: 'query',
  /** the older name of the query parameter, still read */
  legacyQuery: 'q',
  page: 'page',
  sort: 'sort',
  tab: 'tab',
  explain: 'explain',
  newSearch: 'newSearch',
  overlay: 'searchOverlay',
  /** semanticFilters=false switches semantic filters off */
  semantic: 'semanticFilters',
} as const;

/** A group's values as written in the URL; a date range is one value and is never split. */
export function splitValues(param: FacetParam, raw: string | null): string[] {
  if (!raw) return [];
  if (param === 'dateRange') return raw.trim() ? [raw.trim()] : [];
  return raw
    .split(VALUE_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);
}

export function joinValues(values: readonly string[]): string {
  return values.join(VALUE_SEPARATOR);
}

/** The formats of programs (publications and podcasts have formats of their own). */
export const PROGRAM_FORMATS = ['Live In-Person', 'Live Webcast', 'Live Groupcast', 'On-Demand'] as const;
