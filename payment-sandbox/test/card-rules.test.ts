// The sandbox's card checks (spec 3 §5 Card): per-network lengths and the Luhn check digit, the
// security-code length, the expiry, and the five networks only. Properties with fast-check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkExpiry, checkNumber, checkSecurityCode, maskNumber } from '../src/card-rules';

/** Appends the Luhn check digit to a digit string (the test's own Luhn, not the product's). */
function withCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    // the check digit will sit to the right: the body's last digit is doubled
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + ((10 - (sum % 10)) % 10);
}

/** The lengths each network issues (as the networks publish them). */
const LENGTHS = {
  VISA: [13, 16, 19],
  MASTERCARD: [16],
  AMEX: [15],
  DISCOVER: [16, 17, 18, 19],
  DINERSCLUB: [14, 15, 16, 17, 18, 19],
} as const;

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((a) => a.join(''));

const PREFIXES = {
  VISA: ['4'],
  MASTERCARD: ['51', '55', '2221', '2720'],
  AMEX: ['34', '37'],
  DISCOVER: ['6011', '65', '644', '622126'],
  DINERSCLUB: ['300', '305', '36', '38'],
} as const;

test('[S3-PAYMENT-26] a number with the right prefix, length and check digit is valid for its network', () => {
  for (const [network, prefixes] of Object.entries(PREFIXES)) {
    for (const length of LENGTHS[network as keyof typeof PREFIXES]) {
      fc.assert(
        fc.property(fc.constantFrom(...prefixes), digits(20, 20), (prefix, fill) => {
          const number = withCheckDigit((prefix + fill).slice(0, length - 1));
          const c = checkNumber(number);
          assert.equal(c.valid, true, number);
          assert.equal(c.network, network, number);
        }),
        { numRuns: 50 },
      );
    }
  }
});

test('[S3-PAYMENT-20][S3-PAYMENT-26] changing one digit breaks the check digit; a wrong length is never valid', () => {
  fc.assert(
    fc.property(
      digits(15, 15),
      fc.integer({ min: 0, max: 15 }),
      fc.integer({ min: 1, max: 9 }),
      (fill, at, delta) => {
        const number = withCheckDigit(`4${fill}`.slice(0, 15));
        const changed = number.slice(0, at) + ((Number(number[at]) + delta) % 10) + number.slice(at + 1);
        assert.equal(checkNumber(changed).valid, false, changed);
        assert.equal(checkNumber(number.slice(0, -1)).valid, false);
        assert.equal(checkNumber(`${number}0`).valid, false);
      },
    ),
    { numRuns: 200 },
  );
});

test('[S3-PAYMENT-32] networks outside the five are refused, and a capture context may allow fewer', () => {
  assert.equal(checkNumber('3530111333300000').network, null); // JCB
  assert.equal(checkNumber('6200000000000005').network, null); // UnionPay
  assert.equal(checkNumber('3530111333300000').valid, false);
  assert.equal(checkNumber('4111111111111111', ['MASTERCARD']).valid, false);
  assert.equal(checkNumber('4111111111111111', ['VISA']).valid, true);
  assert.equal(checkNumber('4111-1111 1111 1111').valid, true, 'spaces and dashes are ignored');
  assert.equal(checkNumber('4111x11111111111').valid, false);
  assert.equal(checkNumber('').empty, true);
});

test('[S3-PAYMENT-24][S3-PAYMENT-25] security code: 4 digits for American Express, 3 otherwise', () => {
  assert.equal(checkSecurityCode('1234', 'AMEX').valid, true);
  assert.equal(checkSecurityCode('123', 'AMEX').valid, false);
  for (const network of ['VISA', 'MASTERCARD', 'DISCOVER', 'DINERSCLUB'] as const) {
    assert.equal(checkSecurityCode('123', network).valid, true);
    assert.equal(checkSecurityCode('1234', network).valid, false);
  }
  assert.equal(checkSecurityCode('12a', 'VISA').valid, false);
  assert.equal(checkSecurityCode('', 'VISA').empty, true);
});

test('[S3-PAYMENT-22][S3-PAYMENT-23] the expiry is a real month, and the card is good through its last day', () => {
  const now = new Date(Date.UTC(2026, 10, 22));
  assert.equal(checkExpiry(11, 2026, now), true);
  assert.equal(checkExpiry(10, 2026, now), false);
  assert.equal(checkExpiry(1, 2027, now), true);
  assert.equal(checkExpiry(13, 2027, now), false);
  assert.equal(checkExpiry(0, 2027, now), false);
  assert.equal(checkExpiry(Number.NaN, 2027, now), false);
});

test('the masked number shows the last four digits only', () => {
  assert.equal(maskNumber('4111111111111111'), '************1111');
  assert.equal(maskNumber('378282246310005'), '***********0005');
});
