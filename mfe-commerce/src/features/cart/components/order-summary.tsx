import type { ReactNode } from 'react';
import { colors } from '@cle/ui/theme';
import type { Cart } from '../../../lib/cart-payload';
import { membershipSavingsMessage } from '../../../lib/money';
import { summaryRows } from '../cart-rules';
import { amountRow } from './amount-row.styles';
import {
  orderSummaryDetailsCss,
  orderSummaryHeadingCss,
  orderSummarySectionCss,
  orderSummaryTextCss,
  orderSummaryValueCss,
} from './order-summary.styles';

export function OrderSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const savings = membershipSavingsMessage(cart.membershipDiscountValue);
  return (
    <section aria-labelledby="cart-summary-heading" css={orderSummarySectionCss}>
      <h2 id="cart-summary-heading" css={orderSummaryHeadingCss}>
        Order summary
      </h2>
      <dl css={orderSummaryDetailsCss}>
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
            <dd css={orderSummaryValueCss}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {savings ? (
        <p css={orderSummaryTextCss} data-testid="membership-savings">
          {savings}
        </p>
      ) : null}
      {children}
    </section>
  );
}
