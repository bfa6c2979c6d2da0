// Paging as both result pages show it: 'Load more' moves focus to the first newly loaded result.
import { useEffect, useRef } from 'react';
import type { SearchResponse } from '@cle/contracts/schemas';
import { LoadMoreButton } from '../components/result-list';
import { remaining } from '../search-url';

/**
 * 'Load more (N remaining)'. After it, focus moves to the first newly loaded result: give each
 * result's link `itemRef(i)`.
 */
function useLoadMoreFocus(count: number) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from !== null && count > from) {
      focusFrom.current = null;
      refs.current[from]?.focus();
    }
  }, [count]);
  return {
    itemRef: (i: number) => (el: HTMLAnchorElement | null) => {
      refs.current[i] = el;
    },
    /** call before loading the next page */
    markLoadMore: () => {
      focusFrom.current = count;
    },
  };
}

/**
 * The loaded results and their paging, as both result pages show them: the items, the total, a ref
 * for each result's link, and 'Load more' (only once an answer is there and the call has not failed)
 * that marks where focus goes before it asks for the next page.
 */
export function useResultsPaging({
  data,
  error,
  isValidating,
}: {
  data: SearchResponse | undefined;
  error: unknown;
  isValidating: boolean;
}) {
  const items = data?.searchResults.searchResultsItems ?? [];
  const hits = data?.searchResultSummary.noOfHits ?? 0;
  const { itemRef, markLoadMore } = useLoadMoreFocus(items.length);
  const loadMoreButton = (loadNextPage: () => void) =>
    data && !error ? (
      <LoadMoreButton
        left={remaining(hits, items.length)}
        disabled={isValidating}
        onClick={() => {
          markLoadMore();
          loadNextPage();
        }}
      />
    ) : null;
  return { items, hits, itemRef, loadMoreButton };
}
