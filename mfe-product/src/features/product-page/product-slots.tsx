// Slots the page leaves for other features, filled by exposes/ (a feature never imports another):
// the header's action bar (calendar, share, download, materials, more like this).
import { createContext, useContext, type ReactNode } from 'react';
import type { Variation } from '../../api/product-payload';

export interface ProductActionsSlotProps {
  variation: Variation;
  programVariants: readonly Variation[];
  /** the program a segment belongs to: owning it owns the segment */
  masterPk?: string;
  hasMaterials: boolean;
  searchPage?: string;
  dark?: boolean;
}

/** Renders the action bar for the page's product. */
export type ProductActionsSlot = (props: ProductActionsSlotProps) => ReactNode;

const SlotContext = createContext<ProductActionsSlot | null>(null);
export const ProductActionsProvider = SlotContext.Provider;

/** The header's action bar, when the page was composed with one. */
export function ProductActionsSlotView(props: ProductActionsSlotProps) {
  const render = useContext(SlotContext);
  return render ? render(props) : null;
}
