import useSWR from 'swr';
import { CART_PATH, fetchCart } from '../../../lib/cart-api';
import type { Cart } from '../../../lib/cart-payload';

/** The signed-in user's cart; nothing is fetched for an anonymous visitor. Keyed by user. */
export function useCart(userKey: string | null) {
  return useSWR<Cart>(userKey ? [CART_PATH, userKey] : null, () => fetchCart(), {
    // never show one user's cart while another's loads
    keepPreviousData: false,
  });
}
