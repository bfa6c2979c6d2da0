// A person's library rows as the database holds them: one query for the entries with their product
// facts, one for the progress, folded into the rows the library's filters and sort read.
import type { Db } from '../db/db';
import type { LibraryRow } from './library-query';

const ts = (v: string | Date | null | undefined): number | null => (v ? new Date(v).getTime() : null);
export const iso = (v: number | string | Date | null | undefined): string | null =>
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
export interface ProgressRecord {
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
export const ENTRY_COLUMNS = `e.item_pk, e.item_type, e.source, e.is_favorite, e.archived, e.access_expires_at,
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

export type EntryWithParent = EntryRecord & { parent_owned: boolean };

/**
 * The person's library rows with their progress (all of them, or only `pks` and their segments), from
 * two indexed queries.
 */
export async function loadLibraryRows(
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
export function rowsOf(
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
