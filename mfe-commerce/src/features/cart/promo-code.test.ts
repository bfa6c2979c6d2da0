import {
  checkPromoCode,
  formatPromoCode,
  PROMO_APPLY_FAILED_MESSAGE,
  promoBoxOpen,
  shouldApplyPromo,
  splitPromoAnswer,
} from './promo-code';
import { splitResultMessages } from '../../lib/result-messages';

describe('promo code rules (spec 3 §5, §4.7, §8)', () => {
  test('[S3-PROMO-02] keeps only letters and digits', () => {
    expect(formatPromoCode(' ab-cd_12.3#45 ')).toBe('abcd 12345');
    expect(formatPromoCode('!@#$ %^')).toBe('');
  });

  test('[S3-PROMO-03] shows 4 characters, a space, then the rest', () => {
    expect(formatPromoCode('ABCD12345')).toBe('ABCD 12345');
    expect(formatPromoCode('AB-CD 1-2')).toBe('ABCD 12');
    expect(formatPromoCode('ABC')).toBe('ABC');
    expect(formatPromoCode('ABCD')).toBe('ABCD');
    expect(formatPromoCode('ABCD 1')).toBe('ABCD 1');
  });

  test('[S3-PROMO-01] [S3-PROMO-06] an empty code (or one with no letters or digits) is ignored', () => {
    expect(checkPromoCode('')).toEqual({ kind: 'empty' });
    expect(checkPromoCode('  - ')).toEqual({ kind: 'empty' });
    expect(shouldApplyPromo(checkPromoCode(''), false)).toBe(false);
  });

  test('[S3-PROMO-04] a code that is not exactly 10 characters once formatted is incorrect', () => {
    expect(checkPromoCode('ABCD1234')).toEqual({
      kind: 'invalid',
      code: 'ABCD 1234',
      message: 'Promo code is incorrect or expired.',
    });
    expect(checkPromoCode('ABCD123456')).toMatchObject({ kind: 'invalid', code: 'ABCD 123456' });
    // the store's seeded codes are 9 letters and digits ('SAVE20PCT'): typed any way, shown 4 + space + 5
    expect(checkPromoCode('save-20-pct')).toEqual({ kind: 'valid', code: 'save 20pct' });
    expect(checkPromoCode('SAVE 20PCT')).toEqual({ kind: 'valid', code: 'SAVE 20PCT' });
  });

  test('[S3-PROMO-07] a valid code is not applied while another apply is in progress', () => {
    const valid = checkPromoCode('ABCD12345');
    expect(shouldApplyPromo(valid, false)).toBe(true);
    expect(shouldApplyPromo(valid, true)).toBe(false);
    expect(shouldApplyPromo(checkPromoCode('ABC'), false)).toBe(false);
  });

  test('[S3-PROMO-09] the call-failure message is the spec text', () => {
    expect(PROMO_APPLY_FAILED_MESSAGE).toBe('There was a problem applying the promo code. Please try again.');
  });

  test('[S3-PROMO-10] [S3-PROMO-11] category 0 is a success, any other category an error', () => {
    expect(
      splitResultMessages([
        { category: 0, message: 'Promo code applied.' },
        { category: 2, message: 'This code has expired.' },
        { category: 1, message: 'Not valid for these items.' },
      ]),
    ).toEqual({
      successes: ['Promo code applied.'],
      errors: ['This code has expired.', 'Not valid for these items.'],
    });
  });

  test('[S3-PROMO-12] the promo box opens when an error exists', () => {
    expect(promoBoxOpen(false, null)).toBe(false);
    expect(promoBoxOpen(false, 'Promo code is incorrect or expired.')).toBe(true);
    expect(promoBoxOpen(true, null)).toBe(true);
  });

  test('[S3-PROMO-05] [S3-PROMO-11] a promo outcome goes to the promo box, not to the cart problems', () => {
    const answer = {
      hasErrors: true,
      resultMessages: [
        { category: 2, message: 'Promo code is incorrect or expired.' },
        { category: 0, message: '"Treatise" is a pre-order: it ships when it is released on May 1, 2027.' },
      ],
    };
    expect(splitPromoAnswer(answer)).toEqual({
      outcome: [{ category: 2, message: 'Promo code is incorrect or expired.' }],
      cart: {
        hasErrors: false,
        resultMessages: [
          { category: 0, message: '"Treatise" is a pre-order: it ships when it is released on May 1, 2027.' },
        ],
      },
    });
  });
});
