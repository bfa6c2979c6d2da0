// Checkout (spec 3 §3 Prepare-checkout, Checkout request, Order confirmation; §4.9; §5): the cart
// priced for the chosen addresses, and placing the order: amounts recomputed here (a client total
// that differs is refused), the rules of §5 checked, the card checked by the payment module, then ONE
// transaction writes the order and its lines, the purchases in My Library (library_entries, whose
// trigger moves the library version so every cached library sees them at once), the promo
// redemption and the stock, and empties the cart (order-store.ts). A retried or double-clicked request
// answers the same order: the Idempotency-Key header, or the cart version the order was placed from.
import { z } from 'zod';
import { CheckoutRequestSchema, isDomesticCountry, NO_ADDRESS_SK } from '@cle/contracts/commerce-schemas';
import type {
  Address,
  CheckoutResponse,
  PrepareCheckoutResponse,
  ResultMessage,
} from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { HttpError, parse } from '../lib/http';
import type { Principal } from '../auth/verify';
import { libraryItemType } from '../library/library-item-type';
import { accessExpires } from '../library/access-expiry';
import { addressesBySk, defaultAddresses, ownAddress } from './address-store';
import type { AddressRecord } from './address-store';
import { cartStateOf, lockCart, priced, readCart } from './cart-store';
import type { CartState } from './cart-store';
import { orderOfCart, parsedJson, readForCheckout, writeOrder } from './order-store';
import type { CheckoutRead } from './order-store';
import { orderConfirmationUrl } from './orders';
import { dollars, RESULT_ERROR } from './pricing';
import type { Place } from './pricing';
import { paymentForOrder } from '../payments/checkout-payment';
import { listInstruments, toInstrument } from '../payments/instrument-store';
import type { InstrumentRow } from '../payments/instrument-store';
import type { PaymentSettings } from '../payments/payment-settings';
import { NEW_CARDS_DISABLED_MESSAGE, newCardsDisabled } from '../payments/new-cards';

const DOMESTIC_ONLY_MESSAGE =
  'One or more items in your cart can only be shipped to the United States or Canada. Please update your shipping address or remove those items to continue.';
/** Spec 3 §5: a terms step left unticked (and an upkeep or VAT step without a choice). */
const MAKE_A_SELECTION_MESSAGE = 'Please make a selection to continue';
const EMPTY_CART_MESSAGE = 'Your cart is empty';

const addressSk = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(-1, 'must be an address sk or -1')
  .max(Number.MAX_SAFE_INTEGER, 'must be an address sk or -1');
const PrepareBodySchema = z.strictObject({
  billingAddressSk: addressSk,
  shippingAddressSk: addressSk,
  upkeepService: z.boolean({ error: 'must be true or false' }).optional(),
});

/** An address sk the client chose, or the person's default when none (-1 or 0). */
async function chosenAddress(
  db: Db,
  sub: string,
  sk: number,
  fallback: Address | null,
): Promise<Address | null> {
  return sk > 0 ? ownAddress(db, sub, sk) : fallback;
}

const place = (a: Address | null): Place | null => (a ? { country: a.country, state: a.state } : null);

/** Where the order ships (stock items) and where tax is computed (shipping when something ships). */
function placesFor(state: CartState, billing: Address | null, shipping: Address | null) {
  const ships = state.lines.some((l) => l.item.isStockItem);
  return { ships, shipTo: ships ? place(shipping) : null, taxAt: ships ? place(shipping) : place(billing) };
}

/** POST /commerce/checkout/prepare */
export async function prepareCheckout(
  db: Db,
  p: Principal,
  body: unknown,
  payments: PaymentSettings,
): Promise<PrepareCheckoutResponse> {
  const q = parse(PrepareBodySchema, body, 'body');
  const now = new Date();
  const [state, defaults, instruments, disableNewPaymentMethod] = await Promise.all([
    readCart(db, p.sub, now),
    defaultAddresses(db, p.sub),
    listInstruments(db, p.sub),
    newCardsDisabled(db, payments),
  ]);
  const billing = await chosenAddress(db, p.sub, q.billingAddressSk, defaults.billing);
  const shipping = await chosenAddress(db, p.sub, q.shippingAddressSk, defaults.shipping);
  const where = placesFor(state, billing, shipping);
  const extra: ResultMessage[] = [];
  if (
    where.ships &&
    shipping &&
    !isDomesticCountry(shipping.country) &&
    state.lines.some((l) => l.item.domesticOnly)
  )
    extra.push({ category: RESULT_ERROR, message: DOMESTIC_ONLY_MESSAGE });
  const { cart } = priced(state, where, extra, now);
  return {
    cart,
    selectedShippingAddress: shipping,
    selectedBillingAddress: billing,
    paymentInstruments: instruments,
    disableNewPaymentMethod,
  };
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;
/** empty (no VAT number), or a country prefix and 4 to 28 letters, digits, spaces, dots or hyphens */
const VAT_NUMBER = /^$|^[A-Za-z0-9][A-Za-z0-9 .-]{3,29}$/;

type CheckoutRequest = ReturnType<typeof CheckoutRequestSchema.parse>;

/** The request, its VAT number and its Idempotency-Key, each checked (400 otherwise). */
function checkedRequest(body: unknown, idempotencyHeader: string | string[] | undefined) {
  const req = parse(CheckoutRequestSchema, body, 'body');
  const vatNumber = req.selectedVatNumber.trim();
  if (!VAT_NUMBER.test(vatNumber))
    throw new HttpError(400, 'Please enter a valid VAT number', 'selectedVatNumber');
  const header = Array.isArray(idempotencyHeader) ? idempotencyHeader[0] : idempotencyHeader;
  if (header !== undefined && !IDEMPOTENCY_KEY.test(header))
    throw new HttpError(
      400,
      "Invalid header 'Idempotency-Key': must be 8 to 100 letters, digits or . _ : -",
      'Idempotency-Key',
    );
  for (const [field, v] of [
    ['selectedBillingAddress', req.selectedBillingAddress],
    ['selectedShippingAddress', req.selectedShippingAddress],
  ] as const)
    if (!Number.isSafeInteger(v) || v < NO_ADDRESS_SK)
      throw new HttpError(400, `Invalid body field '${field}': must be an address sk or -1`, field);
  if (!Number.isFinite(req.paymentOption.totalAmount))
    throw new HttpError(400, "Invalid body field 'paymentOption.totalAmount': must be a number");
  return { req, vatNumber, headerKey: header ?? null };
}

/** The billing and shipping addresses of the order (spec 3 §4.9, §5), each checked. */
function checkedAddresses(req: CheckoutRequest, state: CartState, read: CheckoutRead) {
  if (req.selectedBillingAddress <= 0)
    throw new HttpError(400, 'Please select a billing address', 'selectedBillingAddress');
  const ships = state.lines.some((l) => l.item.isStockItem);
  if (ships && req.selectedShippingAddress <= 0)
    throw new HttpError(400, 'Please select a shipping address', 'selectedShippingAddress');
  const addresses = addressesBySk(
    parsedJson<AddressRecord[]>(read.addresses),
    ships ? [req.selectedBillingAddress, req.selectedShippingAddress] : [req.selectedBillingAddress],
  );
  const billing = addresses.get(req.selectedBillingAddress)!;
  // with nothing to ship, the shipping address follows the billing address (spec 3 §4.9)
  const shipping = ships ? addresses.get(req.selectedShippingAddress)! : billing;
  if (ships && !isDomesticCountry(shipping.country) && state.lines.some((l) => l.item.domesticOnly))
    throw new HttpError(422, DOMESTIC_ONLY_MESSAGE, 'selectedShippingAddress');
  return { billing, shipping };
}

/** The cart priced for the addresses, its terms ticked and its total the one the client showed. */
function checkedPrice(
  req: CheckoutRequest,
  state: CartState,
  billing: Address,
  shipping: Address,
  now: Date,
) {
  const where = placesFor(state, billing, shipping);
  const pricedCart = priced(state, where, [], now);
  const { cart } = pricedCart;
  if (cart.hasSTS && req.stsTermsAccepted !== true)
    throw new HttpError(400, MAKE_A_SELECTION_MESSAGE, 'stsTermsAccepted');
  if (cart.hasIndividualPlusSubscription && req.ipsTermsAccepted !== true)
    throw new HttpError(400, MAKE_A_SELECTION_MESSAGE, 'ipsTermsAccepted');
  if (Math.round(req.paymentOption.totalAmount * 100) !== pricedCart.totalCents)
    throw new HttpError(
      409,
      `The order total has changed: it is now $${dollars(pricedCart.totalCents).toFixed(2)}. Please review your order and place it again.`,
      'paymentOption.totalAmount',
    );
  // VAT applies when the tax address is outside USA/Canada; a number is then recorded (or none: choice 2)
  const vatApplies = where.taxAt !== null && !isDomesticCountry(where.taxAt.country);
  return { ...pricedCart, vatApplies };
}

/** What the order puts in My Library: bought access to on-demand programs and publications ends ACCESS_DAYS after the order. */
function purchasesOf(state: CartState) {
  return state.lines.flatMap((l) => {
    const type = l.item.pk && l.item.searchableType ? libraryItemType(l.item.searchableType) : null;
    return type ? [{ pk: l.item.pk, type, expires: accessExpires(l.item.searchableType!) }] : [];
  });
}

interface Placing {
  p: Principal;
  req: CheckoutRequest;
  vatNumber: string;
  headerKey: string | null;
  payments: PaymentSettings;
}

/** The order placed inside the transaction, under the cart lock. */
async function placeLocked(
  tx: Db,
  { p, req, vatNumber, headerKey, payments }: Placing,
): Promise<CheckoutResponse> {
  // The lock first, alone: only statements that start after it see an order its holder committed
  // (READ COMMITTED takes each statement's snapshot when it starts).
  const version = await lockCart(tx, p);
  const now = new Date();
  const stored = storedCardSk(req.paymentOption.sk);
  const read = await readForCheckout(
    tx,
    p.sub,
    now,
    headerKey ? `key:${headerKey}` : null,
    [req.selectedBillingAddress, req.selectedShippingAddress].filter((sk) => sk > 0),
    stored,
  );
  if (read.done_by_key) return { orderConfirmationUrl: orderConfirmationUrl(read.done_by_key) };
  const state = cartStateOf(read); // the user row exists: lockCart made sure
  if (!state.lines.length) {
    // a second click or a retry after the order was placed from this very cart: the same order
    const done = await orderOfCart(tx, p.sub, version);
    if (done) return { orderConfirmationUrl: orderConfirmationUrl(done) };
    throw new HttpError(409, EMPTY_CART_MESSAGE);
  }
  const { billing, shipping } = checkedAddresses(req, state, read);
  const { cart, totalCents, vatApplies } = checkedPrice(req, state, billing, shipping, now);
  // 'new cards disabled' mode (spec 3 §5): only a stored card may pay
  if (totalCents > 0 && req.paymentOption.sk <= 0 && (await newCardsDisabled(tx, payments)))
    throw new HttpError(403, NEW_CARDS_DISABLED_MESSAGE, 'paymentOption');
  const card = parsedJson<InstrumentRow | null>(read.card);
  const payment = await paymentForOrder(
    tx,
    p.sub,
    req.paymentOption,
    dollars(totalCents),
    stored === null ? undefined : card && toInstrument(card, now),
  );
  const orderNumber = await writeOrder(tx, {
    sub: p.sub,
    idempotencyKey: headerKey ? `key:${headerKey}` : `cart:${version}`,
    cartVersion: version,
    upkeepService: cart.hasUpkeepItems && req.upkeepService,
    vatNumber: vatApplies ? vatNumber : '',
    promoCode: state.promo?.code ?? null,
    billing,
    shipping,
    payment,
    amounts: [
      cart.totalWithoutDiscounts,
      cart.membershipDiscountValue,
      cart.otherDiscountValue,
      cart.shippingCost,
      cart.taxTotal,
      cart.total,
    ],
    lines: cart.orderLines.map((l, i) => ({
      n: i + 1,
      code: l.code,
      quantity: l.quantity,
      extended_price: l.extendedPrice,
      line: l,
    })),
    purchases: purchasesOf(state),
    stock: state.lines
      .filter((l) => l.item.onHand !== null)
      .map((l) => ({ code: l.item.code, quantity: l.quantity })),
  });
  return { orderConfirmationUrl: orderConfirmationUrl(orderNumber) };
}

/** POST /commerce/checkout: answers the order's confirmation url. */
export async function placeOrder(
  db: Db,
  p: Principal,
  body: unknown,
  idempotencyHeader: string | string[] | undefined,
  payments: PaymentSettings,
): Promise<CheckoutResponse> {
  const { req, vatNumber, headerKey } = checkedRequest(body, idempotencyHeader);
  const flights = headerKey ? inFlightOrders(db) : null;
  const flightKey = `${p.sub}\n${headerKey}`;
  const leader = flights?.get(flightKey);
  if (leader) {
    // A double click reaches this process while its twin's transaction runs: the twin's order is this
    // request's answer (as the Idempotency-Key lookup would find it once the twin commits), without a
    // pooled connection waiting on the cart lock. If the twin fails, this request runs on its own.
    const answer = await leader.catch(() => null);
    if (answer) return answer;
  }
  const placing = db.transaction((tx) => placeLocked(tx, { p, req, vatNumber, headerKey, payments }));
  if (flights && !leader && !flights.has(flightKey)) {
    flights.set(flightKey, placing);
    const landed = () => void flights.delete(flightKey);
    placing.then(landed, landed);
  }
  return placing;
}

/** Orders being placed in this process with an Idempotency-Key, by database, person and key. */
const ordersInFlight = new WeakMap<Db, Map<string, Promise<CheckoutResponse>>>();
function inFlightOrders(db: Db): Map<string, Promise<CheckoutResponse>> {
  let flights = ordersInFlight.get(db);
  if (!flights) ordersInFlight.set(db, (flights = new Map()));
  return flights;
}

/** A stored card's sk worth looking up (an int4 column), else null (a new card, or no such card). */
const storedCardSk = (sk: unknown): number | null =>
  typeof sk === 'number' && Number.isInteger(sk) && sk > 0 && sk <= 2_147_483_647 ? sk : null;
