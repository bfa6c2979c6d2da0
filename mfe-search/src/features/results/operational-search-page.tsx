// The operational search result page (spec 1 §2): results for one facet group whose values come from
// the URL (semicolon-separated) and whose group and operation come from the page settings.
import { useLatestSearchParams } from '../../lib/use-latest-search-params';
import { useAuth } from '@cle/contracts/auth';
import { PageFrame } from '@cle/ui/page-frame';
import { bareList, colors } from '@cle/ui/theme';
import { PARAMS } from '../../lib/search-link';
import { operationalRequest, operationalSettings, parseOperationalParams } from './operational-rules';
import { ResultCard } from './components/result-card';
import { ResultsBar, ResultsState } from './components/result-list';
import { useResultsPaging } from './hooks/use-results-paging';
import { FALLBACK_TITLE } from './results-rules';
import { DEFAULT_SORT } from './search-url';
import { useSearch } from './api/use-search';

export interface OperationalSearchPageProps {
  title?: string;
  /** page settings: facetGroup (e.g. creditType) and facetOperation (or | and) */
  properties?: Record<string, unknown>;
}

export function OperationalSearchPage({ title, properties }: OperationalSearchPageProps) {
  const [params, changeParams] = useLatestSearchParams();
  const settings = operationalSettings(properties);
  const q = parseOperationalParams(settings, params);
  const { isAuthenticated } = useAuth();
  const { data, error, isValidating, mutate } = useSearch(operationalRequest(settings, q));
  const { items, itemRef, loadMoreButton } = useResultsPaging({ data, error, isValidating });

  const names = (groupId: string, values: string[]) => {
    const facets = data?.facetResults.facetGroups.find((g) => g.groupTypeId === groupId)?.facets ?? [];
    return values.map((v) => facets.find((f) => f.value.toUpperCase() === v.toUpperCase())?.name ?? v);
  };
  const set = (key: string, value: string | null, replace = false) =>
    changeParams(
      (latest) => {
        const next = new URLSearchParams(latest);
        if (value === null) next.delete(key);
        else next.set(key, value);
        if (key !== PARAMS.page) next.delete(PARAMS.page);
        return next;
      },
      { replace },
    );
  const joiner = settings.facetOperation === 'and' ? ' and ' : ' or ';

  return (
    <PageFrame maxWidth={1100}>
      <h1 css={{ fontSize: 32, margin: '0 0 8px' }}>{title || FALLBACK_TITLE}</h1>
      {q.values.length ? (
        <p data-testid="operational-filter" css={{ margin: '0 0 16px', color: colors.inkSoft }}>
          {names(settings.facetGroup, q.values).join(joiner)}
          {q.jurisdictions.length ? ` in ${names('jurisdictions', q.jurisdictions).join(', ')}` : ''}
        </p>
      ) : null}
      <ResultsBar
        data={data}
        sort={q.sort}
        onSort={(value) => set(PARAMS.sort, value === DEFAULT_SORT ? null : value)}
      />
      <ResultsState error={error} loaded={Boolean(data)} onRetry={() => void mutate()}>
        {items.length === 0 ? (
          <p css={{ padding: '24px 0' }}>No results found</p>
        ) : (
          <ol aria-busy={isValidating} css={bareList}>
            {items.map((item, i) => (
              <li key={item.pk}>
                <ResultCard ref={itemRef(i)} item={item} signedIn={isAuthenticated} />
              </li>
            ))}
          </ol>
        )}
      </ResultsState>
      {loadMoreButton(() => set(PARAMS.page, String(q.page + 1), true))}
    </PageFrame>
  );
}
