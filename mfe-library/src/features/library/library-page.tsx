// My Library (spec 1 §2): tabs with counters, filters, quick filters, sort, item rows, load more,
// sparse-state content; the state lives in the URL (spec 1 §2, §4). Signed-out visitors sign in.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@cle/ui/button';
import { spreadRowCss } from '@cle/ui/theme';
import { PageFrame } from '@cle/ui/page-frame';
import { useLibraryPageState } from './api/use-library-page';
import { countsFor, FilterPanel, QuickFilters, SortSelect } from './components/library-filters';
import { LibraryResults } from './components/library-results';
import { LibrarySkeleton } from './components/library-skeleton';
import { LibraryTabs } from './components/library-tabs';
import { SparseState } from './components/sparse-state';
import {
  clearFilters,
  LIBRARY_PAGE_SIZE,
  LIBRARY_TITLE,
  loadMore,
  selectSort,
  selectTab,
  showsSparseState,
  toggleFilter,
} from './library-rules';
import type { FilterKey } from './library-rules';
import * as styles from './library-page.styles';

const SIGN_IN_PROMPT = 'Sign in to see your library.';

export function LibraryPage({ title = LIBRARY_TITLE }: { title?: string }) {
  const { auth, state, first, go, revalidate, signInHere } = useLibraryPageState();
  const headingId = useId();
  const frame = (body: ReactNode) => <Frame title={title} headingId={headingId} body={body} />;

  if (!auth.ready) return frame(<LibrarySkeleton />);
  if (!auth.isAuthenticated)
    return frame(
      <div css={styles.signIn}>
        <p css={styles.flush}>{SIGN_IN_PROMPT}</p>
        <Button type="button" onClick={signInHere}>
          Sign in
        </Button>
      </div>,
    );

  const summary = first.data?.summary;
  const filterCount = summary?.count ?? 0;
  // summary.count is every matching item: more exist beyond the pages loaded so far
  const hasMore = filterCount > state.page * LIBRARY_PAGE_SIZE;
  const toggle = (key: FilterKey, value: string) => go(toggleFilter(state, key, value));

  return frame(
    <>
      <LibraryTabs selectedTab={state.tab} summary={summary} onSelect={(tab) => go(selectTab(state, tab))} />
      <div css={styles.columns}>
        <FilterPanel
          state={state}
          counts={(key) => countsFor(summary?.filterResultSummary ?? [], key)}
          onToggle={toggle}
          onClear={(key) => go(clearFilters(state, key))}
        />
        <div role="tabpanel" aria-label={`${state.tab} items`} css={styles.panel}>
          <div css={spreadRowCss}>
            <QuickFilters state={state} onToggle={toggle} />
            <SortSelect sort={state.sort} onSort={(sort) => go(selectSort(state, sort))} />
          </div>
          <p aria-live="polite" css={styles.count}>
            {summary ? `${filterCount} ${filterCount === 1 ? 'item' : 'items'}` : ''}
          </p>
          {summary && showsSparseState(summary.totalCollectionSize) ? <SparseState /> : null}
          <LibraryResults
            state={state}
            first={first}
            listLabelledBy={headingId}
            onClearFilters={() => go(clearFilters(state))}
            onRemoved={() => void revalidate()}
          />
          {first.data && hasMore ? (
            <div css={styles.loadMore}>
              <Button type="button" variant="secondary" onClick={() => go(loadMore(state), true)}>
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </>,
  );
}

function Frame({ title, headingId, body }: { title: string; headingId: string; body: ReactNode }) {
  return (
    <PageFrame>
      <h1 id={headingId} css={styles.title}>
        {title}
      </h1>
      {body}
    </PageFrame>
  );
}
