// A person's library in the database: reading it (filters, counts, sort and paging in one pass over the
// person's rows, then one query for the page's details) and changing it (save, remove) in transactions.
// Every function takes the caller's `sub` from the verified token: nothing here reads another person.
import {
  LIBRARY_FILTER_GROUPS,
  LIBRARY_FILTER_KEYS,
  LIBRARY_SEGMENTS_SHOWN,
  LIBRARY_TABS,
} from '@cle/contracts/library-schemas';
import type {
  LibraryFilterKey,
  LibraryItem,
  LibraryProgressResponse,
  LibraryResponse,
  LibrarySegment,
  LibrarySort,
  LibraryTab,
} from '@cle/contracts/library-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import { guidOf } from '../lib/guid';
import { libraryItemType } from './library-item-type';
import { filterValuesOf, isOwned, sortRows, TAB_OF } from './library-query';
import type { LibraryRow } from './library-query';

const ts = (v: string | Date | null | undefined): number | null => (v ? new Date(v).getTime() : null);
const iso = (v: number | string | Date | null | undefined): string | null =>
  v === null || v === undefined ? null : new Date(v).toISOString();

interface EntryRecord {
  item_pk: string;
  item_type: LibraryRow['itemType'];
  source: LibraryRow['source'];
  is_favorite: boolean;
  archived: boolean;
  access_expires_at: Date | string | null;
  credit_requested_at: Date | string | null;
  added_at: Date | string;
  code: string;
  searchable_type: string;
  format: string;
  format_key: string | null;
  has_video: boolean | null;
  run_time_seconds: number | null;
  event_start: Date | string | null;
  event_end: Date | string | null;
  publication_date: Date | string | null;
  parent_code: string | null;
  has_credits: boolean;
  segment_count: number;
}
interface ProgressRecord {
  item_pk: string;
  parent_code: string | null;
  playback: string | number;
  cle: string | number;
  last_watched_at: Date | string | null;
}

export interface Progress {
  playback: number;
  cle: number;
}

/** The columns of a library row: `e` a library_entries row (or a CTE of its shape), `p` its product. */
const ENTRY_COLUMNS = `e.item_pk, e.item_type, e.source, e.is_favorite, e.archived, e.access_expires_at,
       e.credit_requested_at, e.added_at, p.code, p.searchable_type, p.format,
       p.data->>'formatKey' AS format_key, (p.data->>'hasVideo')::boolean AS has_video,
       p.run_time_seconds, p.event_start, p.event_end, p.publication_date, p.parent_code,
       EXISTS (SELECT 1 FROM product_credits c WHERE c.product_code = p.code AND c.status = 'Approved') AS has_credits,
       (SELECT count(*)::int FROM products s WHERE s.parent_code = p.code) AS segment_count,
       (p.parent_code IS NOT NULL AND EXISTS (
          SELECT 1 FROM library_entries pe JOIN products pp ON pp.pk = pe.item_pk
          WHERE pe.user_sub = e.user_sub AND pp.code = p.parent_code AND pe.source <> 'saved')) AS parent_owned`;

const PROGRESS_COLUMNS = `lp.item_pk, p.parent_code, lp.playback_progress_pct AS playback, lp.cle_progress_pct AS cle,
       lp.last_watched_at`;

type EntryWithParent = EntryRecord & { parent_owned: boolean };

/**
 * The person's library rows with their progress (all of them, or only `pks` and their segments), from
 * two indexed queries.
 */
async function loadLibraryRows(
  db: Db,
  sub: string,
  pks?: string[],
): Promise<{ rows: LibraryRow[]; progress: Map<string, Progress> }> {
  const [entries, progress] = await Promise.all([
    db.query<EntryWithParent>(
      `SELECT ${ENTRY_COLUMNS}
       FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.user_sub = $1 ${pks ? 'AND e.item_pk = ANY($2)' : ''}`,
      pks ? [sub, pks] : [sub],
    ),
    db.query<ProgressRecord>(
      `SELECT ${PROGRESS_COLUMNS}
       FROM library_progress lp JOIN products p ON p.pk = lp.item_pk
       WHERE lp.user_sub = $1
       ${
         pks
           ? `AND lp.item_pk IN (SELECT pk FROM products WHERE pk = ANY($2)
                                 UNION ALL SELECT sg.pk FROM products sg JOIN products x ON sg.parent_code = x.code WHERE x.pk = ANY($2))`
           : ''
       }`,
      pks ? [sub, pks] : [sub],
    ),
  ]);
  return rowsOf(entries, progress);
}

/** Library rows from entry records and the progress of the entries and their segments. */
function rowsOf(
  entries: EntryWithParent[],
  progress: ProgressRecord[],
): { rows: LibraryRow[]; progress: Map<string, Progress> } {
  // Progress of an item: its own row, or the average over its segments (segments not started count 0).
  const own = new Map<string, ProgressRecord>();
  const bySegmentParent = new Map<string, ProgressRecord[]>();
  for (const p of progress) {
    own.set(p.item_pk, p);
    if (p.parent_code) bySegmentParent.set(p.parent_code, [...(bySegmentParent.get(p.parent_code) ?? []), p]);
  }
  const rows = entries.map((e): LibraryRow => {
    const segs = bySegmentParent.get(e.code) ?? [];
    const self = own.get(e.item_pk);
    const avg = (f: (p: ProgressRecord) => number) =>
      e.segment_count > 0 && segs.length
        ? segs.reduce((sum, p) => sum + f(p), 0) / e.segment_count
        : self
          ? f(self)
          : 0;
    const watched = [self, ...segs].map((p) => ts(p?.last_watched_at)).filter((v): v is number => v !== null);
    const eventStart = ts(e.event_start);
    return {
      pk: e.item_pk,
      code: e.code,
      itemType: e.item_type,
      searchableType: e.searchable_type,
      source: e.source,
      isFavorite: e.is_favorite,
      archived: e.archived,
      formatKey: e.format_key ?? '',
      formatText: e.format,
      hasVideo: Boolean(e.has_video),
      runTimeSeconds: e.run_time_seconds,
      eventStart,
      eventEnd: ts(e.event_end),
      productDate: eventStart ?? ts(e.publication_date),
      parentCode: e.parent_code,
      hasApprovedCredits: e.has_credits,
      addedAt: ts(e.added_at)!,
      accessExpiresAt: ts(e.access_expires_at),
      creditRequestedAt: ts(e.credit_requested_at),
      playbackPct: Math.round(avg((p) => Number(p.playback)) * 100) / 100,
      clePct: Math.round(avg((p) => Number(p.cle)) * 100) / 100,
      lastWatchedAt: watched.length ? Math.max(...watched) : null,
      parentOwned: e.parent_owned,
      segmentCount: e.segment_count,
    };
  });
  return {
    rows,
    progress: new Map(progress.map((p) => [p.item_pk, { playback: Number(p.playback), cle: Number(p.cle) }])),
  };
}

// ---- caches that stay correct across replicas ----
//
// A library read must not fetch hundreds of rows each time (p95 <= 20 ms). Each process keeps a person's
// rows with the `users.library_version` they were read at; a trigger bumps that version on every change
// to library_entries or library_progress, whoever makes it (another replica, the seed, a checkout), so a
// read costs one tiny query for the version and reloads only when it moved. Catalogue facts (titles,
// segments, credit lines) are kept per seed version.

interface UserLibrary {
  version: string;
  seed: string;
  rows: LibraryRow[];
  progress: Map<string, Progress>;
}
const MAX_CACHED_PEOPLE = 1000;
const peopleCache = new WeakMap<Db, Map<string, UserLibrary>>();
const peopleOf = (db: Db) => {
  let m = peopleCache.get(db);
  if (!m) peopleCache.set(db, (m = new Map()));
  return m;
};

async function stampOf(db: Db, sub: string): Promise<{ version: string; seed: string }> {
  const [row] = await db.query<{ version: string | null; seed: string | null }>(
    `SELECT (SELECT library_version::text FROM users WHERE sub = $1) AS version,
            (SELECT value FROM meta WHERE key = 'seed_version') AS seed`,
    [sub],
  );
  return { version: row?.version ?? 'none', seed: row?.seed ?? '' };
}

/** The person's whole library (archived included), from the cache when the version has not moved. */
export async function userLibrary(db: Db, sub: string): Promise<UserLibrary> {
  const stamp = await stampOf(db, sub);
  const people = peopleOf(db);
  const cached = people.get(sub);
  if (cached && cached.version === stamp.version && cached.seed === stamp.seed) {
    people.delete(sub);
    people.set(sub, cached); // most recently used last
    return cached;
  }
  // Read after the stamp: rows at least as new as the version they are filed under.
  const { rows, progress } = await loadLibraryRows(db, sub);
  const lib = { ...stamp, rows, progress };
  people.delete(sub);
  people.set(sub, lib);
  if (people.size > MAX_CACHED_PEOPLE) people.delete(people.keys().next().value!);
  return lib;
}

/**
 * After a write that held the person's users row: when this process's copy was at `before`, patch the
 * changed rows (`fresh`, read after the write) into it and file it under the new version (the trigger
 * added one per changed row: `changedRows`); otherwise the next read reloads. Returns the patched copy.
 */
function filePatched(
  db: Db,
  sub: string,
  before: string,
  fresh: { rows: LibraryRow[]; progress: Map<string, Progress> },
  changedPks: readonly string[],
  changedRows: number,
): UserLibrary | null {
  const people = peopleOf(db.root ?? db);
  const cached = people.get(sub);
  if (!cached || cached.version !== before || before === 'none') return null;
  const rows = cached.rows.filter((r) => !changedPks.includes(r.pk));
  rows.push(...fresh.rows);
  const progress = new Map(cached.progress);
  for (const [pk, p] of fresh.progress) progress.set(pk, p);
  const patched = { ...cached, version: String(BigInt(before) + BigInt(changedRows)), rows, progress };
  people.set(sub, patched);
  return patched;
}

/** This process's copy of the person's library when it is at `version` (no query). */
function cachedAt(db: Db, sub: string, version: string): UserLibrary | null {
  const cached = peopleOf(db.root ?? db).get(sub);
  return cached && cached.version === version && version !== 'none' ? cached : null;
}

interface CatalogueCache {
  seed: string;
  details: Map<string, ProductDetail>;
  segments: Map<string, SegmentCatalogue[]>;
  credits: Map<string, string[]>;
  cartUrl?: string;
}
const catalogueCache = new WeakMap<Db, CatalogueCache>();
const MAX_CATALOGUE_ENTRIES = 50_000;

function catalogueOf(db: Db, seed: string): CatalogueCache {
  let c = catalogueCache.get(db);
  if (!c || c.seed !== seed || c.details.size + c.credits.size > MAX_CATALOGUE_ENTRIES) {
    c = { seed, details: new Map(), segments: new Map(), credits: new Map() };
    catalogueCache.set(db, c);
  }
  return c;
}

export interface LibraryRequest {
  groupSearchableType: LibraryTab;
  filters: Record<LibraryFilterKey, string[]>;
  sort: LibrarySort;
  pageNumber: number;
  pageSize: number;
  includeAllSegments: boolean;
  includeArchived: boolean;
  /** by-itemPks: only these items (the summary still describes the whole library) */
  pks?: string[];
  includeFavorites?: boolean;
  /** segments are nested in the items (by-itemPks may turn it off) */
  includeNested?: boolean;
}

/** GET /user/library and by-itemPks: items of the requested page and the full summary. */
export async function queryLibrary(db: Db, sub: string, q: LibraryRequest): Promise<LibraryResponse> {
  const now = Date.now();
  const lib = await userLibrary(db, sub);
  const all = lib.rows.filter((r) => q.includeArchived || !r.archived);
  const values = new Map(all.map((r) => [r.pk, filterValuesOf(r, now)]));
  const active = LIBRARY_FILTER_KEYS.filter((k) => q.filters[k].length > 0);
  const matchesGroup = (r: LibraryRow, key: LibraryFilterKey) =>
    q.filters[key].length === 0 || values.get(r.pk)![key].some((v) => q.filters[key].includes(v));
  const matchesTab = (r: LibraryRow) =>
    q.groupSearchableType === 'All' || TAB_OF[r.itemType] === q.groupSearchableType;

  const scope = q.pks
    ? all.filter((r) => q.pks!.includes(r.pk) && (q.includeFavorites !== false || isOwned(r)))
    : all;
  // Tab counters: every filter but the tab. Filter counts: every filter but the group's own, and the tab.
  const counters = Object.fromEntries(LIBRARY_TABS.map((t) => [t, 0])) as Record<LibraryTab, number>;
  const facetCounts = new Map<LibraryFilterKey, Map<string, number>>(
    LIBRARY_FILTER_KEYS.map((k) => [k, new Map()]),
  );
  const matching: LibraryRow[] = [];
  for (const r of scope) {
    const failed = active.filter((k) => !matchesGroup(r, k));
    const inTab = matchesTab(r);
    if (failed.length === 0) {
      counters.All++;
      counters[TAB_OF[r.itemType]]++;
      if (inTab) matching.push(r);
    }
    if (!inTab || failed.length > 1) continue;
    for (const key of LIBRARY_FILTER_KEYS) {
      if (failed.length === 1 && failed[0] !== key) continue;
      const counts = facetCounts.get(key)!;
      for (const v of values.get(r.pk)![key]) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  sortRows(matching, q.sort);
  const start = (q.pageNumber - 1) * q.pageSize;
  const page = q.pageSize > 0 ? matching.slice(start, start + q.pageSize) : [];
  const items = await buildItems(db, lib, page, {
    allSegments: q.includeAllSegments,
    nested: q.includeNested !== false,
    firstPosition: start + 1,
  });

  return {
    items,
    summary: {
      count: matching.length,
      totalCollectionSize: all.length,
      currentPage: q.pageNumber,
      pageSize: q.pageSize,
      hasMore: q.pageSize > 0 && start + q.pageSize < matching.length,
      filtersApplied: { groupSearchableType: q.groupSearchableType, ...q.filters, sort: q.sort },
      headerGroupSearchableTypeCounters: counters,
      filterResultSummary: LIBRARY_FILTER_GROUPS.map((g) => ({
        name: g.name,
        key: g.key,
        type: g.type,
        filters: g.values.map((v) => ({
          name: v.name,
          label: v.label,
          count: facetCounts.get(g.key)!.get(v.name) ?? 0,
          checked: q.filters[g.key].includes(v.name),
        })),
      })),
    },
  };
}

interface ProductDetail {
  pk: string;
  code: string;
  title: string;
  url: string;
  description: string;
  format: string;
  image_url: string | null;
  price: string;
  event_start: Date | string | null;
  event_end: Date | string | null;
  location: string | null;
  parent_code: string | null;
  parent_title: string | null;
  parent_url: string | null;
  parent_pk: string | null;
}
/** A segment's own catalogue columns (segmentCatalogueSql). */
interface SegmentCatalogue {
  pk: string;
  code: string;
  parent_code: string;
  title: string;
  url: string;
  segment_number: number | null;
  price: string;
}
/** A segment's catalogue columns with the member's playback, credit and ownership. */
interface SegmentDetail extends SegmentCatalogue {
  playback: string | null;
  cle: string | null;
  own_source: string | null;
  own_archived: boolean | null;
}

const watchable = (searchableType: string) =>
  searchableType === 'ondemandprogram' ||
  searchableType === 'ondemandsegment' ||
  searchableType === 'podcastepisode';

/** Segment rows of some programs, with the person's progress and own purchases. */
async function segmentsOf(db: Db, sub: string, parentCodes: string[]): Promise<SegmentDetail[]> {
  if (!parentCodes.length) return [];
  return db.query<SegmentDetail>(
    `SELECT s.pk, s.code, s.parent_code, s.title, s.url, s.segment_number, s.price,
            lp.playback_progress_pct AS playback, lp.cle_progress_pct AS cle,
            le.source AS own_source, le.archived AS own_archived
     FROM products s
     LEFT JOIN library_progress lp ON lp.user_sub = $1 AND lp.item_pk = s.pk
     LEFT JOIN library_entries le ON le.user_sub = $1 AND le.item_pk = s.pk
     WHERE s.parent_code = ANY($2)
     ORDER BY s.parent_code, s.segment_number, s.code`,
    [sub, parentCodes],
  );
}

function segmentOf(s: SegmentDetail, parentOwned: boolean): LibrarySegment {
  return {
    pk: s.pk,
    title: s.title,
    url: s.url,
    playbackProgressPct: Number(s.playback ?? 0),
    cleProgressPct: Number(s.cle ?? 0),
    topicNumber: s.segment_number,
    price: Number(s.price),
    isPurchased: s.own_source === 'purchased' || s.own_source === 'registered',
    isParentProgramPurchased: parentOwned,
    watchUrl: `${s.url}#watch`,
  };
}

/** Approved credit lines (product_code, line, sort_order) of the products `where` picks (alias c). */
const creditLinesSql = (where: string) =>
  `SELECT c.product_code, j.sort_order,
          j.name || ': ' || string_agg(trim(to_char(c.amount, 'FM999990.##')) || ' ' || t.description, ', ' ORDER BY t.sk) AS line
   FROM product_credits c
   JOIN jurisdictions j ON j.region_sk = c.region_sk
   JOIN credit_types t ON t.sk = c.credit_type_sk
   WHERE ${where} AND c.status = 'Approved'
   GROUP BY c.product_code, j.name, j.sort_order`;

/** Approved credits of some products, one line per jurisdiction: 'New York: 3 General, 1 Ethics'. */
async function creditLines(db: Db, codes: string[]): Promise<Map<string, string[]>> {
  if (!codes.length) return new Map();
  const rows = await db.query<{ product_code: string; line: string }>(
    `${creditLinesSql('c.product_code = ANY($1)')} ORDER BY c.product_code, j.sort_order`,
    [codes],
  );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.product_code, [...(out.get(r.product_code) ?? []), r.line]);
  return out;
}

/** Catalogue details of the products `where` picks (alias p). */
const detailSql = (where: string) =>
  `SELECT p.pk, p.code, p.title, p.url, p.description, p.format, p.image_url, p.price, p.event_start,
          p.event_end, p.location, p.parent_code, pp.title AS parent_title, pp.url AS parent_url,
          pp.pk AS parent_pk
   FROM products p LEFT JOIN products pp ON pp.code = p.parent_code
   WHERE ${where}`;

/** Segments (catalogue only) of the programs `where` picks. */
const segmentCatalogueSql = (where: string) =>
  `SELECT pk, code, parent_code, title, url, segment_number, price FROM products WHERE ${where}`;

/** The catalogue facts of one product, as the save statement reads them, put into the cache. */
function primeCatalogue(
  db: Db,
  seed: string,
  facts: { detail: ProductDetail | null; segments: SegmentCatalogue[]; credits: string[] },
) {
  const d = facts.detail;
  if (!d) return;
  const cat = catalogueOf(db.root ?? db, seed);
  if (!cat.details.has(d.pk)) cat.details.set(d.pk, d);
  if (!cat.segments.has(d.code)) cat.segments.set(d.code, facts.segments);
  if (!cat.credits.has(d.code)) cat.credits.set(d.code, facts.credits);
}

/** Fills the catalogue cache with what these rows need (one query per kind of fact, misses only). */
async function catalogueFor(
  db: Db,
  seed: string,
  rows: LibraryRow[],
  nested: boolean,
): Promise<CatalogueCache> {
  const cat = catalogueOf(db, seed);
  const missingDetails = rows.filter((r) => !cat.details.has(r.pk)).map((r) => r.pk);
  const missingSegments = nested
    ? rows.filter((r) => r.itemType === 'program' && !cat.segments.has(r.code)).map((r) => r.code)
    : [];
  const missingCredits = rows.filter((r) => !cat.credits.has(r.code)).map((r) => r.code);
  const [details, segments, credits] = await Promise.all([
    missingDetails.length ? db.query<ProductDetail>(`${detailSql('p.pk = ANY($1)')}`, [missingDetails]) : [],
    missingSegments.length
      ? db.query<SegmentCatalogue>(
          `${segmentCatalogueSql('parent_code = ANY($1)')} ORDER BY parent_code, segment_number, code`,
          [missingSegments],
        )
      : [],
    creditLines(db, missingCredits),
  ]);
  for (const d of details) cat.details.set(d.pk, d);
  for (const code of missingSegments) cat.segments.set(code, []);
  for (const sg of segments) cat.segments.get(sg.parent_code)!.push(sg);
  for (const code of missingCredits) cat.credits.set(code, credits.get(code) ?? []);
  return cat;
}

/** The full items (spec 1 §3) for some library rows, in their order. */
export async function buildItems(
  db: Db,
  lib: UserLibrary,
  rows: LibraryRow[],
  o: { allSegments: boolean; nested: boolean; firstPosition: number },
): Promise<LibraryItem[]> {
  if (!rows.length) return [];
  const cat = await catalogueFor(db, lib.seed, rows, o.nested);
  const ownSource = new Map(lib.rows.map((r) => [r.pk, r.source]));

  return rows.flatMap((r, i): LibraryItem[] => {
    const d = cat.details.get(r.pk);
    if (!d) return [];
    const segs = (o.nested ? (cat.segments.get(r.code) ?? []) : []).map((sg) => {
      const progress = lib.progress.get(sg.pk);
      const source = ownSource.get(sg.pk);
      return {
        pk: sg.pk,
        title: sg.title,
        url: sg.url,
        playbackProgressPct: progress?.playback ?? 0,
        cleProgressPct: progress?.cle ?? 0,
        topicNumber: sg.segment_number,
        price: Number(sg.price),
        isPurchased: source === 'purchased' || source === 'registered',
        isParentProgramPurchased: isOwned(r),
        watchUrl: `${sg.url}#watch`,
      };
    });
    const creditStatus = filterValuesOf(r, Date.now()).creditStatus[0] as LibraryItem['creditStatus'];
    return [
      {
        pk: r.pk,
        title: d.title,
        url: d.url,
        searchableType: r.searchableType,
        groupSearchableType: TAB_OF[r.itemType],
        productCode: r.code,
        productGuidValue: guidOf(r.pk),
        variationPk: r.pk,
        format: r.itemType === 'podcast' && r.hasVideo ? 'videoPodcast' : r.formatKey,
        formatDisplay: d.format,
        snippet: d.description,
        imageUrl: d.image_url,
        price: Number(d.price),
        source: r.source,
        isPurchased: isOwned(r),
        isParentProgramPurchased: r.parentOwned,
        isArchived: r.archived,
        isFavorite: r.isFavorite,
        watchUrl: watchable(r.searchableType) ? `${d.url}#watch` : null,
        schedule: d.event_start
          ? [{ startDateUtc: iso(d.event_start), endDateUtc: iso(d.event_end), location: d.location }]
          : [],
        segments: o.allSegments ? segs : segs.slice(0, LIBRARY_SEGMENTS_SHOWN),
        // live programs are watched live: their segments are listed, no recording is linked to them
        liveSegments: r.searchableType === 'liveprogram' ? segs : [],
        odProgram: null,
        totalSegments: r.segmentCount,
        parentProductLink: d.parent_url,
        parentProductLinkText: d.parent_title,
        parentProductCode: d.parent_code,
        userList: r.isFavorite ? ['saved'] : [],
        score: null,
        explanation: null,
        itemAnalyticsModel: {
          position: o.firstPosition + i,
          productCode: r.code,
          searchableType: r.searchableType,
        },
        accessExpirationDate: iso(r.accessExpiresAt),
        registrationDetails:
          r.source === 'registered' ? { registeredDateUtc: iso(r.addedAt)!, format: d.format } : null,
        creditDetailsFormatted: cat.credits.get(r.code) ?? [],
        creditStatus: creditStatus ?? null,
        playbackProgressPct: r.playbackPct,
        cleProgressPct: r.clePct,
        addedDateUtc: iso(r.addedAt)!,
        lastWatchedDateUtc: iso(r.lastWatchedAt),
        productDateUtc: iso(r.productDate),
      },
    ];
  });
}

/** GET /user/library/:pk/segments: every segment of a program with the person's progress. */
export async function programSegments(db: Db, sub: string, pk: string) {
  const [program] = await db.query<{ code: string; searchable_type: string }>(
    'SELECT code, searchable_type FROM products WHERE pk = $1',
    [pk],
  );
  if (!program) throw new HttpError(404, `No item with pk '${pk}'`);
  if (libraryItemType(program.searchable_type) !== 'program')
    throw new HttpError(400, `Item '${pk}' is not a program: it has no segments`);
  const [owner] = await db.query<{ owned: boolean }>(
    `SELECT source IN ('purchased', 'registered') AS owned
     FROM library_entries WHERE user_sub = $1 AND item_pk = $2`,
    [sub, pk],
  );
  const segments = (await segmentsOf(db, sub, [program.code])).map((s) =>
    segmentOf(s, Boolean(owner?.owned)),
  );
  return { pk, totalSegments: segments.length, segments };
}

// ---- changes ----

/** The user row the library hangs on (an account first seen here is created from the token). */
export type EnsureUser = (tx: Db) => Promise<void>;

/** The library item type of each searchable type, for SQL (`$n::jsonb ->> searchable_type`). */
const ITEM_TYPE_OF = JSON.stringify(
  Object.fromEntries(
    ['liveprogram', 'ondemandprogram', 'ondemandsegment', 'book', 'podcastepisode'].map((t) => [
      t,
      libraryItemType(t),
    ]),
  ),
);

interface SaveRecord extends Partial<EntryWithParent> {
  item_type_of_product: string | null;
  price: string;
  /** library_version before the change; null: the person has no users row yet */
  version: string | null;
  changed: boolean;
  progress: ProgressRecord[];
  /** the product's catalogue facts, for the item the answer carries (no further queries) */
  detail: ProductDetail | null;
  catalogue_segments: SegmentCatalogue[];
  credit_lines: string[];
}

/**
 * One statement: looks the product up, locks the person's users row (writers of one library go one at
 * a time, and the version read is the one just before this change), inserts or restores the entry, and
 * answers the entry as it now stands with its progress. Atomic on its own: no transaction round trips.
 */
const SAVE_SQL = `
WITH product AS (
  SELECT pk, code, price, ($3::jsonb ->> searchable_type) AS item_type FROM products WHERE pk = $2
), locked AS (
  SELECT library_version::text AS version FROM users WHERE sub = $1 FOR UPDATE
), saved AS (
  INSERT INTO library_entries AS e (user_sub, item_pk, item_type, source, is_favorite)
  SELECT $1, product.pk, product.item_type, 'saved', true FROM product, locked
  WHERE product.item_type IS NOT NULL
  ON CONFLICT (user_sub, item_pk) DO UPDATE
    SET archived = false, is_favorite = true, updated_at = now()
    WHERE e.archived OR NOT e.is_favorite
  RETURNING e.*
), entry AS (
  SELECT * FROM saved
  UNION ALL
  SELECT le.* FROM library_entries le
  WHERE le.user_sub = $1 AND le.item_pk = $2 AND NOT EXISTS (SELECT 1 FROM saved)
)
SELECT product.item_type AS item_type_of_product, product.price, locked.version,
       EXISTS (SELECT 1 FROM saved) AS changed,
       ${ENTRY_COLUMNS},
       (SELECT coalesce(json_agg(json_build_object('item_pk', lp.item_pk, 'parent_code', p.parent_code,
                 'playback', lp.playback_progress_pct, 'cle', lp.cle_progress_pct, 'last_watched_at', lp.last_watched_at)), '[]')
        FROM library_progress lp JOIN products p ON p.pk = lp.item_pk
        WHERE lp.user_sub = $1
          AND lp.item_pk IN (SELECT $2 UNION ALL SELECT pk FROM products WHERE parent_code = product.code)) AS progress,
       (SELECT row_to_json(d) FROM (${detailSql('p.pk = $2')}) d) AS detail,
       (SELECT coalesce(json_agg(sg ORDER BY sg.segment_number, sg.code), '[]')
        FROM (${segmentCatalogueSql('parent_code = product.code')}) sg) AS catalogue_segments,
       (SELECT coalesce(json_agg(cl.line ORDER BY cl.sort_order), '[]')
        FROM (${creditLinesSql('c.product_code = product.code')}) cl) AS credit_lines
FROM product
LEFT JOIN locked ON true
LEFT JOIN entry e ON true
LEFT JOIN products p ON p.pk = e.item_pk`;

/**
 * POST /user/library/:pk: saves an item. Not in the library: added as saved. Archived: restored. Owned:
 * marked as a favourite. Already saved: nothing changes (idempotent).
 */
export async function saveItem(db: Db, sub: string, pk: string, ensureUser: EnsureUser) {
  const run = async () => (await db.query<SaveRecord>(SAVE_SQL, [sub, pk, ITEM_TYPE_OF]))[0];
  let r = await run();
  if (!r) throw new HttpError(404, `No item with pk '${pk}'`);
  if (!r.item_type_of_product) throw new HttpError(400, `Item '${pk}' cannot be kept in a library`);
  if (r.version === null) {
    // first time this account is seen by the API: its users row first, then the save again
    await db.transaction((tx) => ensureUser(tx));
    r = (await run())!;
  }
  // The same item saved by a request that committed while this one waited for the lock: nothing to
  // change, and its row is newer than this statement's snapshot. Asked again, it is there.
  if (!r.item_pk) r = (await run())!;
  const mustBuy = r.source === 'saved' && Number(r.price) > 0;
  const fresh = rowsOf([r as EntryWithParent], r.progress);
  const patched = r.changed
    ? filePatched(db, sub, r.version!, fresh, [pk], 1)
    : cachedAt(db, sub, r.version!);
  const library = patched ?? (await userLibrary(db, sub));
  primeCatalogue(db, library.seed, {
    detail: r.detail,
    segments: r.catalogue_segments,
    credits: r.credit_lines,
  });
  return { changed: r.changed, mustBuy, library };
}

interface PlayCheck {
  code: string;
  source: LibraryRow['source'] | null;
  item_parent_owned: boolean;
  watched_pk: string | null;
  watched_parent_code: string | null;
  watched_parent_pk: string | null;
  watched_price: string | null;
  watched_source: string | null;
}

/**
 * PUT /user/library/:pk[/segments/:segmentPk]/progress: what the player reports. The item must be in the
 * person's library and playable (spec 1 §2: purchased, parent purchased, or free); the resume point
 * follows the player, the percentages only grow, lastWatched is now. One statement writes it, under
 * the users-row lock like every library write.
 */
export async function recordProgress(
  db: Db,
  sub: string,
  pk: string,
  watchedPk: string,
  body: { positionSeconds: number; durationSeconds: number },
): Promise<LibraryProgressResponse> {
  const [check] = await db.query<PlayCheck>(
    `SELECT p.code, e.source,
            (p.parent_code IS NOT NULL AND EXISTS (
               SELECT 1 FROM library_entries pe JOIN products pp ON pp.pk = pe.item_pk
               WHERE pe.user_sub = $1 AND pp.code = p.parent_code AND pe.source <> 'saved')) AS item_parent_owned,
            w.pk AS watched_pk, w.parent_code AS watched_parent_code, wp.pk AS watched_parent_pk,
            w.price AS watched_price,
            (SELECT we.source FROM library_entries we WHERE we.user_sub = $1 AND we.item_pk = w.pk) AS watched_source
     FROM products p
     LEFT JOIN library_entries e ON e.user_sub = $1 AND e.item_pk = p.pk
     LEFT JOIN products w ON w.pk = $3
     LEFT JOIN products wp ON wp.code = w.parent_code
     WHERE p.pk = $2`,
    [sub, pk, watchedPk],
  );
  if (!check) throw new HttpError(404, `No item with pk '${pk}'`);
  if (!check.source) throw new HttpError(404, `Item '${pk}' is not in your library`);
  if (!check.watched_pk) throw new HttpError(404, `No item with pk '${watchedPk}'`);
  if (watchedPk !== pk && check.watched_parent_code !== check.code)
    throw new HttpError(404, `'${watchedPk}' is not a segment of '${pk}'`);
  const owns = (source: string | null) => source === 'purchased' || source === 'registered';
  const playable =
    owns(check.source) ||
    check.item_parent_owned ||
    owns(check.watched_source) ||
    Number(check.watched_price) === 0;
  if (!playable) throw new HttpError(403, 'Only items you have purchased or registered for can be played');

  const pct = Math.min(100, Math.round((body.positionSeconds / body.durationSeconds) * 10_000) / 100);
  const [written] = await db.query<{
    version: string;
    playback: string;
    cle: string;
    last_watched_at: string | Date;
  }>(
    `WITH locked AS (
       SELECT library_version::text AS version FROM users WHERE sub = $1 FOR UPDATE
     ), written AS (
       INSERT INTO library_progress AS lp (user_sub, item_pk, playback_progress_pct, cle_progress_pct,
                                           position_seconds, duration_seconds, last_watched_at)
       SELECT $1, $2, $3, $3, $4, $5, now() FROM locked
       ON CONFLICT (user_sub, item_pk) DO UPDATE SET
         playback_progress_pct = greatest(lp.playback_progress_pct, EXCLUDED.playback_progress_pct),
         cle_progress_pct = greatest(lp.cle_progress_pct, EXCLUDED.cle_progress_pct),
         position_seconds = EXCLUDED.position_seconds,
         duration_seconds = EXCLUDED.duration_seconds,
         last_watched_at = now(),
         updated_at = now()
       RETURNING lp.playback_progress_pct, lp.cle_progress_pct, lp.last_watched_at
     )
     SELECT locked.version, w.playback_progress_pct AS playback, w.cle_progress_pct AS cle, w.last_watched_at
     FROM locked, written w`,
    [sub, watchedPk, pct, body.positionSeconds, body.durationSeconds],
  );
  // an entry's users row always exists (library_entries references it)
  // The rows whose progress this moves: the item, the watched thing and its program, where in the library.
  const affected = [...new Set([pk, watchedPk, check.watched_parent_pk].filter((v): v is string => !!v))];
  const fresh = await loadLibraryRows(db, sub, affected);
  filePatched(db, sub, written!.version, fresh, affected, 1);
  const row = fresh.rows.find((r) => r.pk === pk)!;
  return {
    pk,
    watchedPk,
    positionSeconds: body.positionSeconds,
    durationSeconds: body.durationSeconds,
    progress: {
      playbackProgressPct: Number(written!.playback),
      cleProgressPct: Number(written!.cle),
      lastWatchedDateUtc: iso(written!.last_watched_at),
    },
    item: {
      playbackProgressPct: row.playbackPct,
      cleProgressPct: row.clePct,
      lastWatchedDateUtc: iso(row.lastWatchedAt),
    },
  };
}

/** The site's cart address (site label cartUrl), kept per seed version. */
export async function cartUrl(db: Db, lib: UserLibrary): Promise<string> {
  const cat = catalogueOf(db, lib.seed);
  if (cat.cartUrl === undefined) {
    const [labels] = await db.query<{ cart: string | null }>(
      "SELECT data->>'cartUrl' AS cart FROM site_parts WHERE name = 'labels'",
    );
    cat.cartUrl = labels?.cart ?? '/cart';
  }
  return cat.cartUrl;
}

/**
 * DELETE /user/library/:pk[,pk]: saved items leave the library; purchased or registered ones are
 * archived (still owned, out of sight); unknown ones are reported unchanged. One statement.
 */
export async function removeItems(db: Db, sub: string, pks: string[]) {
  // One statement: the users-row lock first (the version read is the one just before this change).
  const changed = await db.query<{ version: string; kind: 'removed' | 'archived'; item_pk: string }>(
    `WITH locked AS (
       SELECT library_version::text AS version FROM users WHERE sub = $1 FOR UPDATE
     ), removed AS (
       DELETE FROM library_entries WHERE user_sub = $1 AND item_pk = ANY($2) AND source = 'saved'
         AND EXISTS (SELECT 1 FROM locked)
       RETURNING item_pk
     ), archived AS (
       UPDATE library_entries SET archived = true, is_favorite = false, updated_at = now()
       WHERE user_sub = $1 AND item_pk = ANY($2) AND source <> 'saved' AND (NOT archived OR is_favorite)
         AND EXISTS (SELECT 1 FROM locked)
       RETURNING item_pk
     )
     SELECT locked.version, c.kind, c.item_pk
     FROM (SELECT 'removed' AS kind, item_pk FROM removed UNION ALL SELECT 'archived' AS kind, item_pk FROM archived) c,
          locked`,
    [sub, pks],
  );
  const removed = changed.filter((c) => c.kind === 'removed').map((c) => c.item_pk);
  const archived = changed.filter((c) => c.kind === 'archived').map((c) => c.item_pk);
  // this process's copy follows without a reload: removed rows go, archived ones are flagged
  const before = changed[0]?.version;
  const cached = before ? cachedAt(db, sub, before) : null;
  if (cached)
    peopleOf(db).set(sub, {
      ...cached,
      version: String(BigInt(before!) + BigInt(changed.length)),
      rows: cached.rows
        .filter((r) => !removed.includes(r.pk))
        .map((r) => (archived.includes(r.pk) ? { ...r, archived: true, isFavorite: false } : r)),
    });
  const done = new Set([...removed, ...archived]);
  return { removed, archived, unchanged: pks.filter((pk) => !done.has(pk)) };
}

/** The personal flags of search results and product cards, for a signed-in caller. */
export async function personalFlags(
  db: Db,
  sub: string,
  items: { pk: string; parentCode?: string | null }[],
): Promise<
  Map<
    string,
    { isPurchased: boolean; isParentProgramPurchased: boolean; isFavorite: boolean; isArchived: boolean }
  >
> {
  const parentPks = items.flatMap((i) => (i.parentCode ? [`prg-${i.parentCode}`] : []));
  const rows = items.length
    ? await db.query<{ item_pk: string; owned: boolean; is_favorite: boolean; archived: boolean }>(
        `SELECT item_pk, source IN ('purchased', 'registered') AS owned, is_favorite, archived
         FROM library_entries WHERE user_sub = $1 AND item_pk = ANY($2)`,
        [sub, [...new Set([...items.map((i) => i.pk), ...parentPks])]],
      )
    : [];
  const byPk = new Map(rows.map((r) => [r.item_pk, r]));
  return new Map(
    items.map((i) => {
      const own = byPk.get(i.pk);
      const parent = i.parentCode ? byPk.get(`prg-${i.parentCode}`) : undefined;
      return [
        i.pk,
        {
          isPurchased: Boolean(own?.owned),
          isParentProgramPurchased: Boolean(parent?.owned),
          isFavorite: Boolean(own?.is_favorite),
          isArchived: Boolean(own?.archived),
        },
      ];
    }),
  );
}
