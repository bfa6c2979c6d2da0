// The right column's order summary (spec 3 §2.4): subtotal without discounts, membership discount,
// other discounts, shipping, tax and the total shown (0 until the addresses that price it are set).
import type { ReactNode } from 'react';
import type { Cart } from '@cle/contracts/commerce-schemas';
import { colors } from '@cle/ui/theme';
import { formatMoney } from '../../../lib/money';
import { TotalsList } from '../../../lib/totals-list';

function membershipSavingMessage(amount: number): string | null {
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
  const saving = membershipSavingMessage(cart.membershipDiscountValue);
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      css={{ border: `1px solid ${colors.line}`, borderRadius: 6, padding: 20, background: colors.paper }}
    >
      <h2 id="checkout-summary-heading" css={{ fontSize: 20, margin: '0 0 12px' }}>
        Order summary
      </h2>
      <TotalsList figures={cart} total={total} totalTestId="checkout-total" />
      {saving ? <p css={{ color: colors.success, margin: '12px 0 0' }}>{saving}</p> : null}
      {children ? <div css={{ marginTop: 16 }}>{children}</div> : null}
    </section>
  );
}
