// Spec 1 §7: the streaming media lookup by variation pk (its path is ours: the spec does not show it).
// The product pages ask by code (GET /product/media-streams?codes=); a library or search item knows
// its variation's pk, and gets the same stream here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';
import { mediaStreamOf } from '../media/media-streams';
import { mediaKindOf } from '../media/media-library';
import { PLAYABLE_TYPES } from '../media/media-store';

const VariationPk = z.object({
  pk: z.string().regex(/^[a-z]{3}-[A-Za-z0-9-]{1,40}$/, "must be a variation pk such as 'prg-380000'"),
});

export async function mediaLookupRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/product/media-stream/:pk', async (req) => {
    const { pk } = parse(VariationPk, req.params, 'params');
    const [row] = await db.query<{ code: string; data: { onDemandMediaType?: unknown } | null }>(
      'SELECT code, data FROM products WHERE pk = $1 AND searchable_type = ANY($2)',
      [pk, PLAYABLE_TYPES],
    );
    if (!row) throw notFound(`A recording of ${pk}`);
    return { pk, ...mediaStreamOf(row.code, mediaKindOf(row.data)) };
  });
}
