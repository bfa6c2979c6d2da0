// GET /product/{code}/variants parsed with its schema: a chunk of its own, loaded by
// use-product-variants.ts when the person first changes variant (not on the page's first load).
import { apiRequest } from '@cle/contracts/api-client';
import type { ProductVariantsPayload } from '@cle/contracts/product-entity-schemas';
import { productVariantsSchema } from '../../../lib/payload-schemas';

/** What the variants answer says of one variant (null: it does not list it). */
export interface VariantState {
  price: number;
  /** the caller is registered for it (live) or owns it (on-demand, publication) */
  owned: boolean;
  /** its seats are gone (live) */
  waitlist: boolean;
}

function variantStateOf(payload: ProductVariantsPayload, code: string): VariantState | null {
  const live = payload.liveVariants.find((v) => v.code === code);
  if (live) return { price: live.price, owned: live.registered, waitlist: live.waitlist };
  const onDemand = payload.onDemandVariants.find((v) => v.code === code);
  if (onDemand) return { price: onDemand.prices.price, owned: onDemand.purchased, waitlist: false };
  const publication = payload.publicationVariants.find((v) => v.code === code);
  if (publication) return { price: publication.price, owned: publication.purchased, waitlist: false };
  return null;
}

export async function fetchVariantState(path: string, code: string): Promise<VariantState | null> {
  return variantStateOf(await apiRequest(path, { schema: productVariantsSchema }), code);
}
