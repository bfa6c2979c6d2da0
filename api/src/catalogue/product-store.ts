// The catalogue's products (migration 001) as lookups outside the product routes read them.
import type { Db } from '../db/db';

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
