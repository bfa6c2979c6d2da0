import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';

const bool = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export async function taxonomyRoutes(app: FastifyInstance) {
  const { db } = app;
  const withCounts = (table: string, column: string) => `
    SELECT t.id, t.name, t.slug, t.description,
      (SELECT count(*)::int FROM products p WHERE t.id = ANY(p.${column})) AS count
    FROM ${table} t ORDER BY t.name`;

  app.get('/taxonomy/subjects', async (req) => {
    const q = parse(z.object({ onlyBabyPool: bool, excludeEmpty: bool }), req.query, 'query');
    const rows = await db.query<{
      id: number;
      name: string;
      slug: string;
      description: string;
      count: number;
    }>(withCounts('practice_areas', 'practice_area_ids'));
    return rows
      .filter((r) => !q.excludeEmpty || r.count > 0)
      .map((r) => ({ id: r.id, name: r.name, url: `/practice-areas/${r.slug}`, description: r.description }));
  });

  app.get('/taxonomy/industries', async (req) => {
    const q = parse(z.object({ excludeEmpty: bool }), req.query, 'query');
    const rows = await db.query<{
      id: number;
      name: string;
      slug: string;
      description: string;
      count: number;
    }>(withCounts('industries', 'industry_ids'));
    return rows
      .filter((r) => !q.excludeEmpty || r.count > 0)
      .map((r) => ({ id: r.id, name: r.name, url: `/industries/${r.slug}`, description: r.description }));
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
