import type { OrderConfirmation } from '@cle/contracts/commerce-schemas';
import { colors } from '@cle/ui/theme';
import { formatDeduction, formatMoney } from '../../lib/money';

/** The totals of a placed order (spec 3 §3 Order confirmation). */
export function OrderTotals({ order }: { order: OrderConfirmation }) {
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(order.totalWithoutDiscounts)],
    ['Membership discount', formatDeduction(order.membershipDiscountValue)],
    ['Other discounts', formatDeduction(order.otherDiscountValue)],
    ['Shipping', formatMoney(order.shippingCost)],
    ['Tax', formatMoney(order.taxTotal)],
  ];
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px', margin: 0, maxWidth: 380 }}>
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{value}</dd>
        </div>
      ))}
      <div css={{ display: 'contents', fontWeight: 700, fontSize: 18 }}>
        <dt css={{ borderTop: `1px solid ${colors.line}`, paddingTop: 8 }}>Total</dt>
        <dd css={{ margin: 0, textAlign: 'right', borderTop: `1px solid ${colors.line}`, paddingTop: 8 }}>
          {formatMoney(order.total)}
        </dd>
      </div>
    </dl>
  );
}
