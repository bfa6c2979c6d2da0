// route-hints.json tells the shell server what the podcast series page fetches first (decision 042). A
// hint that names another URL than the page's own call is a wasted download: this keeps them together.
import routeHints from './route-hints.json';
import {
  ALL_SEASONS,
  DEFAULT_EPISODE_SORT,
  episodesPath,
  episodesQuery,
} from './features/podcast-series/podcast-rules';
import { episodesPageKey } from './features/podcast-series/api/use-podcast';

const expand = (template: string, properties: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(properties[name]!));

test('the podcast series hints name its series, seasons and first episodes calls for the content code', () => {
  for (const code of ['POD001', 'A B']) {
    const [series, seasons, episodes] = routeHints['./PodcastSeriesPage'].data.map((t) =>
      expand(t, { code }),
    );
    // usePodcastSeries / usePodcastSeasons keys (use-podcast.ts)
    expect(series).toBe(`/podcast/series/${encodeURIComponent(code)}`);
    expect(seasons).toBe(`/podcast/seasons/${encodeURIComponent(code)}`);
    // useEpisodesPage's first page: every season, the default sort, as apiRequest builds its query
    const query = episodesQuery(1, DEFAULT_EPISODE_SORT);
    expect(episodes).toBe(
      `${episodesPath(code)}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
    // the hook's own key, which it fetches as it is
    expect(episodes).toBe(episodesPageKey(code, ALL_SEASONS, DEFAULT_EPISODE_SORT, 1));
  }
});
