// What an anonymous visitor's cart is: nothing in it, every total zero. Not invented data: a
// visitor who is not signed in has no server cart (spec 3 §6: the cart needs a signed-in user).
// The cart's shape itself is shared with the API: @cle/contracts/commerce-schemas.
import type { Cart } from '@cle/contracts/commerce-schemas';

export type { Cart, CartLine } from '@cle/contracts/commerce-schemas';

export const ANONYMOUS_CART: Cart = {
  orderLines: [],
  totalWithoutDiscounts: 0,
  membershipDiscountValue: 0,
  otherDiscountValue: 0,
  subTotal: 0,
  total: 0,
  shippingCost: 0,
  taxTotal: 0,
  hasUpkeepItems: false,
  hasSTS: false,
  hasIndividualMembership: false,
  hasIndividualPlusSubscription: false,
  extendedQuantity: 0,
  hasErrors: false,
  resultMessages: [],
};
