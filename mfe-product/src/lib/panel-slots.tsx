// What the purchase panel (features/product-page) shows from other features, passed in by exposes/
// (a feature never imports another): the live panel's Registrations tab (features/registration).
import { createContext, useContext, type ComponentType } from 'react';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import type { Variation } from '../api/product-payload';

export interface RegistrationsSlotProps {
  /** the person's registrations for this program's variants */
  registrations: RegistrationRecord[];
  /** the program's variants the panel lists (for 'choose another way to attend') */
  variants: Variation[];
  now: number;
}

export interface PanelSlots {
  Registrations?: ComponentType<RegistrationsSlotProps>;
}

export const PanelSlotsContext = createContext<PanelSlots>({});
export const usePanelSlots = () => useContext(PanelSlotsContext);
