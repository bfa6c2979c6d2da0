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
