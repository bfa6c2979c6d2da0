import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import {
  cardholderNameError,
  expiryError,
  orderInstruments,
  paymentSelectionError,
  paymentSubmitDisabled,
} from './payment-rules';

const card = (sk: number, over: Partial<PaymentInstrument> = {}) =>
  ({ sk, isDefault: false, isExpired: false, ...over }) as PaymentInstrument;

describe('payment rules (spec 3 §4.9, §5)', () => {
  test('[S3-PAYMENT-02] the default card is listed first', () => {
    expect(orderInstruments([card(1), card(2, { isDefault: true })]).map((c) => c.sk)).toEqual([2, 1]);
  });

  test('[S3-PAYMENT-14][S3-PAYMENT-03] continuing without a valid card says Please select a valid card', () => {
    const list = [card(1), card(2, { isExpired: true })];
    expect(paymentSelectionError(list, 1)).toBeNull();
    expect(paymentSelectionError(list, 2)).toBe('Please select a valid card');
    expect(paymentSelectionError(list, null)).toBe('Please select a valid card');
    expect(paymentSelectionError(list, 7)).toBe('Please select a valid card');
  });

  test('[S3-PAYMENT-13] new cards disabled and every saved card expired: the submit button is disabled', () => {
    expect(paymentSubmitDisabled([card(1, { isExpired: true })], true)).toBe(true);
    expect(paymentSubmitDisabled([], true)).toBe(true);
    expect(paymentSubmitDisabled([card(1, { isExpired: true }), card(2)], true)).toBe(false);
    expect(paymentSubmitDisabled([card(1, { isExpired: true })], false)).toBe(false);
  });

  test('[S3-PAYMENT-15][S3-PAYMENT-16] the cardholder name is required, without digits or special characters', () => {
    expect(cardholderNameError('')).toBe('Required');
    expect(cardholderNameError('  ')).toBe('Required');
    expect(cardholderNameError('Ann 2')).toBe('Please enter a name without digits or special characters');
    expect(cardholderNameError('Ann_Lee')).toBe('Please enter a name without digits or special characters');
    expect(cardholderNameError("Seán O'Brien-Núñez Jr.")).toBeNull();
  });

  test('[S3-PAYMENT-22][S3-PAYMENT-23] the expiry is a real month and not in the past', () => {
    const now = new Date(2026, 10, 22);
    expect(expiryError(null, 2027, now)).toBe('Required');
    expect(expiryError(11, 2026, now)).toBeNull();
    expect(expiryError(10, 2026, now)).toBe('Please enter a valid expiration date');
    expect(expiryError(13, 2027, now)).toBe('Please enter a valid expiration date');
  });
});
