import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { callKey, useServerData } from '@cle/contracts/hydration';
import {
  EpisodesPageSchema,
  PodcastSeasonsSchema,
  PodcastSeriesSchema,
} from '@cle/contracts/podcast-schemas';
import type { EpisodesPage, PodcastSeason, PodcastSeries } from '@cle/contracts/podcast-schemas';
import { episodesPath, episodesQuery } from '../podcast-rules';

// The series page's first calls are keyed by the paths route-hints.json names: an answer the server
// rendered with is shown, not loaded again, while the page hydrates.

/** GET /podcast/series/{code}: display name, description, hosts, co-hosts, service links. */
export function usePodcastSeries(code: string) {
  const key = code ? `/podcast/series/${encodeURIComponent(code)}` : null;
  return useSWR<PodcastSeries>(
    key,
    (path: string) => apiRequest(path, { schema: PodcastSeriesSchema }),
    useServerData(key),
  );
}

/** GET /podcast/seasons/{code}: the season dropdown's choices. */
export function usePodcastSeasons(code: string) {
  const key = code ? `/podcast/seasons/${encodeURIComponent(code)}` : null;
  return useSWR<PodcastSeason[]>(
    key,
    (path: string) => apiRequest(path, { schema: PodcastSeasonsSchema }),
    useServerData(key),
  );
}

/** One page's key and URL: GET /podcast/episodes/{code}[/{season}]?pageNumber&pageSize&sort. */
export const episodesPageKey = (code: string, season: string, sort: string, pageNumber: number) =>
  callKey(episodesPath(code, season), episodesQuery(pageNumber, sort));

/**
 * GET /podcast/episodes/{code}[/{season}]?pageNumber&pageSize&sort: one page. The previous key's
 * data is not kept while a new page loads, so a page is never shown under another page's number.
 */
export function useEpisodesPage(code: string, season: string, sort: string, pageNumber: number) {
  const key = code ? episodesPageKey(code, season, sort, pageNumber) : null;
  return useSWR<EpisodesPage>(key, (path: string) => apiRequest(path, { schema: EpisodesPageSchema }), {
    keepPreviousData: false,
    ...useServerData(key),
  });
}
