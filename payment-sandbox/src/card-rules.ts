// The card provider's own checks (spec 3 §5 Card): which network a number belongs to, its allowed
// lengths, the Luhn check digit, the security-code length (4 for American Express, else 3) and the
// expiry. Pure, no DOM and no Node: the server and the hosted field script (bundled) share it.

/** The networks this provider knows; a capture context may allow fewer. */
export const KNOWN_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERSCLUB'] as const;
export type Network = (typeof KNOWN_NETWORKS)[number];

export const MESSAGES = {
  required: 'Required',
  invalidNumber: 'Please enter a valid card number',
  invalidSecurityCode: 'Please enter a valid CVV',
  invalidExpiry: 'Please enter a valid expiration date',
} as const;

interface NetworkRule {
  network: Network;
  /** issuer identification number ranges, as [from, to] prefixes of equal length */
  ranges: [string, string][];
  lengths: number[];
}

// Public IIN ranges and lengths of the five networks (ISO/IEC 7812 registrations as the networks publish them).
const RULES: NetworkRule[] = [
  {
    network: 'AMEX',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  {
    network: 'DINERSCLUB',
    ranges: [
      ['300', '305'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
  },
  {
    network: 'DISCOVER',
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
      ['622126', '622925'],
    ],
    lengths: [16, 17, 18, 19],
  },
  {
    network: 'MASTERCARD',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  { network: 'VISA', ranges: [['4', '4']], lengths: [13, 16, 19] },
];

/** Digits only: spaces and dashes people type are ignored; anything else makes the number invalid. */
function normaliseNumber(input: string): string | null {
  const stripped = input.replace(/[\s-]/g, '');
  return /^\d*$/.test(stripped) ? stripped : null;
}

function inRange(digits: string, [from, to]: [string, string]): boolean {
  if (digits.length < from.length) return false;
  const prefix = Number(digits.slice(0, from.length));
  return prefix >= Number(from) && prefix <= Number(to);
}

/** The network of a (possibly partial) number, or null when no known network starts like it. */
function detectNetwork(digits: string): Network | null {
  return RULES.find((r) => r.ranges.some((range) => inRange(digits, range)))?.network ?? null;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function numberLengths(network: Network): number[] {
  return RULES.find((r) => r.network === network)!.lengths;
}

export interface NumberCheck {
  empty: boolean;
  valid: boolean;
  /** a prefix that could still become valid while typing */
  couldBeValid: boolean;
  network: Network | null;
}

/** Checks a card number against the networks a capture context allows (others are refused). */
export function checkNumber(input: string, allowed: readonly string[] = KNOWN_NETWORKS): NumberCheck {
  const digits = normaliseNumber(input);
  if (digits === null) return { empty: false, valid: false, couldBeValid: false, network: null };
  if (!digits) return { empty: true, valid: false, couldBeValid: true, network: null };
  const network = detectNetwork(digits);
  const accepted = network !== null && allowed.includes(network);
  const lengths = network ? numberLengths(network) : [];
  const valid = accepted && lengths.includes(digits.length) && luhnValid(digits);
  const couldBeValid = valid || (digits.length < 19 && (accepted || (network === null && digits.length < 6)));
  return { empty: false, valid, couldBeValid, network: accepted ? network : null };
}

function securityCodeLength(network: Network | null): number {
  return network === 'AMEX' ? 4 : 3;
}

export function checkSecurityCode(code: string, network: Network | null): { empty: boolean; valid: boolean } {
  if (!code) return { empty: true, valid: false };
  return { empty: false, valid: new RegExp(`^\\d{${securityCodeLength(network)}}$`).test(code) };
}

/** Month 1-12 and a four-digit year; the card is valid through the last day of its month. */
export function checkExpiry(month: number, year: number, now = new Date()): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  if (year < 2000 || year > 2100) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** '************1111': the last four digits shown, the rest masked. */
export function maskNumber(digits: string): string {
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
