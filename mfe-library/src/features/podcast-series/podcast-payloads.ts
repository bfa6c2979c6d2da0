// Shapes of the podcast and library payloads (spec 1 §3), checked before the page uses them.
// A small checker that satisfies the API client's PayloadSchema (safeParse), so this remote needs no
// schema library of its own. When @cle/contracts/schemas gains podcast schemas, switch to those.
import type { PayloadSchema } from '@cle/contracts/api-client';

type Check<T> = (value: unknown, path: string) => T;

export class PayloadError extends Error {
  constructor(path: string, expected: string) {
    super(`${path}: expected ${expected}`);
    this.name = 'PayloadError';
  }
}

const str: Check<string> = (v, path) => {
  if (typeof v !== 'string') throw new PayloadError(path, 'a string');
  return v;
};
const num: Check<number> = (v, path) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new PayloadError(path, 'a number');
  return v;
};
const bool: Check<boolean> = (v, path) => {
  if (typeof v !== 'boolean') throw new PayloadError(path, 'a boolean');
  return v;
};
const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (v, path) =>
    v === undefined || v === null ? undefined : check(v, path);
const array =
  <T>(check: Check<T>): Check<T[]> =>
  (v, path) => {
    if (!Array.isArray(v)) throw new PayloadError(path, 'a list');
    return v.map((item, i) => check(item, `${path}[${i}]`));
  };
const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new PayloadError(path, 'an object');
    const record = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) out[key] = check(record[key], `${path}.${key}`);
    return out as { [K in keyof S]: ReturnType<S[K]> };
  };

export function schema<T>(check: Check<T>): PayloadSchema<T> {
  return {
    safeParse(data) {
      try {
        return { success: true, data: check(data, '$') };
      } catch (error) {
        return { success: false, error };
      }
    },
  };
}

const host = object({ individualId: optional(str), displayName: str, biography: optional(str) });
const serviceLink = object({ serviceName: str, serviceLink: str, icon: optional(str) });
const season = object({ code: str, name: str });

const series = object({
  code: str,
  url: str,
  displayName: str,
  description: optional(str),
  podcastHosts: array(host),
  podcastCoHosts: array(host),
  seriesServiceLinks: array(serviceLink),
  providerUrls: optional(array(str)),
  seasons: optional(array(season)),
});

const episode = object({
  code: str,
  pk: str,
  title: str,
  summaryText: optional(str),
  parentProductText: optional(str),
  playerUrl: optional(str),
  podcastMediaUrls: optional(array(object({ provider: str, url: str }))),
  url: str,
  seasonCode: optional(str),
  episodeNumber: optional(num),
  publicationDate: optional(str),
  runTimeSeconds: optional(num),
});

const episodesPage = object({
  items: array(episode),
  sortResults: array(object({ sortTitle: str, value: str, selected: optional(bool) })),
  summary: object({ hasMore: bool, pageNumber: optional(num), pageSize: optional(num) }),
});

/** The part of a library item the podcast page reads (spec 1 §3 library/search item). */
const libraryItem = object({
  pk: str,
  isPurchased: optional(bool),
  isArchived: optional(bool),
  isFavorite: optional(bool),
});
const libraryLookup = object({ items: array(libraryItem) });

export type PodcastHost = ReturnType<typeof host>;
export type SeriesServiceLink = ReturnType<typeof serviceLink>;
export type PodcastSeason = ReturnType<typeof season>;
export type PodcastSeries = ReturnType<typeof series>;
export type PodcastEpisode = ReturnType<typeof episode>;
export type EpisodesPage = ReturnType<typeof episodesPage>;
export type LibraryItemFlags = ReturnType<typeof libraryItem>;
export type LibraryLookup = ReturnType<typeof libraryLookup>;

export const PodcastSeriesSchema = schema(series);
export const PodcastSeasonsSchema = schema(array(season));
export const EpisodesPageSchema = schema(episodesPage);
export const LibraryLookupSchema = schema(libraryLookup);
