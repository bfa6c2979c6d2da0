import { createEmbed } from '@cle/ui/embed';
import { ProductView } from '../features/product-page/product-view';
import type { ProductViewProps } from '../features/product-page/product-view';
import { PanelSlotsContext } from '../lib/panel-slots';
import { PRODUCT_SLOTS } from './product-slots';
import { HomeCarousel } from '../features/home-carousel/home-carousel';
import { ContentRow } from '../features/content-row/content-row';
import { EcommerceSidePanel } from '../features/product-page/ecommerce-side-panel';

/** The product page with its action bar, Registrations tab and Materials button, as on the site. */
function EmbeddedProduct(props: ProductViewProps) {
  return (
    <PanelSlotsContext.Provider value={PRODUCT_SLOTS}>
      <ProductView {...props} />
    </PanelSlotsContext.Provider>
  );
}

/** The ecommerce side panel with the same Registrations tab and Materials button. */
function EmbeddedPanel(props: Record<string, unknown>) {
  return (
    <PanelSlotsContext.Provider value={PRODUCT_SLOTS}>
      <EcommerceSidePanel {...props} />
    </PanelSlotsContext.Provider>
  );
}

// Views an integrator can mount: `product` with props { code }; `carousel` and `content-row` with
// props { block } (a HomeCarouselBlock / ContentRowBlock as the CMS stores it); `panel`, the ecommerce
// side panel, with props { pk, title, url, action, creditTrackerCode, initialVariantSelector,
// searchableType } (spec 3 §2.2).
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-product',
  defaultView: 'product',
  views: {
    product: EmbeddedProduct as never,
    carousel: HomeCarousel as never,
    'content-row': ContentRow as never,
    panel: EmbeddedPanel as never,
  },
});
