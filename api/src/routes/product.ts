import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';

interface ProductRow {
  code: string;
  pk: string;
  title: string;
  url: string;
  searchable_type: string;
  content_type: string;
  format: string;
  description: string;
  practice_area_ids: number[];
  faculty_ids: number[];
  price: string;
  event_start: Date | null;
  event_end: Date | null;
  time_zone: string | null;
  location: string | null;
  publication_date: string | Date | null;
  parent_code: string | null;
  segment_number: number | null;
  run_time_seconds: number | null;
  series_code: string | null;
  season_code: string | null;
  episode_number: number | null;
  image_url: string | null;
  is_stock_item: boolean;
  data: Record<string, unknown>;
}

const productCode = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a product code');
const toIso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function variation(p: ProductRow) {
  return {
    code: p.code,
    pk: p.pk,
    displayName: p.title,
    url: p.url,
    contentType: ['ProductData', 'VariationContent', p.content_type],
    searchableType: p.searchable_type,
    format: p.format,
    description: p.description,
    price: Number(p.price),
    retail: p.data.retail !== false,
    eventStartDate: toIso(p.event_start),
    eventEndDate: toIso(p.event_end),
    timeZoneIdentifier: p.time_zone,
    location: p.location,
    publicationDate: toIso(p.publication_date),
    parentProductCode: p.parent_code,
    segmentNumber: p.segment_number,
    runTimeSeconds: p.run_time_seconds,
    onDemandType: p.data.onDemandType ?? 0,
    onDemandMediaType: p.data.onDemandMediaType ?? null,
    creditHours: p.data.creditHours ?? null,
    bookFormat: p.data.bookFormat ?? null,
    isStockItem: p.is_stock_item,
    imageUrl: p.image_url,
    podcastSeriesCode: p.series_code,
    realEpisodeNumber: p.episode_number,
    playerUrl: p.data.playerUrl ?? null,
    providerUrls: p.data.podcastMediaUrls ?? [],
  };
}

export async function productRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/product/:code', async (req) => {
    const { code } = parse(z.object({ code: productCode }), req.params, 'params');
    const [p] = await db.query<ProductRow>('SELECT * FROM products WHERE code = $1', [code]);
    if (!p) throw notFound(`Product ${code}`);
    const masterCode = p.parent_code ?? p.code;
    const [master] = p.parent_code
      ? await db.query<ProductRow>('SELECT * FROM products WHERE code = $1', [p.parent_code])
      : [p];
    const segments = await db.query<ProductRow>(
      'SELECT * FROM products WHERE parent_code = $1 ORDER BY segment_number',
      [masterCode],
    );
    const faculty = await db.query<{
      id: number;
      individual_id: string;
      display_name: string;
      affiliation: string;
      title: string;
      biography: string;
      slug: string;
    }>(
      'SELECT id, individual_id, display_name, affiliation, title, biography, slug FROM faculty WHERE id = ANY($1::int[]) ORDER BY last_name',
      [p.faculty_ids],
    );
    const practiceAreas = await db.query<{ id: number; name: string; slug: string }>(
      'SELECT id, name, slug FROM practice_areas WHERE id = ANY($1::int[]) ORDER BY name',
      [p.practice_area_ids],
    );
    const credits = await db.query<{
      region_sk: number;
      code: string;
      name: string;
      credit_type: string;
      amount: string;
      status: string;
    }>(
      `SELECT j.region_sk, j.code, j.name, ct.description AS credit_type, pc.amount, pc.status
       FROM product_credits pc JOIN jurisdictions j ON j.region_sk = pc.region_sk JOIN credit_types ct ON ct.sk = pc.credit_type_sk
       WHERE pc.product_code = $1 ORDER BY j.sort_order, ct.sk`,
      [code],
    );
    const byRegion = new Map<
      number,
      {
        regionSk: number;
        code: string;
        name: string;
        status: string;
        credits: { creditType: string; amount: number }[];
      }
    >();
    for (const c of credits) {
      const entry = byRegion.get(c.region_sk) ?? {
        regionSk: c.region_sk,
        code: c.code,
        name: c.name,
        status: c.status,
        credits: [],
      };
      entry.credits.push({ creditType: c.credit_type, amount: Number(c.amount) });
      byRegion.set(c.region_sk, entry);
    }
    return {
      variation: variation(p),
      catalogRelations: {
        masterProgram: master && master.code !== p.code ? variation(master) : null,
        segments: segments.map(variation),
        faculty: faculty.map((f) => ({
          individualId: f.individual_id,
          displayName: f.display_name,
          affiliation: f.affiliation,
          title: f.title,
          biography: f.biography,
          url: `/faculty/${f.slug}`,
        })),
        practiceAreas: practiceAreas.map((a) => ({
          id: a.id,
          name: a.name,
          url: `/practice-areas/${a.slug}`,
        })),
        creditJurisdictions: [...byRegion.values()],
      },
    };
  });

  app.get('/product-link/:id', async (req) => {
    const { id } = parse(z.object({ id: productCode }), req.params, 'params');
    const [p] = await db.query<{ url: string }>('SELECT url FROM products WHERE code = $1 OR pk = $1', [id]);
    if (!p) throw notFound(`Product ${id}`);
    return { url: p.url };
  });
}
