// Content-row feed (spec 3 §7): a search by the feed's own filters, narrowed to what is upcoming or live
// now, with the editor's pinned products first and its excluded ones left out.
import { LIVE_WINDOW_AFTER_MS, LIVE_WINDOW_BEFORE_MS } from '@cle/contracts/live-status';
import type { FeedQuery } from '@cle/contracts/requests/catalogue';
import type { Db } from '../db/db';
import type { ProductRecord } from '../db/rows';
import { runSearch } from './search-query';
import type { Lookups, SearchRequest } from './search-query';
import { listedProduct } from './search-items';
import type { SearchResultItem as FeedItem } from './search-items';
import { card } from '../catalogue/product-cards';
import { productsByCodes, productTimes } from '../catalogue/product-store';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const creditText = (text: string) => text.replace(/^(Up to 1) credit hours$/, '$1 credit hour');

function facetGroupsOf(q: FeedQuery, now: number): SearchRequest['facetGroups'] {
  const facetGroups: SearchRequest['facetGroups'] = [];
  if (q.tab !== 'All') facetGroups.push({ id: 'contentTabs', values: [q.tab] });
  if (q.format.length) facetGroups.push({ id: 'format', values: q.format });
  if (q.practiceArea.length) facetGroups.push({ id: 'practiceArea', values: q.practiceArea });
  if (q.when === 'upcoming') facetGroups.push({ id: 'dateRange', values: [`Upcoming|${isoDay(now)};`] });
  if (q.when === 'live-now')
    facetGroups.push({
      id: 'dateRange',
      values: [`Live now|${isoDay(now - DAY_MS)};${isoDay(now + DAY_MS)}`],
    });
  return facetGroups;
}

/**
 * Dates in the search filter are whole days: keep only programs not yet ended (upcoming) or inside
 * their live window (live-now).
 */
async function inTime(db: Db, items: FeedItem[], when: FeedQuery['when'], now: number) {
  const rows = await productTimes(
    db,
    items.map((i) => i.productCode),
  );
  const keep = new Set(
    rows
      .filter((r) => {
        if (!r.event_start) return when === 'upcoming';
        const start = new Date(r.event_start).getTime();
        const end = new Date(r.event_end ?? r.event_start).getTime() + LIVE_WINDOW_AFTER_MS;
        return when === 'upcoming' ? end >= now : start - LIVE_WINDOW_BEFORE_MS <= now && now <= end;
      })
      .map((r) => r.code),
  );
  return items.filter((i) => keep.has(i.productCode));
}

/** A pinned product as a feed item. */
function pinnedItem(r: ProductRecord): FeedItem {
  const c = card(r);
  return {
    ...listedProduct(r),
    datesFormatted: c.datesFormatted,
    creditDetailsFormatted: c.creditDetailsFormatted.map((x) => x.text),
    imageUrl: r.image_url ?? undefined,
    price: Number(r.price),
    score: 0,
  };
}

/** Editor overrides (positive) come first, in the editor's order. */
async function withPinned(db: Db, items: FeedItem[], pinned: string[]) {
  if (!pinned.length) return items;
  const byCode = new Map((await productsByCodes(db, pinned)).map((r) => [r.code, r]));
  const first = pinned
    .map((c) => byCode.get(c))
    .filter((r): r is ProductRecord => Boolean(r))
    .map(pinnedItem);
  return [...first, ...items.filter((i) => !pinned.includes(i.productCode))];
}

export async function runFeed(db: Db, q: FeedQuery, lookups: Lookups) {
  const now = Date.now();
  const excluded = new Set(q.ExcludeCode);
  const result = await runSearch(
    db,
    {
      query: q.query,
      currentPage: 1,
      // excluded codes are dropped after the query, so ask for enough to fill the page
      pageSize: q.PageSize + excluded.size + (q.when === 'any' ? 0 : 50),
      sort: q.sort,
      facetGroups: facetGroupsOf(q, now),
      filterGroupsToReturn: ['contentTabs', 'format'],
      explain: false,
      skipFacetGroupsCalculation: false,
      returnMarketingModules: false,
    },
    lookups,
  );
  let items = result.searchResults.searchResultsItems
    .filter((i) => !excluded.has(i.productCode))
    // the search API writes 'Up to 1 credit hours'
    .map((i) => ({ ...i, creditDetailsFormatted: i.creditDetailsFormatted.map(creditText) }));
  if (q.when !== 'any') items = await inTime(db, items, q.when, now);
  items = await withPinned(
    db,
    items,
    q.IncludeCode.filter((c) => !excluded.has(c)),
  );
  // live-now is filtered here, so only what is left counts; otherwise excluded codes are not hits
  const hits =
    q.when === 'live-now'
      ? items.length
      : Math.max(items.length, result.searchResultSummary.noOfHits - excluded.size);
  return {
    searchResultSummary: { ...result.searchResultSummary, noOfHits: hits },
    searchResults: { searchResultsItems: items.slice(0, q.PageSize) },
    facetResults: result.facetResults,
  };
}
