// The right column's order summary (spec 3 §2.4): subtotal without discounts, membership discount,
// other discounts, shipping, tax and the total shown (0 until the addresses that price it are set).
import type { ReactNode } from 'react';
import type { Cart } from '@cle/contracts/commerce-schemas';
import { membershipSavingsMessage } from '../../../lib/money';
import { TotalsList } from '../../../lib/totals-list';
import {
  checkoutSummaryBoxCss,
  checkoutSummaryHeadingCss,
  checkoutSummarySectionCss,
  checkoutSummaryTextCss,
} from './checkout-summary.styles';

export function CheckoutSummary({
  cart,
  total,
  children,
}: {
  cart: Cart;
  total: number;
  children?: ReactNode;
}) {
  const saving = membershipSavingsMessage(cart.membershipDiscountValue);
  return (
    <section aria-labelledby="checkout-summary-heading" css={checkoutSummarySectionCss}>
      <h2 id="checkout-summary-heading" css={checkoutSummaryHeadingCss}>
        Order summary
      </h2>
      <TotalsList figures={cart} total={total} totalTestId="checkout-total" />
      {saving ? <p css={checkoutSummaryTextCss}>{saving}</p> : null}
      {children ? <div css={checkoutSummaryBoxCss}>{children}</div> : null}
    </section>
  );
}
