// Checkout (spec 3 §3 Prepare-checkout, Checkout request, Order confirmation; §4.9; §5): the cart
// priced for the chosen addresses, and placing the order: amounts recomputed here (a client total
// that differs is refused), the rules of §5 checked, the card checked by the payment module, then ONE
// transaction writes the order and its lines, the purchases in My Library (library_entries, whose
// trigger moves the library version so every cached library sees them at once), the promo
// redemption and the stock, and empties the cart. A retried or double-clicked request answers the
// same order: the Idempotency-Key header, or the cart version the order was placed from.
import { z } from 'zod';
import { CheckoutRequestSchema, isDomesticCountry, NO_ADDRESS_SK } from '@cle/contracts/commerce-schemas';
import type {
  Address,
  CheckoutResponse,
  OrderConfirmation,
  OrderHistoryResponse,
  PrepareCheckoutResponse,
  ResultMessage,
} from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { HttpError, parse } from '../lib/http';
import type { Principal } from '../auth/verify';
import { libraryItemType } from '../library/library-item-type';
import { ACCESS_DAYS, accessExpires } from '../library/access-expiry';
import { ADDRESS_COLUMNS, addressesBySk, defaultAddresses, ownAddress } from './address-store';
import type { AddressRecord } from './address-store';
import { CART_HEAD_SQL, cartStateOf, lockCart, priced, readCart } from './cart-store';
import type { CartHead, CartState } from './cart-store';
import { dollars, RESULT_ERROR } from './pricing';
import type { Place } from './pricing';
import { paymentForOrder } from '../payments/checkout-payment';
import { INSTRUMENT_COLUMNS, listInstruments, toInstrument } from '../payments/instrument-store';
import type { InstrumentRow } from '../payments/instrument-store';
import type { PaymentSettings } from '../payments/payment-settings';
import { NEW_CARDS_DISABLED_MESSAGE, newCardsDisabled } from '../payments/new-cards';

export const DOMESTIC_ONLY_MESSAGE =
  'One or more items in your cart can only be shipped to the United States or Canada. Please update your shipping address or remove those items to continue.';
/** Spec 3 §5: a terms step left unticked (and an upkeep or VAT step without a choice). */
const MAKE_A_SELECTION_MESSAGE = 'Please make a selection to continue';
const EMPTY_CART_MESSAGE = 'Your cart is empty';
const ORDER_NOT_FOUND = 'Order not found';

const orderConfirmationUrl = (orderNumber: string) =>
  `/order-confirmation?orderNumber=${encodeURIComponent(orderNumber)}`;

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

/** POST /commerce/checkout: answers the order's confirmation url. */
export async function placeOrder(
  db: Db,
  p: Principal,
  body: unknown,
  idempotencyHeader: string | string[] | undefined,
  payments: PaymentSettings,
): Promise<CheckoutResponse> {
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
  const headerKey = header ?? null;
  for (const [field, v] of [
    ['selectedBillingAddress', req.selectedBillingAddress],
    ['selectedShippingAddress', req.selectedShippingAddress],
  ] as const)
    if (!Number.isSafeInteger(v) || v < NO_ADDRESS_SK)
      throw new HttpError(400, `Invalid body field '${field}': must be an address sk or -1`, field);
  if (!Number.isFinite(req.paymentOption.totalAmount))
    throw new HttpError(400, "Invalid body field 'paymentOption.totalAmount': must be a number");

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
  const placing = db.transaction(async (tx) => {
    // The lock first, alone: only statements that start after it see an order its holder committed
    // (READ COMMITTED takes each statement's snapshot when it starts).
    const version = await lockCart(tx, p);
    const now = new Date();
    const stored = storedCardSk(req.paymentOption.sk);
    const [read] = await tx.query<CheckoutRead>(
      `SELECT cart.*,
              (SELECT order_number FROM orders WHERE user_sub = $1 AND idempotency_key = $3) AS done_by_key,
              (SELECT coalesce(json_agg(a), '[]') FROM (
                 SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_sub = $1 AND sk = ANY($4)) a) AS addresses,
              (SELECT row_to_json(i) FROM (
                 SELECT ${INSTRUMENT_COLUMNS} FROM payment_instruments WHERE user_sub = $1 AND sk = $5) i) AS card
       FROM (SELECT 1) one LEFT JOIN (${CART_HEAD_SQL}) cart ON true`,
      [
        p.sub,
        now,
        headerKey ? `key:${headerKey}` : null,
        [req.selectedBillingAddress, req.selectedShippingAddress].filter((sk) => sk > 0),
        stored,
      ],
    );
    if (read!.done_by_key) return { orderConfirmationUrl: orderConfirmationUrl(read!.done_by_key) };
    const state = cartStateOf(read as CartHead); // the user row exists: lockCart made sure
    if (!state.lines.length) {
      // a second click or a retry after the order was placed from this very cart: the same order
      const [done] = await tx.query<{ order_number: string }>(
        'SELECT order_number FROM orders WHERE user_sub = $1 AND cart_version = $2 ORDER BY id DESC LIMIT 1',
        [p.sub, version],
      );
      if (done) return { orderConfirmationUrl: orderConfirmationUrl(done.order_number) };
      throw new HttpError(409, EMPTY_CART_MESSAGE);
    }

    if (req.selectedBillingAddress <= 0)
      throw new HttpError(400, 'Please select a billing address', 'selectedBillingAddress');
    const ships = state.lines.some((l) => l.item.isStockItem);
    if (ships && req.selectedShippingAddress <= 0)
      throw new HttpError(400, 'Please select a shipping address', 'selectedShippingAddress');
    const addresses = addressesBySk(
      parsedJson<AddressRecord[]>(read!.addresses),
      ships ? [req.selectedBillingAddress, req.selectedShippingAddress] : [req.selectedBillingAddress],
    );
    const billing = addresses.get(req.selectedBillingAddress)!;
    // with nothing to ship, the shipping address follows the billing address (spec 3 §4.9)
    const shipping = ships ? addresses.get(req.selectedShippingAddress)! : billing;
    if (ships && !isDomesticCountry(shipping.country) && state.lines.some((l) => l.item.domesticOnly))
      throw new HttpError(422, DOMESTIC_ONLY_MESSAGE, 'selectedShippingAddress');
    const where = placesFor(state, billing, shipping);
    const pricedCart = priced(state, where, [], now);
    const { cart } = pricedCart;
    if (cart.hasSTS && req.stsTermsAccepted !== true)
      throw new HttpError(400, MAKE_A_SELECTION_MESSAGE, 'stsTermsAccepted');
    if (cart.hasIndividualPlusSubscription && req.ipsTermsAccepted !== true)
      throw new HttpError(400, MAKE_A_SELECTION_MESSAGE, 'ipsTermsAccepted');
    // VAT applies when the tax address is outside USA/Canada; a number is then recorded (or none: choice 2)
    const vatApplies = where.taxAt !== null && !isDomesticCountry(where.taxAt.country);
    if (Math.round(req.paymentOption.totalAmount * 100) !== pricedCart.totalCents)
      throw new HttpError(
        409,
        `The order total has changed: it is now $${dollars(pricedCart.totalCents).toFixed(2)}. Please review your order and place it again.`,
        'paymentOption.totalAmount',
      );

    // 'new cards disabled' mode (spec 3 §5): only a stored card may pay
    if (pricedCart.totalCents > 0 && req.paymentOption.sk <= 0 && (await newCardsDisabled(tx, payments)))
      throw new HttpError(403, NEW_CARDS_DISABLED_MESSAGE, 'paymentOption');
    const card = parsedJson<InstrumentRow | null>(read!.card);
    const payment = await paymentForOrder(
      tx,
      p.sub,
      req.paymentOption,
      dollars(pricedCart.totalCents),
      stored === null ? undefined : card && toInstrument(card, now),
    );

    const purchases = state.lines.flatMap((l) => {
      const type = l.item.pk && l.item.searchableType ? libraryItemType(l.item.searchableType) : null;
      // bought access to on-demand programs and publications ends ACCESS_DAYS after the order
      return type ? [{ pk: l.item.pk, type, expires: accessExpires(l.item.searchableType!) }] : [];
    });
    const stock = state.lines.filter((l) => l.item.onHand !== null);
    // Every write of the order in one statement (data-modifying CTEs, all or nothing with the
    // transaction): the order, its lines, the purchases in My Library, the promo redemption, the stock,
    // and the cart emptied without moving its version (a retry of this cart finds the order by it).
    const [order] = await tx.query<{ order_number: string }>(
      `WITH o AS (
         INSERT INTO orders (order_number, user_sub, idempotency_key, cart_version, upkeep_service, vat_number,
                             promo_code, billing_address, shipping_address, payment, total_without_discounts,
                             membership_discount, other_discount, shipping_cost, tax_total, total)
         VALUES ('W' || nextval('order_numbers'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         RETURNING id, order_number
       ), order_lines_written AS (
         INSERT INTO order_lines (order_id, line_number, code, quantity, extended_price, line)
         SELECT o.id, x.n, x.code, x.quantity, x.extended_price, x.line
         FROM o, jsonb_to_recordset($16::jsonb) AS x(n int, code text, quantity int, extended_price numeric, line jsonb)
       ), purchases AS (
         INSERT INTO library_entries AS e (user_sub, item_pk, item_type, source, is_favorite, access_expires_at)
         SELECT $1, x.pk, x.type, 'purchased', false,
                CASE WHEN x.expires THEN now() + interval '${ACCESS_DAYS} days' END
         FROM jsonb_to_recordset($17::jsonb) AS x(pk text, type text, expires boolean)
         ON CONFLICT (user_sub, item_pk) DO UPDATE
           SET source = CASE WHEN e.source = 'saved' THEN 'purchased' ELSE e.source END,
               -- buying again renews expiring access; access that never ends stays so
               access_expires_at = CASE WHEN e.source = 'saved' OR e.access_expires_at IS NOT NULL
                                        THEN EXCLUDED.access_expires_at ELSE e.access_expires_at END,
               archived = false, updated_at = now()
       ), redemption AS (
         INSERT INTO promo_redemptions (promo_code, order_id, user_sub, single_use)
         SELECT pc.code, o.id, $1, pc.single_use FROM o, promo_codes pc WHERE pc.code = $6
       ), stock AS (
         UPDATE store_items s SET on_hand = greatest(s.on_hand - x.quantity, 0)
         FROM jsonb_to_recordset($18::jsonb) AS x(code text, quantity int) WHERE s.code = x.code
       ), emptied AS (
         DELETE FROM cart_lines WHERE user_sub = $1
       ), cart AS (
         UPDATE carts SET promo_code = NULL, updated_at = now() WHERE user_sub = $1
       )
       SELECT order_number FROM o`,
      [
        p.sub,
        headerKey ? `key:${headerKey}` : `cart:${version}`,
        version,
        cart.hasUpkeepItems && req.upkeepService,
        vatApplies ? vatNumber : '',
        state.promo?.code ?? null,
        JSON.stringify(billing),
        JSON.stringify(shipping),
        payment ? JSON.stringify(payment) : null,
        cart.totalWithoutDiscounts,
        cart.membershipDiscountValue,
        cart.otherDiscountValue,
        cart.shippingCost,
        cart.taxTotal,
        cart.total,
        JSON.stringify(
          cart.orderLines.map((l, i) => ({
            n: i + 1,
            code: l.code,
            quantity: l.quantity,
            extended_price: l.extendedPrice,
            line: l,
          })),
        ),
        JSON.stringify(purchases),
        JSON.stringify(stock.map((l) => ({ code: l.item.code, quantity: l.quantity }))),
      ],
    );
    return { orderConfirmationUrl: orderConfirmationUrl(order!.order_number) };
  });
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

/** JSON columns: objects from pg, text from PGlite when nested in json_agg / row_to_json. */
const parsedJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

type CheckoutRead = CartHead & {
  done_by_key: string | null;
  addresses: AddressRecord[] | string;
  card: InstrumentRow | string | null;
};

const ConfirmationQuerySchema = z.strictObject({
  orderNumber: z.string().regex(/^W\d{6,15}$/, 'must be an order number'),
});

interface OrderRecord {
  id: string;
  order_number: string;
  placed_at: Date | string;
  shipping_address: Address | null;
  total_without_discounts: string;
  membership_discount: string;
  other_discount: string;
  shipping_cost: string;
  tax_total: string;
  total: string;
}

/** GET /commerce/checkout/order-confirmation?orderNumber= (the owner's order only, else 404). */
export async function orderConfirmation(db: Db, sub: string, query: unknown): Promise<OrderConfirmation> {
  const { orderNumber } = parse(ConfirmationQuerySchema, query, 'query');
  const [order] = await db.query<OrderRecord>(
    `SELECT id::text, order_number, placed_at, shipping_address, total_without_discounts::text,
            membership_discount::text, other_discount::text, shipping_cost::text, tax_total::text, total::text
     FROM orders WHERE user_sub = $1 AND order_number = $2`,
    [sub, orderNumber],
  );
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const lines = await db.query<{ line: OrderConfirmation['cart']['orderLines'][number] }>(
    'SELECT line FROM order_lines WHERE order_id = $1 ORDER BY line_number',
    [order.id],
  );
  const a = order.shipping_address;
  return {
    orderNumber: order.order_number,
    placedAt: new Date(order.placed_at).toISOString(),
    cart: { orderLines: lines.map((l) => l.line) },
    shippingAddress: a
      ? {
          attention: a.attention,
          address1: a.address1,
          address2: a.address2,
          city: a.city,
          state: a.state,
          zip: a.plus4 ? `${a.zip}-${a.plus4}` : a.zip,
          country: a.country,
        }
      : null,
    totalWithoutDiscounts: Number(order.total_without_discounts),
    membershipDiscountValue: Number(order.membership_discount),
    otherDiscountValue: Number(order.other_discount),
    shippingCost: Number(order.shipping_cost),
    taxTotal: Number(order.tax_total),
    total: Number(order.total),
  };
}

/** GET /commerce/orders: the person's orders, newest first (the latest 200). */
export async function orderHistory(db: Db, sub: string): Promise<OrderHistoryResponse> {
  const rows = await db.query<{
    order_number: string;
    placed_at: Date | string;
    total: string;
    line_count: number;
  }>(
    `SELECT o.order_number, o.placed_at, o.total::text,
            (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS line_count
     FROM orders o WHERE o.user_sub = $1 ORDER BY o.placed_at DESC, o.id DESC LIMIT 200`,
    [sub],
  );
  return {
    items: rows.map((r) => ({
      orderNumber: r.order_number,
      placedAt: new Date(r.placed_at).toISOString(),
      total: Number(r.total),
      lineCount: r.line_count,
      orderConfirmationUrl: orderConfirmationUrl(r.order_number),
    })),
  };
}
