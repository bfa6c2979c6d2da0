import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';
import { taxonomyTermCounts } from '../catalogue/taxonomy-store';
import { pageExists, visibleChildren } from '../content/cms-page-store';

const bool = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export async function taxonomyRoutes(app: FastifyInstance) {
  const { db } = app;
  /** A taxonomy's terms with the count of products tagged with each; empty terms dropped on request. */
  const terms = async (kind: 'subject' | 'industry', urlPrefix: string, excludeEmpty: boolean) => {
    const rows = await taxonomyTermCounts(db, kind);
    return rows
      .filter((r) => !excludeEmpty || r.count > 0)
      .map((r) => ({ id: r.id, name: r.name, url: `${urlPrefix}/${r.slug}`, description: r.description }));
  };

  app.get('/taxonomy/subjects', async (req) => {
    const q = parse(z.object({ onlyBabyPool: bool, excludeEmpty: bool }), req.query, 'query');
    return terms('subject', '/practice-areas', q.excludeEmpty);
  });

  app.get('/taxonomy/industries', async (req) => {
    const q = parse(z.object({ excludeEmpty: bool }), req.query, 'query');
    return terms('industry', '/industries', q.excludeEmpty);
  });

  app.get('/taxonomy/catalog-children', async (req) => {
    const { id } = parse(z.object({ id: z.string().min(1, 'is required').max(100) }), req.query, 'query');
    const rows = await visibleChildren(db, id);
    if (!rows.length && !(await pageExists(db, id))) throw notFound(`Catalog node ${id}`);
    return rows.map((r) => ({ id: r.id, name: r.name, url: r.friendly_url }));
  });
}
