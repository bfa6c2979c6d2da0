// My Library (spec 1 §2): tabs with counters, filters, quick filters, sort, item rows, load more,
// sparse-state content; the state lives in the URL (spec 1 §2, §4). Signed-out visitors sign in.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signIn, useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { colors, focusRing, mq, spreadRowCss } from '@cle/ui/theme';
import { PageFrame } from '@cle/ui/page-frame';
import type { LibraryItem } from '@cle/contracts/library-schemas';
import { countsFor, FilterPanel, QuickFilters, SortSelect } from './library-filters';
import { LibraryItemRow } from './library-item-row';
import {
  autoSwitchTab,
  clearFilters,
  hasFilters,
  LIBRARY_PAGE_SIZE,
  LIBRARY_TITLE,
  libraryUrlSearch,
  loadMore,
  mergeLibraryPages,
  parseLibraryUrl,
  selectSort,
  selectTab,
  showsSparseState,
  TAB_SWITCH_REFETCH_MS,
  TABS,
  toggleFilter,
} from './library-rules';
import type { LibraryState, LibraryTab } from './library-rules';
import { typeCounters, useLibraryPage, useRevalidateLibrary } from './use-library';

const LIBRARY_ERROR = 'Your library could not be loaded.';
const EMPTY_RESULTS = 'No items match these filters.';
const SIGN_IN_PROMPT = 'Sign in to see your library.';
const SPARSE_HEADING = 'Build your library';

/** Row placeholders with the rows' height, so the list does not jump when items arrive. */
function LibrarySkeleton({ rows = 3, label = 'Loading your library' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          data-testid="library-skeleton"
          css={{
            borderBottom: `1px solid ${colors.line}`,
            padding: '20px 0',
            display: 'grid',
            gap: 10,
            minHeight: 180,
          }}
        >
          <SkeletonBlock width="25%" height={13} />
          <SkeletonBlock width="70%" height={24} />
          <SkeletonBlock height={14} />
          <SkeletonBlock width="55%" height={14} />
          <SkeletonBlock width={320} height={40} />
        </div>
      ))}
    </div>
  );
}

function SparseState() {
  return (
    <aside
      aria-label={SPARSE_HEADING}
      css={{ background: colors.mist, borderRadius: 8, padding: 20, display: 'grid', gap: 8 }}
    >
      <h2 css={{ margin: 0, fontSize: 20 }}>{SPARSE_HEADING}</h2>
      <p css={{ margin: 0 }}>
        Programs you register for or buy, publications you own and episodes you save appear here. Find more to
        add:
      </p>
      <ul css={{ margin: 0, paddingLeft: 18 }}>
        <li>
          <Link to="/search?query=" css={{ color: colors.redDark, '&:focus-visible': focusRing }}>
            Browse programs and publications
          </Link>
        </li>
        <li>
          <Link to="/podcasts" css={{ color: colors.redDark, '&:focus-visible': focusRing }}>
            Listen to PLI podcasts
          </Link>
        </li>
      </ul>
    </aside>
  );
}

/**
 * Page n (2..through), its own request, listed under the pages before it, then page n+1 once it has
 * come (spec 1 §7): the pages are merged and an item repeated on any earlier page is listed once.
 */
function LaterPages({
  state,
  pageNumber,
  through,
  before,
  onRemoved,
}: {
  state: LibraryState;
  pageNumber: number;
  through: number;
  before: readonly (readonly LibraryItem[])[];
  onRemoved: () => void;
}) {
  const page = useLibraryPage(state, pageNumber);
  if (page.error)
    return (
      <div role="alert" css={{ padding: 16 }}>
        <p css={{ margin: '0 0 8px' }}>{LIBRARY_ERROR}</p>
        <Button type="button" variant="secondary" onClick={() => void page.mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!page.data) return <LibrarySkeleton rows={2} label="Loading more items" />;
  const pages = [...before, page.data.items];
  const added = mergeLibraryPages(pages).slice(mergeLibraryPages(before).length);
  return (
    <>
      {added.map((item) => (
        <li key={item.pk}>
          <LibraryItemRow item={item} onRemoved={onRemoved} />
        </li>
      ))}
      {pageNumber < through ? (
        <LaterPages
          state={state}
          pageNumber={pageNumber + 1}
          through={through}
          before={pages}
          onRemoved={onRemoved}
        />
      ) : null}
    </>
  );
}

export function LibraryPage({ title = LIBRARY_TITLE }: { title?: string }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseLibraryUrl(location.search);
  const first = useLibraryPage(state, 1);
  const revalidate = useRevalidateLibrary();
  const headingId = useId();
  // The tab the visitor arrived with: the auto-switch prefers it when it has items (spec 1 §4).
  const arrivalTab = useRef<LibraryTab>(state.tab);
  const switched = useRef<string | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const go = (next: LibraryState, replace = false) =>
    navigate(
      { pathname: location.pathname, search: libraryUrlSearch(next), hash: location.hash },
      { replace },
    );

  // Signed-out visitors are sent to sign in, back to this very URL afterwards.
  useEffect(() => {
    if (auth.ready && !auth.isAuthenticated) signIn(`${location.pathname}${location.search}`);
  }, [auth.ready, auth.isAuthenticated, location.pathname, location.search]);

  // Spec 1 §4: a non-All tab that came back empty switches tab, then refetches once after a delay.
  const data = first.data;
  useEffect(() => {
    if (!data) return;
    const target = autoSwitchTab(
      state.tab,
      data.items.length,
      typeCounters(data.summary),
      arrivalTab.current,
    );
    if (!target || target === state.tab) return;
    const next = selectTab(state, target);
    const key = libraryUrlSearch(next);
    if (switched.current === key) return;
    switched.current = key;
    go(next, true);
    // the new tab's answer arrives in between; the timer must outlive it (cleared only on unmount)
    refetchTimer.current = setTimeout(() => void revalidate(), TAB_SWITCH_REFETCH_MS);
    // state is derived from the URL, which `data` follows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  if (!auth.ready) return <Frame title={title} headingId={headingId} body={<LibrarySkeleton />} />;
  if (!auth.isAuthenticated)
    return (
      <Frame
        title={title}
        headingId={headingId}
        body={
          <div css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
            <p css={{ margin: 0 }}>{SIGN_IN_PROMPT}</p>
            <Button type="button" onClick={() => signIn(`${location.pathname}${location.search}`)}>
              Sign in
            </Button>
          </div>
        }
      />
    );

  const summary = data?.summary;
  const counters = typeCounters(summary);
  const allCount = summary?.headerGroupSearchableTypeCounters.All;
  const filterCount = summary?.count ?? 0;
  const loadedThrough = state.page;
  // summary.count is every matching item: more exist beyond the pages loaded so far
  const hasMore = filterCount > loadedThrough * LIBRARY_PAGE_SIZE;

  const body = (
    <>
      <div
        role="tablist"
        aria-label="Item types"
        css={{
          display: 'flex',
          gap: 4,
          borderBottom: `2px solid ${colors.line}`,
          marginBottom: 20,
          overflowX: 'auto',
        }}
      >
        {TABS.map((tab) => {
          const count = tab === 'All' ? allCount : counters[tab];
          const selected = state.tab === tab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => go(selectTab(state, tab))}
              css={{
                font: 'inherit',
                fontWeight: 600,
                padding: '10px 16px',
                background: 'none',
                border: 0,
                borderBottom: `3px solid ${selected ? colors.red : 'transparent'}`,
                marginBottom: -2,
                color: selected ? colors.ink : colors.inkSoft,
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                '&:focus-visible': focusRing,
              }}
            >
              {tab}
              {count !== undefined ? <span css={{ marginLeft: 6, fontWeight: 400 }}>({count})</span> : null}
            </button>
          );
        })}
      </div>

      <div css={{ display: 'grid', gap: 24, [mq.md]: { gridTemplateColumns: '260px minmax(0, 1fr)' } }}>
        <FilterPanel
          state={state}
          counts={(key) => countsFor(summary?.filterResultSummary ?? [], key)}
          onToggle={(key, value) => go(toggleFilter(state, key, value))}
          onClear={(key) => go(clearFilters(state, key))}
        />
        <div
          role="tabpanel"
          aria-label={`${state.tab} items`}
          css={{ display: 'grid', gap: 16, alignContent: 'start' }}
        >
          <div css={spreadRowCss}>
            <QuickFilters state={state} onToggle={(key, value) => go(toggleFilter(state, key, value))} />
            <SortSelect sort={state.sort} onSort={(sort) => go(selectSort(state, sort))} />
          </div>
          <p aria-live="polite" css={{ margin: 0, fontSize: 14, color: colors.inkSoft, minHeight: 20 }}>
            {summary ? `${filterCount} ${filterCount === 1 ? 'item' : 'items'}` : ''}
          </p>
          {summary && showsSparseState(summary.totalCollectionSize) ? <SparseState /> : null}
          {first.error ? (
            <div role="alert" css={{ padding: 20, background: colors.mist, borderRadius: 8 }}>
              <p css={{ margin: '0 0 12px' }}>{LIBRARY_ERROR}</p>
              <Button type="button" variant="secondary" onClick={() => void first.mutate()}>
                Try again
              </Button>
            </div>
          ) : !data ? (
            <LibrarySkeleton />
          ) : data.items.length === 0 ? (
            <div css={{ padding: '16px 0', display: 'grid', gap: 8, justifyItems: 'start' }}>
              <p css={{ margin: 0 }}>{EMPTY_RESULTS}</p>
              {hasFilters(state) ? (
                <Button type="button" variant="secondary" onClick={() => go(clearFilters(state))}>
                  Clear filters
                </Button>
              ) : null}
            </div>
          ) : (
            <ol aria-labelledby={headingId} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.items.map((item) => (
                <li key={item.pk}>
                  <LibraryItemRow item={item} onRemoved={() => void revalidate()} />
                </li>
              ))}
              {loadedThrough > 1 ? (
                <LaterPages
                  state={state}
                  pageNumber={2}
                  through={loadedThrough}
                  before={[data.items]}
                  onRemoved={() => void revalidate()}
                />
              ) : null}
            </ol>
          )}
          {data && hasMore ? (
            <div css={{ textAlign: 'center' }}>
              <Button type="button" variant="secondary" onClick={() => go(loadMore(state), true)}>
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
  return <Frame title={title} headingId={headingId} body={body} />;
}

function Frame({ title, headingId, body }: { title: string; headingId: string; body: ReactNode }) {
  return (
    <PageFrame>
      <h1 id={headingId} css={{ fontSize: 32, margin: '0 0 20px', [mq.md]: { fontSize: 40 } }}>
        {title}
      </h1>
      {body}
    </PageFrame>
  );
}
