// Checkout rules (spec 3 §4.9, §5): which steps apply, the automatic choice of the current step,
// button labels, the total shown, step validation and the checkout request. Pure: no React.
import { CHECKOUT_STEPS, DOMESTIC_COUNTRIES, NO_ADDRESS_SK } from '@cle/contracts/commerce-schemas';
import type {
  Address,
  Cart,
  CheckoutRequest,
  CheckoutStep,
  PaymentInstrument,
} from '@cle/contracts/commerce-schemas';

/** VAT choice (spec 3 §3): 0 none, 1 has a VAT number, 2 has no VAT number. */
export const VAT_NONE = 0;
export const VAT_HAS_NUMBER = 1;
export const VAT_NO_NUMBER = 2;
export type VatChoice = typeof VAT_NONE | typeof VAT_HAS_NUMBER | typeof VAT_NO_NUMBER;

export const CHECKOUT_HEADING = 'Checkout';
export const BACK_TO_CART = 'Back to cart';
const UPKEEP_REQUIRED_MESSAGE = 'Please select an option to continue';
const SELECTION_REQUIRED_MESSAGE = 'Please make a selection to continue';
export const READ_TERMS = 'Read terms and conditions';
export const HIDE_TERMS = 'Hide terms and conditions';
export const ORDER_FAILED_MESSAGE =
  'There was an error placing your order. Please refresh the page or contact customer service.';
const SHIPPING_DOMESTIC_ONLY_MESSAGE =
  'One or more items in your cart can only be shipped to the United States or Canada. Please update your shipping address or remove those items to continue.';
/** The VAT input's label; the error names it ('Please enter a valid {VAT input label}'). */
export const VAT_INPUT_LABEL = 'VAT number';

/** What the step choice looks at once the prepare data has loaded. */
export interface CheckoutFacts {
  cart: Pick<Cart, 'orderLines' | 'total' | 'hasUpkeepItems' | 'hasSTS' | 'hasIndividualPlusSubscription'>;
  shippingAddress: Pick<Address, 'country'> | null;
  billingAddress: Pick<Address, 'country'> | null;
  /** the chosen payment method, if any */
  paymentMethod: Pick<PaymentInstrument, 'isExpired'> | null;
  /** null until the upkeep step is saved */
  upkeepChoice: boolean | null;
  vatChoice: VatChoice;
  stsAccepted: boolean;
  ipsAccepted: boolean;
}

function isDomestic(country: string | null | undefined): boolean {
  return (DOMESTIC_COUNTRIES as readonly string[]).includes((country ?? '').toUpperCase());
}

/** Shipping is required when the cart has stock (physical) items. */
export function shippingRequired(cart: Pick<Cart, 'orderLines'>): boolean {
  return cart.orderLines.some((line) => line.isStockItem);
}

/** Payment is required when there is something to pay. */
function paymentRequired(cart: Pick<Cart, 'total'>): boolean {
  return cart.total > 0;
}

/**
 * VAT is required when the relevant address is outside USA/CAN: the shipping address when the cart
 * ships, else the billing address (which the shipping address then follows).
 */
function vatRequired(facts: Pick<CheckoutFacts, 'cart' | 'shippingAddress' | 'billingAddress'>): boolean {
  const relevant = shippingRequired(facts.cart) ? facts.shippingAddress : facts.billingAddress;
  return relevant !== null && !isDomestic(relevant.country);
}

/** Whether a step is shown at all (spec 3 §2.4: steps shown only when applicable). */
export function stepApplies(step: CheckoutStep, facts: CheckoutFacts): boolean {
  switch (step) {
    case 'shipping':
      return shippingRequired(facts.cart);
    case 'payment':
      return paymentRequired(facts.cart);
    case 'billing':
      return true;
    case 'upkeep':
      return facts.cart.hasUpkeepItems;
    case 'vat':
      return vatRequired(facts);
    case 'stsTermsAndConditions':
      return facts.cart.hasSTS;
    case 'ipsTermsAndConditions':
      return facts.cart.hasIndividualPlusSubscription;
    case 'reviewOrder':
      return true;
  }
}

/** The steps shown, in the fixed order 0 to 7. */
export function applicableSteps(facts: CheckoutFacts): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => stepApplies(step, facts));
}

/** A step that applies and still needs the user (the conditions of the rules in spec 3 §4.9). */
function stepNeedsUser(step: CheckoutStep, facts: CheckoutFacts): boolean {
  switch (step) {
    case 'shipping':
      return (
        shippingRequired(facts.cart) &&
        (facts.shippingAddress === null || !isDomestic(facts.shippingAddress.country))
      );
    case 'payment':
      return paymentRequired(facts.cart) && (facts.paymentMethod === null || facts.paymentMethod.isExpired);
    case 'billing':
      return facts.billingAddress === null;
    case 'upkeep':
      return facts.cart.hasUpkeepItems && facts.upkeepChoice === null;
    case 'vat':
      return vatRequired(facts) && facts.vatChoice === VAT_NONE;
    case 'stsTermsAndConditions':
      return facts.cart.hasSTS && !facts.stsAccepted;
    case 'ipsTermsAndConditions':
      return facts.cart.hasIndividualPlusSubscription && !facts.ipsAccepted;
    case 'reviewOrder':
      return false;
  }
}

/**
 * The current step, chosen after the data loads (spec 3 §4.9 rules 1 to 8, in order): the first
 * step that still needs the user, else review.
 */
export function chooseCurrentStep(facts: CheckoutFacts): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => stepNeedsUser(step, facts)) ?? 'reviewOrder';
}

/** A step is complete when it applies and no longer needs the user (it then shows its summary). */
export function isStepComplete(step: CheckoutStep, facts: CheckoutFacts): boolean {
  return step !== 'reviewOrder' && stepApplies(step, facts) && !stepNeedsUser(step, facts);
}

const BUTTON_LABELS: Partial<Record<CheckoutStep, string>> = {
  shipping: 'Save shipping address',
  payment: 'Save payment method',
  billing: 'Save billing address',
  upkeep: 'Save preferences',
  vat: 'Save selection',
  stsTermsAndConditions: 'Save selection',
  ipsTermsAndConditions: 'Save selection',
  reviewOrder: 'Place Order',
};

/** The submit button of a step; any step without its own label reads 'Continue'. */
export function stepButtonLabel(step: string): string {
  return BUTTON_LABELS[step as CheckoutStep] ?? 'Continue';
}

export const STEP_TITLES: Record<CheckoutStep, string> = {
  shipping: 'Shipping address',
  payment: 'Payment method',
  billing: 'Billing address',
  upkeep: 'Upkeep service',
  vat: 'VAT',
  stsTermsAndConditions: 'Standard subscription terms',
  ipsTermsAndConditions: 'Individual Plus subscription terms',
  reviewOrder: 'Review order',
};

/**
 * The total shown (spec 3 §4.9): 0 while shipping is required but no shipping address is set, or
 * while no billing address is set (tax and shipping are not known yet).
 */
export function displayedTotal(
  cart: Pick<Cart, 'orderLines' | 'total'>,
  shippingAddress: unknown | null,
  billingAddress: unknown | null,
): number {
  if (shippingRequired(cart) && shippingAddress === null) return 0;
  if (billingAddress === null) return 0;
  return cart.total;
}

/** Upkeep: a choice is needed (it defaults to yes in the form). */
export function upkeepError(choice: boolean | null): string | null {
  return choice === null ? UPKEEP_REQUIRED_MESSAGE : null;
}

/** VAT: a choice is needed; choice 1 needs a non-blank number. */
export function vatError(choice: VatChoice, vatNumber: string, inputLabel = VAT_INPUT_LABEL): string | null {
  if (choice === VAT_NONE) return SELECTION_REQUIRED_MESSAGE;
  if (choice === VAT_HAS_NUMBER && vatNumber.trim() === '') return `Please enter a valid ${inputLabel}`;
  return null;
}

/** The VAT number a choice keeps: choice 2 (no VAT number) clears it. */
export function vatNumberFor(choice: VatChoice, vatNumber: string): string {
  return choice === VAT_HAS_NUMBER ? vatNumber.trim() : '';
}

/** Terms: the checkbox must be ticked. */
export function termsError(accepted: boolean): string | null {
  return accepted ? null : SELECTION_REQUIRED_MESSAGE;
}

/** Shipping: outside USA/CAN is refused while the cart holds stock items (domestic-only shipping). */
export function shippingAddressError(
  cart: Pick<Cart, 'orderLines'>,
  address: Pick<Address, 'country'> | null,
): string | null {
  if (address && shippingRequired(cart) && !isDomestic(address.country))
    return SHIPPING_DOMESTIC_ONLY_MESSAGE;
  return null;
}

/** The default payment method: the first instrument flagged default, if it can be used. */
export function defaultPaymentSk(instruments: readonly PaymentInstrument[]): number | null {
  const preferred = instruments.find((i) => i.isDefault && !i.isExpired);
  return preferred ? preferred.sk : null;
}

export interface CheckoutChoices {
  upkeepService: boolean;
  billingAddress: Pick<Address, 'sk'> | null;
  shippingAddress: Pick<Address, 'sk'> | null;
  vatChoice: VatChoice;
  vatNumber: string;
  payment: PaymentInstrument | null;
  totalAmount: number;
  stsAccepted: boolean;
  ipsAccepted: boolean;
}

/** An order with nothing to pay still sends a payment option: the 'no card' instrument. */
const NO_PAYMENT: PaymentInstrument = {
  sk: -1,
  cardType: '',
  creditCardName: '',
  creditCardNumber: '',
  numberLastFour: '',
  expirationMonth: 0,
  expirationYear: 0,
  token: '',
  isDefault: false,
  isExpired: false,
  isStoredInstrument: false,
  saveForFutureUse: false,
  tenderTypeId: 0,
  captureContext: '',
  jwtToVerify: '',
};

/** The checkout request (spec 3 §3): address sks or -1, the VAT number or '', the payment option. */
export function buildCheckoutRequest(choices: CheckoutChoices): CheckoutRequest {
  const payment = choices.payment ?? NO_PAYMENT;
  return {
    upkeepService: choices.upkeepService,
    selectedBillingAddress: choices.billingAddress?.sk ?? NO_ADDRESS_SK,
    selectedShippingAddress: choices.shippingAddress?.sk ?? NO_ADDRESS_SK,
    selectedVatNumber: vatNumberFor(choices.vatChoice, choices.vatNumber),
    paymentOption: {
      ...payment,
      // a stored card has an sk above 0; a new card is negative
      isStoredInstrument: payment.sk > 0,
      totalAmount: choices.totalAmount,
    },
    stsTermsAccepted: choices.stsAccepted,
    ipsTermsAccepted: choices.ipsAccepted,
  };
}

/** The customer service address as a mailto: link, or null when the site labels name none. */
export function mailTo(email: string | null): string | null {
  return email ? `mailto:${email}` : null;
}
