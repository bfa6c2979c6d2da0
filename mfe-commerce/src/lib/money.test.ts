import { formatDeduction, formatMoney, membershipSavingsMessage } from './money';

describe('money formatting (spec 3 §3 cart totals)', () => {
  test('[S3-CART-03] formats dollars with two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(99.999)).toBe('$100.00');
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-5)).toBe('-$5.00');
  });

  test('[S3-CART-03] shows a discount as a deduction and no discount as $0.00', () => {
    expect(formatDeduction(10)).toBe('-$10.00');
    expect(formatDeduction(0)).toBe('$0.00');
  });

  test('[S3-ROLES-11] [S3-ROLES-12] the membership message shows only when the discount is above 0', () => {
    expect(membershipSavingsMessage(45.5)).toBe('You are saving $45.50 with your PLI Membership.');
    expect(membershipSavingsMessage(0)).toBeNull();
    expect(membershipSavingsMessage(-1)).toBeNull();
  });

  test('refuses a value that is not an amount rather than printing NaN', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
