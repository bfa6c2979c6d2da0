// The order summary of the cart page (spec 3 §2.3) and of checkout's right column (§2.4): subtotal
// without discounts, the discounts, shipping, tax and the total, the membership saving message (§6),
// then the page's own controls (the cart's promo box and Checkout button, checkout's promo entry).
// Look: the cart page's (8 px corners, a 16 px grid, a bold total under a rule), as the spec gives
// checkout's summary no look of its own.
import type { ReactNode } from 'react';
import type { Cart } from './cart-payload';
import { membershipSavingsMessage } from './money';
import { summaryRows } from './order-summary-rules';
import {
  orderSummaryDetailsCss,
  orderSummaryHeadingCss,
  orderSummarySectionCss,
  orderSummaryTextCss,
  orderSummaryTotalRowCss,
  orderSummaryValueCss,
} from './order-summary.styles';
import { amountRow } from './styles';

export function OrderSummary({
  cart,
  total,
  everyDiscount,
  totalTestId,
  children,
}: {
  cart: Cart;
  /** the total shown, when it is not the cart's own (checkout's is 0 until its addresses are set) */
  total?: number;
  /** list both discounts even at 0 (checkout); the cart lists only those there are */
  everyDiscount?: boolean;
  totalTestId?: string;
  children?: ReactNode;
}) {
  const savings = membershipSavingsMessage(cart.membershipDiscountValue);
  return (
    <section aria-labelledby="order-summary-heading" css={orderSummarySectionCss}>
      <h2 id="order-summary-heading" css={orderSummaryHeadingCss}>
        Order summary
      </h2>
      <dl css={orderSummaryDetailsCss}>
        {summaryRows(cart, total, everyDiscount).map((row) => (
          <div key={row.key} data-summary-row={row.key} css={row.total ? orderSummaryTotalRowCss : amountRow}>
            <dt>{row.label}</dt>
            <dd data-testid={row.total ? totalTestId : undefined} css={orderSummaryValueCss}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {savings ? <p css={orderSummaryTextCss}>{savings}</p> : null}
      {children}
    </section>
  );
}
