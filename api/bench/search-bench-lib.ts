// Scales the seeded catalogue for the search benchmark: copies of every product (a year later each
// time) with their credit rows and search documents, until the table holds the wanted number of items.
import type { Db } from '../src/db/db';

/** Copies the catalogue (products with their credits and search documents) until it holds `items` rows. */
export async function scaleCatalogue(db: Db, items: number): Promise<number> {
  const base = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
  let total = base;
  for (let copy = 1; total < items; copy++) {
    const take = Math.min(base, items - total);
    const shift = copy * 364; // a year later, same weekday: the next run of each program
    await db.transaction(async (tx) => {
      await tx.exec(`
        CREATE TEMP TABLE pick ON COMMIT DROP AS
          SELECT code FROM products WHERE code NOT LIKE '%~%' ORDER BY code LIMIT ${take};
        INSERT INTO products (code, pk, title, url, searchable_type, content_type, format, description,
          practice_area_ids, industry_ids, audience_ids, faculty_ids, price, event_start, event_end, time_zone,
          location, publication_date, parent_code, segment_number, run_time_seconds, series_code, season_code,
          episode_number, image_url, is_stock_item, data, search_doc)
        SELECT p.code || '~${copy}', p.pk || '~${copy}', p.title, p.url || '--copy${copy}', p.searchable_type, p.content_type,
          p.format, p.description, p.practice_area_ids, p.industry_ids, p.audience_ids, p.faculty_ids, p.price,
          p.event_start + interval '${shift} days', p.event_end + interval '${shift} days', p.time_zone, p.location,
          p.publication_date + ${shift}, CASE WHEN p.parent_code IS NULL THEN NULL ELSE p.parent_code || '~${copy}' END,
          p.segment_number, p.run_time_seconds, p.series_code, p.season_code, p.episode_number, p.image_url,
          p.is_stock_item, p.data, p.search_doc
        FROM products p JOIN pick USING (code);
        INSERT INTO product_credits (product_code, region_sk, credit_type_sk, amount, status)
        SELECT pc.product_code || '~${copy}', pc.region_sk, pc.credit_type_sk, pc.amount, pc.status
        FROM product_credits pc JOIN pick ON pick.code = pc.product_code;
      `);
    });
    total += take;
  }
  await db.exec('ANALYZE');
  return total;
}
