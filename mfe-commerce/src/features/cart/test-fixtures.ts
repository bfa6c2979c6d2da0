// Test data shaped like the API's answers (used by the unit tests only).
import { ANONYMOUS_CART, type Cart, type CartLine } from '../../api/cart-payload';

export function cartLine(over: Partial<CartLine> = {}): CartLine {
  return {
    code: 'P-1',
    displayType: 'Live Webcast',
    displayName: 'Ethics for Litigators 2026',
    productVariantUrl: '/programs/ethics',
    extendedPrice: 299,
    discountPrice: 0,
    quantity: 1,
    maxQuantity: 10,
    isStockItem: false,
    isBackorder: false,
    publicationDate: null,
    isLiveProgramPBRWebcast: false,
    otherDiscountValue: 0,
    priorityCode: null,
    isUpkeepItem: false,
    suppressUpkeeps: false,
    isIndividualMembership: false,
    ...over,
  };
}

export function cartOf(over: Partial<Cart> = {}): Cart {
  return { ...ANONYMOUS_CART, ...over };
}
