// The search page as the shell server composes it (issue 36): the exposed module renders on Node (the
// heading, the tabs and the page's frame; the results come from a POST the browser makes), and the
// browser hydrates it exactly, then, once sign-in has settled (the answer is the asker's), asks for the
// results once.
import { within } from '@testing-library/react';
import type { SearchResponse } from '@cle/contracts/schemas';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderAndHydrate } from '@cle/testing/server-render';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const PAGE = {
  contentType: ['PageData', 'SearchPage'],
  contentLink: { id: 'search' },
  name: 'Search Results',
  friendlyUrl: '/search',
  properties: {
    recommendedSearches: { enable: true, keywords: ['Ethics'] },
    semanticFiltersEnabled: true,
  },
};
const RESULTS: SearchResponse = {
  searchResultSummary: { noOfHits: 1, currentPage: 1, searchHash: 'x' },
  searchResults: {
    searchResultsItems: [
      {
        pk: '1',
        title: 'Ethics for Lawyers',
        url: '/programs/ethics',
        searchableType: 'liveprogram',
        productCode: '1',
        score: 0.5,
      },
    ],
  },
  facetResults: { facetGroups: [] },
  marketingModules: [],
  sortResults: {
    sortResultItems: [{ value: 'relevance', sortTitle: 'Relevance', selected: true, isDefault: true }],
  },
} as unknown as SearchResponse;

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  server.use(api.post<SearchResponse>('/search', () => RESULTS));
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.dataLayer;
});

test('the search page: its heading from the server, hydrated exactly; the browser then asks for the results once', async () => {
  const { html } = await renderAndHydrate(
    {
      module: require.resolve('./search-page'),
      props: { page: PAGE },
      path: '/search?query=ethics',
      renderTime: NOW,
    },
    async (page) => {
      await page.settle();
      // hydrated with the state every page starts in: nothing asked before sign-in settles
      expect(calls.filter((c) => c.path === '/search')).toHaveLength(0);
      const auth = await page.load<typeof import('@cle/contracts/auth')>('@cle/contracts/auth');
      // as the shell does after hydrating: sign-in settles, nobody is signed in
      await page.act(() => auth.authStore.set({ ...auth.ANONYMOUS }));
      await page.settle();
      expect(within(page.container).getByRole('link', { name: 'Ethics for Lawyers' })).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/search')).toHaveLength(1);
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelector('h1')?.textContent).toContain('ethics');
});
