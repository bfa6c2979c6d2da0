// The right column's order summary (spec 3 §2.4): subtotal without discounts, membership discount,
// other discounts, shipping, tax and the total shown (0 until the addresses that price it are set).
import type { ReactNode } from 'react';
import type { Cart } from '@cle/contracts/commerce-schemas';
import { colors } from '@cle/ui/theme';
import { formatDeduction, formatMoney } from '../../lib/money';

export function membershipSavingMessage(amount: number): string | null {
  return amount > 0 ? `You are saving ${formatMoney(amount)} with your PLI Membership.` : null;
}

export function CheckoutSummary({
  cart,
  total,
  children,
}: {
  cart: Cart;
  total: number;
  children?: ReactNode;
}) {
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(cart.totalWithoutDiscounts)],
    ['Membership discount', formatDeduction(cart.membershipDiscountValue)],
    ['Other discounts', formatDeduction(cart.otherDiscountValue)],
    ['Shipping', formatMoney(cart.shippingCost)],
    ['Tax', formatMoney(cart.taxTotal)],
  ];
  const saving = membershipSavingMessage(cart.membershipDiscountValue);
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      css={{ border: `1px solid ${colors.line}`, borderRadius: 6, padding: 20, background: colors.paper }}
    >
      <h2 id="checkout-summary-heading" css={{ fontSize: 20, margin: '0 0 12px' }}>
        Order summary
      </h2>
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px', margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd css={{ margin: 0, textAlign: 'right' }}>{value}</dd>
          </div>
        ))}
        <div css={{ display: 'contents', fontWeight: 700, fontSize: 18 }}>
          <dt css={{ borderTop: `1px solid ${colors.line}`, paddingTop: 8 }}>Total</dt>
          <dd
            data-testid="checkout-total"
            css={{ margin: 0, textAlign: 'right', borderTop: `1px solid ${colors.line}`, paddingTop: 8 }}
          >
            {formatMoney(total)}
          </dd>
        </div>
      </dl>
      {saving ? <p css={{ color: colors.success, margin: '12px 0 0' }}>{saving}</p> : null}
      {children ? <div css={{ marginTop: 16 }}>{children}</div> : null}
    </section>
  );
}
