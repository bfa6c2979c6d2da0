// My Library rules (spec 1 §2 "My Library", §4 "Library filters", §9). Pure: no React, no fetch.
// The constants the API shares (tabs, sorts, filter groups, page size) come from the contract.
import {
  DEFAULT_LIBRARY_SORT,
  LIBRARY_FILTER_GROUPS,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SEGMENTS_SHOWN,
  LIBRARY_SORT_TITLES,
  LIBRARY_SORTS,
  LIBRARY_TABS,
  LIBRARY_TITLE,
  libraryQueryParams,
  SPARSE_LIBRARY_MAX,
} from '@cle/contracts/library-schemas';
import type { LibraryFilterKey, LibrarySort, LibraryTab } from '@cle/contracts/library-schemas';

export { LIBRARY_PAGE_SIZE, LIBRARY_TITLE, type LibrarySort, type LibraryTab };
/** Spec 1 §2: sparse-state content at this total collection size or fewer. */
const SPARSE_MAX_ITEMS = SPARSE_LIBRARY_MAX;
/** Spec 1 §9: segments shown before the list is expanded. */
export const SEGMENTS_SHOWN = LIBRARY_SEGMENTS_SHOWN;
/** Spec 1 §2: snippet cut at 98 words; 2 credits before 'See all approved credits'. */
const SNIPPET_WORDS = 98;
const CREDITS_SHOWN = 2;
export const SEE_ALL_CREDITS = 'See all approved credits';
/** What the list says when a page of it could not be loaded (the first page or a later one). */
export const LIBRARY_ERROR = 'Your library could not be loaded.';
/**
 * Spec 1 §4 leaves the delay before the one refetch after an empty-tab switch to the team: long
 * enough for a removal to reach the library index, short enough to go unnoticed.
 */
export const TAB_SWITCH_REFETCH_MS = 1200;

// ---- tabs, sort, filter groups ------------------------------------------------------------------

export const TABS = LIBRARY_TABS;
const DEFAULT_TAB: LibraryTab = 'All';

export const SORTS = LIBRARY_SORTS;
const DEFAULT_SORT: LibrarySort = DEFAULT_LIBRARY_SORT;
export const SORT_LABELS = LIBRARY_SORT_TITLES;

/** URL parameter names: the library query's own argument names (spec 1 §3 filtersApplied). */
export type FilterKey = LibraryFilterKey;

export interface FilterGroupDef {
  key: FilterKey;
  name: string;
  /** multi: comma-joined list; radio: one value */
  behavior: 'multi' | 'radio';
  values: readonly { value: string; label: string }[];
}

/** Spec 1 §9: the library filter groups and their values. */
export const FILTER_GROUPS: readonly FilterGroupDef[] = LIBRARY_FILTER_GROUPS.map((g) => ({
  key: g.key,
  name: g.name,
  behavior: g.type === 'radio' ? 'radio' : 'multi',
  values: g.values.map((v) => ({ value: v.name, label: v.label })),
}));

/** Quick filters: the Program Status values, one click each. */
export const QUICK_FILTER_GROUP: FilterKey = 'libraryItemStatus';

// ---- state <-> URL ------------------------------------------------------------------------------

export interface LibraryState {
  tab: LibraryTab;
  sort: LibrarySort;
  page: number;
  filters: Partial<Record<FilterKey, string[]>>;
}

const groupOf = (key: FilterKey) => FILTER_GROUPS.find((g) => g.key === key)!;

/** Reads the URL; unknown values are ignored, so a hand-edited URL falls back to the defaults. */
export function parseLibraryUrl(search: string): LibraryState {
  const params = new URLSearchParams(search);
  const tabParam = params.get('groupSearchableType');
  const tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as LibraryTab) : DEFAULT_TAB;
  const sortParam = params.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as LibrarySort)
    : DEFAULT_SORT;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  const filters: LibraryState['filters'] = {};
  for (const group of FILTER_GROUPS) {
    const allowed = new Set(group.values.map((v) => v.value));
    const values = (params.get(group.key) ?? '')
      .split(',')
      .filter((v) => allowed.has(v))
      .filter((v, i, all) => all.indexOf(v) === i);
    const kept = group.behavior === 'radio' ? values.slice(0, 1) : values;
    if (kept.length) filters[group.key] = kept;
  }
  return { tab, sort, page, filters };
}

/**
 * Writes the URL (spec 1 §2): page, sort and filters; a value equal to its default is left out and
 * the page parameter is dropped on the first page; multi-select values are comma-joined.
 */
export function libraryUrlSearch(state: LibraryState): string {
  const params = new URLSearchParams();
  if (state.tab !== DEFAULT_TAB) params.set('groupSearchableType', state.tab);
  for (const group of FILTER_GROUPS) {
    const values = state.filters[group.key];
    if (values?.length) params.set(group.key, values.join(','));
  }
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

// ---- transitions (spec 1 §4 "Library filters") --------------------------------------------------

/** Multi-select: add or remove the value; radio: the one value (again: cleared). Page back to 1. */
export function toggleFilter(state: LibraryState, key: FilterKey, value: string): LibraryState {
  const current = state.filters[key] ?? [];
  const on = current.includes(value);
  const next =
    groupOf(key).behavior === 'radio'
      ? on
        ? []
        : [value]
      : on
        ? current.filter((v) => v !== value)
        : [...current, value];
  const filters = { ...state.filters };
  if (next.length) filters[key] = next;
  else delete filters[key];
  return { ...state, filters, page: 1 };
}

/** A tab holds one value; switching tabs starts again at page 1. */
export function selectTab(state: LibraryState, tab: LibraryTab): LibraryState {
  return { ...state, tab, page: 1 };
}

/** Clear: every filter group except the type tab, or only the named group. Page back to 1. */
export function clearFilters(state: LibraryState, key?: FilterKey): LibraryState {
  if (!key) return { ...state, filters: {}, page: 1 };
  const filters = { ...state.filters };
  delete filters[key];
  return { ...state, filters, page: 1 };
}

export function loadMore(state: LibraryState): LibraryState {
  return { ...state, page: state.page + 1 };
}

export function selectSort(state: LibraryState, sort: LibrarySort): LibraryState {
  return { ...state, sort, page: 1 };
}

export function hasFilters(state: LibraryState): boolean {
  return Object.values(state.filters).some((v) => v && v.length > 0);
}

/** The GET /user/library arguments for one page (spec 1 §3 library query; defaults left out). */
export function libraryQuery(
  state: Pick<LibraryState, 'tab' | 'sort' | 'filters'>,
  pageNumber: number,
  pageSize: number = LIBRARY_PAGE_SIZE,
): Record<string, string> {
  return libraryQueryParams({
    groupSearchableType: state.tab,
    sort: state.sort,
    ...state.filters,
    pageNumber,
    pageSize,
  });
}

// ---- tab auto-switch (spec 1 §4) ----------------------------------------------------------------

export type TypeCounters = Partial<Record<Exclude<LibraryTab, 'All'>, number>>;

/**
 * A non-All tab that returned no items switches: to the single non-empty type in the counters; else
 * to the type named in the URL when it has items; else to All. null: stay.
 */
export function autoSwitchTab(
  tab: LibraryTab,
  itemCount: number,
  counters: TypeCounters,
  urlTab: LibraryTab,
): LibraryTab | null {
  if (tab === 'All' || itemCount > 0) return null;
  const types = TABS.filter((t): t is keyof TypeCounters => t !== 'All');
  const nonEmpty = types.filter((t) => (counters[t] ?? 0) > 0);
  if (nonEmpty.length === 1 && nonEmpty[0] !== tab) return nonEmpty[0]!;
  if (urlTab !== 'All' && urlTab !== tab && (counters[urlTab as keyof TypeCounters] ?? 0) > 0) return urlTab;
  return 'All';
}

/** Pages are merged: earlier pages first, an item already listed is not listed twice. */
export function mergeLibraryPages<T extends { pk: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages)
    for (const item of page) {
      if (seen.has(item.pk)) continue;
      seen.add(item.pk);
      items.push(item);
    }
  return items;
}

export function showsSparseState(totalCollectionSize: number): boolean {
  return totalCollectionSize <= SPARSE_MAX_ITEMS;
}

/** Checked quick filters first, in their own order; the unchecked ones after. */
export function orderQuickFilters<F extends { checked: boolean }>(filters: readonly F[]): F[] {
  return [...filters.filter((f) => f.checked), ...filters.filter((f) => !f.checked)];
}

// ---- item rows ----------------------------------------------------------------------------------

export type ProgressLabel = 'Watched' | 'Partially complete' | 'Not started';

/** Spec 1 §2: Watched at 100 %, Partially complete above 0, Not started at 0. */
export function progressLabel(pct: number | null | undefined): ProgressLabel {
  const p = pct ?? 0;
  if (p >= 100) return 'Watched';
  if (p > 0) return 'Partially complete';
  return 'Not started';
}

export interface Purchasable {
  isPurchased?: boolean;
  isParentProgramPurchased?: boolean;
  price?: number | null;
}

/** Spec 1 §2: a segment is playable when purchased, parent purchased, or free. */
export function isPlayable(segment: Purchasable): boolean {
  return Boolean(segment.isPurchased || segment.isParentProgramPurchased || segment.price === 0);
}

/**
 * Spec 1 §6: purchased (or parent purchased) items launch or play, and so do free ones (the
 * playable rule); others offer purchase or registration. Podcasts are listened to.
 */
export function primaryAction(item: {
  isPurchased?: boolean;
  isParentProgramPurchased?: boolean;
  price?: number | null;
  searchableType: string;
}): 'Watch' | 'Listen' | 'Launch' | 'Register' | 'Purchase' {
  const live = /^live/i.test(item.searchableType);
  if (isPlayable(item)) return live ? 'Launch' : /podcast/i.test(item.searchableType) ? 'Listen' : 'Watch';
  return live ? 'Register' : 'Purchase';
}

/** Spec 1 §2: the segments shown before the list is expanded. */
export function visibleSegments<T>(segments: readonly T[], expanded: boolean): T[] {
  return expanded ? [...segments] : segments.slice(0, SEGMENTS_SHOWN);
}

/** Spec 1 §2: cut at 98 words; a cut snippet ends with an ellipsis. */
export function truncateWords(text: string, words: number = SNIPPET_WORDS): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= words) return parts.join(' ');
  return `${parts.slice(0, words).join(' ')}…`;
}

export function splitCredits<T>(credits: readonly T[]): { shown: T[]; hidden: number } {
  return { shown: credits.slice(0, CREDITS_SHOWN), hidden: Math.max(0, credits.length - CREDITS_SHOWN) };
}

/** Spec 1 §2: 3 inline actions on large screens or when a more-content button exists, else 2. */
function inlineActionCount(isLargeScreen: boolean, hasMoreContentButton: boolean): number {
  return isLargeScreen || hasMoreContentButton ? 3 : 2;
}

/** Spec 1 §2: how many actions fit the action bar's width: over 1000 all, >850 3, >750 2, >500 1. */
function actionBarCapacity(width: number, total: number): number {
  if (width > 1000) return total;
  if (width > 850) return Math.min(3, total);
  if (width > 750) return Math.min(2, total);
  if (width > 500) return Math.min(1, total);
  return 0;
}

/**
 * Inline actions and the More menu: the inline count (3 or 2), narrowed by the bar's measured width
 * when known (null before the first measurement), all of them on a bar over 1000 px; the rest go
 * into More.
 */
export function splitActions<T>(
  actions: readonly T[],
  opts: { isLargeScreen: boolean; hasMoreContentButton: boolean; barWidth: number | null },
): { inline: T[]; more: T[] } {
  let count = inlineActionCount(opts.isLargeScreen, opts.hasMoreContentButton);
  if (opts.barWidth !== null)
    count =
      opts.barWidth > 1000
        ? actions.length
        : Math.min(count, actionBarCapacity(opts.barWidth, actions.length));
  return { inline: actions.slice(0, count), more: actions.slice(count) };
}

/** Spec 1 known link: where a member asks about access or credit. */
export const CONTACT_US_PATH = '/company/contact-us';

/**
 * Spec 2 §8 (S2-OTHER-07/08): the access line of an item. Before the expiry day: 'Access until';
 * after it: 'Access expired on {date}', with a contact-us link when the item still has credits to
 * give (the member can still ask for them).
 */
export function accessLine(
  expiration: string,
  today: Date,
  creditsAvailable: boolean,
  format: (iso: string) => string,
): { text: string; contactUs: boolean } {
  const expired = expiration.slice(0, 10) < today.toISOString().slice(0, 10);
  return expired
    ? { text: `Access expired on ${format(expiration)}`, contactUs: creditsAvailable }
    : { text: `Access until ${format(expiration)}`, contactUs: false };
}
