import { render, screen, within } from '@testing-library/react';
import { ApiError, apiRequest } from '@cle/contracts/api-client';
import { PodcastSeriesView } from './podcast-series-view';
import { Providers } from '../../test/providers';

jest.mock('@cle/contracts/api-client', () => ({
  ...jest.requireActual('@cle/contracts/api-client'),
  apiRequest: jest.fn(),
}));
const api = apiRequest as jest.MockedFunction<typeof apiRequest>;

const person = (n: number) => ({
  individualId: `7000${n}`,
  displayName: `Host ${n}`,
  biography: `Bio ${n}.`,
});

function fakeApi(hosts: number, coHosts: number) {
  api.mockImplementation(async (path) => {
    if (path.startsWith('/podcast/series/'))
      return {
        code: 'POD001',
        url: '/podcasts/practically-speaking',
        displayName: 'Practically Speaking',
        description: 'Short conversations.',
        podcastHosts: Array.from({ length: hosts }, (_, i) => person(i + 1)),
        podcastCoHosts: Array.from({ length: coHosts }, (_, i) => person(i + 10)),
        seriesServiceLinks: [{ serviceName: 'Spotify', serviceLink: 'https://s.example', icon: 'spotify' }],
      } as never;
    if (path.startsWith('/podcast/seasons/')) return [{ code: 'POD001-S1', name: 'Season 1' }] as never;
    return { items: [], sortResults: [], summary: { hasMore: false } } as never;
  });
}

const renderView = () =>
  render(
    <Providers>
      <PodcastSeriesView code="POD001" />
    </Providers>,
  );

beforeEach(() => api.mockReset());

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
    api.mockRejectedValue(new ApiError('Podcast series POD001 not found', 'http', 404));
    renderView();
    expect(await screen.findByText('This podcast series could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('a failed series load offers a retry', async () => {
    api.mockRejectedValue(new ApiError('Network error', 'network'));
    renderView();
    expect(await screen.findByText('This podcast series could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
