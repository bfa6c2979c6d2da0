// Promo code rules (spec 3 §5, §4.7, §8). Pure: no React, no fetch.
import { PROMO_CODE_LENGTH } from '@cle/contracts/commerce-schemas';
import type { ResultMessageLike } from '../../lib/result-messages';

const PROMO_INVALID_MESSAGE = 'Promo code is incorrect or expired.';
export const PROMO_APPLY_FAILED_MESSAGE = 'There was a problem applying the promo code. Please try again.';
/**
 * A well-formed code is exactly 10 characters once formatted as 4, a space, then the rest (spec 3 §5):
 * 9 letters and digits ('SAVE 20PCT'). The store checks the same letters and digits with the same
 * constants (@cle/contracts/commerce-schemas PROMO_CODE_LENGTH, PROMO_CODE_CHARACTERS).
 */
/** Characters before the space. */
const PROMO_HEAD_LENGTH = 4;

/** Keeps only letters and digits. */
function cleanPromoInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '');
}

/** Letters and digits only, shown as 4 characters, a space, then the rest: 'ABCD 12345'. */
export function formatPromoCode(raw: string): string {
  const clean = cleanPromoInput(raw);
  return clean.length > PROMO_HEAD_LENGTH
    ? `${clean.slice(0, PROMO_HEAD_LENGTH)} ${clean.slice(PROMO_HEAD_LENGTH)}`
    : clean;
}

export type PromoCheck =
  { kind: 'empty' } | { kind: 'invalid'; code: string; message: string } | { kind: 'valid'; code: string };

/** Empty input is ignored; a code that is not exactly 10 characters once formatted is rejected. */
export function checkPromoCode(raw: string): PromoCheck {
  const code = formatPromoCode(raw);
  if (!code) return { kind: 'empty' };
  if (code.length !== PROMO_CODE_LENGTH) return { kind: 'invalid', code, message: PROMO_INVALID_MESSAGE };
  return { kind: 'valid', code };
}

/** A code is sent only if it is non-empty and well formed, and no other apply is in progress. */
export function shouldApplyPromo(
  check: PromoCheck,
  applying: boolean,
): check is { kind: 'valid'; code: string } {
  return check.kind === 'valid' && !applying;
}

/** The promo box opens by itself when an error is showing, or when the visitor opened it. */
export function promoBoxOpen(userOpened: boolean, error: string | null): boolean {
  return userOpened || Boolean(error);
}

/** A result message about the promo code (applied, incorrect, removed): the promo box shows those. */
function isPromoMessage(m: ResultMessageLike): boolean {
  return /promo code/i.test(m.message);
}

/**
 * The answer of a promo call split in two: the promo outcome for the promo box, and the cart as it
 * stands without that outcome (its other notices and problems stay; hasErrors follows them), so a
 * wrong code is said once, in the box, and does not block checkout.
 */
export function splitPromoAnswer<C extends { resultMessages: ResultMessageLike[]; hasErrors: boolean }>(
  cart: C,
): { outcome: ResultMessageLike[]; cart: C } {
  const outcome = cart.resultMessages.filter(isPromoMessage);
  const rest = cart.resultMessages.filter((m) => !isPromoMessage(m));
  return { outcome, cart: { ...cart, resultMessages: rest, hasErrors: rest.some((m) => m.category !== 0) } };
}
