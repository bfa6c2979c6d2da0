import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { ProductView } from '../features/product-page/product-view';
import { RegistrationsPanel } from '../features/registration/registrations-panel';
import { PanelSlotsContext, type PanelSlots } from '../lib/panel-slots';

/** The features the purchase panel shows from elsewhere (exposes/ composes features). */
const PANEL_SLOTS: PanelSlots = { Registrations: RegistrationsPanel };

/** The shell maps every product variation type to this page; properties.code is the product code. */
function ProductPage({ page }: PageProps) {
  const code = typeof page.properties.code === 'string' ? page.properties.code : '';
  return (
    <PanelSlotsContext.Provider value={PANEL_SLOTS}>
      <ProductView code={code} contentType={page.contentType} inShell />
    </PanelSlotsContext.Provider>
  );
}

export default exposeView('mfe-product', ProductPage);
