// Search overlay rules (spec 1 §2, §4, §9): labels per breakpoint, the autocompletion hint, the filter
// groups and their state, and the results URL the overlay opens. Pure: no React.
import { FACET_PARAMS, joinValues, PARAMS, SEARCH_PAGE_PATH } from '../../lib/search-link';
import type { FacetParam } from '../../lib/search-link';

export const OVERLAY_LABEL = 'Find a program, publication, or credit';
/** Placeholder below medium screens. */
const SMALL_PLACEHOLDER = 'Search';
const HINT_DESKTOP = 'Press tab';
const HINT_TOUCH = 'Tap to fill';
export const FILTER_PANEL_HEADING = 'Refine your search using the filters below';
/** Closing the overlay clears its filters after this delay (spec 1 §4, §9). */
export const CLOSE_CLEAR_DELAY_MS = 500;
/** Values a modal flow loads per page. */
export const GROUP_PAGE_SIZE = 15;
/** Credit types shown in the panel before 'View all'. */
export const CREDIT_TYPES_INLINE = 4;

export const placeholderFor = (mediumUp: boolean) => (mediumUp ? OVERLAY_LABEL : SMALL_PLACEHOLDER);
export const hintFor = (touch: boolean) => (touch ? HINT_TOUCH : HINT_DESKTOP);

export const OVERLAY_GROUPS = ['jurisdictions', 'creditType', 'practiceArea', 'format'] as const;
export type OverlayGroup = (typeof OVERLAY_GROUPS)[number];

export const GROUP_TITLES: Record<OverlayGroup, string> = {
  jurisdictions: 'Jurisdictions',
  creditType: 'Credit types',
  practiceArea: 'Practice areas',
  format: 'Program formats',
};

export { PROGRAM_FORMATS } from '../../lib/search-link';

export interface Selection {
  value: string;
  name: string;
}

export interface GroupState {
  selected: Selection[];
}

export type OverlayFilters = Record<OverlayGroup, GroupState>;

const initialGroup = (): GroupState => ({ selected: [] });

export const emptyFilters = (): OverlayFilters => ({
  jurisdictions: initialGroup(),
  creditType: initialGroup(),
  practiceArea: initialGroup(),
  format: initialGroup(),
});

export type FilterAction =
  | { type: 'toggle'; group: OverlayGroup; value: string; name: string }
  | { type: 'set'; group: OverlayGroup; selected: Selection[] }
  | { type: 'reset-group'; group: OverlayGroup }
  | { type: 'clear' };

/** Facets toggle checked; deselecting all in a group resets it; closing clears everything. */
export function filtersReducer(state: OverlayFilters, action: FilterAction): OverlayFilters {
  switch (action.type) {
    case 'toggle': {
      const current = state[action.group].selected;
      const next = current.some((s) => s.value === action.value)
        ? current.filter((s) => s.value !== action.value)
        : [...current, { value: action.value, name: action.name }];
      return { ...state, [action.group]: next.length ? { selected: next } : initialGroup() };
    }
    case 'set':
      return {
        ...state,
        [action.group]: action.selected.length ? { selected: [...action.selected] } : initialGroup(),
      };
    case 'reset-group':
      return { ...state, [action.group]: initialGroup() };
    case 'clear':
      return emptyFilters();
  }
}

export const isSelected = (filters: OverlayFilters, group: string, value: string) =>
  (OVERLAY_GROUPS as readonly string[]).includes(group) &&
  filters[group as OverlayGroup].selected.some((s) => s.value === value);

export const selectionCount = (filters: OverlayFilters) =>
  OVERLAY_GROUPS.reduce((n, g) => n + filters[g].selected.length, 0);

/** The request's facet groups for the chosen filters. */
export const facetGroupsOf = (filters: OverlayFilters) =>
  OVERLAY_GROUPS.filter((g) => filters[g].selected.length).map((g) => ({
    id: g,
    values: filters[g].selected.map((s) => s.value),
  }));

/**
 * Enter or Search: the results page with the query, the overlay flag, the new-search flag and the
 * filters as parameters (one per group, values joined by the separator).
 */
export function resultsUrl(query: string, filters: OverlayFilters): string {
  const p = new URLSearchParams();
  p.set(PARAMS.query, query.trim());
  p.set(PARAMS.overlay, 'true');
  p.set(PARAMS.newSearch, 'true');
  for (const g of FACET_PARAMS.filter((k): k is FacetParam & OverlayGroup =>
    (OVERLAY_GROUPS as readonly string[]).includes(k),
  ))
    if (filters[g].selected.length) p.set(g, joinValues(filters[g].selected.map((s) => s.value)));
  return `${SEARCH_PAGE_PATH}?${p.toString()}`;
}

/** A group's values load in pages: page 1 replaces what was loaded, later pages are merged in. */
export function mergeGroupPage<T extends { value: string }>(
  loaded: readonly T[],
  page: readonly T[],
  pageNumber: number,
): T[] {
  if (pageNumber <= 1) return [...page];
  const seen = new Set(loaded.map((v) => v.value));
  return [...loaded, ...page.filter((v) => !seen.has(v.value))];
}
