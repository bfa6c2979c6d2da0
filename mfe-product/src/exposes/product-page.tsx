import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { ProductView } from '../features/product-page/product-view';
import { PanelSlotsContext } from '../lib/panel-slots';
import { PRODUCT_SLOTS } from './product-slots';

/** The shell maps every product variation type to this page; properties.code is the product code. */
function ProductPage({ page }: PageProps) {
  const code = typeof page.properties.code === 'string' ? page.properties.code : '';
  return (
    <PanelSlotsContext.Provider value={PRODUCT_SLOTS}>
      <ProductView code={code} contentType={page.contentType} inShell />
    </PanelSlotsContext.Provider>
  );
}

export default exposeView('mfe-product', ProductPage);
