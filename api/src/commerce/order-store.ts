// Orders (migration 012) as checkout reads and writes them: the one read a checkout needs under the
// cart lock, the one statement that writes an order, and the owner's orders and their lines.
import type { Address } from '@cle/contracts/commerce-schemas';
import type { OrderConfirmation } from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { ACCESS_DAYS } from '../library/access-expiry';
import { ADDRESS_COLUMNS } from './address-store';
import type { AddressRecord } from './address-store';
import { CART_HEAD_SQL } from './cart-store';
import type { CartHead } from './cart-store';
import { INSTRUMENT_COLUMNS } from '../payments/instrument-store';
import type { InstrumentRow } from '../payments/instrument-store';

/** JSON columns: objects from pg, text from PGlite when nested in json_agg / row_to_json. */
export const parsedJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export type CheckoutRead = CartHead & {
  done_by_key: string | null;
  addresses: AddressRecord[] | string;
  card: InstrumentRow | string | null;
};

/**
 * In one statement: the cart, the order this idempotency key already placed, the chosen addresses and
 * the stored card (the person's own only).
 */
export async function readForCheckout(
  tx: Db,
  sub: string,
  now: Date,
  key: string | null,
  addressSks: number[],
  cardSk: number | null,
): Promise<CheckoutRead> {
  const [read] = await tx.query<CheckoutRead>(
    `SELECT cart.*,
            (SELECT order_number FROM orders WHERE user_sub = $1 AND idempotency_key = $3) AS done_by_key,
            (SELECT coalesce(json_agg(a), '[]') FROM (
               SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_sub = $1 AND sk = ANY($4)) a) AS addresses,
            (SELECT row_to_json(i) FROM (
               SELECT ${INSTRUMENT_COLUMNS} FROM payment_instruments WHERE user_sub = $1 AND sk = $5) i) AS card
     FROM (SELECT 1) one LEFT JOIN (${CART_HEAD_SQL}) cart ON true`,
    [sub, now, key, addressSks, cardSk],
  );
  return read!;
}

/** The number of the latest order placed from this cart version, or undefined. */
export async function orderOfCart(
  tx: Db,
  sub: string,
  version: string | number,
): Promise<string | undefined> {
  const [done] = await tx.query<{ order_number: string }>(
    'SELECT order_number FROM orders WHERE user_sub = $1 AND cart_version = $2 ORDER BY id DESC LIMIT 1',
    [sub, version],
  );
  return done?.order_number;
}

/** What an order writes: its head, its lines, the purchases, the promo and the stock it takes. */
export interface OrderWrite {
  sub: string;
  idempotencyKey: string;
  cartVersion: string | number;
  upkeepService: boolean;
  vatNumber: string;
  promoCode: string | null;
  billing: unknown;
  shipping: unknown;
  payment: unknown;
  amounts: [number, number, number, number, number, number];
  lines: { n: number; code: string; quantity: number; extended_price: number; line: unknown }[];
  purchases: { pk: string | null; type: string; expires: boolean }[];
  stock: { code: string; quantity: number }[];
}

/**
 * Every write of the order in one statement (data-modifying CTEs, all or nothing with the caller's
 * transaction): the order, its lines, the purchases in My Library, the promo redemption, the stock,
 * and the cart emptied without moving its version (a retry of this cart finds the order by it).
 * Answers the order number.
 */
export async function writeOrder(tx: Db, w: OrderWrite): Promise<string> {
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
      w.sub,
      w.idempotencyKey,
      w.cartVersion,
      w.upkeepService,
      w.vatNumber,
      w.promoCode,
      JSON.stringify(w.billing),
      JSON.stringify(w.shipping),
      w.payment ? JSON.stringify(w.payment) : null,
      ...w.amounts,
      JSON.stringify(w.lines),
      JSON.stringify(w.purchases),
      JSON.stringify(w.stock),
    ],
  );
  return order!.order_number;
}

export interface OrderRecord {
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

/** The person's order with this number, or undefined (another person's order is not found). */
export async function ownOrder(db: Db, sub: string, orderNumber: string): Promise<OrderRecord | undefined> {
  const [order] = await db.query<OrderRecord>(
    `SELECT id::text, order_number, placed_at, shipping_address, total_without_discounts::text,
            membership_discount::text, other_discount::text, shipping_cost::text, tax_total::text, total::text
     FROM orders WHERE user_sub = $1 AND order_number = $2`,
    [sub, orderNumber],
  );
  return order;
}

export async function orderLines(db: Db, orderId: string): Promise<OrderConfirmation['cart']['orderLines']> {
  const lines = await db.query<{ line: OrderConfirmation['cart']['orderLines'][number] }>(
    'SELECT line FROM order_lines WHERE order_id = $1 ORDER BY line_number',
    [orderId],
  );
  return lines.map((l) => l.line);
}

export type OrderSummary = {
  order_number: string;
  placed_at: Date | string;
  total: string;
  line_count: number;
};

/** The person's orders, newest first (the latest 200). */
export async function orderSummaries(db: Db, sub: string): Promise<OrderSummary[]> {
  return db.query<OrderSummary>(
    `SELECT o.order_number, o.placed_at, o.total::text,
            (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS line_count
     FROM orders o WHERE o.user_sub = $1 ORDER BY o.placed_at DESC, o.id DESC LIMIT 200`,
    [sub],
  );
}
