// Podcast series page rules (spec 1 §2 "Podcast series page", §4, §5, §7, §8, §9). Pure: no React, no fetch.
import { formatDateTime } from '@cle/ui/intl';

/** Spec 1 §7/§9: episodes are fetched 20 per page. */
const PODCAST_PAGE_SIZE = 20;
/** Spec 1 §9: 5 skeleton rows while podcasts load. */
export const PODCAST_SKELETON_ROWS = 5;
/** Spec 1 §2: up to 2 provider links are shown directly, the rest go in a menu. */
const DIRECT_SERVICE_LINKS = 2;
/** The episodes' sort when none is chosen (the API's default too). */
export const DEFAULT_EPISODE_SORT = 'newest';
/** The season dropdown's "every season" choice: no season segment in the episodes path. */
export const ALL_SEASONS = '';
export const ALL_SEASONS_LABEL = 'All seasons';
/** Sort choices shown before the first episodes answer arrives; afterwards the API's sortResults. */
const FALLBACK_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'newest', sortTitle: 'Newest first' },
  { value: 'oldest', sortTitle: 'Oldest first' },
];

export interface SortOption {
  value: string;
  sortTitle: string;
}

// ---- hosts --------------------------------------------------------------------------------------

export type HostRole = 'host' | 'co-host';

/**
 * 'About the host' for one, 'About the hosts' for more; co-hosts get their own section headed the
 * same way ('About the co-host' / 'About the co-hosts'). No people, no section (null).
 */
export function hostsHeading(count: number, role: HostRole = 'host'): string | null {
  if (count <= 0) return null;
  return `About the ${role}${count === 1 ? '' : 's'}`;
}

// ---- provider / service links -------------------------------------------------------------------

/** The first DIRECT_SERVICE_LINKS links are shown directly; the rest go in the menu. */
export function splitServiceLinks<T>(
  links: readonly T[],
  direct: number = DIRECT_SERVICE_LINKS,
): { direct: T[]; menu: T[] } {
  return { direct: links.slice(0, direct), menu: links.slice(direct) };
}

// ---- episodes query and paging -------------------------------------------------------------------

/** GET /podcast/episodes/{podcastCode}[/{seasonCode}]: the season segment only when one is chosen. */
export function episodesPath(podcastCode: string, seasonCode: string = ALL_SEASONS): string {
  const base = `/podcast/episodes/${encodeURIComponent(podcastCode)}`;
  return seasonCode ? `${base}/${encodeURIComponent(seasonCode)}` : base;
}

export function episodesQuery(
  pageNumber: number,
  sort: string,
): { pageNumber: number; pageSize: number; sort: string } {
  return { pageNumber, pageSize: PODCAST_PAGE_SIZE, sort };
}

export interface EpisodePageLike<E extends { code: string }> {
  items: readonly E[];
  summary: { hasMore: boolean };
}

/**
 * Load more merges pages: page 1 first, later pages appended in order, an episode already listed
 * (the list shifted between two loads) is not listed twice. `hasMore` is the last loaded page's
 * summary.hasMore; a page still loading (undefined) ends the merge and means "not known yet".
 */
export function mergeEpisodePages<E extends { code: string }>(
  pages: readonly (EpisodePageLike<E> | undefined)[],
): { items: E[]; hasMore: boolean; loadedPages: number } {
  const items: E[] = [];
  const seen = new Set<string>();
  let hasMore = false;
  let loadedPages = 0;
  for (const page of pages) {
    if (!page) {
      hasMore = false;
      break;
    }
    loadedPages += 1;
    for (const item of page.items) {
      if (seen.has(item.code)) continue;
      seen.add(item.code);
      items.push(item);
    }
    hasMore = page.summary.hasMore;
  }
  return { items, hasMore, loadedPages };
}

/** Sort choices: the API's sortResults when known, else the fallback list. */
export function sortOptions(fromApi: readonly SortOption[] | undefined): readonly SortOption[] {
  return fromApi && fromApi.length ? fromApi : FALLBACK_SORT_OPTIONS;
}

// ---- episode row ----------------------------------------------------------------------------------

/** The row's toggle label switches as the player is revealed and hidden. */
export function playerToggleLabel(expanded: boolean): string {
  return expanded ? 'Hide player' : 'Show player';
}

/**
 * A video episode: its provider's player is Vimeo's (the seed's `hasVideo`, which the episodes answer
 * does not carry). Its row plays the site's own stream (decision 075); a provider frame for video is
 * 16:9, for audio a short strip.
 */
export function playerIsVideo(playerUrl: string): boolean {
  return /(^|\.)vimeo\.com$/.test(safeHost(playerUrl));
}

/**
 * Whether an expanded row plays the site's own stream (decision 075): a video episode, on a page whose
 * API is on its own origin (`apiBase` a path: the site). The stream's files are the API's paths
 * (/api/podcast/media/...), which a page on another origin (an integrator's embed, a remote's
 * standalone page) would ask of itself, and its CSP and CORS would not let the captions load there:
 * such a page keeps the provider's frame.
 */
export function playsSiteStream(episode: { hasVideo?: boolean }, apiBase: string): boolean {
  return episode.hasVideo === true && apiBase.startsWith('/') && !apiBase.startsWith('//');
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** "Season 2 · Episode 14 · Mar 5, 2026 · 32 min": the parts that are known, in that order. */
export function episodeMeta(
  episode: { seasonCode?: string; episodeNumber?: number; publicationDate?: string; runTimeSeconds?: number },
  seasons: readonly { code: string; name: string }[],
): string {
  const parts: string[] = [];
  const season = seasons.find((s) => s.code === episode.seasonCode);
  if (season) parts.push(season.name);
  if (episode.episodeNumber !== undefined) parts.push(`Episode ${episode.episodeNumber}`);
  const date = episode.publicationDate ? new Date(episode.publicationDate) : null;
  if (date && !Number.isNaN(date.getTime()))
    parts.push(formatDateTime(date, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));
  if (episode.runTimeSeconds && episode.runTimeSeconds > 0)
    parts.push(`${Math.round(episode.runTimeSeconds / 60)} min`);
  return parts.join(' · ');
}

// ---- save to My Library ----------------------------------------------------------------------------
// Labels, toasts and the saved rule live once in @cle/contracts/library (every remote saves the same way).

/** GET /user/library/by-itemPks for one episode: the shared lookup (pageSize 1 for podcasts). */
