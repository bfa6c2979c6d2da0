// Results page rules (spec 1 §2, §4, §5, §6, §8). Pure: no React, no fetch.
import type { Facet, RecommendedSearches, SearchItem } from '@cle/contracts/schemas';
import { FACET_PARAMS, PARAMS, SEARCH_PAGE_PATH } from '../../lib/search-link';
import type { FacetParam } from '../../lib/search-link';
import { clearFilters, setGroup } from './search-url';
import type { SearchState } from './search-url';
import { urlActionMessage, withoutUrlActions } from '@cle/contracts/url-actions';
import type { UrlActionMessage } from '@cle/contracts/url-actions';

/** Fallback page title (spec 1 §2). */
export const FALLBACK_TITLE = 'Search Results';

export function pageHeading(query: string, title?: string | null): string {
  return query.trim() ? `Results for “${query.trim()}”` : title || FALLBACK_TITLE;
}

// ---- result status (spec 1 §4) ----

export type ResultStatus = 'has-results' | 'no-results-from-query' | 'no-results-from-filters';

/**
 * has-results when there are hits; zero hits with filters applied is no-results-from-filters, unless
 * the query-only check (same text, no filters) also returns zero: then no-results-from-query.
 * `queryOnlyHits` is undefined while that check has not answered.
 */
export function resultStatus(hits: number, filtersApplied: boolean, queryOnlyHits?: number): ResultStatus {
  if (hits > 0) return 'has-results';
  if (!filtersApplied) return 'no-results-from-query';
  return queryOnlyHits === 0 ? 'no-results-from-query' : 'no-results-from-filters';
}

/** Only a filtered search with no hits needs the query-only check. */
export const needsQueryOnlyCheck = (hits: number | undefined, filtersApplied: boolean) =>
  hits === 0 && filtersApplied;

// ---- new-search mode (spec 1 §4) ----

export type NewSearchEvent = 'results' | 'error' | 'back' | 'new-search';

/**
 * The new-search flag is cleared once results arrive, and on an error; browser back (or a new search
 * from the overlay) turns new-search mode on again.
 */
export function newSearchReducer(mode: boolean, event: NewSearchEvent): boolean {
  switch (event) {
    case 'results':
    case 'error':
      return false;
    case 'back':
    case 'new-search':
      return true;
  }
}

/** The URL without the new-search flag (replaced in history, not pushed). */
export function withoutNewSearchFlag(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PARAMS.newSearch);
  return next;
}

// ---- semantic filters (spec 1 §2, §4) ----

/**
 * Semantic filters apply only when they are enabled (page setting, not switched off by the URL flag)
 * and no explicit facet parameter is in the URL.
 */
export function semanticFiltersApply(enabled: boolean, params: URLSearchParams): boolean {
  if (!enabled || params.get(PARAMS.semantic) === 'false') return false;
  return !FACET_PARAMS.some((p) => (params.get(p) ?? '').trim() !== '');
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query text without the names the semantic filters took from it. */
function stripPhrases(query: string, names: readonly string[]): string {
  let text = ` ${query} `;
  for (const name of [...names].sort((a, b) => b.length - a.length))
    text = text.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRe(name)}(?=$|[^\\p{L}\\p{N}])`, 'iu'), '$1 ');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Once the visitor changes filters, applied semantic filters become explicit URL parameters and the
 * query keeps only the text they did not name (so the page shows what it showed before the change).
 */
export function materializeSemantic(state: SearchState, suggested: readonly Facet[]): SearchState {
  const applied = suggested.filter((f) => f.checked);
  if (!applied.length) return state;
  const filters = { ...state.filters };
  for (const f of applied) {
    const group = (f.altValue ?? f.value.split(':')[0]) as FacetParam;
    const value = f.value.slice(f.value.indexOf(':') + 1);
    if (!(FACET_PARAMS as readonly string[]).includes(group)) continue;
    if (!filters[group].includes(value)) filters[group] = [...filters[group], value];
  }
  return {
    ...state,
    query: stripPhrases(
      state.query,
      applied.map((f) => f.name),
    ),
    filters,
  };
}

/**
 * Removing one applied semantic filter: the others become explicit, this one goes, and semantic
 * filters are switched off for the search.
 */
export function withoutSemanticFilter(
  state: SearchState,
  suggested: readonly Facet[],
  facet: Facet,
): SearchState {
  const m = materializeSemantic(state, suggested);
  const g = (facet.altValue ?? '') as FacetParam;
  const v = facet.value.slice(facet.value.indexOf(':') + 1);
  return {
    ...setGroup(
      m,
      g,
      m.filters[g].filter((x) => x !== v),
    ),
    semanticFiltersDisabled: true,
  };
}

/** 'Clear all filters': semantic filters the search named stay off once cleared. */
export function withoutFilters(state: SearchState, suggested: readonly Facet[]): SearchState {
  return {
    ...clearFilters(state),
    semanticFiltersDisabled: state.semanticFiltersDisabled || suggested.length > 0,
  };
}

// ---- URL actions (spec 1 §2, §8) ----

export type ActionMessage = UrlActionMessage;

/**
 * successAction / errorAction (with program and response) are consumed: the message to show once (from
 * the fixed table in @cle/contracts; program and response are never shown), and the URL without them.
 */
export function consumeActionParams(params: URLSearchParams): {
  message: ActionMessage | null;
  rest: URLSearchParams;
} {
  return { message: urlActionMessage(params), rest: withoutUrlActions(params) };
}

// ---- explain (spec 1 §2, §5) ----

/** Score differences rounded to 4 decimals. */
export function scoreDifference(topScore: number, score: number): number {
  return Math.round((topScore - score) * 10_000) / 10_000;
}

// ---- marketing modules (spec 1 §2) ----

const MARKETING_AFTER = 2;

export type ResultEntry<T, M> = { kind: 'item'; item: T; index: number } | { kind: 'marketing'; module: M };

/** Marketing modules go after the 2nd result (after the last one when there are fewer). */
export function withMarketing<T, M>(items: readonly T[], modules: readonly M[]): ResultEntry<T, M>[] {
  const out: ResultEntry<T, M>[] = items.map((item, index) => ({ kind: 'item', item, index }));
  if (!items.length || !modules.length) return out;
  out.splice(
    Math.min(MARKETING_AFTER, items.length),
    0,
    ...modules.map((module) => ({ kind: 'marketing' as const, module })),
  );
  return out;
}

// ---- item actions (spec 1 §6) ----

export type ItemAction = 'Watch' | 'Launch' | 'Register' | 'Buy' | 'Listen';

/**
 * An item purchased, or whose parent program is purchased, can be launched or watched; otherwise
 * purchase or register options show. Personal state counts only for a signed-in visitor.
 */
export function itemAction(
  item: Pick<SearchItem, 'searchableType' | 'isPurchased' | 'isParentProgramPurchased' | 'price'>,
  signedIn: boolean,
): ItemAction {
  const owned = signedIn && Boolean(item.isPurchased || item.isParentProgramPurchased);
  const type = item.searchableType;
  if (owned) return type === 'ondemandprogram' || type === 'ondemandsegment' ? 'Watch' : 'Launch';
  if (type === 'podcastepisode' && !item.price) return 'Listen';
  return type === 'liveprogram' ? 'Register' : 'Buy';
}

// ---- recommended searches (spec 1 §2, §3) ----

const DEFAULT_RECOMMENDED: RecommendedSearches = {
  enable: false,
  keywords: [],
  noResultsTitle: 'No results found',
  noResultsSubhead: 'Try a different search term.',
  noResultsSubheadTooManyFilters: 'Try removing some filters to see more results.',
};

/** The CMS list, with the spec's fields filled in where the page leaves them out. */
export function recommendedSearchesOf(value: unknown): RecommendedSearches {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<keyof RecommendedSearches, unknown>
  >;
  const str = (x: unknown, d: string) => (typeof x === 'string' && x.trim() ? x : d);
  return {
    enable: v.enable === true,
    keywords: Array.isArray(v.keywords)
      ? v.keywords.filter((k): k is string => typeof k === 'string' && !!k.trim())
      : [],
    noResultsTitle: str(v.noResultsTitle, DEFAULT_RECOMMENDED.noResultsTitle),
    noResultsSubhead: str(v.noResultsSubhead, DEFAULT_RECOMMENDED.noResultsSubhead),
    noResultsSubheadTooManyFilters: str(
      v.noResultsSubheadTooManyFilters,
      DEFAULT_RECOMMENDED.noResultsSubheadTooManyFilters,
    ),
  };
}

/** A recommended search links to the search page with the query parameter. */
export function recommendedSearchUrl(keyword: string): string {
  return `${SEARCH_PAGE_PATH}?${new URLSearchParams({ [PARAMS.query]: keyword }).toString()}`;
}
