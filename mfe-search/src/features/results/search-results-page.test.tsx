import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import type { Cache } from 'swr';
import type { SearchResponse } from '@cle/contracts/schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
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

/** A facet group with one practice area, unticked. */
const PRACTICE_AREAS = {
  groupTypeId: 'practiceArea',
  name: 'Practice areas',
  behavior: 'checkbox-or' as const,
  facets: [
    {
      value: 'Tax Law|25',
      name: 'Tax Law',
      group: 'practiceArea',
      checked: false,
      disabled: false,
      count: 3,
    },
  ],
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

describe('search results page: the URL and the request (spec 1 §2, §5)', () => {
  test('[S1-SEARCH-36] [S1-SEARCH-38] [S1-SEARCH-40] no page parameter asks for the first page of 20; a practice area and a date range go into the URL as name|value', async () => {
    const calls = recordApiCalls();
    server.use(
      api.post<SearchResponse>('/search', () => ({
        searchResultSummary: { noOfHits: 1, currentPage: 1, searchHash: 'x' },
        searchResults: {
          searchResultsItems: [
            {
              pk: '1',
              title: 'Tax Ethics',
              url: '/programs/tax',
              searchableType: 'liveprogram',
              productCode: '1',
            },
          ],
        },
        facetResults: {
          facetGroups: [
            PRACTICE_AREAS,
            { groupTypeId: 'dateRange', name: 'Dates', behavior: 'date-picker', facets: [] },
          ],
        },
        marketingModules: [],
        sortResults: { sortResultItems: [] },
      })),
    );
    renderPage('/search?query=tax', new Map() as unknown as Cache);
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    const searches = () =>
      calls.filter((c) => c.path === '/search' && c.method === 'POST').map((c) => c.body);
    expect(searches()[0]).toMatchObject({ query: 'tax', currentPage: 1, pageSize: 20, facetGroups: [] });
    const params = () => new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]);

    // a narrow screen (jsdom): the filters are folded away behind 'Show filters'
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Tax Law/ }));
    await waitFor(() => expect(params().get('practiceArea')).toBe('Tax Law|25'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(params().get('dateRange')).toBe('Dates|2026-12-01;2027-01-31'));
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({
        facetGroups: [
          { id: 'practiceArea', values: ['Tax Law|25'] },
          { id: 'dateRange', values: ['Dates|2026-12-01;2027-01-31'] },
        ],
      }),
    );
    await act(async () => undefined);
  });
  test('[S1-SEARCH-38] a second change before the page has rendered the first keeps both', async () => {
    server.use(
      api.post<SearchResponse>('/search', () => ({
        ...oneEthicsResult(),
        facetResults: {
          facetGroups: [PRACTICE_AREAS],
        },
        sortResults: {
          sortResultItems: [
            { value: 'relevance', sortTitle: 'Relevance', isDefault: true, selected: true },
            { value: 'date', sortTitle: 'Date', isDefault: false, selected: false },
          ],
        },
      })),
    );
    renderPage('/search?query=tax', new Map() as unknown as Cache);
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const params = () => new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]);

    // the router renders a navigation as a transition: both inputs land before the page renders again
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: /Tax Law/ }));
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'date' } });
    });
    await waitFor(() => expect(params().get('sort')).toBe('date'));
    expect(params().get('practiceArea')).toBe('Tax Law|25');
    await act(async () => undefined);
  });
});

describe('search results page: what a result offers (spec 1 §3)', () => {
  const owned = (): SearchResponse =>
    ({
      ...oneEthicsResult(),
      searchResultSummary: { noOfHits: 3, currentPage: 1, searchHash: 'x' },
      searchResults: {
        searchResultsItems: [
          {
            pk: 'seg-1',
            title: 'Segment of a bought program',
            url: '/programs/bought/segment-1',
            watchUrl: '/player/seg-1',
            searchableType: 'ondemandsegment',
            productCode: '2',
            isPurchased: false,
            isParentProgramPurchased: true,
          },
          {
            pk: 'book-1',
            title: 'A bought treatise',
            url: '/publications/treatise',
            searchableType: 'book',
            productCode: '3',
            isPurchased: true,
          },
          {
            pk: 'live-1',
            title: 'A live program',
            url: '/programs/live',
            searchableType: 'liveprogram',
            productCode: '4',
            isPurchased: false,
          },
        ],
      },
    }) as unknown as SearchResponse;
  const action = (name: RegExp) => screen.getByRole('link', { name });

  test('[S1-SEARCH-45] a signed-in member watches a segment whose parent program is bought and launches a bought book', async () => {
    server.use(
      api.post<SearchResponse>('/search', () => owned()),
      api.get('/user/library/*', () => ({})),
    );
    renderWithProviders(<SearchResultsPage title="Search Results" properties={PROPERTIES} />, {
      path: '/search?query=bought',
      auth: { token: 't', sub: 'u-pm', name: 'Pat Member' },
    });
    expect(await screen.findByText('3 results')).toBeInTheDocument();
    expect(action(/^Watch: Segment of a bought program$/)).toHaveAttribute('href', '/player/seg-1');
    expect(action(/^Launch: A bought treatise$/)).toHaveAttribute('href', '/publications/treatise');
    expect(action(/^Register: A live program$/)).toBeInTheDocument();
    await act(async () => undefined);
  });

  test('[S1-SEARCH-45] a visitor who is not signed in is offered to buy the same items', async () => {
    server.use(api.post<SearchResponse>('/search', () => owned()));
    renderPage('/search?query=bought', new Map() as unknown as Cache);
    expect(await screen.findByText('3 results')).toBeInTheDocument();
    expect(action(/^Buy: Segment of a bought program$/)).toHaveAttribute(
      'href',
      '/programs/bought/segment-1',
    );
    expect(action(/^Buy: A bought treatise$/)).toBeInTheDocument();
    await act(async () => undefined);
  });
});

describe('search results page: semantic filters (spec 1 §4)', () => {
  test('[S1-SEARCH-32] semantic filters are asked for only when the CMS page enables them', async () => {
    server.use(api.post<SearchResponse>('/search', () => oneEthicsResult()));
    const searchFor = async (semanticFiltersEnabled: boolean) => {
      const calls = recordApiCalls();
      const { unmount } = renderWithProviders(
        <SearchResultsPage title="Search Results" properties={{ ...PROPERTIES, semanticFiltersEnabled }} />,
        { path: '/search?query=new%20york%20ethics', cache: new Map() as unknown as Cache },
      );
      await waitFor(() => expect(calls.some((c) => c.path === '/search')).toBe(true));
      unmount();
      return calls.find((c) => c.path === '/search')!.body as { semanticFilters?: boolean };
    };
    expect((await searchFor(true)).semanticFilters).toBe(true);
    expect((await searchFor(false)).semanticFilters).toBeUndefined();
  });
});
