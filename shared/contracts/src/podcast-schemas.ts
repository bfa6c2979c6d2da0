// Podcast series, seasons, episodes and the library flags a podcast page reads (spec 1 §3).
// The API and mfe-library check the same shapes.
import * as z from 'zod/mini';
import { orUndefined } from './payload-helpers';

const PodcastHostSchema = z.object({
  individualId: orUndefined(z.string()),
  displayName: z.string(),
  biography: orUndefined(z.string()),
});
const SeriesServiceLinkSchema = z.object({
  serviceName: z.string(),
  serviceLink: z.string(),
  icon: orUndefined(z.string()),
});
const PodcastSeasonSchema = z.object({ code: z.string(), name: z.string() });

export const PodcastSeriesSchema = z.object({
  code: z.string(),
  url: z.string(),
  displayName: z.string(),
  description: orUndefined(z.string()),
  podcastHosts: z.array(PodcastHostSchema),
  podcastCoHosts: z.array(PodcastHostSchema),
  seriesServiceLinks: z.array(SeriesServiceLinkSchema),
  providerUrls: orUndefined(z.array(z.string())),
  seasons: orUndefined(z.array(PodcastSeasonSchema)),
});
export const PodcastSeasonsSchema = z.array(PodcastSeasonSchema);

const PodcastEpisodeSchema = z.object({
  code: z.string(),
  pk: z.string(),
  title: z.string(),
  summaryText: orUndefined(z.string()),
  parentProductText: orUndefined(z.string()),
  playerUrl: orUndefined(z.string()),
  podcastMediaUrls: orUndefined(z.array(z.object({ provider: z.string(), url: z.string() }))),
  url: z.string(),
  seasonCode: orUndefined(z.string()),
  episodeNumber: orUndefined(z.number()),
  publicationDate: orUndefined(z.string()),
  runTimeSeconds: orUndefined(z.number()),
  /** the episode is a video recording the site streams itself (GET /podcast/episode-media/{code}) */
  hasVideo: orUndefined(z.boolean()),
});

export const EpisodesPageSchema = z.object({
  items: z.array(PodcastEpisodeSchema),
  sortResults: z.array(
    z.object({ sortTitle: z.string(), value: z.string(), selected: orUndefined(z.boolean()) }),
  ),
  summary: z.object({
    hasMore: z.boolean(),
    pageNumber: orUndefined(z.number()),
    pageSize: orUndefined(z.number()),
  }),
});

/** The part of a library item the podcast page reads (spec 1 §3 library/search item). */
const LibraryItemFlagsSchema = z.object({
  pk: z.string(),
  isPurchased: orUndefined(z.boolean()),
  /** bought as part of its parent program (a segment of a purchased program) */
  isParentProgramPurchased: orUndefined(z.boolean()),
  isArchived: orUndefined(z.boolean()),
  isFavorite: orUndefined(z.boolean()),
  /** when bought access ends (ISO date-time; absent or null: it does not end); publication access rule */
  accessExpirationDate: orUndefined(z.string()),
  /** the person's lists holding the item ('saved') and the analytics model (spec 3 §3 library item) */
  userList: orUndefined(z.array(z.string())),
  itemAnalyticsModel: orUndefined(
    z.object({ position: z.number(), productCode: z.string(), searchableType: z.string() }),
  ),
});
export const LibraryLookupSchema = z.object({ items: z.array(LibraryItemFlagsSchema) });

export type PodcastHost = z.output<typeof PodcastHostSchema>;
export type SeriesServiceLink = z.output<typeof SeriesServiceLinkSchema>;
export type PodcastSeason = z.output<typeof PodcastSeasonSchema>;
export type PodcastSeries = z.output<typeof PodcastSeriesSchema>;
export type PodcastEpisode = z.output<typeof PodcastEpisodeSchema>;
export type EpisodesPage = z.output<typeof EpisodesPageSchema>;
export type LibraryLookup = z.output<typeof LibraryLookupSchema>;
