// The Episodes list's pages (spec 1 §7, §9): the chosen season and sort, the page being loaded, and the
// pages before it, kept when "load more" asks for the next one and merged into one list.
import { useState } from 'react';
import type { EpisodesPage } from '@cle/contracts/podcast-schemas';
import { ALL_SEASONS, DEFAULT_EPISODE_SORT, mergeEpisodePages, sortOptions } from '../podcast-rules';
import { useEpisodesPage } from './use-podcast';

export function useEpisodePages(code: string) {
  const [season, setSeason] = useState(ALL_SEASONS);
  const [sort, setSort] = useState(DEFAULT_EPISODE_SORT);
  const [pageNumber, setPageNumber] = useState(1);
  // Pages 1..pageNumber-1, kept when "load more" asks for the next one.
  const [earlier, setEarlier] = useState<EpisodesPage[]>([]);
  const current = useEpisodesPage(code, season, sort, pageNumber);
  const merged = mergeEpisodePages([...earlier, current.data]);

  /** A new season or sort: the list starts again from page 1. */
  const restart = (next: { season?: string; sort?: string }) => {
    if (next.season !== undefined) setSeason(next.season);
    if (next.sort !== undefined) setSort(next.sort);
    setEarlier([]);
    setPageNumber(1);
  };

  /** Asks for the next page; false while the current one has not come. */
  const loadMore = () => {
    const page = current.data;
    if (!page) return false;
    setEarlier((pages) => [...pages, page]);
    setPageNumber((n) => n + 1);
    return true;
  };

  const waiting = !current.data && !current.error;
  return {
    season,
    sort,
    options: sortOptions(current.data?.sortResults ?? earlier[0]?.sortResults),
    current,
    merged,
    firstPageLoading: pageNumber === 1 && waiting,
    nextPageLoading: pageNumber > 1 && waiting,
    restart,
    loadMore,
  };
}
