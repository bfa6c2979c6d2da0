// Which layout blocks a program page shows (spec 3 §2.1, §3): while the program is live the live-now
// layout, else the product's own layout, else the page type's layout blocks (pdpLayoutBlock). Pure.
import type { ContentArea } from '@cle/contracts/product-content-schemas';
import type { LiveStatus } from './live-status';

export function layoutBlocksFor(
  v: {
    pdpLayoutBlock?: ContentArea[];
    productLayoutOverride?: ContentArea[] | null;
    liveNowLayoutOverride?: ContentArea[] | null;
  },
  status: LiveStatus,
): ContentArea[] {
  if (status === 'Live' && v.liveNowLayoutOverride?.length) return v.liveNowLayoutOverride;
  if (v.productLayoutOverride?.length) return v.productLayoutOverride;
  return v.pdpLayoutBlock ?? [];
}
