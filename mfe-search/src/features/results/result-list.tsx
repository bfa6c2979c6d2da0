// What the results page and the operational search page share: the count and sort bar, the
// unavailable state, the results list with its skeleton, and paging: 'Load more' that moves focus to
// the first new result.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { SearchResponse } from '@cle/contracts/schemas';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import { Skeleton } from '@cle/ui/skeleton';
import { remaining } from './search-url';
import { formatNumber } from '@cle/ui/intl';

/** The spec's text when the search call fails. */
const SEARCH_UNAVAILABLE = 'Search is unavailable right now.';

/** Result count (announced politely) and the sort choice. */
export function ResultsBar({
  data,
  sort,
  onSort,
}: {
  data: SearchResponse | undefined;
  sort: string;
  onSort: (value: string) => void;
}) {
  const hits = data?.searchResultSummary.noOfHits ?? 0;
  return (
    <div
      css={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 12,
        flexWrap: 'wrap',
      }}
    >
      <p id="result-count" aria-live="polite" css={{ margin: 0, fontWeight: 600 }}>
        {data ? `${formatNumber(hits)} ${hits === 1 ? 'result' : 'results'}` : ''}
      </p>
      <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        Sort by
        <select value={sort} onChange={(e) => onSort(e.target.value)} css={{ font: 'inherit', padding: 6 }}>
          {(data?.sortResults.sortResultItems ?? [{ value: sort, sortTitle: 'Relevance' }]).map((s) => (
            <option key={s.value} value={s.value}>
              {s.sortTitle}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The error, the skeleton while the first answer loads, or what the page puts in their place. */
export function ResultsState({
  error,
  loaded,
  onRetry,
  children,
}: {
  error: unknown;
  loaded: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error) return <InlineError message={SEARCH_UNAVAILABLE} onRetry={onRetry} css={{ marginTop: 16 }} />;
  if (!loaded) return <Skeleton rows={10} label="Loading results" />;
  return <>{children}</>;
}

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

function LoadMoreButton({
  left,
  disabled,
  onClick,
}: {
  left: number;
  disabled: boolean;
  onClick: () => void;
}) {
  if (left <= 0) return null;
  return (
    <div css={{ textAlign: 'center', marginTop: 24 }}>
      <Button type="button" variant="secondary" disabled={disabled} onClick={onClick}>
        Load more ({formatNumber(left)} remaining)
      </Button>
    </div>
  );
}
