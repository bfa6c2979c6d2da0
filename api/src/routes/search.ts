import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../lib/http';
import { loadLookups, runSearch, SearchRequestSchema, type Lookups } from './search-query';

export async function searchRoutes(app: FastifyInstance) {
  const { db } = app;
  let lookups: Lookups | null = null;
  const getLookups = async () => (lookups ??= await loadLookups(db));

  app.post('/search', async (req) => {
    const body = parse(SearchRequestSchema, req.body, 'body');
    const result = await runSearch(db, body, await getLookups());
    const marketingModules = body.returnMarketingModules
      ? ((
          await db.query<{ modules: unknown[] | null }>(
            "SELECT properties->'marketingModules' AS modules FROM cms_pages WHERE id = 'search'",
          )
        )[0]?.modules ?? [])
      : [];
    return { ...result, marketingModules };
  });

  app.get('/search/autocomplete', async (req) => {
    const { q } = parse(
      z.object({ q: z.string().trim().min(1, 'is required').max(100) }),
      req.query,
      'query',
    );
    const lk = await getLookups();
    const needle = q.toLowerCase();
    // Suggestions are filter values (jurisdictions, credit types, practice areas) containing the text.
    const suggestions = [
      ...lk.regions.map((r) => ({
        suggestion: r.name,
        type: 'Jurisdiction',
        tagId: String(r.region_sk),
        filterGroup: 'jurisdictions',
        filterValue: r.code,
      })),
      ...lk.creditTypes.map((c) => ({
        suggestion: c.description,
        type: 'Credit type',
        tagId: String(c.sk),
        filterGroup: 'creditType',
        filterValue: c.code,
      })),
      ...lk.practiceAreas.map((a) => ({
        suggestion: a.name,
        type: 'Major',
        tagId: String(a.id),
        filterGroup: 'practiceArea',
        filterValue: `${a.name}|${a.id}`,
      })),
    ].filter((s) => s.suggestion.toLowerCase().includes(needle));
    return { suggestions };
  });

  app.get('/search/product-code', async (req) => {
    const { ProductCodes } = parse(
      z.object({ ProductCodes: z.string().min(1, 'is required').max(2000) }),
      req.query,
      'query',
    );
    // codes come as parent|code pairs separated by semicolons; the code after the pipe is what we look up
    const codes = ProductCodes.split(';')
      .map((c) => c.split('|').pop()!.trim())
      .filter(Boolean);
    const rows = await db.query<{
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
    }>(
      `SELECT code, title, url, pk, image_url, event_start, event_end, publication_date, location, data->>'creditHours' AS credit_hours FROM products WHERE code = ANY($1)`,
      [codes],
    );
    const { datesFormatted } = await import('./search-query');
    return rows.map((r) => ({
      productCode: r.code,
      variationPk: r.pk,
      url: r.url,
      title: r.title,
      imageUrl: r.image_url,
      datesFormatted: datesFormatted(r),
      creditDetailsFormatted: r.credit_hours
        ? [{ keyword: 'credits', text: `Up to ${Number(r.credit_hours)} credit hours` }]
        : [],
      userList: [],
    }));
  });
}
