// The cart as an integrator mounts it (no shell): the view reads its CMS page (empty-cart content)
// from the content API at the router's path, then renders the same cart page.
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { PageContent } from '@cle/contracts/page';
import { PageContentSchema } from '@cle/contracts/schemas';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { Skeleton } from '@cle/ui/skeleton';
import { CartView } from './cart-page';
import { readCartPageContent } from './cart-rules';

export function CartEmbedView() {
  const { pathname } = useLocation();
  const { data, error, mutate } = useSWR<PageContent>(
    ['/content', pathname],
    ([path, url]: [string, string]) =>
      apiRequest(path, { query: { url }, schema: PageContentSchema, auth: false }),
  );
  if (error && !data) return <ErrorFallback onRetry={() => void mutate()} />;
  if (!data) return <Skeleton rows={6} label="Loading cart" />;
  return <CartView content={readCartPageContent(data.properties)} />;
}
