// What the results page and the operational search page share: the count and sort bar, the
// unavailable state with the results' skeleton, and the 'Load more' button (its paging and focus:
// hooks/use-results-paging.tsx).
import type { ReactNode } from 'react';
import type { SearchResponse } from '@cle/contracts/schemas';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import { Skeleton } from '@cle/ui/skeleton';
import { formatNumber } from '@cle/ui/intl';
import {
  loadMoreButtonBoxCss,
  resultsBarBoxCss,
  resultsBarLabelCss,
  resultsBarSelectCss,
  resultsBarTextCss,
  resultsStateInlineErrorCss,
} from './result-list.styles';

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
    <div css={resultsBarBoxCss}>
      <p id="result-count" aria-live="polite" css={resultsBarTextCss}>
        {data ? `${formatNumber(hits)} ${hits === 1 ? 'result' : 'results'}` : ''}
      </p>
      <label css={resultsBarLabelCss}>
        Sort by
        <select value={sort} onChange={(e) => onSort(e.target.value)} css={resultsBarSelectCss}>
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
  if (error)
    return <InlineError message={SEARCH_UNAVAILABLE} onRetry={onRetry} css={resultsStateInlineErrorCss} />;
  if (!loaded) return <Skeleton rows={10} label="Loading results" />;
  return <>{children}</>;
}

/** 'Load more (N remaining)', shown while results remain. */
export function LoadMoreButton({
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
    <div css={loadMoreButtonBoxCss}>
      <Button type="button" variant="secondary" disabled={disabled} onClick={onClick}>
        Load more ({formatNumber(left)} remaining)
      </Button>
    </div>
  );
}
