import { render, screen, within } from '@testing-library/react';
import type { EpisodesPage, PodcastSeason, PodcastSeries } from '@cle/contracts/podcast-schemas';
import { api, apiError, HttpResponse, server } from '@cle/testing/msw';
import { TestProviders as Providers } from '@cle/testing/render';
import { PodcastSeriesView } from './podcast-series-view';

const person = (n: number) => ({
  individualId: `7000${n}`,
  displayName: `Host ${n}`,
  biography: `Bio ${n}.`,
});

function fakeApi(hosts: number, coHosts: number) {
  server.use(
    api.get<PodcastSeries>('/podcast/series/:code', () => ({
      code: 'POD001',
      url: '/podcasts/practically-speaking',
      displayName: 'Practically Speaking',
      description: 'Short conversations.',
      podcastHosts: Array.from({ length: hosts }, (_, i) => person(i + 1)),
      podcastCoHosts: Array.from({ length: coHosts }, (_, i) => person(i + 10)),
      seriesServiceLinks: [{ serviceName: 'Spotify', serviceLink: 'https://s.example', icon: 'spotify' }],
    })),
    api.get<PodcastSeason[]>('/podcast/seasons/:code', () => [{ code: 'POD001-S1', name: 'Season 1' }]),
    api.get<EpisodesPage>('/podcast/episodes/:code', () => ({
      items: [],
      sortResults: [],
      summary: { hasMore: false },
    })),
  );
}

/** Every podcast call fails with `answer`. */
function failingApi(answer: () => Response) {
  server.use(
    api.get('/podcast/series/:code', answer),
    api.get('/podcast/seasons/:code', answer),
    api.get('/podcast/episodes/:code', answer),
  );
}

const renderView = () =>
  render(
    <Providers>
      <PodcastSeriesView code="POD001" />
    </Providers>,
  );

describe('podcast series view', () => {
  test('[S1-PODCAST-01] the breadcrumb is Podcasts (link /podcasts) then the series name', async () => {
    fakeApi(1, 0);
    renderView();
    await screen.findByRole('heading', { level: 1, name: 'Practically Speaking' });
    const crumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumb).getByRole('link', { name: 'Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(within(crumb).getByText('Practically Speaking')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Short conversations.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Episodes' })).toBeInTheDocument();
  });

  test('[S1-PODCAST-05] one host: "About the host"; no co-host section', async () => {
    fakeApi(1, 0);
    renderView();
    expect(await screen.findByRole('heading', { name: 'About the host' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Host 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /co-host/ })).not.toBeInTheDocument();
  });

  test('[S1-PODCAST-06] two hosts and a co-host: "About the hosts" and "About the co-host"', async () => {
    fakeApi(2, 1);
    renderView();
    expect(await screen.findByRole('heading', { name: 'About the hosts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the co-host' })).toBeInTheDocument();
  });

  test('an unknown series says so, without a retry', async () => {
    failingApi(() => apiError(404, 'Podcast series POD001 not found'));
    renderView();
    expect(await screen.findByText('This podcast series could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('a failed series load offers a retry', async () => {
    failingApi(() => HttpResponse.error());
    renderView();
    expect(await screen.findByText('This podcast series could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
