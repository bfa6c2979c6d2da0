import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import {
  EpisodesPageSchema,
  PodcastSeasonsSchema,
  PodcastSeriesSchema,
} from '@cle/contracts/podcast-schemas';
import type { EpisodesPage, PodcastSeason, PodcastSeries } from '@cle/contracts/podcast-schemas';
import { episodesPath, episodesQuery } from './podcast-rules';

/** GET /podcast/series/{code}: display name, description, hosts, co-hosts, service links. */
export function usePodcastSeries(code: string) {
  return useSWR<PodcastSeries>(code ? `/podcast/series/${encodeURIComponent(code)}` : null, (path: string) =>
    apiRequest(path, { schema: PodcastSeriesSchema }),
  );
}

/** GET /podcast/seasons/{code}: the season dropdown's choices. */
export function usePodcastSeasons(code: string) {
  return useSWR<PodcastSeason[]>(
    code ? `/podcast/seasons/${encodeURIComponent(code)}` : null,
    (path: string) => apiRequest(path, { schema: PodcastSeasonsSchema }),
  );
}

/**
 * GET /podcast/episodes/{code}[/{season}]?pageNumber&pageSize&sort: one page. The previous key's
 * data is not kept while a new page loads, so a page is never shown under another page's number.
 */
export function useEpisodesPage(code: string, season: string, sort: string, pageNumber: number) {
  return useSWR<EpisodesPage>(
    code ? [episodesPath(code, season), JSON.stringify(episodesQuery(pageNumber, sort))] : null,
    ([path, query]: [string, string]) =>
      apiRequest(path, {
        query: JSON.parse(query) as Record<string, string | number>,
        schema: EpisodesPageSchema,
      }),
    { keepPreviousData: false },
  );
}
