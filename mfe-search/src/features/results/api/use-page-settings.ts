// The search page's CMS settings: from the page props in the shell, else fetched by friendly URL and
// user (an embedded search has no page props; spec 1 §7, userId defaults to ANON).
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { RecommendedSearches } from '@cle/contracts/schemas';
import { getPageContent } from '../../../lib/search-api';
import { SEARCH_PAGE_PATH } from '../../../lib/search-link';
import { recommendedSearchesOf } from '../results-rules';

export interface SearchPageSettings {
  recommendedSearches: RecommendedSearches;
  semanticFiltersEnabled: boolean;
}

export function useSearchPageSettings(properties?: Record<string, unknown>): SearchPageSettings | null {
  const { individualSk, ready } = useAuth();
  const { data, error } = useSWR(
    !properties && ready ? (['/content', SEARCH_PAGE_PATH, individualSk ?? 'ANON'] as const) : null,
    ([, url, user]: readonly [string, string, string]) => getPageContent(url, user),
    { shouldRetryOnError: false },
  );
  const props = properties ?? data?.properties;
  if (!props && !error) return null;
  return {
    recommendedSearches: recommendedSearchesOf(props?.recommendedSearches),
    semanticFiltersEnabled: props?.semanticFiltersEnabled === true,
  };
}
