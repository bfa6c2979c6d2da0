import { createEmbed } from '@cle/ui/embed';
import { ProductView, type ProductViewProps } from '../features/product-page/product-view';
import { ProductActions } from '../features/product-modals/product-actions';
import type { ProductActionsSlotProps } from '../features/product-page/product-slots';
import { RegistrationsOnDemand } from './registrations-on-demand';
import { PanelSlotsContext } from '../lib/panel-slots';
import { HomeCarousel } from '../features/home-carousel/home-carousel';
import { ContentRow } from '../features/content-row/content-row';

const renderActions = (props: ProductActionsSlotProps) => <ProductActions {...props} />;

/** The product page with its action bar and its panel's Registrations tab, as on the site. */
function EmbeddedProduct(props: ProductViewProps) {
  return (
    <PanelSlotsContext.Provider value={{ Registrations: RegistrationsOnDemand }}>
      <ProductView {...props} actions={renderActions} />
    </PanelSlotsContext.Provider>
  );
}

// Views an integrator can mount: `product` with props { code }; `carousel` and `content-row` with
// props { block } (a HomeCarouselBlock / ContentRowBlock as the CMS stores it).
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-product',
  defaultView: 'product',
  views: {
    product: EmbeddedProduct as never,
    carousel: HomeCarousel as never,
    'content-row': ContentRow as never,
  },
});
