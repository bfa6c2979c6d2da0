import { podcastEpisode, podcastSeries } from '@cle/testing/podcast-fixtures';
import { EpisodesPageSchema, LibraryLookupSchema, PodcastSeriesSchema } from './podcast-schemas';

const series = podcastSeries();

const episode = podcastEpisode();

describe('podcast payloads (spec 1 §3)', () => {
  test('[S1-PODCAST-18] a series has code, url, displayName, service links, hosts, co-hosts, providerUrls and seasons', () => {
    const parsed = PodcastSeriesSchema.safeParse(series);
    expect(parsed.success).toBe(true);
    if (parsed.success) {
      expect(parsed.data.seriesServiceLinks[0]).toEqual(series.seriesServiceLinks[0]);
      expect(parsed.data.seasons).toEqual(series.seasons);
      expect(parsed.data.providerUrls).toEqual(['https://a.example']);
    }
  });

  test('[S1-PODCAST-18] a series without hosts or with a malformed service link is refused', () => {
    expect(PodcastSeriesSchema.safeParse({ ...series, podcastHosts: undefined }).success).toBe(false);
    expect(
      PodcastSeriesSchema.safeParse({ ...series, seriesServiceLinks: [{ serviceName: 'x' }] }).success,
    ).toBe(false);
  });

  test('[S1-PODCAST-19] [S1-API-37] an episodes page has items (title, summaryText, parentProductText, code, playerUrl, podcastMediaUrls, url), sortResults and summary.hasMore', () => {
    const parsed = EpisodesPageSchema.safeParse({
      items: [episode],
      sortResults: [{ sortTitle: 'Newest first', value: 'newest', selected: true }],
      summary: { hasMore: true, pageNumber: 1, pageSize: 20 },
    });
    expect(parsed.success).toBe(true);
    if (parsed.success) {
      expect(parsed.data.items[0]).toMatchObject(episode);
      expect(parsed.data.summary.hasMore).toBe(true);
    }
  });

  test('an episodes page without summary.hasMore is refused, naming the field', () => {
    const parsed = EpisodesPageSchema.safeParse({ items: [episode], sortResults: [], summary: {} });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(['summary', 'hasMore']);
  });

  test('a library lookup reads pk and the saved flags', () => {
    const parsed = LibraryLookupSchema.safeParse({
      items: [{ pk: 'pod-1', isPurchased: true, isArchived: false, isFavorite: false, title: 'x' }],
      summary: { count: 1 },
    });
    expect(parsed).toEqual({
      success: true,
      data: { items: [{ pk: 'pod-1', isPurchased: true, isArchived: false, isFavorite: false }] },
    });
    expect(LibraryLookupSchema.safeParse({ items: [{ isFavorite: true }] }).success).toBe(false);
  });
});
