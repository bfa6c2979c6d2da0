// The address rules of spec 3 §5, §9, once: the address form and the API run this same validator, so a
// form that passes is never refused and both say the same thing about the same value.
import { isDomesticCountry } from './commerce-schemas';

/** Address field limits (spec 3 §5, §9). */
export const ADDRESS_MAX_LENGTHS = {
  attention: 44,
  company: 100,
  address1: 75,
  address2: 75,
  city: 40,
  zip: 10,
} as const;

export const ZIP_FORMAT_MESSAGE = 'Zip format is invalid.';
const ATTENTION_CHARACTERS_MESSAGE = 'Attention may not contain digits or special characters.';
/** Letters (any script), spaces and the punctuation names carry: no digits or other characters. */
const ATTENTION_PATTERN = /^[\p{L}\p{M} .'-]*$/u;

/** The text fields of an address the rules look at, as typed. */
export interface AddressRuleValues {
  attention: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  /** a USA ZIP may carry its +4 ('12207-1234') */
  zip: string;
  /** a +4 sent on its own (the API's plus4 field); the form sends none */
  plus4?: string;
  country: string;
}
export type AddressRuleField = Exclude<keyof AddressRuleValues, 'plus4'>;
export type AddressRuleErrors = Partial<Record<AddressRuleField, string>>;

/** The fields in the order the form shows them (the API reports the first that fails). */
export const ADDRESS_RULE_FIELDS: readonly AddressRuleField[] = [
  'attention',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
];

export const ADDRESS_FIELD_LABELS: Record<AddressRuleField, string> = {
  attention: 'Attention',
  company: 'Company',
  address1: 'Address',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  country: 'Country',
};

/** 'City is required.' and so on. */
export const requiredMessage = (label: string) => `${label} is required.`;
export const tooLongMessage = (label: string, max: number) => `${label} can be at most ${max} characters.`;

/**
 * A postal code as stored: USA 5 digits or 5+4 ('10001-1234' splits into zip and plus4; a separate
 * plus4 of 4 digits is kept), Canada A1A 1A1 (upper-cased), other countries as typed without a plus4.
 * null when a USA or Canadian code is malformed.
 */
export function parsePostalCode(
  country: string,
  zip: string,
  plus4 = '',
): { zip: string; plus4: string } | null {
  const code = zip.trim();
  const extra = plus4.trim();
  switch (country.trim().toUpperCase()) {
    case 'USA': {
      const m = /^(\d{5})(?:-(\d{4}))?$/.exec(code);
      if (!m || (extra && (m[2] || !/^\d{4}$/.test(extra)))) return null;
      return { zip: m[1]!, plus4: m[2] ?? extra };
    }
    case 'CAN':
      return /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(code) ? { zip: code.toUpperCase(), plus4: '' } : null;
    default:
      return { zip: code, plus4: '' };
  }
}

/**
 * Every problem with an address, by field (an empty object: it can be saved). Address, City and
 * Country are required, State and ZIP too for USA and Canada; a USA or Canadian ZIP is judged by its
 * format first (12207-12345 is a malformed ZIP+4, not a long one); Attention holds no digits or special
 * characters; then the maximum lengths.
 */
export function addressErrors(values: AddressRuleValues): AddressRuleErrors {
  const errors: AddressRuleErrors = {};
  const blank = (field: AddressRuleField) => values[field].trim() === '';
  const required: AddressRuleField[] = ['address1', 'city', 'country'];
  if (isDomesticCountry(values.country)) required.push('state', 'zip');
  for (const field of required)
    if (blank(field)) errors[field] = requiredMessage(ADDRESS_FIELD_LABELS[field]);
  if (!errors.zip && !parsePostalCode(values.country, values.zip, values.plus4))
    errors.zip = ZIP_FORMAT_MESSAGE;
  if (!ATTENTION_PATTERN.test(values.attention.trim())) errors.attention = ATTENTION_CHARACTERS_MESSAGE;
  for (const [field, max] of Object.entries(ADDRESS_MAX_LENGTHS) as [AddressRuleField, number][]) {
    if (!errors[field] && values[field].trim().length > max)
      errors[field] = tooLongMessage(ADDRESS_FIELD_LABELS[field], max);
  }
  return errors;
}
