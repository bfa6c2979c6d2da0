// The product page's slots, filled once for the site page and the embed: the action bar and the panel's
// Materials button (features/product-modals), the Registrations tab (features/registration).
import { MaterialsButton } from '../features/product-modals/materials-button';
import { ProductActions } from '../features/product-modals/product-actions';
import type { PanelSlots } from '../lib/panel-slots';
import { RegistrationsOnDemand } from './registrations-on-demand';

export const PRODUCT_SLOTS: PanelSlots = {
  // its own chunk, fetched when the tab first renders
  Registrations: RegistrationsOnDemand,
  Actions: ProductActions,
  Materials: MaterialsButton,
};
