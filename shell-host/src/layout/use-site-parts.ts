import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { SiteParts } from '@cle/contracts/schemas';

export function useSiteParts() {
  return useSWR<SiteParts>('/site-parts?names=header,footer,labels', () =>
    apiRequest<SiteParts>('/site-parts', { query: { names: 'header,footer,labels' } }),
  );
}

/** Spec 1 §2: the cart button goes to the classic shop unless the new-CMS cart flag is on. */
export function cartUrl(labels: Record<string, string> | undefined, newCmsCart: boolean | undefined): string {
  if (!labels) return '/cart';
  return newCmsCart === false
    ? (labels.classicCartUrl ?? labels.cartUrl ?? '/cart')
    : (labels.cartUrl ?? '/cart');
}

/** Commerce calls need a signed-in user: anonymous visitors use the cart URL label as it is. */
export function useNewCmsCartFlag(signedIn: boolean) {
  return useSWR<boolean>(signedIn ? '/commerce/carts/feature-flag/cart-from-new-cms' : null, (p: string) =>
    apiRequest<boolean>(p),
  );
}
