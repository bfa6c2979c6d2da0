// The catalogue's products (migration 001) as lookups outside the product routes read them.
import type { Db } from '../db/db';

export async function productExists(db: Db, code: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE code = $1', [code])).length > 0;
}
