import { createEmbed } from '@cle/ui/embed';
import { ProductView } from '../features/product-page/product-view';
import { RegistrationsPanel } from '../features/registration/registrations-panel';
import { PanelSlotsContext } from '../lib/panel-slots';
import { HomeCarousel } from '../features/home-carousel/home-carousel';
import { ContentRow } from '../features/content-row/content-row';

/** The product view with its panel's Registrations tab, as on the site. */
function EmbeddedProduct(props: Parameters<typeof ProductView>[0]) {
  return (
    <PanelSlotsContext.Provider value={{ Registrations: RegistrationsPanel }}>
      <ProductView {...props} />
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
