// The product lookups spec 3 §7 lists without exact paths (paths ours): the price lookup by item pks
// (populatePrice, limitPriceCalls) and the content children by contentLink guid (the series, then its
// latest child; WMS price modes). One schema per payload, proven by the API's route tests.
import * as z from 'zod/mini';
import { ProductCardSchema } from './product-schemas';

/** GET /product/prices?itemPks=&populatePrice=&limitPriceCalls= */
export const PriceLookupSchema = z.object({
  items: z.array(
    z.object({
      pk: z.string(),
      code: z.string(),
      /** null when prices were not asked for (populatePrice false) or beyond limitPriceCalls */
      price: z.nullable(z.number()),
      retail: z.boolean(),
    }),
  ),
  /** how many items carry a price */
  pricedCount: z.number(),
});
export type PriceLookup = z.output<typeof PriceLookupSchema>;

/** The WMS price modes of the content children lookup: live programs, on-demand programs, or both. */
export const PRICE_MODES = ['live', 'ondemand', 'all'] as const;

/** GET /content/children?contentLink={guid}&priceMode= */
export const ContentChildrenSchema = z.object({
  series: z.object({ title: z.string(), contentLink: z.string() }),
  priceMode: z.enum(PRICE_MODES),
  /** the most recent child in the price mode (what an expired page offers instead) */
  latestChild: z.nullable(ProductCardSchema),
  /** the series' children in the price mode, newest first */
  children: z.array(ProductCardSchema),
});
export type ContentChildren = z.output<typeof ContentChildrenSchema>;
