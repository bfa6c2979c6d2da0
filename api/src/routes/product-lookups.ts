// Product lookups spec 3 §7 names without paths (paths ours): the price lookup by item pks
// (S3-API-46) and the content children of a series by contentLink guid (S3-API-49, S3-API-50).
// Public catalogue facts, read from the database.
import type { PRICE_MODES } from '@cle/contracts/product-lookup-schemas';
import { ChildrenQuerySchema, PriceQuerySchema } from '@cle/contracts/requests/catalogue';
import type { ContentChildren, PriceLookup } from '@cle/contracts/product-lookup-schemas';
import type { Db } from '../db/db';
import { guidOf } from '../lib/guid';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { card } from '../catalogue/product-cards';
import { pricedItems, productByCode, programPks } from '../catalogue/product-store';
import { seriesMembers, seriesTitle } from '../catalogue/program-relations-store';

/** The searchable types each WMS price mode covers. */
const MODE_TYPES: Record<(typeof PRICE_MODES)[number], string[]> = {
  live: ['liveprogram'],
  ondemand: ['ondemandprogram'],
  all: ['liveprogram', 'ondemandprogram'],
};
/** At most this many children are listed. */
const MAX_CHILDREN = 20;

/** Program variations by their contentLink guid (computed once: the catalogue does not change under a running API). */
async function programsByGuid(db: Db): Promise<Map<string, string>> {
  const rows = await programPks(db);
  return new Map(rows.map((r) => [guidOf(r.pk), r.code]));
}

export async function productLookupRoutes(app: Api) {
  const { db } = app;
  let guids: Promise<Map<string, string>> | null = null;

  // S3-API-46: prices of the listed items, in the order asked; unknown pks are left out.
  app.get(
    '/product/prices',
    { schema: { querystring: PriceQuerySchema } },
    async (req): Promise<PriceLookup> => {
      const q = req.query;
      const rows = await pricedItems(db, q.itemPks);
      const byPk = new Map(rows.map((r) => [r.pk, r]));
      const limit = q.populatePrice ? (q.limitPriceCalls ?? q.itemPks.length) : 0;
      const items = q.itemPks
        .map((pk) => byPk.get(pk))
        .filter((r): r is NonNullable<typeof r> => Boolean(r))
        .map((r, i) => ({
          pk: r.pk,
          code: r.code,
          price: i < limit ? Number(r.price) : null,
          retail: r.retail,
        }));
      return { items, pricedCount: items.filter((i) => i.price !== null).length };
    },
  );

  // S3-API-49, S3-API-50: the series of the program with this contentLink guid, then its latest child in
  // the price mode (live programs, on-demand programs, or both).
  app.get(
    '/content/children',
    { schema: { querystring: ChildrenQuerySchema } },
    async (req): Promise<ContentChildren> => {
      const q = req.query;
      const code = (await (guids ??= programsByGuid(db))).get(q.contentLink);
      if (!code) throw notFound(`Content ${q.contentLink}`);
      const program = await productByCode(db, code);
      if (!program) throw notFound(`Content ${q.contentLink}`);
      const title = seriesTitle(program.title);
      const children = await seriesMembers(db, title, MODE_TYPES[q.priceMode], MAX_CHILDREN);
      const cards = children.map(card);
      return {
        series: { title, contentLink: q.contentLink },
        priceMode: q.priceMode,
        latestChild: cards[0] ?? null,
        children: cards,
      };
    },
  );
}
