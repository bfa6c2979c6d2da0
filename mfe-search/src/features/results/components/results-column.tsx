// The results page's results column (the content tabs' panel): semantic and quick filters, the count
// and sort bar, the results or the no-results state, 'Load more' and the popular searches.
import { hasFilters, isChecked, loadMore, toggleFilter } from '../search-url';
import type { SearchResults } from '../api/use-search-results';
import { withoutSemanticFilter } from '../results-rules';
import { ResultEntries } from './result-entries';
import { ResultsBar, ResultsState } from './result-list';
import { NoResults, QuickFilters, RecommendedSearchLinks, SemanticFilters } from './results-sections';
import type { MarketingModule } from './results-sections';

export function ResultsColumn({ results, signedIn }: { results: SearchResults; signedIn: boolean }) {
  const { state, settings, data, suggested, base, status, update } = results;
  const { items, itemRef, loadMoreButton } = results.paging;
  const recommended = settings?.recommendedSearches;
  const semanticShown =
    results.semanticApplied ||
    (settings?.semanticFiltersEnabled && state.semanticFiltersDisabled && !hasFilters(state));
  return (
    <section
      id="search-results"
      role="tabpanel"
      aria-labelledby={`search-tab-${state.tab}`}
      aria-busy={results.isValidating}
      data-new-search={results.newSearch}
    >
      <SemanticFilters
        facets={semanticShown ? suggested : []}
        applied={results.semanticApplied}
        onRemove={(f) => update((latest) => withoutSemanticFilter(latest, suggested, f))}
        onDisable={() => update((latest) => ({ ...latest, page: 1, semanticFiltersDisabled: true }))}
        onEnable={() => update((latest) => ({ ...latest, page: 1, semanticFiltersDisabled: false }))}
      />
      <QuickFilters
        group={results.group('format')}
        isChecked={(v) => isChecked(base, 'format', v)}
        onToggle={(v) => update((_, latest) => toggleFilter(latest, 'format', v))}
      />
      <ResultsBar
        data={data}
        sort={state.sort}
        onSort={(sort) => update((latest) => ({ ...latest, sort, page: 1, newSearch: false }))}
      />
      <ResultsState error={results.error} loaded={Boolean(data)} onRetry={results.retry}>
        {status && status !== 'has-results' ? (
          recommended ? (
            <NoResults status={status} list={recommended} onClearFilters={results.clearAll} />
          ) : null
        ) : (
          <ResultEntries
            items={items}
            modules={(data?.marketingModules ?? []) as MarketingModule[]}
            itemRef={itemRef}
            signedIn={signedIn}
            explain={state.explain}
          />
        )}
      </ResultsState>
      {loadMoreButton(() => update(loadMore, true))}
      {data && !state.query.trim() && recommended ? (
        <RecommendedSearchLinks list={recommended} heading="Popular searches" />
      ) : null}
    </section>
  );
}
