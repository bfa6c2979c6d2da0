// A program page's layout blocks from pdp_layout_blocks (migration 026; spec 3 §3 Variation
// pdpLayoutBlock, productLayoutOverride, liveNowLayoutOverride). Only live and on-demand programs and
// segments have them; other products answer an empty layout and no overrides.
import type { ContentArea } from '@cle/contracts/product-content-schemas';
import type { Db } from '../db/db';

const PAGE_KEY: Record<string, string> = {
  liveprogram: 'liveprogram',
  ondemandprogram: 'ondemandprogram',
  ondemandsegment: 'ondemandprogram',
};

export interface PdpLayout {
  pdpLayoutBlock: ContentArea[];
  productLayoutOverride: ContentArea[] | null;
  liveNowLayoutOverride: ContentArea[] | null;
}

export async function pdpLayoutOf(db: Db, p: { code: string; searchable_type: string }): Promise<PdpLayout> {
  const pageKey = PAGE_KEY[p.searchable_type];
  if (!pageKey) return { pdpLayoutBlock: [], productLayoutOverride: null, liveNowLayoutOverride: null };
  const keys = [pageKey, `product:${p.code}`, ...(p.searchable_type === 'liveprogram' ? ['live-now'] : [])];
  const rows = await db.query<{ key: string; blocks: ContentArea[] }>(
    'SELECT key, blocks FROM pdp_layout_blocks WHERE key = ANY($1)',
    [keys],
  );
  const of = (key: string) => rows.find((r) => r.key === key)?.blocks ?? null;
  return {
    pdpLayoutBlock: of(pageKey) ?? [],
    productLayoutOverride: of(`product:${p.code}`),
    liveNowLayoutOverride: of('live-now'),
  };
}
