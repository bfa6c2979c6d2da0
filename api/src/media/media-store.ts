// The catalogue reads behind media: which item a media URL names, and what a launch of an item plays.
import type { Db } from '../db/db';
import { mediaKindOf } from './media-library';
import type { MediaKind } from './media-library';

/** What plays: on-demand programs and segments, and live programs (their webcast recording). */
export const PLAYABLE_TYPES = ['ondemandprogram', 'ondemandsegment', 'liveprogram'];

export interface PlayableItem {
  code: string;
  kind: MediaKind;
  /** the item's searchable type (a preview is an on-demand item's) */
  type: string;
}
type Row = { code: string; searchable_type: string; data: { onDemandMediaType?: unknown } | null };
const toItem = (r: Row): PlayableItem => ({
  code: r.code,
  kind: mediaKindOf(r.data),
  type: r.searchable_type,
});

/** The playable item of a code and its media type, or null. */
export async function playableItem(db: Db, code: string): Promise<PlayableItem | null> {
  const [row] = await db.query<Row>(
    'SELECT code, searchable_type, data FROM products WHERE code = $1 AND searchable_type = ANY($2)',
    [code, PLAYABLE_TYPES],
  );
  return row ? toItem(row) : null;
}

/** The playable items among `codes`, in no particular order. */
export async function playableItems(db: Db, codes: string[]): Promise<PlayableItem[]> {
  const rows = await db.query<Row>(
    'SELECT code, searchable_type, data FROM products WHERE code = ANY($1) AND searchable_type = ANY($2)',
    [codes, PLAYABLE_TYPES],
  );
  return rows.map(toItem);
}

/** What a launch of `code` plays: the item itself, then its playable segments in order. */
export async function launchedItems(db: Db, code: string): Promise<PlayableItem[]> {
  const rows = await db.query<Row>(
    `SELECT code, searchable_type, data FROM products WHERE (code = $1 OR parent_code = $1) AND searchable_type = ANY($2)
     ORDER BY (code = $1) DESC, segment_number NULLS LAST, code`,
    [code, PLAYABLE_TYPES],
  );
  return rows.map(toItem);
}

/** A recording this close to its end counts as finished: a fresh launch starts the next one. */
const FINISHED_MARGIN_SECONDS = 3;

export interface ResumePoint {
  code: string;
  positionSeconds: number;
}

/**
 * Where a fresh launch of `codes` (the item, then its segments, in order) starts for `sub`: in the one
 * the player last reported a position for, there; at the start of the next one when that one was
 * played to its end; null when nothing was reported or the last one was finished.
 */
export async function resumePoint(db: Db, sub: string, codes: string[]): Promise<ResumePoint | null> {
  const [last] = await db.query<{ code: string; position: string | number; duration: string | number }>(
    `SELECT p.code, lp.position_seconds AS position, lp.duration_seconds AS duration
     FROM library_progress lp JOIN products p ON p.pk = lp.item_pk
     WHERE lp.user_sub = $1 AND p.code = ANY($2) AND lp.position_seconds IS NOT NULL
       AND lp.last_watched_at IS NOT NULL
     ORDER BY lp.last_watched_at DESC, p.code LIMIT 1`,
    [sub, codes],
  );
  if (!last) return null;
  const position = Number(last.position);
  if (position < Number(last.duration) - FINISHED_MARGIN_SECONDS)
    return { code: last.code, positionSeconds: position };
  const next = codes[codes.indexOf(last.code) + 1];
  return next && codes.indexOf(last.code) > 0 ? { code: next, positionSeconds: 0 } : null;
}

/** The playable item of a variation pk, or null. */
export async function playableItemByPk(db: Db, pk: string): Promise<PlayableItem | null> {
  const [row] = await db.query<Row>(
    'SELECT code, searchable_type, data FROM products WHERE pk = $1 AND searchable_type = ANY($2)',
    [pk, PLAYABLE_TYPES],
  );
  return row ? toItem(row) : null;
}
