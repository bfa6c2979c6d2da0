// The rows of the order summary on the cart page (spec 3 §2.3) and in checkout (§2.4), and the totals
// of a placed order (§3 Order confirmation). Pure.
import type { Cart } from './cart-payload';
import { formatDeduction, formatMoney } from './money';

/** The figures the rows show: a cart's, or a placed order's (which has the same ones). */
type SummaryFigures = Pick<
  Cart,
  | 'totalWithoutDiscounts'
  | 'membershipDiscountValue'
  | 'otherDiscountValue'
  | 'shippingCost'
  | 'taxTotal'
  | 'total'
>;

export interface SummaryRow {
  key: string;
  label: string;
  value: string;
  total?: boolean;
}

/**
 * Subtotal, the discounts, shipping, tax and the total. The cart lists a discount only when there is
 * one; checkout and the order confirmation list both always (`everyDiscount`). `total` is the total
 * shown: the cart's own, or checkout's (0 until the addresses that price the order are set).
 */
export function summaryRows(cart: SummaryFigures, total = cart.total, everyDiscount?: boolean): SummaryRow[] {
  const rows: SummaryRow[] = [
    { key: 'subtotal', label: 'Subtotal', value: formatMoney(cart.totalWithoutDiscounts) },
  ];
  if (everyDiscount || cart.membershipDiscountValue > 0)
    rows.push({
      key: 'membership',
      label: 'Membership discount',
      value: formatDeduction(cart.membershipDiscountValue),
    });
  if (everyDiscount || cart.otherDiscountValue > 0)
    rows.push({ key: 'other', label: 'Other discounts', value: formatDeduction(cart.otherDiscountValue) });
  rows.push(
    { key: 'shipping', label: 'Shipping', value: formatMoney(cart.shippingCost) },
    { key: 'tax', label: 'Tax', value: formatMoney(cart.taxTotal) },
    { key: 'total', label: 'Total', value: formatMoney(total), total: true },
  );
  return rows;
}
