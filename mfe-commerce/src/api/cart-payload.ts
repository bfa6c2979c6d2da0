// The cart as the site API sends it (spec 3 §3 Cart, Cart line), checked before the page uses it.
// Money and quantities are required: the page never shows a made-up number. Flags absent from an
// answer default to false, lists to empty.
import {
  array,
  bool,
  num,
  object,
  optional,
  record,
  schema,
  str,
  withDefault,
  type Check,
} from './payload-check';

export interface ResultMessage {
  /** 0 is a success; any other category is an error (spec 3 §8) */
  category: number;
  message: string;
}

export interface CartLine {
  code: string;
  displayType: string;
  displayName: string;
  productVariantUrl: string;
  extendedPrice: number;
  discountPrice: number;
  quantity: number;
  maxQuantity: number;
  isStockItem: boolean;
  isBackorder: boolean;
  publicationDate: string | null;
  isLiveProgramPBRWebcast: boolean;
  otherDiscountValue: number;
  priorityCode: string | null;
  isUpkeepItem: boolean;
  suppressUpkeeps: boolean;
  isIndividualMembership: boolean;
}

export interface Cart {
  orderLines: CartLine[];
  totalWithoutDiscounts: number;
  membershipDiscountValue: number;
  otherDiscountValue: number;
  subTotal: number;
  total: number;
  shippingCost: number;
  taxTotal: number;
  hasUpkeepItems: boolean;
  hasSTS: boolean;
  hasIndividualMembership: boolean;
  hasIndividualPlusSubscription: boolean;
  extendedQuantity: number;
  hasErrors: boolean;
  resultMessages: ResultMessage[];
}

const flag = withDefault(bool, false);

const resultMessage: Check<ResultMessage> = object({ category: num, message: str });

export const checkCartLine: Check<CartLine> = object({
  code: str,
  displayType: withDefault(str, ''),
  displayName: str,
  productVariantUrl: withDefault(str, ''),
  extendedPrice: num,
  discountPrice: withDefault(num, 0),
  quantity: num,
  maxQuantity: num,
  isStockItem: flag,
  isBackorder: flag,
  publicationDate: optional(str),
  isLiveProgramPBRWebcast: flag,
  otherDiscountValue: withDefault(num, 0),
  priorityCode: optional(str),
  isUpkeepItem: flag,
  suppressUpkeeps: flag,
  isIndividualMembership: flag,
});

export const checkCart: Check<Cart> = object({
  orderLines: array(checkCartLine),
  totalWithoutDiscounts: num,
  membershipDiscountValue: withDefault(num, 0),
  otherDiscountValue: withDefault(num, 0),
  subTotal: num,
  total: num,
  shippingCost: withDefault(num, 0),
  taxTotal: withDefault(num, 0),
  hasUpkeepItems: flag,
  hasSTS: flag,
  hasIndividualMembership: flag,
  hasIndividualPlusSubscription: flag,
  extendedQuantity: withDefault(num, 0),
  hasErrors: flag,
  resultMessages: withDefault(array(resultMessage), []),
});

export const CartSchema = schema(checkCart);

/**
 * What an anonymous visitor's cart is: nothing in it, every total zero. Not invented data: a visitor
 * who is not signed in has no server cart (spec 3 §6: the cart needs a signed-in user).
 */
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

/** GET /site-parts?names=labels answers { labels: { name: text } }. */
export const LabelsSchema = schema(object({ labels: record(str) }));
