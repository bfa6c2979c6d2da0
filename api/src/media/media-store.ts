// The catalogue reads behind media: which recording a file names, and what a launch of an item plays.
import type { Db } from '../db/db';

/** What plays: on-demand programs and segments, and live programs (their webcast recording). */
export const PLAYABLE_TYPES = ['ondemandprogram', 'ondemandsegment', 'liveprogram'];

/** The playable item of a code (its recording and captions are served), or null. */
export async function playableItem(db: Db, code: string): Promise<{ code: string; title: string } | null> {
  const [row] = await db.query<{ code: string; title: string }>(
    'SELECT code, title FROM products WHERE code = $1 AND searchable_type = ANY($2)',
    [code, PLAYABLE_TYPES],
  );
  return row ?? null;
}

/** The codes a launch of `code` plays: the item itself, then its playable segments in order. */
export async function launchedCodes(db: Db, code: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `SELECT code FROM products WHERE parent_code = $1 AND searchable_type = ANY($2)
     ORDER BY segment_number NULLS LAST, code`,
    [code, PLAYABLE_TYPES],
  );
  return [code, ...rows.map((r) => r.code)];
}
