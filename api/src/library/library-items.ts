// The items of a library page (spec 1 §3), made from the person's rows and the cached catalogue facts,
// and a program's segments with the person's progress.
import { LIBRARY_SEGMENTS_SHOWN } from '@cle/contracts/library-schemas';
import type { LibraryItem, LibrarySegment } from '@cle/contracts/library-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import { guidOf } from '../lib/guid';
import { libraryItemType } from './library-item-type';
import { filterValuesOf, isOwned, TAB_OF } from './library-query';
import type { LibraryRow } from './library-query';
import { iso } from './library-rows';
import type { UserLibrary } from './library-cache';
import { catalogueFor, segmentsOf } from './library-catalogue';
import type { ProductDetail, SegmentCatalogue, SegmentDetail } from './library-catalogue';

const watchable = (searchableType: string) =>
  searchableType === 'ondemandprogram' ||
  searchableType === 'ondemandsegment' ||
  searchableType === 'podcastepisode';

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

type ItemOptions = { allSegments: boolean; nested: boolean; firstPosition: number };

/** The program's segments as its library item lists them, with the person's progress and purchases. */
function itemSegments(
  lib: UserLibrary,
  r: LibraryRow,
  segments: readonly SegmentCatalogue[],
): LibrarySegment[] {
  const ownSource = new Map(lib.rows.map((x) => [x.pk, x.source]));
  return segments.map((sg) => {
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
}

/** The item's catalogue part: what it is, where it lives, when it takes place, its program. */
function catalogueFields(r: LibraryRow, d: ProductDetail) {
  return {
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
  };
}

function itemOf(
  r: LibraryRow,
  d: ProductDetail,
  segs: LibrarySegment[],
  credits: string[],
  o: ItemOptions,
  position: number,
): LibraryItem {
  const creditStatus = filterValuesOf(r, Date.now()).creditStatus[0] as LibraryItem['creditStatus'];
  return {
    ...catalogueFields(r, d),
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
    itemAnalyticsModel: { position, productCode: r.code, searchableType: r.searchableType },
    accessExpirationDate: iso(r.accessExpiresAt),
    registrationDetails:
      r.source === 'registered' ? { registeredDateUtc: iso(r.addedAt)!, format: d.format } : null,
    creditDetailsFormatted: credits,
    creditStatus: creditStatus ?? null,
    playbackProgressPct: r.playbackPct,
    cleProgressPct: r.clePct,
    addedDateUtc: iso(r.addedAt)!,
    lastWatchedDateUtc: iso(r.lastWatchedAt),
    productDateUtc: iso(r.productDate),
  };
}

/** The full items (spec 1 §3) for some library rows, in their order. */
export async function buildItems(
  db: Db,
  lib: UserLibrary,
  rows: LibraryRow[],
  o: ItemOptions,
): Promise<LibraryItem[]> {
  if (!rows.length) return [];
  const cat = await catalogueFor(db, lib.seed, rows, o.nested);
  return rows.flatMap((r, i): LibraryItem[] => {
    const d = cat.details.get(r.pk);
    if (!d) return [];
    const segs = itemSegments(lib, r, o.nested ? (cat.segments.get(r.code) ?? []) : []);
    return [itemOf(r, d, segs, cat.credits.get(r.code) ?? [], o, o.firstPosition + i)];
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
