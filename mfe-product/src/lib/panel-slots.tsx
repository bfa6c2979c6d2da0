// What the product page shows from other features, passed in once by exposes/ (a feature never imports
// another): the header's action bar (features/product-modals), the purchase panel's Registrations tab
// (features/registration) and the panel's Materials button for an owned variant (product-modals).
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import type { CreditJurisdiction, Segment, Variation } from './product-payload';

export interface RegistrationsSlotProps {
  /** the person's registrations for this program's variants */
  registrations: RegistrationRecord[];
  /** the program's variants the panel lists (for 'choose another way to attend') */
  variants: Variation[];
  now: number;
}

export interface ActionsSlotProps {
  variation: Variation;
  programVariants: readonly Variation[];
  /** the program a segment belongs to: owning it owns the segment */
  masterPk?: string;
  hasMaterials: boolean;
  searchPage?: string;
  dark?: boolean;
  /** an on-demand program's segments and credit (its runtime and credit modals) */
  segments?: readonly Segment[];
  creditJurisdictions?: readonly CreditJurisdiction[];
}

export interface MaterialsSlotProps {
  variation: Variation;
  /** the program a segment belongs to */
  masterPk?: string;
  /** the page's state says the materials are loading (materialsLoading, spec 1 §4 S1-PRODUCT-01) */
  busy?: boolean;
  /** told true when the materials call starts, false when it answers, fails or is dropped */
  onLoadingChange?: (loading: boolean) => void;
}

export interface PanelSlots {
  Registrations?: ComponentType<RegistrationsSlotProps>;
  Actions?: ComponentType<ActionsSlotProps>;
  Materials?: ComponentType<MaterialsSlotProps>;
}

export const PanelSlotsContext = createContext<PanelSlots>({});
export const usePanelSlots = () => useContext(PanelSlotsContext);

/** The header's action bar, when the page was composed with one. */
export function ActionsSlot(props: ActionsSlotProps) {
  const { Actions } = usePanelSlots();
  return Actions ? <Actions {...props} /> : null;
}
