import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { CartView } from '../features/cart/cart-page';
import { readCartPageContent } from '../features/cart/cart-rules';

/** The shell maps the CMS content type CartPage here; the page's properties carry the empty-cart content. */
function CartPage({ page }: PageProps) {
  return <CartView content={readCartPageContent(page.properties)} />;
}

export default exposeView('mfe-commerce', CartPage);
