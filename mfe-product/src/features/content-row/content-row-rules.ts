// Content row rules (spec 3 §2.6, §3, §4.10, §5, §9). Pure.
import type { FeedRequest } from '../../lib/use-product-api';
import { parseFeedPath } from '@cle/contracts/catalogue-calls';
import { ACCOUNT_LIBRARY_PATH } from '../../lib/site-paths';

export type RowType = 'standard' | 'faculty' | 'library';
const ROW_TYPES: readonly RowType[] = ['standard', 'faculty', 'library'];

export interface Feed {
  text: string;
  value: string;
}

export interface ContentRowBlock {
  heading?: string;
  rowType?: string;
  feeds?: Feed[];
  maxNumberOfItems?: number;
  hidePurchased?: boolean;
  editorOverridesPositive?: string[];
  editorOverridesNegative?: string[];
  editorExclusions?: string[];
  displayContentAsList?: boolean;
  /** a library row's fallback block (heading, text, link), shown when its feed fails */
  fallbackBlock?: unknown;
}

export function rowType(v: unknown): RowType {
  return (ROW_TYPES as readonly unknown[]).includes(v) ? (v as RowType) : 'standard';
}

/** Product list limit: a list shows four items until expanded. */
const PRODUCT_LIST_LIMIT = 4;
/** Items a row asks its feed for when the block does not say. */
const DEFAULT_MAX_ITEMS = 8;

/** Splits a feed value ('/content-row/feed?tab=Podcasts') into path and query. */
const parseFeed = parseFeedPath;

/**
 * The feeds a row keeps: faculty feeds with an empty faculty parameter are dropped; library feeds
 * whose facet count is zero are dropped (counts by feed value, when known).
 */
export function usableFeeds(
  feeds: readonly Feed[],
  type: RowType,
  libraryCounts: Readonly<Record<string, number>> = {},
): Feed[] {
  return feeds.filter((f) => {
    if (!f.value || !f.text) return false;
    if (type === 'faculty') return Boolean(parseFeed(f.value).query.faculty?.trim());
    if (type === 'library') return (libraryCounts[f.value] ?? 1) > 0;
    return true;
  });
}

/** Hidden with no filters, or with a single filter that has no results. */
export function rowHidden(feeds: readonly Feed[], firstFeedResultCount: number | null): boolean {
  if (feeds.length === 0) return true;
  return feeds.length === 1 && firstFeedResultCount === 0;
}

/** How many items a row asks its feed for: the block's maxNumberOfItems, else DEFAULT_MAX_ITEMS. */
function rowPageSize(block: ContentRowBlock): number {
  return block.maxNumberOfItems && block.maxNumberOfItems > 0 ? block.maxNumberOfItems : DEFAULT_MAX_ITEMS;
}

/** The skeleton cards a loading row shows: as many as it asked for; a list shows its first PRODUCT_LIST_LIMIT. */
export function skeletonCardCount(block: ContentRowBlock): number {
  const size = rowPageSize(block);
  return block.displayContentAsList ? Math.min(size, PRODUCT_LIST_LIMIT) : size;
}

/** The feed request: the feed's own path with ExcludeCode and PageSize added (spec 3 §7). */
export function feedRequest(feed: Feed, block: ContentRowBlock): FeedRequest {
  const base = parseFeed(feed.value);
  const exclude = [...(block.editorOverridesNegative ?? []), ...(block.editorExclusions ?? [])];
  const include = block.editorOverridesPositive ?? [];
  const query: Record<string, string> = {
    ...base.query,
    PageSize: String(rowPageSize(block)),
  };
  if (exclude.length) query.ExcludeCode = exclude.join(';');
  if (include.length && rowType(block.rowType) === 'standard') query.IncludeCode = include.join(';');
  return { path: base.path, query };
}

/** A library row's request: the person's library with the feed's own filters, one page of the row's size. */
export function libraryFeedRequest(feed: Feed, block: ContentRowBlock): FeedRequest {
  const base = parseFeed(feed.value);
  return {
    path: base.path,
    query: { ...base.query, pageNumber: '1', pageSize: String(rowPageSize(block)) },
  };
}

/** What a library row shows when its feed fails (spec 3 §8), unless the block brings its own. */
const LIBRARY_FALLBACK = {
  heading: 'Your library',
  text: 'Your library could not be shown here right now. Everything in it is on the My Library page.',
  link: { href: ACCOUNT_LIBRARY_PATH, text: 'Go to My Library' },
} as const;

export interface FallbackBlockContent {
  heading: string;
  text: string;
  link: { href: string; text: string };
}

/** The block's own fallback block when it has a usable one, else the built-in one. */
export function libraryFallback(block: { fallbackBlock?: unknown }): FallbackBlockContent {
  const f = block.fallbackBlock as Partial<FallbackBlockContent> | undefined;
  return f && typeof f.heading === 'string' && typeof f.text === 'string' && f.link?.href && f.link.text
    ? { heading: f.heading, text: f.text, link: { href: f.link.href, text: f.link.text } }
    : LIBRARY_FALLBACK;
}

/** Editor negatives and exclusions never show, whatever the feed returns. */
export function applyExclusions<T extends { productCode: string }>(
  items: readonly T[],
  block: ContentRowBlock,
): T[] {
  const out = new Set([...(block.editorOverridesNegative ?? []), ...(block.editorExclusions ?? [])]);
  return items.filter((i) => !out.has(i.productCode));
}

/** A list collapses items beyond four until expanded. */
export function visibleItems<T>(items: readonly T[], expanded: boolean): T[] {
  return expanded ? [...items] : items.slice(0, PRODUCT_LIST_LIMIT);
}

/** Card layout: 1 card large, 2 medium, 3 in a row, more than 3 a slider. */
export type CarouselLayout = 'large' | 'medium' | 'row' | 'slider';
export function carouselLayout(count: number): CarouselLayout {
  if (count <= 1) return 'large';
  if (count === 2) return 'medium';
  if (count === 3) return 'row';
  return 'slider';
}

/** Slider breakpoints: three per view from 889 px, four from 1049 px; two from 576 px, else one. */
const SLIDER_BREAKPOINTS = { three: 889, four: 1049, two: 576 } as const;
/** The viewport widths cardsPerView changes at. */
export const SLIDER_WIDTH_STEPS = Object.values(SLIDER_BREAKPOINTS);
export function cardsPerView(viewportWidth: number): number {
  if (viewportWidth >= SLIDER_BREAKPOINTS.four) return 4;
  if (viewportWidth >= SLIDER_BREAKPOINTS.three) return 3;
  if (viewportWidth >= SLIDER_BREAKPOINTS.two) return 2;
  return 1;
}

/**
 * hidePurchased (spec 3 §3 content row): items the signed-in person bought, themselves or through
 * their parent program, leave the row. Unknown ownership (null) hides nothing.
 */
export function withoutPurchased<T extends { pk: string }>(
  items: readonly T[],
  hidePurchased: boolean | undefined,
  purchasedPks: ReadonlySet<string> | null,
): T[] {
  if (!hidePurchased || !purchasedPks) return [...items];
  return items.filter((i) => !purchasedPks.has(i.pk));
}
