// The catalogue's products (migration 001): reads of one table by code, pk or a list of them.
import type { Db } from '../db/db';
import type { ProductRecord } from '../db/rows';

export async function productExists(db: Db, code: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE code = $1', [code])).length > 0;
}

/** The code of the product (variation) with this pk, or undefined. */
export async function productCodeByPk(db: Db, pk: string): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>('SELECT code FROM products WHERE pk = $1', [pk]);
  return row?.code;
}

/** A product by code or pk: its page, type and code; or undefined. */
export async function productLink(
  db: Db,
  codeOrPk: string,
): Promise<{ url: string; searchable_type: string; code: string } | undefined> {
  const [p] = await db.query<{ url: string; searchable_type: string; code: string }>(
    'SELECT url, searchable_type, code FROM products WHERE code = $1 OR pk = $1',
    [codeOrPk],
  );
  return p;
}

/** A products row by code, as `SELECT *` reads it. */
export async function productByCode(db: Db, code: string): Promise<ProductRecord | undefined> {
  const [p] = await db.query<ProductRecord>('SELECT * FROM products WHERE code = $1', [code]);
  return p;
}

/** The products with these codes, in no particular order (unknown codes are left out). */
export async function productsByCodes(db: Db, codes: string[]): Promise<ProductRecord[]> {
  return db.query<ProductRecord>('SELECT * FROM products WHERE code = ANY($1)', [codes]);
}

/** A program's segments in order. */
export async function segmentsOf(db: Db, programCode: string): Promise<ProductRecord[]> {
  return db.query<ProductRecord>('SELECT * FROM products WHERE parent_code = $1 ORDER BY segment_number', [
    programCode,
  ]);
}

export type ProductTimes = Pick<ProductRecord, 'code' | 'event_start' | 'event_end'>;

/**
 * A publication's editions (its print and digital formats share `data.publicationCode`, issue 39), by
 * code; just the book itself when it has no other edition.
 */
export async function editionsOf(db: Db, p: ProductRecord): Promise<ProductRecord[]> {
  const family = p.data.publicationCode;
  if (typeof family !== 'string') return [p];
  return db.query<ProductRecord>(
    `SELECT * FROM products WHERE searchable_type = 'book' AND data->>'publicationCode' = $1 ORDER BY code`,
    [family],
  );
}

/** The start and end of the products with these codes. */
export async function productTimes(db: Db, codes: string[]): Promise<ProductTimes[]> {
  return db.query<ProductTimes>('SELECT code, event_start, event_end FROM products WHERE code = ANY($1)', [
    codes,
  ]);
}

export type PricedItem = Pick<ProductRecord, 'pk' | 'code' | 'price'> & { retail: boolean };

/** The products with these pks with their price and retail flag (retail unless the data says otherwise). */
export async function pricedItems(db: Db, pks: string[]): Promise<PricedItem[]> {
  return db.query<PricedItem>(
    `SELECT pk, code, price, coalesce((data->>'retail')::boolean, true) AS retail FROM products WHERE pk = ANY($1)`,
    [pks],
  );
}

/** Every top-level program's pk and code. */
export async function programPks(db: Db): Promise<Pick<ProductRecord, 'pk' | 'code'>[]> {
  return db.query<Pick<ProductRecord, 'pk' | 'code'>>(
    `SELECT pk, code FROM products WHERE parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')`,
  );
}

export type CalendarRow = Pick<ProductRecord, 'code' | 'title' | 'url' | 'description' | 'location'> & {
  event_start: Date | string | null;
  event_end: Date | string | null;
};

/** What a calendar entry of the product needs, or undefined. */
export async function calendarRow(db: Db, code: string): Promise<CalendarRow | undefined> {
  const [row] = await db.query<CalendarRow>(
    'SELECT code, title, url, description, location, event_start, event_end FROM products WHERE code = $1',
    [code],
  );
  return row;
}

/** A product's title and its first practice area (id and name, null when it has none), or undefined. */
export async function titleAndFirstArea(
  db: Db,
  code: string,
): Promise<{ title: string; area_id: number | null; area_name: string | null } | undefined> {
  const [row] = await db.query<{ title: string; area_id: number | null; area_name: string | null }>(
    `SELECT p.title, a.id AS area_id, a.name AS area_name
     FROM products p LEFT JOIN practice_areas a ON a.id = p.practice_area_ids[1] WHERE p.code = $1`,
    [code],
  );
  return row;
}

/** A product's pk and its authors (its own faculty, else its program's, by name), or undefined. */
export async function productAuthors(
  db: Db,
  code: string,
): Promise<{ pk: string; author: string | null } | undefined> {
  const [p] = await db.query<{ pk: string; author: string | null }>(
    `SELECT p.pk,
            (SELECT string_agg(f.display_name, ', ' ORDER BY f.last_name, f.first_name)
             FROM faculty f WHERE f.id = ANY(coalesce(nullif(p.faculty_ids, '{}'), pp.faculty_ids))) AS author
     FROM products p LEFT JOIN products pp ON pp.code = p.parent_code WHERE p.code = $1`,
    [code],
  );
  return p;
}
