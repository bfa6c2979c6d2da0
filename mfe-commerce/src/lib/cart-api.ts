// The site API calls the cart page makes (spec 3 §7). Paths are relative to the API base URL ('/api'
// in the shell; an embed is told its base URL).
import { apiRequest } from '@cle/contracts/api-client';
import { addToCart } from '@cle/contracts/cart';
import { CartSchema } from '@cle/contracts/commerce-schemas';
import type { Cart } from '@cle/contracts/commerce-schemas';

export const CART_PATH = '/commerce/carts';

/** One line as the cart update and add calls take it. */
export interface LineChange {
  code: string;
  quantity: number;
  priorityCode: string | null;
}

export function fetchCart(): Promise<Cart> {
  return apiRequest(CART_PATH, { schema: CartSchema });
}

/** The answer of a cart change, when it is a cart; otherwise null (the caller then refetches). */
function cartOrNull(value: unknown): Cart | null {
  const parsed = CartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** PUT /commerce/carts with a list of {code, quantity, priorityCode}. */
export async function updateLines(lines: LineChange[]): Promise<Cart | null> {
  return cartOrNull(await apiRequest<unknown>(CART_PATH, { method: 'PUT', body: lines }));
}

/** POST /commerce/carts/delete with a list of codes. */
export async function deleteLines(codes: string[]): Promise<Cart | null> {
  return cartOrNull(await apiRequest<unknown>(`${CART_PATH}/delete`, { method: 'POST', body: codes }));
}

/** POST /commerce/carts through the cart contract ('Undo' after a removal, the upsell), so the header
 * count and the panel hear of it like any other add. */
export async function addLine(line: LineChange): Promise<void> {
  await addToCart(line);
}

/** The promo code removal path (spec 3 §7: "not shown"; chosen with the API, commerce-schemas header). */
const PROMO_CODE_PATH = `${CART_PATH}/promo-code`;

/** DELETE /commerce/carts/promo-code: takes the applied promo code off the cart. */
export async function removePromoCode(): Promise<Cart | null> {
  return cartOrNull(await apiRequest<unknown>(PROMO_CODE_PATH, { method: 'DELETE' }));
}

/** PUT /commerce/carts/promo-code with {promoCode}. */
export async function applyPromoCode(promoCode: string): Promise<Cart | null> {
  return cartOrNull(
    await apiRequest<unknown>(`${CART_PATH}/promo-code`, { method: 'PUT', body: { promoCode } }),
  );
}
