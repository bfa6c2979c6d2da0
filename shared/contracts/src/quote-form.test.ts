import {
  EMAIL_MESSAGE,
  formatPhone,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGE,
  PHONE_PLACEHOLDER,
  quoteFieldError,
  REQUIRED_MESSAGE,
  ZIP_MESSAGE,
} from './quote-form';
import type { QuoteField } from './quote-form';

const field = (type: QuoteField['type'], required = true, options: string[] = []): QuoteField => ({
  label: 'Field',
  name: 'f',
  type,
  required,
  placeholder: null,
  options: options.map((o) => ({ value: o, text: o })),
  description: null,
});
const TODAY = new Date(2026, 10, 23, 15, 30);

describe('quote form rules (spec 2 §5)', () => {
  test('[S2-VALID-16] [S2-VALID-17] the phone is stripped to digits and formatted (xxx) xxx-xxxx', () => {
    expect(formatPhone('212.555.0199')).toBe('(212) 555-0199');
    expect(formatPhone('2125550199999')).toBe('(212) 555-0199');
    expect(formatPhone('21')).toBe('21');
    expect(formatPhone('2125')).toBe('(212) 5');
    expect(formatPhone('abc')).toBe('');
  });

  test('[S2-VALID-18] a + country prefix is kept in front', () => {
    expect(formatPhone('+1 212 555 0199')).toBe('+1 (212) 555-0199');
    expect(formatPhone('+442079460958')).toBe('+44 (207) 946-0958');
  });

  test('[S2-VALID-19] [S2-VALID-20] capped at 20 characters; placeholder +1 (XXX) XXX-XXXX', () => {
    expect(formatPhone('+123456 212 555 0199 77').length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    expect(PHONE_MAX_LENGTH).toBe(20);
    expect(PHONE_PLACEHOLDER).toBe('+1 (XXX) XXX-XXXX');
    expect(quoteFieldError(field('phone'), '(212) 555-01', TODAY)).toBe(PHONE_MESSAGE);
    expect(quoteFieldError(field('phone'), '(212) 555-0199', TODAY)).toBeNull();
  });

  test('[S2-VALID-12] [S2-VALID-13] zip: 5 digits or 5+4, else "Zip format is invalid."', () => {
    expect(quoteFieldError(field('zip'), '10019', TODAY)).toBeNull();
    expect(quoteFieldError(field('zip'), '10019-1234', TODAY)).toBeNull();
    for (const bad of ['1001', '100191234', '10019-12', 'abcde'])
      expect(quoteFieldError(field('zip'), bad, TODAY)).toBe(ZIP_MESSAGE);
  });

  test('[S2-VALID-14] [S2-VALID-15] empty required text gives "Required"; a bad e-mail "Please enter a valid email"', () => {
    expect(quoteFieldError(field('text'), '  ', TODAY)).toBe(REQUIRED_MESSAGE);
    expect(quoteFieldError(field('text', false), '', TODAY)).toBeNull();
    expect(quoteFieldError(field('email'), 'a@b', TODAY)).toBe(EMAIL_MESSAGE);
    expect(quoteFieldError(field('email'), 'dana@example.com', TODAY)).toBeNull();
  });

  test('[S2-QUOTE-11] a required dropdown needs one of its options', () => {
    const select = field('select', true, ['Law firm', 'Other']);
    expect(quoteFieldError(select, '', TODAY)).toBe(REQUIRED_MESSAGE);
    expect(quoteFieldError(select, 'Bakery', TODAY)).toBe(REQUIRED_MESSAGE);
    expect(quoteFieldError(select, 'Other', TODAY)).toBeNull();
  });

  test('[S2-QUOTE-13] a date cannot precede today (today itself is fine)', () => {
    expect(quoteFieldError(field('date'), '2026-11-22', TODAY)).toBe(
      'Please enter a date greater than or equal to 11/23/2026.',
    );
    expect(quoteFieldError(field('date'), '2026-11-23', TODAY)).toBeNull();
    expect(quoteFieldError(field('date'), '12/01/2026', TODAY)).toBeNull();
    expect(quoteFieldError(field('date'), '2026-02-30', TODAY)).toBe(
      'Please enter a valid date (MM/DD/YYYY).',
    );
  });
});
