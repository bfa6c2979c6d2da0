import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TaxonomyRow } from '../db/rows';
import { notFound, parse } from '../lib/http';

const bool = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export async function taxonomyRoutes(app: FastifyInstance) {
  const { db } = app;
  /** A taxonomy's terms with the count of products tagged with each; empty terms dropped on request. */
  const terms = async (table: string, column: string, urlPrefix: string, excludeEmpty: boolean) => {
    const rows = await db.query<TaxonomyRow & { count: number }>(`
      SELECT t.id, t.name, t.slug, t.description,
        (SELECT count(*)::int FROM products p WHERE t.id = ANY(p.${column})) AS count
      FROM ${table} t ORDER BY t.name`);
    return rows
      .filter((r) => !excludeEmpty || r.count > 0)
      .map((r) => ({ id: r.id, name: r.name, url: `${urlPrefix}/${r.slug}`, description: r.description }));
  };

  app.get('/taxonomy/subjects', async (req) => {
    const q = parse(z.object({ onlyBabyPool: bool, excludeEmpty: bool }), req.query, 'query');
    return terms('practice_areas', 'practice_area_ids', '/practice-areas', q.excludeEmpty);
  });

  app.get('/taxonomy/industries', async (req) => {
    const q = parse(z.object({ excludeEmpty: bool }), req.query, 'query');
    return terms('industries', 'industry_ids', '/industries', q.excludeEmpty);
  });

  app.get('/taxonomy/catalog-children', async (req) => {
    const { id } = parse(z.object({ id: z.string().min(1, 'is required').max(100) }), req.query, 'query');
    const rows = await db.query<{ id: string; name: string; friendly_url: string }>(
      'SELECT id, name, friendly_url FROM cms_pages WHERE parent_id = $1 AND visible ORDER BY sort_order, name',
      [id],
    );
    if (!rows.length && !(await db.query('SELECT 1 FROM cms_pages WHERE id = $1', [id])).length)
      throw notFound(`Catalog node ${id}`);
    return rows.map((r) => ({ id: r.id, name: r.name, url: r.friendly_url }));
  });
}
