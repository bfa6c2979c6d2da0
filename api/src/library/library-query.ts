// The library query (spec 1 §3, §4, §9): parsing the GET arguments, and the pure rules that decide, for
// one library row, its tab, filter values and sort keys. Kept free of SQL so the rules are easy to test.
import { z } from 'zod';
import {
  DEFAULT_LIBRARY_SORT,
  LIBRARY_FILTER_GROUPS,
  LIBRARY_MAX_PAGE_SIZE,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SORTS,
  LIBRARY_TABS,
} from '@cle/contracts/library-schemas';
import type { LibraryFilterKey, LibrarySort, LibraryTab } from '@cle/contracts/library-schemas';

const booleanParam = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .optional()
  .transform((v) => v === 'true');

/** A comma-joined list of one filter group's values; a radio group holds at most one. */
function filterParam(key: LibraryFilterKey) {
  const group = LIBRARY_FILTER_GROUPS.find((g) => g.key === key)!;
  const allowed: readonly string[] = group.values.map((v) => v.name);
  return z
    .string()
    .max(500, 'must be at most 500 characters')
    .optional()
    .transform((raw, ctx) => {
      // '+' in a value arrives as a space when the caller did not encode it (60+min -> '60 min')
      const values = [
        ...new Set(
          (raw ?? '')
            .split(',')
            .map((v) => (key === 'duration' ? v.trim().replace(/ /g, '+') : v.trim()))
            .filter(Boolean),
        ),
      ];
      const unknown = values.find((v) => !allowed.includes(v));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown value '${unknown}' (allowed: ${allowed.join(', ')})`,
        });
        return z.NEVER;
      }
      if (group.type === 'radio' && values.length > 1) {
        ctx.addIssue({ code: 'custom', message: 'takes a single value' });
        return z.NEVER;
      }
      return values;
    });
}

const filterParams = {
  groupSearchableType: z
    .enum(LIBRARY_TABS, { error: `must be one of ${LIBRARY_TABS.join(', ')}` })
    .default('All'),
  creditStatus: filterParam('creditStatus'),
  libraryItemStatus: filterParam('libraryItemStatus'),
  format: filterParam('format'),
  bookFormat: filterParam('bookFormat'),
  duration: filterParam('duration'),
};

const pageParams = {
  sort: z
    .enum(LIBRARY_SORTS, { error: `must be one of ${LIBRARY_SORTS.join(', ')}` })
    .default(DEFAULT_LIBRARY_SORT),
  pageNumber: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'must be at most 100000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(LIBRARY_MAX_PAGE_SIZE, `must be at most ${LIBRARY_MAX_PAGE_SIZE}`)
    .default(LIBRARY_PAGE_SIZE),
  includeAllSegments: booleanParam,
  includeArchived: booleanParam,
};

/** GET /user/library: unknown parameters are refused, so a misspelt filter is not silently ignored. */
export const LibraryQueryParamsSchema = z.strictObject({ ...filterParams, ...pageParams });

/** A library item pk as the catalogue writes it (prg-380000, seg-380000-1, pub-200000, pod-POD001-E01). */
const ITEM_PK = /^[a-z]{3}-[A-Za-z0-9-]{1,60}$/;
const itemPk = z.string().trim().regex(ITEM_PK, 'must be an item pk such as prg-380000');

/** One or several pks, comma-joined (DELETE /user/library/a,b and by-itemPks). */
const itemPkList = (max: number) =>
  z
    .string()
    .max(max * 70, 'is too long')
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(itemPk).min(1, 'must name at least one item').max(max, `must name at most ${max} items`));

export const ItemPkParamsSchema = z.strictObject({ id: itemPk });
export const SegmentParamsSchema = z.strictObject({ id: itemPk, segmentPk: itemPk });
/** A material id is the product code and the material's key (380000-course, POD001-E01-transcript). */
export const MaterialParamsSchema = z.strictObject({
  id: itemPk,
  materialId: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'must be a material id such as 380000-course'),
});
export const ItemPkListParamsSchema = z.strictObject({ id: itemPkList(100) });

/** GET /user/library/by-itemPks (spec 1 §7: the podcast page sends every flag). */
export const ByItemPksQuerySchema = z.strictObject({
  itemPks: itemPkList(100),
  includeAllSegments: booleanParam,
  includeArchived: booleanParam,
  includeFavorites: booleanParam,
  includeNested: booleanParam,
  noCache: booleanParam,
  pageNumber: pageParams.pageNumber,
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(100, 'must be at most 100')
    .optional(),
});

export const RemoveBodySchema = z.strictObject({
  itemPks: z.array(itemPk).max(100, 'must name at most 100 items').optional(),
});

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
