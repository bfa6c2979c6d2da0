// The cart as an integrator mounts it (no shell): the view reads its CMS page (empty-cart content)
// from the content API at the router's path, then renders the same cart page.
import { useLocation } from 'react-router-dom';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { Skeleton } from '@cle/ui/skeleton';
import { CartView } from './cart-page';
import { readCartPageContent } from './cart-rules';
import { useCartPageContent } from './api/use-cart-page-content';

export function CartEmbedView() {
  const { pathname } = useLocation();
  const { data, error, mutate } = useCartPageContent(pathname);
  if (error && !data) return <ErrorFallback onRetry={() => void mutate()} />;
  if (!data) return <Skeleton rows={6} label="Loading cart" />;
  return <CartView content={readCartPageContent(data.properties)} />;
}
