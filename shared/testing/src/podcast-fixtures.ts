// A podcast episode as GET /podcasts/{series}/episodes answers it (unit tests only): episode 15 of
// Practically Speaking, in season 2, 41 minutes long. A test overrides what it looks at.
import type { PodcastEpisode } from '@cle/contracts/podcast-schemas';

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
