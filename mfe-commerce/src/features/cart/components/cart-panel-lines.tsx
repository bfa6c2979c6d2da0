// The cart panel's lines: each with its quantity and amount, then the total and the membership saving.
import type { Cart } from '../../../lib/cart-payload';
import { formatMoney, membershipSavingsMessage } from '../../../lib/money';
import { orderLinesCss } from '../../../lib/styles';
import { amountCss, lineCss, quantityCss, savingsCss, totalAmountCss, totalCss } from './cart-panel.styles';

export function CartPanelLines({ cart }: { cart: Cart }) {
  const savings = membershipSavingsMessage(cart.membershipDiscountValue);
  return (
    <>
      <ul css={orderLinesCss}>
        {cart.orderLines.map((line) => (
          <li key={line.code} data-line-code={line.code} css={lineCss}>
            <span>
              {line.displayName}
              <span css={quantityCss}>Quantity {line.quantity}</span>
            </span>
            <span css={amountCss}>{formatMoney(line.extendedPrice)}</span>
          </li>
        ))}
      </ul>
      <p css={totalCss}>
        <span>Total</span>
        <span css={totalAmountCss}>{formatMoney(cart.total)}</span>
      </p>
      {savings ? <p css={savingsCss}>{savings}</p> : null}
    </>
  );
}
