// Add to cart and the cart count, one contract for every part of the site (spec 3 §2.3, §4.7, §7, §8;
// spec 1 §2 header cart button; docs/decisions/015-cart-contract.md). The commerce team owns it: the
// product page, the upsell and the shell's post-sign-in replay all add through `addToCart`, so every
// add announces the commerce events (`commerce:cart-adding`, `commerce:cart-updated`,
// `commerce:item-added`) and no other team has to emit them. No zod here: the header is on every page;
// the pages that show money parse the cart themselves (docs/decisions/006-validation.md).
import { useEffect } from 'react';
import useSWR, { mutate as mutateCache } from 'swr';
// Package paths, not './…': only bare '@cle/contracts/*' requests are federation-shared (see library.ts).
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import type { CartAddRequest, CartItemsResponse, CartLine } from '@cle/contracts/commerce-schemas';
import { createEmitter, onEvent } from '@cle/contracts/events';
import { useNewCmsCartFlag } from '@cle/contracts/site-parts';

const emitCommerce = createEmitter('commerce');

const CART_PATH = '/commerce/carts';
const CART_ITEMS_PATH = '/commerce/carts/cart-items/';

/** Items in a cart: the sum of its line quantities (the 'My Cart (N)' heading and the header count). */
function countItems(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((n, line) => n + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
}

/** Spec 3 §9: an add puts in quantity 1 unless told otherwise (CART_ADD_QUANTITY; no zod here). */
const ADD_QUANTITY = 1;

/** One add: the product code, and the quantity and promo (priority) code when not the defaults. */
export type CartAddLine = Pick<CartAddRequest, 'code'> & Partial<Omit<CartAddRequest, 'code'>>;

/** What an add answers, as far as the callers of this contract need it. */
export interface CartAdded {
  cartUrl: string | null;
  /** the cart's lines after the add, in cart order (the upsell looks at the last one) */
  lines: Pick<CartLine, 'code' | 'quantity' | 'isStockItem'>[];
  itemCount: number;
}

function readAddAnswer(answer: unknown): CartAdded | null {
  if (!answer || typeof answer !== 'object') return null;
  const { cartUrl, cart } = answer as { cartUrl?: unknown; cart?: { orderLines?: unknown } };
  if (!cart || !Array.isArray(cart.orderLines)) return null;
  const lines = (cart.orderLines as Record<string, unknown>[]).map((l) => ({
    code: String(l.code),
    quantity: Number(l.quantity),
    isStockItem: l.isStockItem === true,
  }));
  return {
    cartUrl: typeof cartUrl === 'string' && cartUrl ? cartUrl : null,
    lines,
    itemCount: countItems(lines),
  };
}

/** Every cached cart read (page, panel, header count) is stale after a cart or licence change (S3-CART-35/36). */
export function invalidateCartData(): Promise<unknown> {
  return mutateCache((key) => {
    const k = Array.isArray(key) ? String(key[0]) : String(key);
    return k.startsWith(CART_PATH);
  });
}

/**
 * POST /commerce/carts {code, quantity, priorityCode} (spec 3 §3 Cart add payload, §7). Announces the
 * add while it runs (the cart panel's isAddingToCart), then the new count and the added item, and
 * invalidates cached cart data. Rejects with the API client's error when the call fails.
 */
export async function addToCart(line: CartAddLine): Promise<CartAdded> {
  const body = {
    code: line.code,
    quantity: line.quantity ?? ADD_QUANTITY,
    priorityCode: line.priorityCode || null,
  };
  emitCommerce('commerce:cart-adding', { code: line.code, adding: true });
  try {
    const answer = await apiRequest<unknown>(CART_PATH, { method: 'POST', body });
    let added = readAddAnswer(answer);
    if (!added) {
      // an answer without the cart: ask for the light cart rather than guess the count
      const items = await apiRequest<CartItemsResponse>(CART_ITEMS_PATH);
      added = {
        cartUrl: null,
        lines: items.items.map((i) => ({ code: i.code, quantity: i.quantity, isStockItem: false })),
        itemCount: items.count,
      };
    }
    emitCommerce('commerce:cart-updated', { itemCount: added.itemCount });
    emitCommerce('commerce:item-added', { code: line.code, itemCount: added.itemCount });
    void invalidateCartData();
    return added;
  } finally {
    emitCommerce('commerce:cart-adding', { code: line.code, adding: false });
  }
}

/**
 * The signed-in user's cart count for the header's cart button: the light cart
 * (GET /commerce/carts/cart-items/) once the new-CMS cart flag is on, then every `commerce:cart-updated`.
 * 0 for an anonymous visitor (commerce calls need a signed-in user) and while unknown.
 */
export function useCartCount(): number {
  const auth = useAuth();
  const signedIn = auth.ready && auth.isAuthenticated && Boolean(auth.token);
  const flag = useNewCmsCartFlag(signedIn);
  const key = signedIn && flag.data === true ? ([CART_ITEMS_PATH, auth.sub ?? 'signed-in'] as const) : null;
  const light = useSWR<number>(
    key,
    async ([path]: readonly [string, string]) => (await apiRequest<CartItemsResponse>(path)).count,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const { mutate } = light;
  useEffect(
    () =>
      onEvent('commerce:cart-updated', ({ itemCount }) => {
        if (key) void mutate(itemCount, { revalidate: false });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts, not its identity
    [key?.[1], mutate],
  );
  // a licence change invalidates cached cart data too (spec 3 §7, S3-CART-36); the header is on every page
  useEffect(() => onEvent('credit:licenses-changed', () => void invalidateCartData()), []);
  return key ? (light.data ?? 0) : 0;
}
