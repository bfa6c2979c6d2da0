import {
  ALL_SEASONS,
  episodeMeta,
  episodesPath,
  episodesQuery,
  hostsHeading,
  mergeEpisodePages,
  playerIsVideo,
  playerToggleLabel,
  PODCAST_SKELETON_ROWS,
  sortOptions,
  splitServiceLinks,
} from './podcast-rules';
import { libraryLookupQuery } from '@cle/contracts/library';

const page = (codes: string[], hasMore: boolean) => ({
  items: codes.map((code) => ({ code })),
  summary: { hasMore },
});

describe('podcast series rules (spec 1 §2, §4, §5, §7, §8, §9)', () => {
  test('[S1-PODCAST-05] one host: the section is headed "About the host"', () => {
    expect(hostsHeading(1)).toBe('About the host');
    expect(hostsHeading(1, 'co-host')).toBe('About the co-host');
  });

  test('[S1-PODCAST-06] more than one host: the section is headed "About the hosts"', () => {
    expect(hostsHeading(2)).toBe('About the hosts');
    expect(hostsHeading(5)).toBe('About the hosts');
    expect(hostsHeading(2, 'co-host')).toBe('About the co-hosts');
  });

  test('no hosts: no host section', () => {
    expect(hostsHeading(0)).toBeNull();
    expect(hostsHeading(0, 'co-host')).toBeNull();
  });

  test('[S1-PODCAST-07] up to 2 provider links are shown directly', () => {
    expect(splitServiceLinks(['apple'])).toEqual({ direct: ['apple'], menu: [] });
    expect(splitServiceLinks(['apple', 'spotify'])).toEqual({ direct: ['apple', 'spotify'], menu: [] });
  });

  test('[S1-PODCAST-08] provider links beyond the first 2 go in the menu, in order', () => {
    expect(splitServiceLinks(['apple', 'spotify', 'podbean', 'youtube'])).toEqual({
      direct: ['apple', 'spotify'],
      menu: ['podbean', 'youtube'],
    });
  });

  test('[S1-PODCAST-16] [S1-API-36] episodes are requested 20 per page', () => {
    expect(episodesQuery(3, 'oldest')).toEqual({ pageNumber: 3, pageSize: 20, sort: 'oldest' });
  });

  test('[S1-API-35] [S1-PODCAST-03] the season segment is in the episodes path only when a season is chosen', () => {
    expect(episodesPath('POD001')).toBe('/podcast/episodes/POD001');
    expect(episodesPath('POD001', ALL_SEASONS)).toBe('/podcast/episodes/POD001');
    expect(episodesPath('POD001', 'POD001-S2')).toBe('/podcast/episodes/POD001/POD001-S2');
  });

  test('[S1-API-37] [S1-PODCAST-16] [S3-API-21] load more merges pages in order; hasMore comes from the last page', () => {
    const merged = mergeEpisodePages([page(['e20', 'e19'], true), page(['e18', 'e17'], false)]);
    expect(merged.items.map((e) => e.code)).toEqual(['e20', 'e19', 'e18', 'e17']);
    expect(merged.hasMore).toBe(false);
    expect(merged.loadedPages).toBe(2);
    expect(mergeEpisodePages([page(['e20'], true)]).hasMore).toBe(true);
  });

  test('merging drops an episode already listed (the list shifted between loads)', () => {
    const merged = mergeEpisodePages([page(['e3', 'e2'], true), page(['e2', 'e1'], false)]);
    expect(merged.items.map((e) => e.code)).toEqual(['e3', 'e2', 'e1']);
  });

  test('a page still loading ends the merge and hides load more', () => {
    const merged = mergeEpisodePages([page(['e3', 'e2'], true), undefined]);
    expect(merged.items.map((e) => e.code)).toEqual(['e3', 'e2']);
    expect(merged.hasMore).toBe(false);
    expect(merged.loadedPages).toBe(1);
    expect(mergeEpisodePages([undefined])).toEqual({ items: [], hasMore: false, loadedPages: 0 });
  });

  test('[S1-PODCAST-04] sort choices come from the API, else the fallback list', () => {
    const fromApi = [{ value: 'oldest', sortTitle: 'Oldest first' }];
    expect(sortOptions(fromApi)).toBe(fromApi);
    const fallback = [
      { value: 'newest', sortTitle: 'Newest first' },
      { value: 'oldest', sortTitle: 'Oldest first' },
    ];
    expect(sortOptions(undefined)).toEqual(fallback);
    expect(sortOptions([])).toEqual(fallback);
  });

  test('[S1-PODCAST-17] 5 skeleton rows while podcasts load', () => {
    expect(PODCAST_SKELETON_ROWS).toBe(5);
  });

  test('[S1-PODCAST-10] the player toggle label switches between show and hide', () => {
    expect(playerToggleLabel(false)).toBe('Show player');
    expect(playerToggleLabel(true)).toBe('Hide player');
  });

  test('Vimeo players are video (16:9); other players are audio', () => {
    expect(playerIsVideo('https://player.vimeo.com/video/900000014')).toBe(true);
    expect(playerIsVideo('https://www.podbean.com/player-v2/?i=x')).toBe(false);
    expect(playerIsVideo('https://evil.example/vimeo.com')).toBe(false);
    expect(playerIsVideo('not a url')).toBe(false);
  });

  test('episode meta names the season, the number, the date (UTC) and the length', () => {
    const seasons = [{ code: 'POD001-S2', name: 'Season 2' }];
    expect(
      episodeMeta(
        {
          seasonCode: 'POD001-S2',
          episodeNumber: 14,
          publicationDate: '2026-10-18T00:00:00.000Z',
          runTimeSeconds: 1860,
        },
        seasons,
      ),
    ).toBe('Season 2 · Episode 14 · Oct 18, 2026 · 31 min');
    expect(episodeMeta({ episodeNumber: 1, publicationDate: 'garbage' }, seasons)).toBe('Episode 1');
  });

  test('[S1-API-13] [S1-API-14] [S1-API-15] [S1-API-17] the library lookup for one episode', () => {
    // every include flag and noCache on, one item
    const flags = ['includeAllSegments', 'includeArchived', 'includeFavorites', 'includeNested', 'noCache'];
    expect(libraryLookupQuery('pod-POD001-E15')).toEqual({
      itemPks: 'pod-POD001-E15',
      pageSize: 1,
      ...Object.fromEntries(flags.map((flag) => [flag, true])),
    });
  });
});
