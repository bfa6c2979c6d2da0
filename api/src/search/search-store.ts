// What the search routes read beside the index: the search page's marketing modules (CMS), the cards
// of products by code, and the statement timeout a search's queries run under.
import type { Db } from '../db/db';

/**
 * A search's queries on PostgreSQL run under their own statement_timeout (SET LOCAL in a transaction),
 * so one expensive search cannot hold a connection for long; PGlite (one connection, local) runs as is.
 */
export function withSearchTimeout<T>(db: Db, ms: number, run: (db: Db) => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return run(db);
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL statement_timeout = ${Math.trunc(ms)}`);
    return run(tx);
  });
}

/** The marketing modules the CMS placed on the search page. */
export async function searchPageModules(db: Db): Promise<unknown[]> {
  const rows = await db.query<{ modules: unknown[] | null }>(
    "SELECT properties->'marketingModules' AS modules FROM cms_pages WHERE id = 'search'",
  );
  return rows[0]?.modules ?? [];
}

export interface ProductCardRow {
  code: string;
  title: string;
  url: string;
  pk: string;
  image_url: string | null;
  event_start: string | null;
  event_end: string | null;
  publication_date: string | null;
  location: string | null;
  credit_hours: string | null;
  parent_code: string | null;
}

/** What a card shows of each product with one of these codes. */
export async function productCards(db: Db, codes: string[]): Promise<ProductCardRow[]> {
  return db.query<ProductCardRow>(
    `SELECT code, title, url, pk, image_url, event_start, event_end, publication_date, location, data->>'creditHours' AS credit_hours, parent_code FROM products WHERE code = ANY($1)`,
    [codes],
  );
}
