// The catalogue's faculty (migration 001) and the faculty a member follows (migration 014).
import type { Db } from '../db/db';
import type { FacultyRecord, FacultyRow } from '../db/rows';

/** One page of the visible faculty by last name (those whose last name starts with `letter`, when given). */
export async function visibleFacultyPage(
  db: Db,
  filter: { letter?: string; limit: number; offset: number },
): Promise<{ total: number; rows: FacultyRow[] }> {
  const where = filter.letter
    ? 'visibility_status = 1 AND upper(left(last_name, 1)) = $1'
    : 'visibility_status = 1';
  const args = filter.letter ? [filter.letter.toUpperCase()] : [];
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM faculty WHERE ${where}`,
    args,
  );
  const rows = await db.query<FacultyRow>(
    `SELECT * FROM faculty WHERE ${where} ORDER BY last_name, first_name, id
     LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    args,
  );
  return { total, rows };
}

export async function facultyById(db: Db, id: number): Promise<FacultyRow | undefined> {
  const [f] = await db.query<FacultyRow>('SELECT * FROM faculty WHERE id = $1', [id]);
  return f;
}

export type FacultyContentRow = {
  code: string;
  title: string;
  format: string;
  url: string;
  date: string | null;
  chair: boolean;
};

/** The faculty member's most recent programs and publications (top-level products), newest first. */
export async function facultyContent(db: Db, id: number, limit: number): Promise<FacultyContentRow[]> {
  return db.query<FacultyContentRow>(
    `SELECT code, title, format, url,
       to_char(coalesce(event_start::date, publication_date), 'YYYY-MM-DD') AS date,
       coalesce(data->'chairpersons', '[]'::jsonb) @> to_jsonb($1::int) AS chair
     FROM products WHERE $1 = ANY(faculty_ids) AND parent_code IS NULL
     ORDER BY coalesce(event_start::date, publication_date) DESC NULLS LAST, code LIMIT ${limit}`,
    [id],
  );
}

export async function followedFacultyIds(db: Db, sub: string): Promise<Set<number>> {
  const rows = await db.query<{ faculty_id: number }>(
    'SELECT faculty_id FROM faculty_follows WHERE user_sub = $1',
    [sub],
  );
  return new Set(rows.map((r) => r.faculty_id));
}

/** The faculty the member follows, by name. */
export async function followedFaculty(db: Db, sub: string): Promise<FacultyRow[]> {
  return db.query<FacultyRow>(
    `SELECT f.* FROM faculty_follows ff JOIN faculty f ON f.id = ff.faculty_id
     WHERE ff.user_sub = $1 ORDER BY f.last_name, f.first_name`,
    [sub],
  );
}

/** The faculty with these individual ids (unknown ones are left out). */
export async function facultyByIndividualIds(
  db: Db,
  individualIds: string[],
): Promise<Pick<FacultyRow, 'id' | 'individual_id'>[]> {
  return db.query<Pick<FacultyRow, 'id' | 'individual_id'>>(
    'SELECT id, individual_id FROM faculty WHERE individual_id = ANY($1)',
    [individualIds],
  );
}

/** Following twice is one follow. */
export async function followFaculty(db: Db, sub: string, facultyIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO faculty_follows (user_sub, faculty_id)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [sub, facultyIds],
  );
}

export async function unfollowFaculty(db: Db, sub: string, facultyIds: number[]): Promise<void> {
  await db.query('DELETE FROM faculty_follows WHERE user_sub = $1 AND faculty_id = ANY($2::int[])', [
    sub,
    facultyIds,
  ]);
}

/** The public columns of a faculty row (what product pages show). */
const PUBLIC_COLUMNS =
  'id, individual_id, first_name, last_name, display_name, affiliation, title, biography, slug';

/** The faculty with these ids, visible or not, by name (with their visibility). */
export async function facultyByIds(db: Db, ids: number[]): Promise<FacultyRow[]> {
  return db.query<FacultyRow>(
    `SELECT ${PUBLIC_COLUMNS}, visibility_status FROM faculty WHERE id = ANY($1::int[]) ORDER BY last_name, first_name`,
    [ids],
  );
}

/** The visible faculty with these ids, in no particular order. */
export async function visibleFacultyByIds(db: Db, ids: number[]): Promise<FacultyRecord[]> {
  return db.query<FacultyRecord>(
    `SELECT ${PUBLIC_COLUMNS} FROM faculty WHERE id = ANY($1::int[]) AND visibility_status = 1`,
    [ids],
  );
}

/** The faculty with these individual ids, visible or not, in no particular order (public columns). */
export async function publicFacultyByIndividualIds(
  db: Db,
  individualIds: string[],
): Promise<FacultyRecord[]> {
  return db.query<FacultyRecord>(`SELECT ${PUBLIC_COLUMNS} FROM faculty WHERE individual_id = ANY($1)`, [
    individualIds,
  ]);
}
