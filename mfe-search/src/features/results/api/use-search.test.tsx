// The search call starts while the page renders (the search POST cannot be preloaded from the HTML),
// and useSWR takes that call: one POST per body, however often the page renders while it is on its way.
// The answer is the asker's (isFavorite): nothing is asked before sign-in settles.
import { useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { SearchResponse } from '@cle/contracts/schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import type { SearchRequestBody } from '../../../lib/search-api';
import { useSearch } from './use-search';

const answer = (hits: number) =>
  ({
    searchResultSummary: { noOfHits: hits, currentPage: 1, searchHash: 'h' },
    searchResults: { searchResultsItems: [] },
    facetResults: { facetGroups: [] },
  }) as unknown as SearchResponse;

/** Records, before useSWR's own effects run, whether the POST had already been sent. */
let sentBeforeCommit: boolean[] = [];

function Results({ body }: { body: SearchRequestBody }) {
  const sentAtRender = fetchSpy.mock.calls.length;
  // declared before useSearch: its layout effect runs before useSWR's
  useLayoutEffect(() => {
    sentBeforeCommit.push(sentAtRender > 0 || fetchSpy.mock.calls.length > 0);
  });
  const { data, error } = useSearch(body);
  return <p>{error ? 'failed' : data ? `${data.searchResultSummary.noOfHits} hits` : 'loading'}</p>;
}

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  sentBeforeCommit = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  // sign-in has settled: nobody is signed in
  authStore.set({ ...ANONYMOUS });
});
afterEach(() => {
  fetchSpy.mockRestore();
  authStore.reset();
});

describe('useSearch', () => {
  test('starts the search call during render and takes it: one POST per body across renders', async () => {
    let hits = 3;
    server.use(api.post<SearchResponse>('/search', () => answer(hits++)));
    const calls = recordApiCalls();
    const body = { query: 'ethics', currentPage: 1 } as SearchRequestBody;
    const { rerender } = render(
      <TestProviders>
        <Results body={body} />
      </TestProviders>,
    );
    expect(sentBeforeCommit[0]).toBe(true);
    // renders while the answer is on its way start nothing more
    for (let i = 0; i < 3; i++)
      rerender(
        <TestProviders>
          <Results body={{ ...body }} />
        </TestProviders>,
      );
    expect(await screen.findByText('3 hits')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/search')).toHaveLength(1);
  });

  test('a failed early call is useSWR’s error, not an unhandled rejection', async () => {
    server.use(api.post('/search', () => apiError(500, 'search engine down')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(
        <TestProviders>
          <Results body={{ query: 'down' } as SearchRequestBody} />
        </TestProviders>,
      );
      expect(await screen.findByText('failed')).toBeInTheDocument();
      await act(async () => new Promise((r) => setTimeout(r, 0)));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  test('asks nothing before sign-in settles (a server-rendered page hydrates before it), then as the person signed in', async () => {
    server.use(api.post<SearchResponse>('/search', () => answer(7)));
    const calls = recordApiCalls();
    authStore.reset();
    render(
      <TestProviders>
        <Results body={{ query: 'tax', currentPage: 1 } as SearchRequestBody} />
      </TestProviders>,
    );
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/search')).toHaveLength(0);
    act(() => authStore.set({ ...ANONYMOUS, token: 'tok-1', individualSk: '800002', sub: 'u-1' }));
    expect(await screen.findByText('7 hits')).toBeInTheDocument();
    const searches = calls.filter((c) => c.path === '/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.headers.get('authorization')).toBe('Bearer tok-1');
  });
});
