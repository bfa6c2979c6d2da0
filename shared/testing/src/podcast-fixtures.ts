// A podcast episode as GET /podcasts/{series}/episodes answers it (unit tests only): episode 15 of
// Practically Speaking, in season 2, 41 minutes long. A test overrides what it looks at.
import type { PodcastEpisode, PodcastSeries } from '@cle/contracts/podcast-schemas';
import type { MediaStream } from '@cle/contracts/registration-schemas';
import type { Wire } from './msw';

export function podcastEpisode(over: Partial<PodcastEpisode> = {}): PodcastEpisode {
  return {
    code: 'POD001-E15',
    pk: 'pod-POD001-E15',
    title: 'Episode 15',
    summaryText: 'Summary.',
    parentProductText: 'Practically Speaking',
    playerUrl: 'https://player.example/15',
    podcastMediaUrls: [{ provider: 'podbean', url: 'https://media.example/15.mp3' }],
    url: '/podcasts/practically-speaking/episode-15',
    seasonCode: 'POD001-S2',
    episodeNumber: 15,
    publicationDate: '2026-11-01T00:00:00.000Z',
    runTimeSeconds: 2460,
    hasVideo: false,
    ...over,
  };
}

/**
 * The stream the site serves for video episode POD002-E15 (GET /podcast/episode-media/:code, decision
 * 068): its renditions, captions and poster under one signed root.
 */
export function videoEpisodeStream(): Wire<MediaStream> {
  const root = '/api/podcast/media/POD002-E15/0123456789abcdef';
  return {
    code: 'POD002-E15',
    playbackUrl: `${root}/download.mp4`,
    mediaType: 'video',
    mimeType: 'video/mp4',
    durationSeconds: 33.6,
    captionsUrl: `${root}/captions.vtt`,
    hlsUrl: `${root}/master.m3u8`,
    posterUrl: `${root}/poster.jpg`,
    downloads: [],
  };
}

/** The series Practically Speaking as GET /podcasts/{code} answers it: one host, one service link, season 1. */
export function podcastSeries(over: Partial<PodcastSeries> = {}): PodcastSeries {
  return {
    code: 'POD001',
    url: '/podcasts/practically-speaking',
    displayName: 'Practically Speaking',
    description: "PLI's podcast on business law.",
    podcastHosts: [{ individualId: '700291', displayName: 'Daniel Ortiz', biography: 'Bio.' }],
    podcastCoHosts: [],
    seriesServiceLinks: [{ icon: 'apple', serviceLink: 'https://a.example', serviceName: 'Apple Podcasts' }],
    providerUrls: ['https://a.example'],
    seasons: [{ code: 'POD001-S1', name: 'Season 1' }],
    ...over,
  };
}
