// The search results page (spec 1 §2, §4): everything it shows is derived from the URL, so a URL
// reproduces the page on reload; changes push (filters, tabs, sort) or replace (load more, flags).
import { useAuth } from '@cle/contracts/auth';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { useSearchResults } from './api/use-search-results';
import { FacetPanel } from './components/facet-panel';
import { FilterColumn } from './components/filter-column';
import { ResultsColumn } from './components/results-column';
import { SearchTabs } from './components/results-sections';
import { pageHeading } from './results-rules';
import { columnsCss, headingCss } from './search-results-page.styles';
import { isChecked, setGroup, toggleFilter } from './search-url';

export interface SearchResultsPageProps {
  /** page title from the CMS; spec 1 §2 fallback 'Search Results' */
  title?: string;
  /** the CMS page's properties (recommendedSearches, semanticFiltersEnabled); fetched when absent */
  properties?: Record<string, unknown>;
}

export function SearchResultsPage({ title, properties }: SearchResultsPageProps) {
  const results = useSearchResults(properties);
  const { state, data, base, update } = results;
  const { isAuthenticated } = useAuth();

  return (
    <PageFrame maxWidth={1440}>
      <h1 ref={results.headingRef} tabIndex={-1} css={headingCss}>
        {pageHeading(state.query, title)}
      </h1>

      <SearchTabs
        selected={state.tab}
        group={results.group('contentTabs')}
        onSelect={(tab) => update((latest) => ({ ...latest, tab, page: 1, newSearch: false }))}
      />

      <div css={columnsCss}>
        <FilterColumn>
          {data ? (
            <FacetPanel
              groups={results.groups}
              isChecked={(g, v) => isChecked(base, g, v)}
              hasFilters={results.filtered}
              onToggle={(g, v) => update((_, latest) => toggleFilter(latest, g, v))}
              onDateRange={(v) => update((_, latest) => setGroup(latest, 'dateRange', v ? [v] : []))}
              onClear={results.clearAll}
            />
          ) : (
            <Skeleton rows={8} label="Loading filters" />
          )}
        </FilterColumn>
        <ResultsColumn results={results} signedIn={isAuthenticated} />
      </div>
    </PageFrame>
  );
}
