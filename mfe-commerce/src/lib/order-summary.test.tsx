// The one order summary in both its uses: the cart page's (discounts only when there are some, the
// cart's own total, the promo box and Checkout below) and checkout's (both discounts always, the total
// checkout shows, the promo entry below).
import { render, screen, within } from '@testing-library/react';
import { OrderSummary } from './order-summary';
import { emptyCart } from './store-fixtures';

const PRICED = emptyCart({
  totalWithoutDiscounts: 400,
  membershipDiscountValue: 40,
  otherDiscountValue: 0,
  shippingCost: 12.5,
  taxTotal: 7.25,
  total: 379.75,
});

/** the summary's lines as [label, amount], in order */
function lines() {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return Array.from(summary.querySelectorAll('[data-summary-row]'), (row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
}

describe('OrderSummary (spec 3 §2.3, §2.4)', () => {
  test('[S3-CART-03] [S3-ROLES-11] the cart: a discount only when there is one, the cart total, the saving, its controls', () => {
    render(
      <OrderSummary cart={PRICED}>
        <button type="button">Checkout</button>
      </OrderSummary>,
    );
    expect(lines()).toEqual([
      ['Subtotal', '$400.00'],
      ['Membership discount', '-$40.00'],
      ['Shipping', '$12.50'],
      ['Tax', '$7.25'],
      ['Total', '$379.75'],
    ]);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('You are saving $40.00 with your PLI Membership.')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });

  test('[S3-CHECKOUT-15] [S3-CHECKOUT-16] [S3-CHECKOUT-17] [S3-CHECKOUT-18] [S3-CHECKOUT-19] checkout: every discount, even at 0, shipping and tax', () => {
    render(<OrderSummary cart={PRICED} total={PRICED.total} everyDiscount totalTestId="checkout-total" />);
    expect(lines()).toEqual([
      ['Subtotal', '$400.00'],
      ['Membership discount', '-$40.00'],
      ['Other discounts', '$0.00'],
      ['Shipping', '$12.50'],
      ['Tax', '$7.25'],
      ['Total', '$379.75'],
    ]);
  });

  test('[S3-CHECKOUT-20] checkout: the total it is given (0 until the order is priced), under its test id, with its promo entry', () => {
    render(
      <OrderSummary cart={PRICED} total={0} everyDiscount totalTestId="checkout-total">
        <p>promo entry</p>
      </OrderSummary>,
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$0.00');
    expect(lines().at(-1)).toEqual(['Total', '$0.00']);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('promo entry')).toBeInTheDocument();
  });

  test('[S3-ROLES-12] a membership discount of 0: no saving message', () => {
    render(<OrderSummary cart={{ ...PRICED, membershipDiscountValue: 0, total: 419.75 }} />);
    expect(screen.getByRole('region', { name: 'Order summary' })).not.toHaveTextContent(/You are saving/);
  });
});
