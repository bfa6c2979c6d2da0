import { createEmbed } from '@cle/ui/embed';
import { CartEmbedView } from '../features/cart/cart-embed-view';

// Views an integrator can mount: `cart` reads its CMS page at initialPath (e.g. '/cart').
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-commerce',
  defaultView: 'cart',
  views: { cart: CartEmbedView as never },
});
