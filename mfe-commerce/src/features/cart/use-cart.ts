import useSWR from 'swr';
import { CART_FLAG_PATH, CART_PATH, fetchCart, fetchCartFlag, fetchLabels } from '../../api/cart-api';
import type { Cart } from '../../api/cart-payload';

/**
 * The server flag that gates the cart page (same key as the shell's header uses, so one request).
 * Commerce calls need a signed-in user: an anonymous visitor's cart is empty and asks nothing.
 */
export function useCartFlag(signedIn: boolean) {
  return useSWR<boolean>(signedIn ? CART_FLAG_PATH : null, fetchCartFlag);
}

/** Site labels: classicCartUrl, customerServicePhone, ... */
export function useSiteLabels() {
  return useSWR<Record<string, string>>('/site-parts?names=labels', fetchLabels);
}

/** The signed-in user's cart; nothing is fetched for an anonymous visitor. Keyed by user. */
export function useCart(userKey: string | null) {
  return useSWR<Cart>(userKey ? [CART_PATH, userKey] : null, () => fetchCart(), {
    // never show one user's cart while another's loads
    keepPreviousData: false,
  });
}
