// Test data shaped like the API's answers (unit tests only).
import type {
  Address,
  AddressesResponse,
  Cart,
  CartLine,
  PaymentInstrument,
  PrepareCheckoutResponse,
} from '@cle/contracts/commerce-schemas';
import { ANONYMOUS_CART } from './cart-payload';

export function line(over: Partial<CartLine> = {}): CartLine {
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

export function cart(over: Partial<Cart> = {}): Cart {
  return {
    ...ANONYMOUS_CART,
    orderLines: [line()],
    totalWithoutDiscounts: 299,
    subTotal: 299,
    total: 299,
    extendedQuantity: 1,
    ...over,
  };
}

/** An empty cart (every total zero) with what a test sets. */
export function emptyCart(over: Partial<Cart> = {}): Cart {
  return { ...ANONYMOUS_CART, ...over };
}

export function address(over: Partial<Address> = {}): Address {
  return {
    sk: 11,
    addressCategory_SK: 1,
    attention: 'Dana Park',
    company: '',
    address1: '1177 Avenue of the Americas',
    address2: '',
    city: 'New York',
    state: 'NY',
    zip: '10036',
    plus4: '',
    country: 'USA',
    isPrimaryBAddress: true,
    isPrimarySAddress: true,
    ...over,
  };
}

export function card(over: Partial<PaymentInstrument> = {}): PaymentInstrument {
  return {
    sk: 21,
    cardType: 'VISA',
    creditCardName: 'Dana Park',
    creditCardNumber: '************1111',
    numberLastFour: '1111',
    expirationMonth: 12,
    expirationYear: 2030,
    token: 'tok-21',
    isDefault: true,
    isExpired: false,
    isStoredInstrument: true,
    saveForFutureUse: true,
    tenderTypeId: 8,
    captureContext: '',
    jwtToVerify: '',
    ...over,
  };
}

export function prepared(over: Partial<PrepareCheckoutResponse> = {}): PrepareCheckoutResponse {
  return {
    cart: cart(),
    selectedBillingAddress: address(),
    selectedShippingAddress: address(),
    paymentInstruments: [card()],
    disableNewPaymentMethod: false,
    ...over,
  };
}

export const LOOKUPS: Omit<AddressesResponse, 'items'> = {
  addressCategoryLookup: [
    { sk: 1, shortDescription: 'Business' },
    { sk: 2, shortDescription: 'Home' },
  ],
  addressStateLookup: [
    { pk: 1, stateName: 'New York', stateCode: 'NY', countryId: 'USA' },
    { pk: 2, stateName: 'California', stateCode: 'CA', countryId: 'USA' },
    { pk: 3, stateName: 'Ontario', stateCode: 'ON', countryId: 'CAN' },
  ],
  addressCountryLookup: [
    { pk: 'USA', countryName: 'United States' },
    { pk: 'CAN', countryName: 'Canada' },
    { pk: 'GBR', countryName: 'United Kingdom' },
  ],
};
