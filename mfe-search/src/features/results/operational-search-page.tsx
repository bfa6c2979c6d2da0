// The operational search result page (spec 1 §2): results for one facet group whose values come from
// the URL (semicolon-separated) and whose group and operation come from the page settings.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, mq } from '@cle/ui/theme';
import { PARAMS } from '../../lib/search-link';
import { operationalRequest, operationalSettings, parseOperationalParams } from './operational-rules';
import { ResultCard } from './result-card';
import { FALLBACK_TITLE } from './results-rules';
import { DEFAULT_SORT, remaining } from './search-url';
import { useSearch } from './use-search';

export interface OperationalSearchPageProps {
  title?: string;
  /** page settings: facetGroup (e.g. creditType) and facetOperation (or | and) */
  properties?: Record<string, unknown>;
}

export function OperationalSearchPage({ title, properties }: OperationalSearchPageProps) {
  const [params, setParams] = useSearchParams();
  const settings = operationalSettings(properties);
  const q = parseOperationalParams(settings, params);
  const { isAuthenticated } = useAuth();
  const { data, error, isValidating, mutate } = useSearch(operationalRequest(settings, q));
  const items = data?.searchResults.searchResultsItems ?? [];
  const hits = data?.searchResultSummary.noOfHits ?? 0;
  const left = remaining(hits, items.length);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from !== null && items.length > from) {
      focusFrom.current = null;
      itemRefs.current[from]?.focus();
    }
  }, [items.length]);

  const names = (groupId: string, values: string[]) => {
    const facets = data?.facetResults.facetGroups.find((g) => g.groupTypeId === groupId)?.facets ?? [];
    return values.map((v) => facets.find((f) => f.value.toUpperCase() === v.toUpperCase())?.name ?? v);
  };
  const set = (key: string, value: string | null, replace = false) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (key !== PARAMS.page) next.delete(PARAMS.page);
    setParams(next, { replace });
  };
  const joiner = settings.facetOperation === 'and' ? ' and ' : ' or ';

  return (
    <div
      css={{
        maxWidth: 1100,
        margin: '0 auto',
        padding: '24px 16px 48px',
        [mq.lg]: { padding: '32px 32px 64px' },
      }}
    >
      <h1 css={{ fontSize: 32, margin: '0 0 8px' }}>{title || FALLBACK_TITLE}</h1>
      {q.values.length ? (
        <p data-testid="operational-filter" css={{ margin: '0 0 16px', color: colors.inkSoft }}>
          {names(settings.facetGroup, q.values).join(joiner)}
          {q.jurisdictions.length ? ` in ${names('jurisdictions', q.jurisdictions).join(', ')}` : ''}
        </p>
      ) : null}
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
            value={q.sort}
            onChange={(e) => set(PARAMS.sort, e.target.value === DEFAULT_SORT ? null : e.target.value)}
            css={{ font: 'inherit', padding: 6 }}
          >
            {(data?.sortResults.sortResultItems ?? [{ value: q.sort, sortTitle: 'Relevance' }]).map((s) => (
              <option key={s.value} value={s.value}>
                {s.sortTitle}
              </option>
            ))}
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
      ) : items.length === 0 ? (
        <p css={{ padding: '24px 0' }}>No results found</p>
      ) : (
        <ol aria-busy={isValidating} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, i) => (
            <li key={item.pk}>
              <ResultCard
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                item={item}
                signedIn={isAuthenticated}
              />
            </li>
          ))}
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
              set(PARAMS.page, String(q.page + 1), true);
            }}
          >
            Load more ({left.toLocaleString('en-US')} remaining)
          </Button>
        </div>
      ) : null}
    </div>
  );
}
