import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { ProductView } from '../features/product-page/product-view';
import { ProductActions } from '../features/product-modals/product-actions';
import type { ProductActionsSlotProps } from '../features/product-page/product-slots';
import { RegistrationsOnDemand } from './registrations-on-demand';
import { PanelSlotsContext, type PanelSlots } from '../lib/panel-slots';

// exposes/ composes features: the page's action bar (calendar, share, download, materials) and the
// purchase panel's Registrations tab come from their own feature folders.
const renderActions = (props: ProductActionsSlotProps) => <ProductActions {...props} />;
const PANEL_SLOTS: PanelSlots = { Registrations: RegistrationsOnDemand };

/** The shell maps every product variation type to this page; properties.code is the product code. */
function ProductPage({ page }: PageProps) {
  const code = typeof page.properties.code === 'string' ? page.properties.code : '';
  return (
    <PanelSlotsContext.Provider value={PANEL_SLOTS}>
      <ProductView code={code} contentType={page.contentType} inShell actions={renderActions} />
    </PanelSlotsContext.Provider>
  );
}

export default exposeView('mfe-product', ProductPage);
