import { createEmbed } from '@cle/ui/embed';
import { ProductView } from '../features/product-page/product-view';
import { HomeCarousel } from '../features/home-carousel/home-carousel';
import { ContentRow } from '../features/content-row/content-row';

// Views an integrator can mount: `product` with props { code }; `carousel` and `content-row` with
// props { block } (a HomeCarouselBlock / ContentRowBlock as the CMS stores it).
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-product',
  defaultView: 'product',
  views: {
    product: ProductView as never,
    carousel: HomeCarousel as never,
    'content-row': ContentRow as never,
  },
});
