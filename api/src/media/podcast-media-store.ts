// The catalogue read behind a video podcast episode's media (decision 068).
import type { Db } from '../db/db';

/**
 * A free podcast episode with video, or null. Podcast pages are public (spec 1 §podcast: anyone expands
 * an episode to its player), so only free episodes are served without a grant.
 */
export async function freeVideoEpisode(db: Db, code: string): Promise<{ code: string } | null> {
  const [row] = await db.query<{ code: string }>(
    `SELECT code FROM products WHERE code = $1 AND searchable_type = 'podcastepisode' AND price = 0
       AND data->>'hasVideo' = 'true'`,
    [code],
  );
  return row ?? null;
}
