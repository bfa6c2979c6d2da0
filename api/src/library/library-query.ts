// The library's rules (spec 1 §3, §4, §9): the pure rules that decide, for one library row, its tab,
// filter values and sort keys. Kept free of SQL so the rules are easy to test. The request schemas are in
// @cle/contracts/requests/library.
import type { LibraryFilterKey, LibrarySort, LibraryTab } from '@cle/contracts/library-schemas';

// ---- rules for one library row ----

/** What the query engine knows about a library row before it builds the full item. */
export interface LibraryRow {
  pk: string;
  code: string;
  itemType: 'program' | 'segment' | 'publication' | 'podcast';
  searchableType: string;
  source: 'purchased' | 'registered' | 'saved';
  isFavorite: boolean;
  archived: boolean;
  formatKey: string;
  /** the catalogue's format text: 'Live Webcast', 'Course Handbook' */
  formatText: string;
  hasVideo: boolean;
  runTimeSeconds: number | null;
  eventStart: number | null;
  eventEnd: number | null;
  productDate: number | null;
  parentCode: string | null;
  hasApprovedCredits: boolean;
  addedAt: number;
  accessExpiresAt: number | null;
  creditRequestedAt: number | null;
  /** overall progress, 0-100 */
  playbackPct: number;
  clePct: number;
  lastWatchedAt: number | null;
  /** a segment whose parent program the person bought or registered for */
  parentOwned: boolean;
  segmentCount: number;
}

export const TAB_OF: Record<LibraryRow['itemType'], Exclude<LibraryTab, 'All'>> = {
  program: 'Programs',
  segment: 'Programs',
  publication: 'Publications',
  podcast: 'Podcasts',
};

export const isOwned = (r: Pick<LibraryRow, 'source'>) =>
  r.source === 'purchased' || r.source === 'registered';

const HOUR = 3600;

/** The values a row has in each filter group (a row may have none, or several formats). */
export function filterValuesOf(r: LibraryRow, now: number): Record<LibraryFilterKey, string[]> {
  const creditStatus = r.creditRequestedAt
    ? ['creditsRequested']
    : isOwned(r) && r.hasApprovedCredits && r.clePct >= 100
      ? ['creditsForRequest']
      : [];
  const status: string[] = [];
  if (r.playbackPct > 0 && r.playbackPct < 100) status.push('continueWatching');
  if (r.eventStart !== null && r.eventStart > now) status.push('upcoming');
  if (r.isFavorite) status.push('isSaved');
  const format: string[] = [];
  if (r.formatKey === 'liveInPerson' || r.formatKey === 'liveWebcast' || r.formatKey === 'onDemand')
    format.push(r.formatKey);
  if (r.itemType === 'podcast') format.push(r.hasVideo ? 'videoPodcast' : 'podcastAndRelatedMedia');
  const bookFormat = r.itemType === 'publication' ? [r.formatText] : [];
  const duration: string[] = [];
  if ((r.itemType === 'program' || r.itemType === 'segment') && r.runTimeSeconds) {
    const multiDay = r.eventStart !== null && r.eventEnd !== null && r.eventEnd - r.eventStart > 86_400_000;
    const s = r.runTimeSeconds;
    if (multiDay || s > 7 * HOUR) duration.push('multi+day');
    else if (s >= 6 * HOUR) duration.push('full+day');
    else if (s >= 3 * HOUR) duration.push('half+day');
    else if (s >= HOUR) duration.push('60+min');
  }
  return { creditStatus, libraryItemStatus: status, format, bookFormat, duration };
}

type SortKey = (r: LibraryRow) => number | null;
const SORT_KEYS: Record<LibrarySort, { key: SortKey; dir: 1 | -1 }> = {
  LastAdded: { key: (r) => r.addedAt, dir: -1 },
  ExpiringSoonest: { key: (r) => r.accessExpiresAt, dir: 1 },
  LastWatched: { key: (r) => r.lastWatchedAt, dir: -1 },
  NewestFirst: { key: (r) => r.productDate, dir: -1 },
  OldestFirst: { key: (r) => r.productDate, dir: 1 },
};

/** Sorts in place: the sort's key (missing values last), then most recently added, then pk. */
export function sortRows(rows: LibraryRow[], sort: LibrarySort): LibraryRow[] {
  const { key, dir } = SORT_KEYS[sort];
  return rows.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return (ka - kb) * dir;
    }
    if (a.addedAt !== b.addedAt) return b.addedAt - a.addedAt;
    return a.pk < b.pk ? -1 : a.pk > b.pk ? 1 : 0;
  });
}
