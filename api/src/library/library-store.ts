// A person's library in the database: reading it (filters, counts, sort and paging in one pass over the
// person's rows, then one query for the page's details) and changing it (save, remove) in transactions.
// Every function takes the caller's `sub` from the verified token: nothing here reads another person.
import {
  LIBRARY_FILTER_GROUPS,
  LIBRARY_FILTER_KEYS,
  LIBRARY_SEGMENTS_SHOWN,
  LIBRARY_TABS,
  type LibraryFilterKey,
  type LibraryItem,
  type LibraryMaterial,
  type LibraryResponse,
  type LibrarySegment,
  type LibrarySort,
  type LibraryTab,
} from '@cle/contracts/library-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import { libraryItemType } from '../seed/generate-library';
import { filterValuesOf, isOwned, sortRows, TAB_OF, type LibraryRow } from './library-query';

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

/** The person's library rows with their progress, from two indexed queries. */
export async function loadLibraryRows(db: Db, sub: string, pks?: string[]): Promise<LibraryRow[]> {
  const [entries, progress] = await Promise.all([
    db.query<EntryRecord>(
      `SELECT e.item_pk, e.item_type, e.source, e.is_favorite, e.archived, e.access_expires_at,
              e.credit_requested_at, e.added_at, p.code, p.searchable_type, p.format,
              p.data->>'formatKey' AS format_key, (p.data->>'hasVideo')::boolean AS has_video,
              p.run_time_seconds, p.event_start, p.event_end, p.publication_date, p.parent_code,
              EXISTS (SELECT 1 FROM product_credits c WHERE c.product_code = p.code AND c.status = 'Approved') AS has_credits,
              (SELECT count(*)::int FROM products s WHERE s.parent_code = p.code) AS segment_count
       FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.user_sub = $1 ${pks ? 'AND e.item_pk = ANY($2)' : ''}`,
      pks ? [sub, pks] : [sub],
    ),
    db.query<ProgressRecord>(
      `SELECT lp.item_pk, p.parent_code, lp.playback_progress_pct AS playback, lp.cle_progress_pct AS cle,
              lp.last_watched_at
       FROM library_progress lp JOIN products p ON p.pk = lp.item_pk
       WHERE lp.user_sub = $1`,
      [sub],
    ),
  ]);
  // Progress of an item: its own row, or the average over its segments (segments not started count 0).
  const own = new Map<string, ProgressRecord>();
  const bySegmentParent = new Map<string, ProgressRecord[]>();
  for (const p of progress) {
    own.set(p.item_pk, p);
    if (p.parent_code) bySegmentParent.set(p.parent_code, [...(bySegmentParent.get(p.parent_code) ?? []), p]);
  }
  const ownedPrograms = new Set(
    entries.filter((e) => e.item_type === 'program' && isOwned(e)).map((e) => e.code),
  );
  return entries.map((e): LibraryRow => {
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
      parentOwned: e.parent_code !== null && ownedPrograms.has(e.parent_code),
      segmentCount: e.segment_count,
    };
  });
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
  const all = (await loadLibraryRows(db, sub)).filter((r) => q.includeArchived || !r.archived);
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
  const items = await buildItems(db, sub, page, {
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
interface SegmentDetail {
  pk: string;
  code: string;
  parent_code: string;
  title: string;
  url: string;
  segment_number: number | null;
  price: string;
  playback: string | null;
  cle: string | null;
  own_source: string | null;
  own_archived: boolean | null;
}

/** A stable GUID-shaped id derived from the pk (the CMS's productGuidValue). */
export function guidOf(pk: string): string {
  const h = (s: string) => {
    let x = 2166136261;
    for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 16777619);
    return (x >>> 0).toString(16).padStart(8, '0');
  };
  const hex = `${h(pk)}${h(`${pk}:1`)}${h(`${pk}:2`)}${h(`${pk}:3`)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
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

/** Approved credits of some products, one line per jurisdiction: 'New York: 3 General, 1 Ethics'. */
async function creditLines(db: Db, codes: string[]): Promise<Map<string, string[]>> {
  if (!codes.length) return new Map();
  const rows = await db.query<{ product_code: string; line: string }>(
    `SELECT c.product_code, j.name || ': ' || string_agg(trim(to_char(c.amount, 'FM999990.##')) || ' ' || t.description, ', ' ORDER BY t.sk) AS line
     FROM product_credits c
     JOIN jurisdictions j ON j.region_sk = c.region_sk
     JOIN credit_types t ON t.sk = c.credit_type_sk
     WHERE c.product_code = ANY($1) AND c.status = 'Approved'
     GROUP BY c.product_code, j.name, j.sort_order
     ORDER BY c.product_code, j.sort_order`,
    [codes],
  );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.product_code, [...(out.get(r.product_code) ?? []), r.line]);
  return out;
}

/** The full items (spec 1 §3) for some library rows, in their order. */
export async function buildItems(
  db: Db,
  sub: string,
  rows: LibraryRow[],
  o: { allSegments: boolean; nested: boolean; firstPosition: number },
): Promise<LibraryItem[]> {
  if (!rows.length) return [];
  const programCodes = rows.filter((r) => r.itemType === 'program').map((r) => r.code);
  const [details, segments, credits] = await Promise.all([
    db.query<ProductDetail>(
      `SELECT p.pk, p.code, p.title, p.url, p.description, p.format, p.image_url, p.price, p.event_start,
              p.event_end, p.location, p.parent_code, pp.title AS parent_title, pp.url AS parent_url,
              pp.pk AS parent_pk
       FROM products p LEFT JOIN products pp ON pp.code = p.parent_code
       WHERE p.pk = ANY($1)`,
      [rows.map((r) => r.pk)],
    ),
    o.nested ? segmentsOf(db, sub, programCodes) : Promise.resolve([]),
    creditLines(
      db,
      rows.map((r) => r.code),
    ),
  ]);
  const byPk = new Map(details.map((d) => [d.pk, d]));
  const segsByParent = new Map<string, SegmentDetail[]>();
  for (const s of segments) segsByParent.set(s.parent_code, [...(segsByParent.get(s.parent_code) ?? []), s]);

  return rows.flatMap((r, i): LibraryItem[] => {
    const d = byPk.get(r.pk);
    if (!d) return [];
    const segs = (segsByParent.get(r.code) ?? []).map((s) => segmentOf(s, isOwned(r)));
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
        creditDetailsFormatted: credits.get(r.code) ?? [],
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

/** GET /user/library/:pk/materials: what comes with an item; only owners (or free items) may open it. */
export async function itemMaterials(
  db: Db,
  sub: string,
  pk: string,
): Promise<{ pk: string; materials: LibraryMaterial[] }> {
  const [item] = await db.query<{
    code: string;
    title: string;
    searchable_type: string;
    price: string;
    parent_pk: string | null;
    book_format: string | null;
    owned: boolean;
  }>(
    `SELECT p.code, p.title, p.searchable_type, p.price, pp.pk AS parent_pk, p.data->>'bookFormat' AS book_format,
            EXISTS (SELECT 1 FROM library_entries e WHERE e.user_sub = $1 AND e.item_pk IN (p.pk, pp.pk)
                    AND e.source IN ('purchased', 'registered')) AS owned
     FROM products p LEFT JOIN products pp ON pp.code = p.parent_code WHERE p.pk = $2`,
    [sub, pk],
  );
  if (!item) throw new HttpError(404, `No item with pk '${pk}'`);
  const available = item.owned || Number(item.price) === 0;
  const base = `/materials/${encodeURIComponent(item.code)}`;
  const m = (id: string, kind: string, title: string, file: string): LibraryMaterial => ({
    id: `${item.code}-${id}`,
    kind,
    title,
    url: `${base}/${file}`,
    isAvailable: available,
  });
  const t = item.searchable_type;
  const materials: LibraryMaterial[] =
    t === 'liveprogram' || t === 'ondemandprogram'
      ? [
          m('course', 'Course materials', `${item.title}: course materials`, 'course-materials.pdf'),
          m('slides', 'Slides', `${item.title}: presentation slides`, 'slides.pdf'),
          ...(t === 'ondemandprogram'
            ? [m('transcript', 'Transcript', `${item.title}: transcript`, 'transcript.pdf')]
            : []),
        ]
      : t === 'ondemandsegment'
        ? [
            m('slides', 'Slides', `${item.title}: presentation slides`, 'slides.pdf'),
            m('transcript', 'Transcript', `${item.title}: transcript`, 'transcript.pdf'),
          ]
        : t === 'book'
          ? [
              m(
                'publication',
                'Publication',
                `${item.title} (${item.book_format === 'digital-program' ? 'digital edition' : 'digital copy of the print edition'})`,
                'publication.pdf',
              ),
            ]
          : t === 'podcastepisode'
            ? [m('transcript', 'Transcript', `${item.title}: transcript`, 'transcript.pdf')]
            : [];
  return { pk, materials };
}

// ---- changes ----

/** The user row the library hangs on (an account first seen here is created from the token). */
export type EnsureUser = (tx: Db) => Promise<void>;

/**
 * POST /user/library/:pk: saves an item. Not in the library: added as saved. Archived: restored. Owned:
 * marked as a favourite. Already saved: nothing changes (idempotent).
 */
export async function saveItem(db: Db, sub: string, pk: string, ensureUser: EnsureUser) {
  return db.transaction(async (tx) => {
    const [product] = await tx.query<{ searchable_type: string; price: string }>(
      'SELECT searchable_type, price FROM products WHERE pk = $1',
      [pk],
    );
    if (!product) throw new HttpError(404, `No item with pk '${pk}'`);
    const type = libraryItemType(product.searchable_type);
    if (!type) throw new HttpError(400, `Item '${pk}' cannot be kept in a library`);
    await ensureUser(tx);
    const changed = await tx.query<{ item_pk: string }>(
      `INSERT INTO library_entries AS e (user_sub, item_pk, item_type, source, is_favorite)
       VALUES ($1, $2, $3, 'saved', true)
       ON CONFLICT (user_sub, item_pk) DO UPDATE
         SET archived = false, is_favorite = true, updated_at = now()
         WHERE e.archived OR NOT e.is_favorite
       RETURNING e.item_pk`,
      [sub, pk, type],
    );
    const [entry] = await tx.query<{ source: string }>(
      'SELECT source FROM library_entries WHERE user_sub = $1 AND item_pk = $2',
      [sub, pk],
    );
    const mustBuy = entry!.source === 'saved' && Number(product.price) > 0;
    return { changed: changed.length > 0, mustBuy };
  });
}

/**
 * DELETE /user/library/:pk[,pk]: saved items leave the library; purchased or registered ones are
 * archived (still owned, out of sight); unknown ones are reported unchanged. One transaction.
 */
export async function removeItems(db: Db, sub: string, pks: string[]) {
  return db.transaction(async (tx) => {
    const removed = await tx.query<{ item_pk: string }>(
      `DELETE FROM library_entries WHERE user_sub = $1 AND item_pk = ANY($2) AND source = 'saved' RETURNING item_pk`,
      [sub, pks],
    );
    const archived = await tx.query<{ item_pk: string }>(
      `UPDATE library_entries SET archived = true, is_favorite = false, updated_at = now()
       WHERE user_sub = $1 AND item_pk = ANY($2) AND source <> 'saved' AND (NOT archived OR is_favorite)
       RETURNING item_pk`,
      [sub, pks],
    );
    const done = new Set([...removed, ...archived].map((r) => r.item_pk));
    return {
      removed: removed.map((r) => r.item_pk),
      archived: archived.map((r) => r.item_pk),
      unchanged: pks.filter((pk) => !done.has(pk)),
    };
  });
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
