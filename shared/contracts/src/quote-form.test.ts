import { formatPhone, PHONE_MAX_LENGTH, PHONE_PLACEHOLDER, quoteStepErrors } from './quote-form';
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
// the error a step with this one field shows for the value (as the modal and POST /form/post ask)
const errorOf = (f: QuoteField, value: string) =>
  quoteStepErrors(
    {
      heading: '',
      subheading: '',
      copy: '',
      stepIndicator: '',
      rows: [{ fields: [f] }],
      buttonText: '',
      errorMessage: '',
    },
    { [f.name]: value },
    TODAY,
  )[f.name] ?? null;

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
    expect(errorOf(field('phone'), '(212) 555-01')).toBe('Please enter a valid phone number');
    expect(errorOf(field('phone'), '(212) 555-0199')).toBeNull();
  });

  test('[S2-VALID-12] [S2-VALID-13] zip: 5 digits or 5+4, else "Zip format is invalid."', () => {
    expect(errorOf(field('zip'), '10019')).toBeNull();
    expect(errorOf(field('zip'), '10019-1234')).toBeNull();
    for (const bad of ['1001', '100191234', '10019-12', 'abcde'])
      expect(errorOf(field('zip'), bad)).toBe('Zip format is invalid.');
  });

  test('[S2-VALID-14] [S2-VALID-15] empty required text gives "Required"; a bad e-mail "Please enter a valid email"', () => {
    expect(errorOf(field('text'), '  ')).toBe('Required');
    expect(errorOf(field('text', false), '')).toBeNull();
    expect(errorOf(field('email'), 'a@b')).toBe('Please enter a valid email');
    expect(errorOf(field('email'), 'dana@example.com')).toBeNull();
  });

  test('[S2-QUOTE-11] a required dropdown needs one of its options', () => {
    const select = field('select', true, ['Law firm', 'Other']);
    expect(errorOf(select, '')).toBe('Required');
    expect(errorOf(select, 'Bakery')).toBe('Required');
    expect(errorOf(select, 'Other')).toBeNull();
  });

  test('[S2-QUOTE-13] a date cannot precede today (today itself is fine)', () => {
    expect(errorOf(field('date'), '2026-11-22')).toBe(
      'Please enter a date greater than or equal to 11/23/2026.',
    );
    expect(errorOf(field('date'), '2026-11-23')).toBeNull();
    expect(errorOf(field('date'), '12/01/2026')).toBeNull();
    expect(errorOf(field('date'), '2026-02-30')).toBe('Please enter a valid date (MM/DD/YYYY).');
  });
});
