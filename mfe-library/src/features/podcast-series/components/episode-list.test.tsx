import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { EpisodesPage } from '@cle/contracts/podcast-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders as Providers } from '@cle/testing/render';
import { EpisodeList } from './episode-list';

const seasons = [
  { code: 'POD001-S1', name: 'Season 1' },
  { code: 'POD001-S2', name: 'Season 2' },
];
const sortResults = [
  { sortTitle: 'Newest first', value: 'newest', selected: true },
  { sortTitle: 'Oldest first', value: 'oldest', selected: false },
];
const ep = (n: number) => ({
  code: `POD001-E${n}`,
  pk: `pod-POD001-E${n}`,
  title: `Episode ${n}`,
  url: `/podcasts/x/episode-${n}`,
  playerUrl: `https://player.example/${n}`,
});
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from > to ? from - i : from + i));

/** A fake episodes API: 25 episodes, newest first by default, 20 per page. */
function fakeApi() {
  const answer = ({ query, request }: { query: URLSearchParams; request: Request }): EpisodesPage => {
    const [pageNumber, pageSize] = [Number(query.get('pageNumber')), Number(query.get('pageSize'))];
    let numbers = request.url.includes('/POD001-S2') ? range(25, 13) : range(25, 1);
    if (query.get('sort') === 'oldest') numbers = [...numbers].reverse();
    const start = (pageNumber - 1) * pageSize;
    return {
      items: numbers.slice(start, start + pageSize).map(ep),
      sortResults,
      summary: { hasMore: numbers.length > start + pageSize },
    } as EpisodesPage;
  };
  server.use(
    api.get<EpisodesPage>('/podcast/episodes/:code', answer),
    api.get<EpisodesPage>('/podcast/episodes/:code/:season', answer),
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Episodes' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
});
const lastCall = () => calls[calls.length - 1];

describe('episode list', () => {
  test('[S1-PODCAST-17] 5 skeleton rows show while episodes load', async () => {
    let resolve: () => void = () => undefined;
    const answered = new Promise<void>((r) => (resolve = r));
    server.use(
      api.get<EpisodesPage>('/podcast/episodes/:code', async () => {
        await answered;
        return { items: [ep(1)], sortResults, summary: { hasMore: false } } as EpisodesPage;
      }),
    );
    render(
      <Providers>
        <EpisodeList code="POD001" seasons={seasons} />
      </Providers>,
    );
    expect(screen.getByRole('status', { name: 'Loading episodes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('episode-skeleton')).toHaveLength(5);
    resolve();
    await screen.findByText('Episode 1');
    expect(screen.queryByTestId('episode-skeleton')).not.toBeInTheDocument();
  });

  test('[S1-PODCAST-02] [S1-PODCAST-16] [S1-API-37] 20 per page; load more appends the next page', async () => {
    fakeApi();
    render(
      <Providers>
        <EpisodeList code="POD001" seasons={seasons} />
      </Providers>,
    );
    expect(await screen.findByText('Episode 25')).toBeInTheDocument();
    expect(titles()).toHaveLength(20);
    expect(lastCall()).toMatchObject({
      path: '/podcast/episodes/POD001',
      query: { pageNumber: '1', pageSize: '20', sort: 'newest' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Load more episodes' }));
    await screen.findByText('Episode 1');
    expect(titles()).toEqual(range(25, 1).map((n) => `Episode ${n}`));
    expect(lastCall()).toMatchObject({
      path: '/podcast/episodes/POD001',
      query: { pageNumber: '2', pageSize: '20', sort: 'newest' },
    });
    expect(screen.queryByRole('button', { name: 'Load more episodes' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Episode 5' })).toHaveFocus());
  });

  test('[S1-PODCAST-03] the season dropdown lists the seasons and refetches that season from page 1', async () => {
    fakeApi();
    render(
      <Providers>
        <EpisodeList code="POD001" seasons={seasons} />
      </Providers>,
    );
    const season = screen.getByRole('combobox', { name: 'Season' });
    expect(
      within(season)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All seasons', 'Season 1', 'Season 2']);
    await screen.findByText('Episode 25');
    fireEvent.click(screen.getByRole('button', { name: 'Load more episodes' }));
    await screen.findByText('Episode 1');

    fireEvent.change(season, { target: { value: 'POD001-S2' } });
    await waitFor(() => expect(titles()).toEqual(range(25, 13).map((n) => `Episode ${n}`)));
    expect(lastCall()).toMatchObject({
      path: '/podcast/episodes/POD001/POD001-S2',
      query: { pageNumber: '1', pageSize: '20', sort: 'newest' },
    });
  });

  test('[S1-PODCAST-04] the sort dropdown offers the API sort results and reorders from page 1', async () => {
    fakeApi();
    render(
      <Providers>
        <EpisodeList code="POD001" seasons={seasons} />
      </Providers>,
    );
    await screen.findByText('Episode 25');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Oldest first']);
    fireEvent.change(sort, { target: { value: 'oldest' } });
    await waitFor(() => expect(titles()[0]).toBe('Episode 1'));
    expect(titles()).toHaveLength(20);
  });

  test('a failed load shows an error with a retry that refetches', async () => {
    server.use(api.get('/podcast/episodes/:code', () => apiError(503, 'down')));
    render(
      <Providers>
        <EpisodeList code="POD001" seasons={seasons} />
      </Providers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Episodes could not be loaded.');
    server.resetHandlers();
    fakeApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Episode 25')).toBeInTheDocument();
  });
});
