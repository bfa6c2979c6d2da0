// Spec 1 §7: the streaming media lookup by variation pk (its path is ours: the spec does not show it).
// The product pages ask by code (GET /product/media-streams?codes=); a library or search item knows
// its variation's pk, and gets the same stream here.
import { VariationPkParamsSchema } from '@cle/contracts/requests/catalogue';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { mediaStreamOf } from '../media/media-streams';
import { playableItemByPk } from '../media/media-store';

export async function mediaLookupRoutes(app: Api) {
  const { db } = app;
  app.get('/product/media-stream/:pk', { schema: { params: VariationPkParamsSchema } }, async (req) => {
    const { pk } = req.params;
    const item = await playableItemByPk(db, pk);
    if (!item) throw notFound(`A recording of ${pk}`);
    return { pk, ...mediaStreamOf(item.code, item.kind) };
  });
}
