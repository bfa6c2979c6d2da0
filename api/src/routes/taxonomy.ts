import {
  CatalogChildrenQuerySchema,
  IndustriesQuerySchema,
  SubjectsQuerySchema,
} from '@cle/contracts/requests/catalogue';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { taxonomyTermCounts } from '../catalogue/taxonomy-store';
import { pageExists, visibleChildren } from '../content/cms-page-store';

export async function taxonomyRoutes(app: Api) {
  const { db } = app;
  /** A taxonomy's terms with the count of products tagged with each; empty terms dropped on request. */
  const terms = async (kind: 'subject' | 'industry', urlPrefix: string, excludeEmpty: boolean) => {
    const rows = await taxonomyTermCounts(db, kind);
    return rows
      .filter((r) => !excludeEmpty || r.count > 0)
      .map((r) => ({ id: r.id, name: r.name, url: `${urlPrefix}/${r.slug}`, description: r.description }));
  };

  app.get('/taxonomy/subjects', { schema: { querystring: SubjectsQuerySchema } }, async (req) => {
    const q = req.query;
    return terms('subject', '/practice-areas', q.excludeEmpty);
  });

  app.get('/taxonomy/industries', { schema: { querystring: IndustriesQuerySchema } }, async (req) => {
    const q = req.query;
    return terms('industry', '/industries', q.excludeEmpty);
  });

  app.get(
    '/taxonomy/catalog-children',
    { schema: { querystring: CatalogChildrenQuerySchema } },
    async (req) => {
      const { id } = req.query;
      const rows = await visibleChildren(db, id);
      if (!rows.length && !(await pageExists(db, id))) throw notFound(`Catalog node ${id}`);
      return rows.map((r) => ({ id: r.id, name: r.name, url: r.friendly_url }));
    },
  );
}
