// The search results page (spec 1 §2, §4): everything it shows is derived from the URL, so a URL
// reproduces the page on reload; changes push (filters, tabs, sort) or replace (load more, flags).
import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { Facet } from '@cle/contracts/schemas';
import { toast } from '@cle/contracts/toast';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, focusRing, mq } from '@cle/ui/theme';
import { track } from '../../lib/track';
import type { FacetParam } from '../../lib/search-link';
import { FacetPanel } from './facet-panel';
import { ResultCard } from './result-card';
import {
  consumeActionParams,
  materializeSemantic,
  needsQueryOnlyCheck,
  newSearchReducer,
  pageHeading,
  resultStatus,
  semanticFiltersApply,
  withMarketing,
  withoutNewSearchFlag,
} from './results-rules';
import {
  MarketingCard,
  NoResults,
  QuickFilters,
  RecommendedSearchLinks,
  SearchTabs,
  SemanticFilters,
  type MarketingModule,
} from './results-sections';
import {
  clearFilters,
  hasFilters,
  isChecked,
  loadMore,
  parseSearchParams,
  queryOnlyRequest,
  remaining,
  setGroup,
  toggleFilter,
  toSearchParams,
  toSearchRequest,
  type SearchState,
} from './search-url';
import { useSearchPageSettings } from './use-page-settings';
import { isSearchKey, useSearch } from './use-search';

export interface SearchResultsPageProps {
  /** page title from the CMS; spec 1 §2 fallback 'Search Results' */
  title?: string;
  /** the CMS page's properties (recommendedSearches, semanticFiltersEnabled); fetched when absent */
  properties?: Record<string, unknown>;
}

export function SearchResultsPage({ title, properties }: SearchResultsPageProps) {
  const [params, setParams] = useSearchParams();
  const state = parseSearchParams(params);
  const settings = useSearchPageSettings(properties);
  const { isAuthenticated } = useAuth();
  const { mutate: mutateAll } = useSWRConfig();
  const [newSearch, dispatch] = useReducer(newSearchReducer, true);
  // below medium screens the filters fold away behind a button
  const [filtersOpen, setFiltersOpen] = useState(false);

  const semanticOn = Boolean(settings?.semanticFiltersEnabled) && semanticFiltersApply(true, params);
  const request = settings ? toSearchRequest(state, { semanticFilters: semanticOn }) : null;
  const { data, error, isLoading, isValidating, mutate } = useSearch(request, { keepPrevious: !newSearch });

  const items = data?.searchResults.searchResultsItems ?? [];
  const hits = data?.searchResultSummary.noOfHits ?? 0;
  const groups = data?.facetResults.facetGroups ?? [];
  const group = (id: string) => groups.find((g) => g.groupTypeId === id);
  const suggested = group('suggestedFilters')?.facets ?? [];
  const semanticApplied = semanticOn && suggested.some((f) => f.checked);
  // filter changes start from what the page shows: applied semantic filters become explicit
  const base = semanticApplied ? materializeSemantic(state, suggested) : state;
  const filtered = hasFilters(state) || semanticApplied;
  const queryOnly = useSearch(
    needsQueryOnlyCheck(data && !isLoading ? hits : undefined, filtered) ? queryOnlyRequest(state) : null,
  );
  const status = data ? resultStatus(hits, filtered, queryOnly.data?.searchResultSummary.noOfHits) : null;

  const update = (next: SearchState, replace = false) => setParams(toSearchParams(next), { replace });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);

  // successAction / errorAction / program / response: shown once, then removed from the URL
  useEffect(() => {
    const { message, rest } = consumeActionParams(params);
    if (!message) return;
    toast.show({ type: message.kind === 'error' ? 'alert' : 'confirmation', content: message.text });
    setParams(rest, { replace: true });
  }, [params, setParams]);

  // a new search from the overlay (flag in the URL) and browser back turn new-search mode on
  useEffect(() => {
    if (state.newSearch) dispatch('new-search');
  }, [state.newSearch]);
  useEffect(() => {
    const onPop = () => dispatch('back');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // results arrived: leave new-search mode, clear the URL flag
  const arrived = Boolean(data) && !isLoading && !error;
  useEffect(() => {
    if (!arrived || !newSearch) return;
    dispatch('results');
    track('results', { query: state.query, hits, fromOverlay: state.fromOverlay });
    if (state.newSearch) setParams(withoutNewSearchFlag(params), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived, newSearch]);

  // on error: recorded (shown below), search cache invalidated, tracked, new-search flag cleared
  useEffect(() => {
    if (!error) return;
    // every other cached search goes (writing undefined into this key would also wipe its error)
    const current = request ? JSON.stringify(request) : '';
    void mutateAll((key) => isSearchKey(key) && (key as readonly string[])[1] !== current, undefined, {
      revalidate: false,
    });
    track('error', { query: state.query, message: error instanceof Error ? error.message : String(error) });
    dispatch('error');
    if (params.has('newSearch')) setParams(withoutNewSearchFlag(params), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  // load more: focus moves to the first newly loaded result
  useEffect(() => {
    const from = focusFrom.current;
    if (from !== null && items.length > from) {
      focusFrom.current = null;
      itemRefs.current[from]?.focus();
    }
  }, [items.length]);

  const toggle = (g: FacetParam, v: string) => update(toggleFilter(base, g, v));
  const removeSemantic = (f: Facet) => {
    const m = materializeSemantic(state, suggested);
    const g = (f.altValue ?? '') as FacetParam;
    const v = f.value.slice(f.value.indexOf(':') + 1);
    update({
      ...setGroup(
        m,
        g,
        m.filters[g].filter((x) => x !== v),
      ),
      semanticFiltersDisabled: true,
    });
  };
  const entries = withMarketing(items, (data?.marketingModules ?? []) as MarketingModule[]);
  const left = remaining(hits, items.length);
  const topScore = items[0]?.score ?? 0;
  const recommended = settings?.recommendedSearches;

  return (
    <div
      css={{
        maxWidth: 1440,
        margin: '0 auto',
        padding: '24px 16px 48px',
        [mq.lg]: { padding: '32px 32px 64px' },
      }}
    >
      <h1 ref={headingRef} tabIndex={-1} css={{ fontSize: 32, margin: '0 0 16px', outline: 'none' }}>
        {pageHeading(state.query, title)}
      </h1>

      <SearchTabs
        selected={state.tab}
        group={group('contentTabs')}
        onSelect={(tab) => update({ ...state, tab, page: 1, newSearch: false })}
      />

      <div css={{ display: 'grid', gap: 24, [mq.md]: { gridTemplateColumns: '280px 1fr' } }}>
        <div>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="search-filter-panel"
            onClick={() => setFiltersOpen((o) => !o)}
            css={{
              font: 'inherit',
              fontWeight: 600,
              width: '100%',
              padding: '10px 12px',
              background: colors.mist,
              border: `1px solid ${colors.line}`,
              borderRadius: 4,
              cursor: 'pointer',
              '&:focus-visible': focusRing,
              [mq.md]: { display: 'none' },
            }}
          >
            {filtersOpen ? 'Hide filters' : 'Show filters'}
          </button>
          <div
            id="search-filter-panel"
            css={{
              display: filtersOpen ? 'block' : 'none',
              marginTop: 12,
              [mq.md]: { display: 'block', marginTop: 0 },
            }}
          >
            {data ? (
              <FacetPanel
                groups={groups}
                isChecked={(g, v) => isChecked(base, g, v)}
                hasFilters={filtered}
                onToggle={toggle}
                onDateRange={(v) => update(setGroup(base, 'dateRange', v ? [v] : []))}
                onClear={() =>
                  update({
                    ...clearFilters(state),
                    semanticFiltersDisabled: state.semanticFiltersDisabled || suggested.length > 0,
                  })
                }
              />
            ) : (
              <Skeleton rows={8} label="Loading filters" />
            )}
          </div>
        </div>

        <section
          id="search-results"
          role="tabpanel"
          aria-labelledby={`search-tab-${state.tab}`}
          aria-busy={isValidating}
          data-new-search={newSearch}
        >
          <SemanticFilters
            facets={
              semanticApplied ||
              (settings?.semanticFiltersEnabled && state.semanticFiltersDisabled && !hasFilters(state))
                ? suggested
                : []
            }
            applied={semanticApplied}
            onRemove={removeSemantic}
            onDisable={() => update({ ...state, page: 1, semanticFiltersDisabled: true })}
            onEnable={() => update({ ...state, page: 1, semanticFiltersDisabled: false })}
          />
          <QuickFilters
            group={group('format')}
            isChecked={(v) => isChecked(base, 'format', v)}
            onToggle={(v) => toggle('format', v)}
          />
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
              {data ? `${hits.toLocaleString('en-US')} ${hits === 1 ? 'result' : 'results'}` : ''}
            </p>
            <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              Sort by
              <select
                value={state.sort}
                onChange={(e) => update({ ...state, sort: e.target.value, page: 1, newSearch: false })}
                css={{ font: 'inherit', padding: 6 }}
              >
                {(data?.sortResults.sortResultItems ?? [{ value: state.sort, sortTitle: 'Relevance' }]).map(
                  (s) => (
                    <option key={s.value} value={s.value}>
                      {s.sortTitle}
                    </option>
                  ),
                )}
              </select>
            </label>
          </div>

          {error ? (
            <div role="alert" css={{ padding: 24, background: colors.mist, marginTop: 16 }}>
              <p>Search is unavailable right now.</p>
              <Button type="button" variant="secondary" onClick={() => void mutate()}>
                Try again
              </Button>
            </div>
          ) : !data ? (
            <Skeleton rows={10} label="Loading results" />
          ) : status && status !== 'has-results' ? (
            recommended ? (
              <NoResults
                status={status}
                list={recommended}
                onClearFilters={() =>
                  update({
                    ...clearFilters(state),
                    semanticFiltersDisabled: state.semanticFiltersDisabled || suggested.length > 0,
                  })
                }
              />
            ) : null
          ) : (
            <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {entries.map((e) =>
                e.kind === 'item' ? (
                  <li key={e.item.pk}>
                    <ResultCard
                      ref={(el) => {
                        itemRefs.current[e.index] = el;
                      }}
                      item={e.item}
                      signedIn={isAuthenticated}
                      explain={state.explain ? { topScore } : null}
                    />
                  </li>
                ) : (
                  <li key={`marketing-${e.module.heading}`}>
                    <MarketingCard module={e.module} />
                  </li>
                ),
              )}
            </ol>
          )}

          {data && !error && left > 0 ? (
            <div css={{ textAlign: 'center', marginTop: 24 }}>
              <Button
                type="button"
                variant="secondary"
                disabled={isValidating}
                onClick={() => {
                  focusFrom.current = items.length;
                  update(loadMore(state), true);
                }}
              >
                Load more ({left.toLocaleString('en-US')} remaining)
              </Button>
            </div>
          ) : null}
          {data && !state.query.trim() && recommended ? (
            <RecommendedSearchLinks list={recommended} heading="Popular searches" />
          ) : null}
        </section>
      </div>
    </div>
  );
}
