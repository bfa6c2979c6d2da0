// The catalogue's reads across products: the same program offered in several ways, a program series,
// a course handbook's program and a book's related books.
import type { Db } from '../db/db';
import type { ProductRecord } from '../db/rows';

/** Programs of one series share their title without the trailing year ('Health Care Law Update'). */
const SERIES_TITLE_SQL = `regexp_replace(title, '\\s*\\d{4}$', '')`;
export const seriesTitle = (title: string) => title.replace(/\s*\d{4}$/, '');
const PROGRAMS = `parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')`;
const BY_DATE = 'coalesce(event_start, publication_date::timestamptz)';

/** The programs titled `title` (one program offered in person, by webcast, on demand…), oldest first. */
export async function programsTitled(db: Db, title: string): Promise<ProductRecord[]> {
  return db.query<ProductRecord>(
    `SELECT * FROM products WHERE title = $1 AND ${PROGRAMS} ORDER BY ${BY_DATE}, code`,
    [title],
  );
}

/** The newest program titled `title`, or undefined. */
export async function latestProgramTitled(db: Db, title: string): Promise<ProductRecord | undefined> {
  const [p] = await db.query<ProductRecord>(
    `SELECT * FROM products WHERE title = $1 AND ${PROGRAMS} ORDER BY ${BY_DATE} DESC LIMIT 1`,
    [title],
  );
  return p;
}

/**
 * The most recently published program of the series other than `code` that can still be taken: a live
 * program not yet ended, or an on-demand program already published; or undefined.
 */
export async function takeableInSeries(
  db: Db,
  series: string,
  code: string,
): Promise<ProductRecord | undefined> {
  const [alt] = await db.query<ProductRecord>(
    `SELECT * FROM products WHERE ${PROGRAMS} AND ${SERIES_TITLE_SQL} = $1 AND code <> $2
       AND (event_end > now() OR (event_start IS NULL AND publication_date <= current_date))
     ORDER BY ${BY_DATE} DESC, code LIMIT 1`,
    [series, code],
  );
  return alt;
}

/** The series' top-level products of these searchable types, newest first (at most `limit`). */
export async function seriesMembers(
  db: Db,
  series: string,
  types: string[],
  limit: number,
): Promise<ProductRecord[]> {
  return db.query<ProductRecord>(
    `SELECT * FROM products WHERE parent_code IS NULL AND searchable_type = ANY($2) AND ${SERIES_TITLE_SQL} = $1
     ORDER BY ${BY_DATE} DESC, code LIMIT ${limit}`,
    [series, types],
  );
}

/** Other books sharing a practice area with the book, newest first (at most `limit`). */
export async function relatedBooks(
  db: Db,
  book: Pick<ProductRecord, 'code' | 'practice_area_ids'>,
  limit: number,
): Promise<ProductRecord[]> {
  return db.query<ProductRecord>(
    `SELECT * FROM products WHERE searchable_type = 'book' AND code <> $1 AND practice_area_ids && $2::int[]
     ORDER BY publication_date DESC, code LIMIT ${limit}`,
    [book.code, book.practice_area_ids],
  );
}
