// The podcast series page as the shell server composes it (issue 36): the exposed module renders on Node
// with the answers of the calls its route hints name handed in as SWR fallback (keyed as the shell
// server keys them: the hint expanded with the page's code), and the browser hydrates it exactly and asks
// for none of them again.
import { within } from '@testing-library/react';
import type { EpisodesPage, PodcastSeason } from '@cle/contracts/podcast-schemas';
import { recordApiCalls } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { podcastEpisode, podcastSeries } from '@cle/testing/podcast-fixtures';
import { renderAndHydrate } from '@cle/testing/server-render';
import routeHints from '../route-hints.json';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const PAGE = {
  contentType: ['PageData', 'PodcastSeriesNode'],
  contentLink: { id: 'podcast-POD001' },
  name: 'Practically Speaking',
  friendlyUrl: '/podcasts/practically-speaking',
  properties: { code: 'POD001' },
};
const SERIES = podcastSeries({ seasons: undefined });
const SEASONS: PodcastSeason[] = [{ code: 'POD001-S1', name: 'Season 1' }];
const EPISODES = {
  items: [podcastEpisode({ title: 'Practically Speaking Episode 15: Inside a Landmark Decision' })],
  sortResults: [],
  summary: { hasMore: false },
} as unknown as EpisodesPage;

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

test('the podcast series page: heading, description, hosts and the first episodes from the server; hydrated exactly, nothing asked twice', async () => {
  const [series, seasons, episodes] = routeHints['./PodcastSeriesPage'].data.map((t) =>
    t.replace('{code}', PAGE.properties.code),
  ) as [string, string, string];
  const { html } = await renderAndHydrate(
    {
      module: require.resolve('./podcast-series-page'),
      props: { page: PAGE },
      path: PAGE.friendlyUrl,
      fallback: { [series]: SERIES, [seasons]: SEASONS, [episodes]: EPISODES },
      renderTime: NOW,
    },
    async (page) => {
      expect(within(page.container).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Practically Speaking',
      );
      await page.settle();
      expect(calls.map((c) => c.path)).toEqual([]);
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelector('h1')?.textContent).toBe('Practically Speaking');
  expect(doc.body.textContent).toContain("PLI's podcast on business law.");
  expect(doc.body.textContent).toContain('About the host');
  expect(doc.body.textContent).toContain('Practically Speaking Episode 15: Inside a Landmark Decision');
  expect(doc.querySelector('[role="status"][aria-label^="Loading"]')).toBeNull();
});
