// The catalogue's taxonomies (migration 001: practice areas, industries, audiences) and the products
// tagged with a term.
import type { Db } from '../db/db';
import type { ProductRecord, TaxonomyRow } from '../db/rows';

/** Each taxonomy's table and the products column that holds its term ids. */
const TAXONOMY_TABLES = {
  subject: { table: 'practice_areas', column: 'practice_area_ids' },
  industry: { table: 'industries', column: 'industry_ids' },
  audience: { table: 'audiences', column: 'audience_ids' },
} as const;
type Taxonomy = keyof typeof TAXONOMY_TABLES;

/** A taxonomy's terms by name. */
export async function taxonomyTerms(db: Db, kind: Taxonomy): Promise<TaxonomyRow[]> {
  return db.query<TaxonomyRow>(
    `SELECT id, name, slug, description FROM ${TAXONOMY_TABLES[kind].table} ORDER BY name`,
  );
}

/** A taxonomy's terms by name, each with the count of products tagged with it. */
export async function taxonomyTermCounts(
  db: Db,
  kind: Taxonomy,
): Promise<(TaxonomyRow & { count: number })[]> {
  const { table, column } = TAXONOMY_TABLES[kind];
  return db.query<TaxonomyRow & { count: number }>(`
    SELECT t.id, t.name, t.slug, t.description,
      (SELECT count(*)::int FROM products p WHERE t.id = ANY(p.${column})) AS count
    FROM ${table} t ORDER BY t.name`);
}

export type TaggedProduct = Pick<ProductRecord, 'code' | 'title' | 'url' | 'format' | 'searchable_type'> & {
  event_start: string | null;
};

/** Programs and publications tagged with the term: programs first, newest first (at most 200). */
export async function productsTagged(db: Db, kind: Taxonomy, id: number): Promise<TaggedProduct[]> {
  return db.query<TaggedProduct>(
    `SELECT code, title, url, format, searchable_type, event_start FROM products
     WHERE $1 = ANY(${TAXONOMY_TABLES[kind].column}) AND searchable_type IN ('liveprogram', 'ondemandprogram', 'book')
     ORDER BY (searchable_type = 'book'), event_start DESC NULLS LAST, title LIMIT 200`,
    [id],
  );
}

/** The practice areas with these ids, by name. */
export async function practiceAreasByIds(db: Db, ids: number[]): Promise<Omit<TaxonomyRow, 'description'>[]> {
  return db.query<Omit<TaxonomyRow, 'description'>>(
    'SELECT id, name, slug FROM practice_areas WHERE id = ANY($1::int[]) ORDER BY name',
    [ids],
  );
}
