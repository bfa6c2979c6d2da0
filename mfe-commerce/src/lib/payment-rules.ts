// Payment step rules (spec 3 §4.9 Payment, §5 Card, §8): pure, shared by the payment feature and the
// checkout page (which decides whether its submit button works and what Continue says).
import { isValidCardholderName } from '@cle/contracts/commerce-schemas';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';

export const PAYMENT_MESSAGES = {
  selectValidCard: 'Please select a valid card',
  newCardsDisabled:
    'We are temporarily unable to process new credit cards. Please contact our customer service for assistance.',
  required: 'Required',
  invalidNumber: 'Please enter a valid card number',
  invalidSecurityCode: 'Please enter a valid CVV',
  invalidName: 'Please enter a name without digits or special characters',
  invalidExpiry: 'Please enter a valid expiration date',
  expiredRemoved: 'Expired payment method removed',
  paymentAdded: 'Payment added',
  errorSavingCard: 'Error saving card',
  microformTimeout:
    'Your session timed out for security reasons, and your payment details have been removed. Please re-enter to proceed.',
} as const;

/** Saved cards with the default first (S3-PAYMENT-02), otherwise in the API's order. */
export function orderInstruments(instruments: readonly PaymentInstrument[]): PaymentInstrument[] {
  return [...instruments].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** 'Please select a valid card' when nothing usable is chosen (S3-PAYMENT-14), else null. */
export function paymentSelectionError(
  instruments: readonly PaymentInstrument[],
  selectedSk: number | null,
): string | null {
  const chosen = instruments.find((i) => i.sk === selectedSk);
  return chosen && !chosen.isExpired ? null : PAYMENT_MESSAGES.selectValidCard;
}

/** New cards disabled and every saved card expired: nothing can pay, the submit button is disabled (S3-PAYMENT-13). */
export function paymentSubmitDisabled(
  instruments: readonly PaymentInstrument[],
  disableNewPaymentMethod: boolean,
): boolean {
  return disableNewPaymentMethod && instruments.every((i) => i.isExpired);
}

export function cardholderNameError(name: string): string | null {
  if (!name.trim()) return PAYMENT_MESSAGES.required;
  return isValidCardholderName(name) ? null : PAYMENT_MESSAGES.invalidName;
}

/** The expiry month and year chosen on the form: both set, a real month, not in the past (S3-PAYMENT-22/23). */
export function expiryError(month: number | null, year: number | null, now = new Date()): string | null {
  if (month === null || year === null) return PAYMENT_MESSAGES.required;
  if (!Number.isInteger(month) || month < 1 || month > 12) return PAYMENT_MESSAGES.invalidExpiry;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1
    ? null
    : PAYMENT_MESSAGES.invalidExpiry;
}

/** Years offered in the expiry select: this year and the next 15. */
export function expiryYears(now = new Date()): number[] {
  return Array.from({ length: 16 }, (_, i) => now.getFullYear() + i);
}

/** Milliseconds until a capture context expires (never negative). */
export function msUntilExpiry(expiresAtMs: number, nowMs = Date.now()): number {
  return Math.max(0, expiresAtMs - nowMs);
}
