// An order as its owner sees it afterwards: the confirmation page and the order history.
import { z } from 'zod';
import type { OrderConfirmation, OrderHistoryResponse } from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { HttpError, parse } from '../lib/http';
import { orderLines, orderSummaries, ownOrder } from './order-store';

const ORDER_NOT_FOUND = 'Order not found';

export const orderConfirmationUrl = (orderNumber: string) =>
  `/order-confirmation?orderNumber=${encodeURIComponent(orderNumber)}`;

const ConfirmationQuerySchema = z.strictObject({
  orderNumber: z.string().regex(/^W\d{6,15}$/, 'must be an order number'),
});

/** GET /commerce/checkout/order-confirmation?orderNumber= (the owner's order only, else 404). */
export async function orderConfirmation(db: Db, sub: string, query: unknown): Promise<OrderConfirmation> {
  const { orderNumber } = parse(ConfirmationQuerySchema, query, 'query');
  const order = await ownOrder(db, sub, orderNumber);
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  const a = order.shipping_address;
  return {
    orderNumber: order.order_number,
    placedAt: new Date(order.placed_at).toISOString(),
    cart: { orderLines: await orderLines(db, order.id) },
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
  const rows = await orderSummaries(db, sub);
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
