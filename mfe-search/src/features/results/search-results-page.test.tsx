import { act, screen, waitFor } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import type { Cache } from 'swr';
import type { SearchResponse } from '@cle/contracts/schemas';
import { api, apiError, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { oneEthicsResult } from '../../test/fixtures';
import { SearchResultsPage } from './search-results-page';

const PROPERTIES = {
  recommendedSearches: {
    enable: true,
    keywords: ['Ethics'],
    noResultsTitle: 'No results found',
    noResultsSubhead: 'Try a different search term.',
    noResultsSubheadTooManyFilters: 'Try removing some filters.',
  },
  semanticFiltersEnabled: true,
};

function renderPage(url: string, cache: Cache) {
  return renderWithProviders(<SearchResultsPage title="Search Results" properties={PROPERTIES} />, {
    path: url,
    cache,
    showLocation: true,
  });
}

describe('search results page: the error path (spec 1 §4)', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  test('[S1-SEARCH-26] [S1-SEARCH-27] [S1-SEARCH-28] [S1-SEARCH-29] a failed search is recorded, the search cache invalidated, the error tracked and the new-search flag cleared', async () => {
    server.use(api.post('/search', () => apiError(500, 'search engine down')));
    const cache = new Map() as unknown as Cache;
    // an earlier search, cached
    const stale = ['/search', JSON.stringify({ query: 'older' })];
    const swrKeyOf = unstable_serialize(stale);
    cache.set(swrKeyOf, { data: { searchResultSummary: { noOfHits: 3 } }, _k: stale } as never);

    renderPage('/search?query=ethics&newSearch=true', cache);

    // recorded: the page shows the error and offers to try again
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // invalidated: the other cached search has no data any more
    await waitFor(() =>
      expect((cache.get(swrKeyOf) as { data?: unknown } | undefined)?.data).toBeUndefined(),
    );
    // tracked
    expect(window.dataLayer).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'search:error', query: 'ethics' })]),
    );
    // the new-search flag is cleared from the URL
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?query=ethics'));
  });

  test('[S1-SEARCH-30] results clear the new-search flag and are tracked as a search', async () => {
    server.use(api.post<SearchResponse>('/search', () => oneEthicsResult()));
    renderPage('/search?query=ethics&newSearch=true&searchOverlay=true', new Map() as unknown as Cache);
    expect(await screen.findByRole('link', { name: 'Ethics for Lawyers' })).toHaveAttribute(
      'href',
      '/programs/ethics',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/search?query=ethics&searchOverlay=true'),
    );
    expect(window.dataLayer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'search:results', hits: 1, fromOverlay: true }),
      ]),
    );
    expect(screen.getByText('1 result')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
