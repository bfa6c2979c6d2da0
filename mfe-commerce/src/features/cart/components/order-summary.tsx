import type { ReactNode } from 'react';
import { colors } from '@cle/ui/theme';
import type { Cart } from '../../../lib/cart-payload';
import { membershipSavingsMessage, summaryRows } from '../cart-rules';
import { amountRow } from './amount-row.styles';

export function OrderSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const savings = membershipSavingsMessage(cart.membershipDiscountValue);
  return (
    <section
      aria-labelledby="cart-summary-heading"
      css={{
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        padding: 20,
        display: 'grid',
        gap: 16,
        background: colors.paper,
      }}
    >
      <h2 id="cart-summary-heading" css={{ margin: 0, fontSize: 20 }}>
        Order summary
      </h2>
      <dl css={{ margin: 0, display: 'grid', gap: 8 }}>
        {summaryRows(cart).map((row) => (
          <div
            key={row.key}
            data-summary-row={row.key}
            css={{
              ...amountRow,
              ...(row.total
                ? { borderTop: `1px solid ${colors.line}`, paddingTop: 10, fontWeight: 700, fontSize: 18 }
                : {}),
            }}
          >
            <dt>{row.label}</dt>
            <dd css={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {savings ? (
        <p css={{ margin: 0, color: colors.success, fontWeight: 600 }} data-testid="membership-savings">
          {savings}
        </p>
      ) : null}
      {children}
    </section>
  );
}
