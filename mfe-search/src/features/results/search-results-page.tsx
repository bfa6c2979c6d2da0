import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, mq } from '@cle/ui/theme';
import { FacetPanel } from './facet-panel';
import { ResultCard } from './result-card';
import {
  hasFilters,
  parseSearchParams,
  remaining,
  TABS,
  toggleFilter,
  toSearchParams,
  toSearchRequest,
  type SearchState,
} from './search-url';
import { useSearch } from './use-search';

export interface SearchResultsPageProps {
  /** page title from the CMS; spec 1 §2 fallback 'Search Results' */
  title?: string;
}

/** Marketing modules go after the 2nd result (spec 1 §2). */
export const MARKETING_AFTER = 2;

export function SearchResultsPage({ title }: SearchResultsPageProps) {
  const [params, setParams] = useSearchParams();
  const state = parseSearchParams(params);
  const request = toSearchRequest(state);
  const { data, error, isLoading, isValidating, mutate } = useSearch(request);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const update = (next: SearchState, replace = false) => setParams(toSearchParams(next), { replace });

  // The new-search flag is cleared once results arrive.
  useEffect(() => {
    if (data && state.newSearch) update({ ...state, newSearch: false }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const items = data?.searchResults.searchResultsItems ?? [];
  const hits = data?.searchResultSummary.noOfHits ?? 0;
  const tabs = data?.facetResults.facetGroups.find((g) => g.groupTypeId === 'contentTabs');
  const marketing = data?.marketingModules ?? [];
  const left = remaining(hits, items.length);

  return (
    <div
      css={{
        maxWidth: 1440,
        margin: '0 auto',
        padding: '24px 16px 48px',
        [mq.lg]: { padding: '32px 32px 64px' },
      }}
    >
      <h1 ref={headingRef} css={{ fontSize: 32, margin: '0 0 16px' }}>
        {state.query ? `Results for “${state.query}”` : (title ?? 'Search Results')}
      </h1>

      <div
        role="tablist"
        aria-label="Content type"
        css={{
          display: 'flex',
          gap: 4,
          flexWrap: 'wrap',
          borderBottom: `1px solid ${colors.line}`,
          marginBottom: 16,
        }}
      >
        {TABS.map((tab) => {
          const count = tabs?.facets.find((f) => f.value === tab)?.count;
          const selected = state.tab === tab;
          return (
            <button
              key={tab}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls="search-results"
              onClick={() => update({ ...state, tab, page: 1 })}
              css={{
                font: 'inherit',
                padding: '10px 14px',
                background: 'none',
                border: 0,
                borderBottom: `3px solid ${selected ? colors.red : 'transparent'}`,
                fontWeight: selected ? 700 : 500,
                cursor: 'pointer',
              }}
            >
              {tab}
              {count !== undefined ? ` (${count.toLocaleString('en-US')})` : ''}
            </button>
          );
        })}
      </div>

      <div css={{ display: 'grid', gap: 24, [mq.md]: { gridTemplateColumns: '280px 1fr' } }}>
        <div>
          {data ? (
            <FacetPanel
              groups={data.facetResults.facetGroups}
              onToggle={(g, v) => update(toggleFilter(state, g, v))}
            />
          ) : (
            <Skeleton rows={8} label="Loading filters" />
          )}
        </div>

        <section id="search-results" aria-labelledby="result-count" aria-busy={isValidating}>
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
                onChange={(e) => update({ ...state, sort: e.target.value, page: 1 })}
                css={{ font: 'inherit', padding: 6 }}
              >
                {(data?.sortResults.sortResultItems ?? [{ value: 'relevance', sortTitle: 'Relevance' }]).map(
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
          ) : isLoading && !data ? (
            <Skeleton rows={10} label="Loading results" />
          ) : items.length === 0 ? (
            <div css={{ padding: '32px 0' }}>
              <h2>No results found</h2>
              <p>
                {hasFilters(state)
                  ? 'Try removing some filters to see more results.'
                  : 'Try a different search term.'}
              </p>
            </div>
          ) : (
            <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item, i) => (
                <li key={item.pk}>
                  <ResultCard item={item} explain={state.explain} />
                  {i + 1 === MARKETING_AFTER
                    ? marketing.map((m) => (
                        <aside
                          key={m.heading}
                          aria-label={m.heading}
                          css={{
                            background: colors.charcoal,
                            color: colors.paper,
                            padding: 24,
                            borderRadius: 8,
                            margin: '16px 0',
                          }}
                        >
                          <h3 css={{ margin: 0 }}>{m.heading}</h3>
                          <p>{m.body}</p>
                          {m.link ? (
                            <a href={m.link.href} css={{ color: colors.paper, fontWeight: 700 }}>
                              {m.link.text}
                            </a>
                          ) : null}
                        </aside>
                      ))
                    : null}
                </li>
              ))}
            </ol>
          )}

          {data && left > 0 ? (
            <div css={{ textAlign: 'center', marginTop: 24 }}>
              <Button
                type="button"
                variant="secondary"
                disabled={isValidating}
                onClick={() => update({ ...state, page: state.page + 1 }, true)}
              >
                Load more ({left.toLocaleString('en-US')} remaining)
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
