import { ANONYMOUS_CART } from './cart-payload';
import { summaryRows } from './order-summary-rules';
import { emptyCart } from './store-fixtures';

describe('order summary rows (spec 3 §2.3, §2.4)', () => {
  test('[S3-CART-03] the summary lists subtotal, discounts when present, shipping, tax and total', () => {
    expect(summaryRows(ANONYMOUS_CART).map((r) => [r.label, r.value])).toEqual([
      ['Subtotal', '$0.00'],
      ['Shipping', '$0.00'],
      ['Tax', '$0.00'],
      ['Total', '$0.00'],
    ]);
    const rows = summaryRows(
      emptyCart({
        totalWithoutDiscounts: 500,
        membershipDiscountValue: 50,
        otherDiscountValue: 25,
        shippingCost: 12.5,
        taxTotal: 8.75,
        total: 446.25,
      }),
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Subtotal', '$500.00'],
      ['Membership discount', '-$50.00'],
      ['Other discounts', '-$25.00'],
      ['Shipping', '$12.50'],
      ['Tax', '$8.75'],
      ['Total', '$446.25'],
    ]);
    expect(rows.filter((r) => r.total).map((r) => r.key)).toEqual(['total']);
  });
});
