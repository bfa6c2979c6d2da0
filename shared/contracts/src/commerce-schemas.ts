// The cart as the site API sends it (spec 3 §3 Cart, Cart line). Money and quantities are
// required, so a page never shows a made-up number; flags absent from an answer default to false,
// lists to empty. The API and mfe-commerce check the same shapes.
import * as z from 'zod/mini';
import { orDefault, orNull } from './payload-helpers';

const flag = orDefault(z.boolean(), false);

const ResultMessageSchema = z.object({
  /** 0 is a success; any other category is an error (spec 3 §8) */
  category: z.number(),
  message: z.string(),
});
export type ResultMessage = z.output<typeof ResultMessageSchema>;

const CartLineSchema = z.object({
  code: z.string(),
  displayType: orDefault(z.string(), ''),
  displayName: z.string(),
  productVariantUrl: orDefault(z.string(), ''),
  extendedPrice: z.number(),
  discountPrice: orDefault(z.number(), 0),
  quantity: z.number(),
  maxQuantity: z.number(),
  isStockItem: flag,
  isBackorder: flag,
  publicationDate: orNull(z.string()),
  isLiveProgramPBRWebcast: flag,
  otherDiscountValue: orDefault(z.number(), 0),
  priorityCode: orNull(z.string()),
  isUpkeepItem: flag,
  suppressUpkeeps: flag,
  isIndividualMembership: flag,
});
export type CartLine = z.output<typeof CartLineSchema>;

export const CartSchema = z.object({
  orderLines: z.array(CartLineSchema),
  totalWithoutDiscounts: z.number(),
  membershipDiscountValue: orDefault(z.number(), 0),
  otherDiscountValue: orDefault(z.number(), 0),
  subTotal: z.number(),
  total: z.number(),
  shippingCost: orDefault(z.number(), 0),
  taxTotal: orDefault(z.number(), 0),
  hasUpkeepItems: flag,
  hasSTS: flag,
  hasIndividualMembership: flag,
  hasIndividualPlusSubscription: flag,
  extendedQuantity: orDefault(z.number(), 0),
  hasErrors: flag,
  resultMessages: orDefault(z.array(ResultMessageSchema), []),
});
export type Cart = z.output<typeof CartSchema>;

// ---------------------------------------------------------------------------------------------
// Store calls (spec 3 §7). All under /api, all need a bearer token, all scoped to its subject.
//   GET    /commerce/carts                                   -> Cart
//   POST   /commerce/carts            CartAddRequest         -> CartAddResponse
//   PUT    /commerce/carts            CartLineChange[]       -> Cart
//   POST   /commerce/carts/delete     string[] (codes)       -> Cart
//   GET    /commerce/carts/cart-items/                       -> CartItemsResponse (light cart)
//   GET    /commerce/carts/feature-flag/cart-from-new-cms    -> boolean
//   PUT    /commerce/carts/promo-code    { promoCode }       -> Cart (resultMessages say what happened)
//   DELETE /commerce/carts/promo-code                        -> Cart  (removal; path not in the spec)
//   POST   /commerce/checkout/prepare PrepareCheckoutRequest -> PrepareCheckoutResponse
//   POST   /commerce/checkout         CheckoutRequest        -> CheckoutResponse
//          (header Idempotency-Key: a retried or double-clicked request answers the same order)
//   GET    /commerce/checkout/order-confirmation?orderNumber= -> OrderConfirmation (owner only, else 404)
//   GET    /commerce/orders                                  -> OrderHistoryResponse (order history page)
//   GET    /user/addresses                                   -> AddressesResponse
//   POST   /user/addresses            AddressInput           -> Address
//   PUT    /user/addresses            AddressInput (with sk) -> Address
//   PUT    /user/addresses/:sk/set-as-default-billing        -> Address
//   PUT    /user/addresses/:sk/set-as-default-shipping       -> Address
//   DELETE /user/addresses/:sk                               -> 204
//   GET    /user/payment-methods/credit-cards/tokens         -> PaymentInstrumentsResponse
//   POST   /user/payment-methods/credit-cards/tokens  { transientToken, cardholderName,
//          expirationMonth, expirationYear, isDefault }     -> PaymentInstrument (a stored card)
//   PUT    /user/payment-methods/credit-cards/tokens/:sk/default -> PaymentInstrument
//   DELETE /user/payment-methods/credit-cards/tokens/:sk     -> 204
//   POST   /commerce/payment/capture-context  { targetOrigin? } -> CaptureContextResponse
//          (the API asks the card provider server to server; the merchant key never reaches a browser)
// ---------------------------------------------------------------------------------------------

// ---- constants (spec 3 §5, §9) ----

/** Side panel width on larger screens, px (spec 3 §2.3, §9). */
export const CART_PANEL_WIDTH = 628;
/** A promo code is exactly this long once formatted as 4 characters, a space, the rest (spec 3 §5). */
export const PROMO_CODE_LENGTH = 10;
/** Letters and digits in a well-formed code: the formatted length less its one space ('SAVE 20PCT'). */
export const PROMO_CODE_CHARACTERS = PROMO_CODE_LENGTH - 1;
/** Shipping inside these countries needs no VAT; some items ship only here (spec 3 §5, §9). */
export const DOMESTIC_COUNTRIES = ['USA', 'CAN'] as const;
/** USA and Canada need a state or province and a ZIP or postal code. */
export function isDomesticCountry(country: string): boolean {
  return (DOMESTIC_COUNTRIES as readonly string[]).includes(country.trim().toUpperCase());
}

/** Card networks the card form accepts, and their tender ids (spec 3 §5, §9). Others are refused. */
export const CARD_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERSCLUB'] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];
export const TENDER_IDS: Record<CardNetwork, number> = {
  AMEX: 6,
  DINERSCLUB: 5,
  DISCOVER: 37,
  MASTERCARD: 7,
  VISA: 8,
};
/** Cardholder name on the card form (spec 3 §5): letters, spaces and name punctuation, no digits. */
const CARDHOLDER_NAME_MAX_LENGTH = 100;
export function isValidCardholderName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= CARDHOLDER_NAME_MAX_LENGTH &&
    /^\p{L}[\p{L}\p{M} .'-]*$/u.test(trimmed)
  );
}
/** POST /user/payment-methods/credit-cards/tokens: a card the provider's hosted fields tokenised. */
export const StoreCardRequestSchema = z.object({
  transientToken: z.string(),
  cardholderName: z.string(),
  expirationMonth: z.optional(z.number()),
  expirationYear: z.optional(z.number()),
  isDefault: z.optional(z.boolean()),
});
export type StoreCardRequest = z.input<typeof StoreCardRequestSchema>;
/** POST /commerce/payment/capture-context: the page's own origin (else the request's Origin header). */
export const CaptureContextRequestSchema = z.object({ targetOrigin: z.optional(z.string()) });
/** Capture-context client version (spec 3 §7). */
export const CAPTURE_CONTEXT_CLIENT_VERSION = 'v2.0';
/** Checkout steps, numbered 0 to 7 (spec 3 §4.9). */
export const CHECKOUT_STEPS = [
  'shipping',
  'payment',
  'billing',
  'upkeep',
  'vat',
  'stsTermsAndConditions',
  'ipsTermsAndConditions',
  'reviewOrder',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** selectedBillingAddress / selectedShippingAddress when none is chosen (spec 3 §3). */
export const NO_ADDRESS_SK = -1;

// ---- cart requests ----

/** POST /commerce/carts (spec 3 §3 Cart add payload). */
export interface CartAddRequest {
  code: string;
  quantity: number;
  priorityCode?: string | null;
}
/** The answer to an add: the cart page url to send the user to, and the cart as it now is. */
export const CartAddResponseSchema = z.object({
  cartUrl: z.string(),
  cart: CartSchema,
});
export type CartAddResponse = z.output<typeof CartAddResponseSchema>;
/** GET /commerce/carts/cart-items/: what the header count and "already in cart" checks need. */
export const CartItemsResponseSchema = z.object({
  count: z.number(),
  items: z.array(z.object({ code: z.string(), quantity: z.number() })),
});
export type CartItemsResponse = z.output<typeof CartItemsResponseSchema>;

// ---- addresses (spec 3 §3 Address and lookups) ----

export const AddressSchema = z.object({
  sk: z.number(),
  addressCategory_SK: z.number(),
  attention: orDefault(z.string(), ''),
  company: orDefault(z.string(), ''),
  address1: z.string(),
  address2: orDefault(z.string(), ''),
  city: z.string(),
  state: orDefault(z.string(), ''),
  zip: orDefault(z.string(), ''),
  plus4: orDefault(z.string(), ''),
  /** ISO 3166 alpha-3, e.g. 'USA' */
  country: z.string(),
  isPrimaryBAddress: flag,
  isPrimarySAddress: flag,
});
export type Address = z.output<typeof AddressSchema>;
/** What POST/PUT /user/addresses take: an Address without sk (POST) or with it (PUT). */
export type AddressInput = Omit<z.input<typeof AddressSchema>, 'sk'> & { sk?: number };

const AddressLookupsSchema = z.object({
  addressCategoryLookup: z.array(z.object({ sk: z.number(), shortDescription: z.string() })),
  addressStateLookup: z.array(
    z.object({ pk: z.number(), stateName: z.string(), stateCode: z.string(), countryId: z.string() }),
  ),
  addressCountryLookup: z.array(z.object({ pk: z.string(), countryName: z.string() })),
});
export type AddressLookups = z.output<typeof AddressLookupsSchema>;
export const AddressesResponseSchema = z.extend(AddressLookupsSchema, { items: z.array(AddressSchema) });
export type AddressesResponse = z.output<typeof AddressesResponseSchema>;

// ---- payment instruments (spec 3 §3) ----

export const PaymentInstrumentSchema = z.object({
  /** above 0 when stored; -1 (negative) for a new card not stored */
  sk: z.number(),
  cardType: z.string(),
  creditCardName: z.string(),
  /** masked, e.g. '************1111' */
  creditCardNumber: z.string(),
  numberLastFour: z.string(),
  expirationMonth: z.number(),
  expirationYear: z.number(),
  token: orDefault(z.string(), ''),
  isDefault: flag,
  isExpired: flag,
  isStoredInstrument: flag,
  saveForFutureUse: flag,
  tenderTypeId: z.number(),
  captureContext: orDefault(z.string(), ''),
  jwtToVerify: orDefault(z.string(), ''),
});
export type PaymentInstrument = z.output<typeof PaymentInstrumentSchema>;
export const PaymentInstrumentsResponseSchema = z.object({
  items: z.array(PaymentInstrumentSchema),
  /** 'new cards disabled' mode (spec 3 §4.9) */
  disableNewPaymentMethod: flag,
});
export type PaymentInstrumentsResponse = z.output<typeof PaymentInstrumentsResponseSchema>;
/** The card provider's capture context (spec 3 §7; keys lower-cased). */
export const CaptureContextResponseSchema = z.object({
  scriptsource: z.string(),
  integritytoken: z.string(),
  jwt: z.string(),
});
export type CaptureContextResponse = z.output<typeof CaptureContextResponseSchema>;

// ---- checkout (spec 3 §3 Prepare-checkout, Checkout request, Order confirmation) ----

export interface PrepareCheckoutRequest {
  billingAddressSk: number;
  shippingAddressSk: number;
  upkeepService?: boolean;
}
export const PrepareCheckoutResponseSchema = z.object({
  cart: CartSchema,
  selectedShippingAddress: orNull(AddressSchema),
  selectedBillingAddress: orNull(AddressSchema),
  paymentInstruments: orDefault(z.array(PaymentInstrumentSchema), []),
  disableNewPaymentMethod: flag,
});
export type PrepareCheckoutResponse = z.output<typeof PrepareCheckoutResponseSchema>;

export const CheckoutRequestSchema = z.object({
  upkeepService: z.boolean(),
  /** sk, or -1 when none */
  selectedBillingAddress: z.number(),
  selectedShippingAddress: z.number(),
  /** empty when none */
  selectedVatNumber: z.string(),
  paymentOption: z.extend(PaymentInstrumentSchema, { totalAmount: z.number() }),
  /** terms accepted on the STS / IPS steps (spec 3 §4.9) */
  stsTermsAccepted: z.optional(z.boolean()),
  ipsTermsAccepted: z.optional(z.boolean()),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;
export const CheckoutResponseSchema = z.object({ orderConfirmationUrl: z.string() });
export type CheckoutResponse = z.output<typeof CheckoutResponseSchema>;

const OrderAddressSchema = z.object({
  attention: orDefault(z.string(), ''),
  address1: z.string(),
  address2: orDefault(z.string(), ''),
  city: z.string(),
  state: orDefault(z.string(), ''),
  zip: orDefault(z.string(), ''),
  country: z.string(),
});
export const OrderConfirmationSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  cart: z.object({ orderLines: z.array(CartLineSchema) }),
  shippingAddress: orNull(OrderAddressSchema),
  totalWithoutDiscounts: z.number(),
  membershipDiscountValue: z.number(),
  otherDiscountValue: z.number(),
  shippingCost: z.number(),
  taxTotal: z.number(),
  total: z.number(),
});
export type OrderConfirmation = z.output<typeof OrderConfirmationSchema>;
const OrderSummarySchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  total: z.number(),
  lineCount: z.number(),
  orderConfirmationUrl: z.string(),
});
export const OrderHistoryResponseSchema = z.object({ items: z.array(OrderSummarySchema) });
export type OrderHistoryResponse = z.output<typeof OrderHistoryResponseSchema>;
