// The catalogue's practice areas (migration 001) and the ones a member follows (migration 011).
import type { Db } from '../db/db';
import type { TaxonomyRow } from '../db/rows';

type PracticeArea = Pick<TaxonomyRow, 'id' | 'name'>;

export async function allPracticeAreas(db: Db): Promise<PracticeArea[]> {
  return db.query<PracticeArea>('SELECT id, name FROM practice_areas');
}

/** Every practice area by name, with whether the member follows it. */
export async function practiceAreasFollowing(
  db: Db,
  sub: string,
): Promise<(PracticeArea & { following: boolean })[]> {
  return db.query<PracticeArea & { following: boolean }>(
    `SELECT a.id, a.name, f.user_sub IS NOT NULL AS following FROM practice_areas a
     LEFT JOIN user_practice_area_follows f ON f.practice_area_id = a.id AND f.user_sub = $1 ORDER BY a.name`,
    [sub],
  );
}

/** The ids of the practice areas the member follows. */
export async function followedPracticeAreaIds(db: Db, sub: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM practice_areas a JOIN user_practice_area_follows f ON f.practice_area_id = a.id
     WHERE f.user_sub = $1`,
    [sub],
  );
  return rows.map((a) => a.id);
}

/** Which of the ids name a practice area. */
export async function knownPracticeAreaIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT id FROM practice_areas WHERE id = ANY($1)', [ids]);
  return new Set(rows.map((r) => r.id));
}

export async function followPracticeAreas(db: Db, sub: string, ids: number[]): Promise<void> {
  await db.query(
    `INSERT INTO user_practice_area_follows (user_sub, practice_area_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [sub, ids],
  );
}

export async function unfollowPracticeAreas(db: Db, sub: string, ids: number[]): Promise<void> {
  await db.query(
    'DELETE FROM user_practice_area_follows WHERE user_sub = $1 AND practice_area_id = ANY($2)',
    [sub, ids],
  );
}
