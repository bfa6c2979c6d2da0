// Spec 1 §7: the streaming media lookup by variation pk (its path is ours: the spec does not show it).
// The product pages ask by code (GET /product/media-streams?codes=); a library or search item knows
// its variation's pk, and gets the same stream here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';
import { mediaStreamOf } from '../media/media-streams';
import { playableItemByPk } from '../media/media-store';

const VariationPk = z.object({
  pk: z.string().regex(/^[a-z]{3}-[A-Za-z0-9-]{1,40}$/, "must be a variation pk such as 'prg-380000'"),
});

export async function mediaLookupRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/product/media-stream/:pk', async (req) => {
    const { pk } = parse(VariationPk, req.params, 'params');
    const item = await playableItemByPk(db, pk);
    if (!item) throw notFound(`A recording of ${pk}`);
    return { pk, ...mediaStreamOf(item.code, item.kind) };
  });
}
