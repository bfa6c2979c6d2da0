// The search results page (spec 1 §2, §4): everything it shows is derived from the URL, so a URL
// reproduces the page on reload; changes push (filters, tabs, sort) or replace (load more, flags).
import { useDeferredValue, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import type { Facet } from '@cle/contracts/schemas';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { bareList, mq } from '@cle/ui/theme';
import type { FacetParam } from '../../lib/search-link';
import { FacetPanel } from './facet-panel';
import { FilterColumn } from './filter-column';
import { ResultCard } from './result-card';
import { ResultsBar, ResultsState, useResultsPaging } from './result-list';
import {
  materializeSemantic,
  needsQueryOnlyCheck,
  newSearchReducer,
  pageHeading,
  resultStatus,
  semanticFiltersApply,
  withMarketing,
} from './results-rules';
import {
  MarketingCard,
  NoResults,
  QuickFilters,
  RecommendedSearchLinks,
  SearchTabs,
  SemanticFilters,
} from './results-sections';
import type { MarketingModule } from './results-sections';
import {
  clearFilters,
  hasFilters,
  isChecked,
  loadMore,
  parseSearchParams,
  queryOnlyRequest,
  setGroup,
  toggleFilter,
  toSearchParams,
  toSearchRequest,
} from './search-url';
import type { SearchState } from './search-url';
import { useSearchPageSettings } from './use-page-settings';
import { useResultsEffects } from './use-results-effects';
import { useSearch } from './use-search';

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
  const [newSearch, dispatch] = useReducer(newSearchReducer, true);

  const semanticOn = Boolean(settings?.semanticFiltersEnabled) && semanticFiltersApply(true, params);
  const request = settings ? toSearchRequest(state, { semanticFilters: semanticOn }) : null;
  const search = useSearch(request, { keepPrevious: !newSearch });
  const { error, isLoading, isValidating, mutate } = search;
  // SWR hands results over in a synchronous render; deferred, the results render as a transition, in
  // slices a phone's main thread can interleave with input, not as one long task
  const data = useDeferredValue(search.data);

  const { items, hits, itemRef, loadMoreButton } = useResultsPaging({ data, error, isValidating });
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
  useResultsEffects({
    params,
    setParams,
    state,
    request,
    arrived: Boolean(data) && !isLoading && !error,
    error,
    hits,
    newSearch,
    dispatch,
    headingRef,
  });

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
  const topScore = items[0]?.score ?? 0;
  const recommended = settings?.recommendedSearches;

  const clearAll = () =>
    update({
      ...clearFilters(state),
      semanticFiltersDisabled: state.semanticFiltersDisabled || suggested.length > 0,
    });

  return (
    <PageFrame maxWidth={1440}>
      <h1 ref={headingRef} tabIndex={-1} css={{ fontSize: 32, margin: '0 0 16px', outline: 'none' }}>
        {pageHeading(state.query, title)}
      </h1>

      <SearchTabs
        selected={state.tab}
        group={group('contentTabs')}
        onSelect={(tab) => update({ ...state, tab, page: 1, newSearch: false })}
      />

      <div css={{ display: 'grid', gap: 24, [mq.md]: { gridTemplateColumns: '280px 1fr' } }}>
        <FilterColumn>
          {data ? (
            <FacetPanel
              groups={groups}
              isChecked={(g, v) => isChecked(base, g, v)}
              hasFilters={filtered}
              onToggle={toggle}
              onDateRange={(v) => update(setGroup(base, 'dateRange', v ? [v] : []))}
              onClear={clearAll}
            />
          ) : (
            <Skeleton rows={8} label="Loading filters" />
          )}
        </FilterColumn>

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
          <ResultsBar
            data={data}
            sort={state.sort}
            onSort={(sort) => update({ ...state, sort, page: 1, newSearch: false })}
          />

          <ResultsState error={error} loaded={Boolean(data)} onRetry={() => void mutate()}>
            {status && status !== 'has-results' ? (
              recommended ? (
                <NoResults status={status} list={recommended} onClearFilters={clearAll} />
              ) : null
            ) : (
              <ol css={bareList}>
                {entries.map((e) =>
                  e.kind === 'item' ? (
                    <li key={e.item.pk}>
                      <ResultCard
                        ref={itemRef(e.index)}
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
          </ResultsState>

          {loadMoreButton(() => update(loadMore(state), true))}
          {data && !state.query.trim() && recommended ? (
            <RecommendedSearchLinks list={recommended} heading="Popular searches" />
          ) : null}
        </section>
      </div>
    </PageFrame>
  );
}
