// My Library (spec 1 §2, §3, §4, §7, §9): the query the page sends, the items and summary the API
// answers, the save/remove calls and the warm-up. The API (which answers with these shapes) and
// mfe-library (which checks them) use the same definitions.
//
// Routes (all under /api, all need a bearer token, all scoped to the token's subject):
//   GET    /user/library?groupSearchableType=&creditStatus=&libraryItemStatus=&format=&bookFormat=&duration=
//                        &sort=&pageNumber=&pageSize=&includeAllSegments=&includeArchived=   -> LibraryResponse
//          (multi-select values comma-joined; pageSize 0 = summary and filters only, no items)
//   GET    /user/library/by-itemPks?itemPks=a,b&includeAllSegments=&includeArchived=&includeFavorites=
//                        &includeNested=&noCache=&pageSize=                                    -> LibraryResponse
//   GET    /user/library/:pk/segments                                                          -> LibrarySegmentsResponse
//   GET    /user/library/:pk/materials                                                         -> LibraryMaterialsResponse
//   GET    /user/library/:pk/materials/:materialId    -> application/pdf (Content-Disposition: attachment); 403 unless
//          the person bought or registered for the item or its parent program (or it is free), 404 unknown material
//   PUT    /user/library/:pk/segments/:segmentPk/progress  body LibraryProgressBody -> LibraryProgressResponse
//   PUT    /user/library/:pk/progress                      body LibraryProgressBody -> LibraryProgressResponse
//          what the player reports while a segment (or an item without segments: an episode, a segment
//          bought on its own) plays; only items the person may play (bought, registered, parent bought,
//          or free): 403 otherwise, 404 when the item is not in the library or the segment not its own.
//          The resume point follows the player; the percentages and lastWatched only move forward.
//   POST   /user/library/:pk      (no body)                                                    -> LibrarySaveResponse
//   DELETE /user/library/:pk      (:pk may be several, comma-joined; or body { itemPks })      -> LibraryRemoveResponse
//   GET    /search?MyLibrary=Upcoming&FilterGroupsToReturn=MyLibrary[&dateRange=from;to]       -> SearchResponse (schemas.ts)
//   GET    /user/warmup?clean=true|false                                                       -> WarmupResponse
//   GET    /user/endsession                                                                    -> EndSessionResponse
import * as z from 'zod/mini';
import { orDefault, orNull } from './payload-helpers';

// ---- constants (spec 1 §9) ----

export const LIBRARY_TABS = ['All', 'Programs', 'Publications', 'Podcasts'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

export const LIBRARY_SORTS = [
  'LastAdded',
  'ExpiringSoonest',
  'LastWatched',
  'NewestFirst',
  'OldestFirst',
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const DEFAULT_LIBRARY_SORT: LibrarySort = 'LastAdded';
export const LIBRARY_SORT_TITLES: Record<LibrarySort, string> = {
  LastAdded: 'Last added',
  ExpiringSoonest: 'Expiring soonest',
  LastWatched: 'Last watched',
  NewestFirst: 'Newest first',
  OldestFirst: 'Oldest first',
};

/** Load-more page size (spec 1 §9 leaves it to the team). */
export const LIBRARY_PAGE_SIZE = 10;
/** The API refuses larger pages. */
export const LIBRARY_MAX_PAGE_SIZE = 1000;
/** Segments an item row carries before it is expanded (spec 1 §2, §9). */
export const LIBRARY_SEGMENTS_SHOWN = 3;
/** Sparse-state content shows at this total collection size or below (spec 1 §2). */
export const SPARSE_LIBRARY_MAX = 5;
export const LIBRARY_TITLE = 'My Library';

/** Where an item came into the library from. */
const LIBRARY_SOURCES = ['purchased', 'registered', 'saved'] as const;

/** A filter value: its query-parameter value and the label people see. */
const filterValues = <const V extends readonly (readonly [string, string])[]>(...pairs: V) =>
  pairs.map(([name, label]) => ({ name, label })) as { [I in keyof V]: { name: V[I][0]; label: V[I][1] } };

/** The filter groups (spec 1 §9): query parameter key, title, how values combine, values and labels. */
export const LIBRARY_FILTER_GROUPS = [
  {
    key: 'creditStatus',
    name: 'Credit Status',
    type: 'radio',
    values: filterValues(
      ['creditsForRequest', 'Credits available to request'],
      ['creditsRequested', 'Credits requested'],
    ),
  },
  {
    key: 'libraryItemStatus',
    name: 'Program Status',
    type: 'checkbox',
    values: filterValues(
      ['continueWatching', 'Continue watching'],
      ['upcoming', 'Upcoming'],
      ['isSaved', 'Saved'],
    ),
  },
  {
    key: 'format',
    name: 'Formats',
    type: 'checkbox',
    values: filterValues(
      ['liveInPerson', 'Live In-Person'],
      ['liveWebcast', 'Live Webcast'],
      ['onDemand', 'On-Demand'],
      ['podcastAndRelatedMedia', 'Podcasts & related media'],
      ['videoPodcast', 'Video podcast'],
    ),
  },
  {
    key: 'bookFormat',
    name: 'Publication Format',
    type: 'checkbox',
    values: filterValues(
      ['Course Handbook', 'Course Handbook'],
      ['Answer Book', 'Answer Book'],
      ['Treatise', 'Treatise'],
      ['Skills Book', 'Skills Book'],
      ['Case Summary', 'Case Summary'],
      ['Practice Guide', 'Practice Guide'],
    ),
  },
  {
    key: 'duration',
    name: 'Duration',
    type: 'checkbox',
    values: filterValues(
      ['60+min', '60+ min'],
      ['half+day', 'Half day'],
      ['full+day', 'Full day'],
      ['multi+day', 'Multi-day'],
    ),
  },
] as const;
export type LibraryFilterKey = (typeof LIBRARY_FILTER_GROUPS)[number]['key'];
export const LIBRARY_FILTER_KEYS = LIBRARY_FILTER_GROUPS.map((g) => g.key) as LibraryFilterKey[];

// ---- the query (GET /user/library) ----

/** What a caller asks for; `libraryQueryParams` turns it into query-string values. */
export interface LibraryQuery {
  groupSearchableType?: LibraryTab;
  creditStatus?: string[];
  libraryItemStatus?: string[];
  format?: string[];
  bookFormat?: string[];
  duration?: string[];
  sort?: LibrarySort;
  /** 1-based */
  pageNumber?: number;
  /** 0 = summary and filters only */
  pageSize?: number;
  includeAllSegments?: boolean;
  includeArchived?: boolean;
}

/** Query-string values for GET /user/library: multi-select groups comma-joined, defaults left out. */
export function libraryQueryParams(q: LibraryQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.groupSearchableType && q.groupSearchableType !== 'All')
    out.groupSearchableType = q.groupSearchableType;
  for (const key of LIBRARY_FILTER_KEYS) {
    const values = q[key];
    if (values?.length) out[key] = values.join(',');
  }
  if (q.sort && q.sort !== DEFAULT_LIBRARY_SORT) out.sort = q.sort;
  if (q.pageNumber !== undefined) out.pageNumber = String(q.pageNumber);
  if (q.pageSize !== undefined) out.pageSize = String(q.pageSize);
  if (q.includeAllSegments) out.includeAllSegments = 'true';
  if (q.includeArchived) out.includeArchived = 'true';
  return out;
}

// ---- the answer ----

const flag = orDefault(z.boolean(), false);

const LibrarySegmentSchema = z.object({
  pk: z.string(),
  title: z.string(),
  url: z.string(),
  /** 0-100 */
  playbackProgressPct: z.number(),
  /** 0-100 */
  cleProgressPct: z.number(),
  topicNumber: orNull(z.number()),
  price: z.number(),
  isPurchased: flag,
  isParentProgramPurchased: flag,
  watchUrl: orNull(z.string()),
});
export type LibrarySegment = z.output<typeof LibrarySegmentSchema>;

const LibraryScheduleSchema = z.object({
  startDateUtc: orNull(z.string()),
  endDateUtc: orNull(z.string()),
  location: orNull(z.string()),
});

export const LibraryItemSchema = z.object({
  pk: z.string(),
  title: z.string(),
  url: z.string(),
  /** liveprogram, ondemandprogram, ondemandsegment, book, podcastepisode */
  searchableType: z.string(),
  /** the library tab the item belongs to */
  groupSearchableType: z.enum(['Programs', 'Publications', 'Podcasts']),
  productCode: z.string(),
  productGuidValue: z.string(),
  variationPk: z.string(),
  /** format key: liveInPerson, liveWebcast, onDemand, podcastAndRelatedMedia, videoPodcast, a publication format slug, sts-renewal */
  format: z.string(),
  /** human-readable format: 'Live Webcast', 'Course Handbook' */
  formatDisplay: z.string(),
  /** the full description; the page cuts it at 98 words */
  snippet: z.string(),
  imageUrl: orNull(z.string()),
  price: z.number(),
  source: z.enum(LIBRARY_SOURCES),
  isPurchased: flag,
  isParentProgramPurchased: flag,
  isArchived: flag,
  isFavorite: flag,
  watchUrl: orNull(z.string()),
  schedule: orDefault(z.array(LibraryScheduleSchema), []),
  segments: orDefault(z.array(LibrarySegmentSchema), []),
  liveSegments: orDefault(z.array(LibrarySegmentSchema), []),
  odProgram: orNull(
    z.object({ pk: z.string(), productCode: z.string(), title: z.string(), url: z.string() }),
  ),
  totalSegments: orDefault(z.number(), 0),
  parentProductLink: orNull(z.string()),
  parentProductLinkText: orNull(z.string()),
  parentProductCode: orNull(z.string()),
  userList: orDefault(z.array(z.string()), []),
  score: orNull(z.number()),
  explanation: orNull(z.string()),
  itemAnalyticsModel: z.object({ position: z.number(), productCode: z.string(), searchableType: z.string() }),
  accessExpirationDate: orNull(z.string()),
  registrationDetails: orNull(z.object({ registeredDateUtc: z.string(), format: z.string() })),
  /** approved credits, one line per jurisdiction ('New York: 3 General, 1 Ethics'); the page shows 2 */
  creditDetailsFormatted: orDefault(z.array(z.string()), []),
  creditStatus: orNull(z.enum(['creditsForRequest', 'creditsRequested'])),
  /** overall progress of the item (its own, or the average of its segments), 0-100 */
  playbackProgressPct: orDefault(z.number(), 0),
  cleProgressPct: orDefault(z.number(), 0),
  addedDateUtc: z.string(),
  lastWatchedDateUtc: orNull(z.string()),
  /** event start (live) or publication date: what NewestFirst / OldestFirst sort by */
  productDateUtc: orNull(z.string()),
});
export type LibraryItem = z.output<typeof LibraryItemSchema>;

const LibraryFilterValueSchema = z.object({
  /** the value sent in the query (spec 1 §9 names) */
  name: z.string(),
  label: z.string(),
  count: z.number(),
  checked: z.boolean(),
});
const LibraryFilterGroupSchema = z.object({
  /** 'Credit Status', 'Program Status', 'Formats', 'Publication Format', 'Duration' */
  name: z.string(),
  /** the query parameter: creditStatus, libraryItemStatus, format, bookFormat, duration */
  key: z.enum(['creditStatus', 'libraryItemStatus', 'format', 'bookFormat', 'duration']),
  type: z.enum(['radio', 'checkbox']),
  filters: z.array(LibraryFilterValueSchema),
});

const LibraryFiltersAppliedSchema = z.object({
  groupSearchableType: z.enum(LIBRARY_TABS),
  creditStatus: z.array(z.string()),
  libraryItemStatus: z.array(z.string()),
  format: z.array(z.string()),
  bookFormat: z.array(z.string()),
  duration: z.array(z.string()),
  sort: z.enum(LIBRARY_SORTS),
});

const LibrarySummarySchema = z.object({
  /** items matching the filters and the tab (all pages) */
  count: z.number(),
  /** the whole library, no filters (archived items only with includeArchived): sparse state at 5 or fewer */
  totalCollectionSize: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
  filtersApplied: LibraryFiltersAppliedSchema,
  /** per tab, under every filter except the tab itself (what the empty-tab switch reads) */
  headerGroupSearchableTypeCounters: z.object({
    All: z.number(),
    Programs: z.number(),
    Publications: z.number(),
    Podcasts: z.number(),
  }),
  /** each group's values with the count the library would have if that value were toggled in */
  filterResultSummary: z.array(LibraryFilterGroupSchema),
});

export const LibraryResponseSchema = z.object({
  items: z.array(LibraryItemSchema),
  summary: LibrarySummarySchema,
});
export type LibraryResponse = z.output<typeof LibraryResponseSchema>;

export const LibrarySegmentsResponseSchema = z.object({
  pk: z.string(),
  totalSegments: z.number(),
  segments: z.array(LibrarySegmentSchema),
});
export type LibrarySegmentsResponse = z.output<typeof LibrarySegmentsResponseSchema>;

const LibraryMaterialSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 'Course materials', 'Slides', 'Transcript', 'Publication' */
  kind: z.string(),
  /** the API path of the PDF (under the API base, with the bearer token): GET answers application/pdf */
  url: z.string(),
  /** the name the download is saved under ('380000-course.pdf') */
  fileName: z.string(),
  /** only owners (purchased, registered, or free items) may open it */
  isAvailable: z.boolean(),
});
export const LibraryMaterialsResponseSchema = z.object({
  pk: z.string(),
  materials: z.array(LibraryMaterialSchema),
});
export type LibraryMaterial = z.output<typeof LibraryMaterialSchema>;
export type LibraryMaterialsResponse = z.output<typeof LibraryMaterialsResponseSchema>;

// ---- playback progress ----

/** Longest recording a player may report (a week: multi-day programs). */
const LIBRARY_MAX_MEDIA_SECONDS = 7 * 24 * 3600;

export const LibraryProgressBodySchema = z
  .strictObject({
    /** where the player is, in seconds from the start */
    positionSeconds: z.number().check(z.gte(0), z.lte(LIBRARY_MAX_MEDIA_SECONDS)),
    /** the recording's length in seconds */
    durationSeconds: z.number().check(z.gt(0), z.lte(LIBRARY_MAX_MEDIA_SECONDS)),
  })
  .check(
    z.refine((b) => b.positionSeconds <= b.durationSeconds, {
      message: 'must not be past durationSeconds',
      path: ['positionSeconds'],
    }),
  );

const ProgressFiguresSchema = z.object({
  /** 0-100, never less than before */
  playbackProgressPct: z.number(),
  cleProgressPct: z.number(),
  lastWatchedDateUtc: orNull(z.string()),
});

export const LibraryProgressResponseSchema = z.object({
  /** the library item */
  pk: z.string(),
  /** what was watched: one of its segments, or the item itself */
  watchedPk: z.string(),
  positionSeconds: z.number(),
  durationSeconds: z.number(),
  /** the watched thing's progress */
  progress: ProgressFiguresSchema,
  /** the item's overall progress (the average over its segments), as the library row shows it */
  item: ProgressFiguresSchema,
});
export type LibraryProgressResponse = z.output<typeof LibraryProgressResponseSchema>;

// ---- save and remove ----

/** POST /user/library/:pk answer: the item as it now stands; cartUrl when the item still has to be bought. */
export const LibrarySaveResponseSchema = z.object({
  item: LibraryItemSchema,
  /** true when this call changed something (false: it was already saved) */
  changed: z.boolean(),
  cartUrl: orNull(z.string()),
});

/**
 * DELETE answer: saved items leave the library; purchased or registered ones are archived (they are
 * still owned). Pks that were not in the library are listed as unchanged (idempotent).
 */
export const LibraryRemoveResponseSchema = z.object({
  removed: z.array(z.string()),
  archived: z.array(z.string()),
  unchanged: z.array(z.string()),
});

// ---- session calls ----

export const WarmupResponseSchema = z.object({
  warmed: z.boolean(),
  cleaned: z.boolean(),
  libraryItems: z.number(),
  ms: z.number(),
});

/** GET /search?MyLibrary=Upcoming: the facet group it returns. */
export const MY_LIBRARY_GROUP = 'MyLibrary';
export const MY_LIBRARY_UPCOMING = 'Upcoming';
