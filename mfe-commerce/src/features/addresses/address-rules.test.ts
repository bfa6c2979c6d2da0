import { address, LOOKUPS } from '../../lib/store-fixtures';
import { addressLines } from '../../lib/address-format';
import {
  addressPanelTitle,
  EMPTY_ADDRESS_FORM,
  FIELD_MAX_LENGTHS,
  statesOf,
  toAddressInput,
  toFormValues,
  validateAddress,
} from './address-rules';
import type { AddressFormValues } from './address-rules';

const valid: AddressFormValues = {
  ...EMPTY_ADDRESS_FORM,
  addressCategory: '1',
  attention: "Dana O'Neil-Park",
  address1: '1177 Avenue of the Americas',
  city: 'New York',
  state: 'NY',
  zip: '10036',
  country: 'USA',
};

describe('address validation (spec 3 §5)', () => {
  test('a complete USA address passes', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  test('[S3-ADDRESS-06] [S3-ADDRESS-07] [S3-ADDRESS-08] [S3-ADDRESS-11] Type, Address, City and Country are required', () => {
    const errors = validateAddress({ ...EMPTY_ADDRESS_FORM, country: '' });
    expect(errors).toMatchObject({
      addressCategory: 'Type is required.',
      address1: 'Address is required.',
      city: 'City is required.',
      country: 'Country is required.',
    });
  });

  test('[S3-ADDRESS-09] [S3-ADDRESS-10] State and ZIP are required for USA and Canada only', () => {
    expect(validateAddress({ ...valid, state: '', zip: '' })).toEqual({
      state: 'State is required.',
      zip: 'ZIP is required.',
    });
    expect(validateAddress({ ...valid, country: 'CAN', state: '', zip: '' })).toEqual({
      state: 'State is required.',
      zip: 'ZIP is required.',
    });
    expect(validateAddress({ ...valid, country: 'GBR', state: '', zip: '' })).toEqual({});
  });

  test('[S3-ADDRESS-12] [S3-ADDRESS-13] a USA ZIP is 5 digits or 5+4, else "Zip format is invalid."', () => {
    for (const zip of ['10036', '10036-1234']) expect(validateAddress({ ...valid, zip }).zip).toBeUndefined();
    for (const zip of ['1003', '100361', '10036-12', '10036 1234', 'ABCDE'])
      expect(validateAddress({ ...valid, zip }).zip).toBe('Zip format is invalid.');
    // other countries keep their own formats
    expect(validateAddress({ ...valid, country: 'CAN', state: 'ON', zip: 'M5V 2T6' }).zip).toBeUndefined();
  });

  test('[S3-ADDRESS-14] a USA ZIP splits into zip and plus4 on the hyphen', () => {
    const saved = (over: Partial<AddressFormValues>) => toAddressInput({ ...valid, ...over }, null);
    expect(saved({ zip: '10036-1234' })).toMatchObject({ zip: '10036', plus4: '1234' });
    expect(saved({ zip: '10036' })).toMatchObject({ zip: '10036', plus4: '' });
    expect(saved({ country: 'CAN', state: 'ON', zip: 'M5V-2T6' })).toMatchObject({
      zip: 'M5V-2T6',
      plus4: '',
    });
    expect(toFormValues(address({ zip: '10036', plus4: '1234' })).zip).toBe('10036-1234');
  });

  const over = (n: number, ch = 'a') => ch.repeat(n + 1);

  test('[S3-ADDRESS-15] [S3-ADDRESS-17] [S3-ADDRESS-18] Attention 44, Company 100 and Address 75 characters at most', () => {
    expect(FIELD_MAX_LENGTHS).toMatchObject({ attention: 44, company: 100, address1: 75 });
    const errors = validateAddress({ ...valid, attention: over(44), company: over(100), address1: over(75) });
    expect(errors).toEqual({
      attention: 'Attention can be at most 44 characters.',
      company: 'Company can be at most 100 characters.',
      address1: 'Address can be at most 75 characters.',
    });
    expect(
      validateAddress({
        ...valid,
        attention: 'a'.repeat(44),
        company: 'c'.repeat(100),
        address1: 'd'.repeat(75),
      }),
    ).toEqual({});
  });

  test('[S3-ADDRESS-19] [S3-ADDRESS-20] [S3-ADDRESS-21] Address 2 75, City 40 and ZIP 10 characters at most', () => {
    expect(FIELD_MAX_LENGTHS).toMatchObject({ address2: 75, city: 40, zip: 10 });
    const errors = validateAddress({
      ...valid,
      country: 'GBR',
      address2: over(75),
      city: over(40),
      zip: over(10, '1'),
    });
    expect(errors).toEqual({
      address2: 'Address 2 can be at most 75 characters.',
      city: 'City can be at most 40 characters.',
      zip: 'ZIP can be at most 10 characters.',
    });
    expect(validateAddress({ ...valid, address2: 'e'.repeat(75), city: 'b'.repeat(40) })).toEqual({});
  });

  test('[S3-ADDRESS-16] Attention takes no digits or special characters', () => {
    expect(validateAddress({ ...valid, attention: 'Dana Park 2' }).attention).toBe(
      'Attention may not contain digits or special characters.',
    );
    expect(validateAddress({ ...valid, attention: 'Dana@Park' }).attention).toBe(
      'Attention may not contain digits or special characters.',
    );
    expect(validateAddress({ ...valid, attention: 'José Müller' }).attention).toBeUndefined();
  });
});

describe('address shapes and lookups (spec 3 §3)', () => {
  test('[S3-ADDRESS-32] the form becomes the API address with sk only when editing', () => {
    // the fixture address holds the same fields as `valid`; a new one has no sk and no default flags
    const { sk: _sk, ...unsaved } = address({
      attention: "Dana O'Neil-Park",
      isPrimaryBAddress: false,
      isPrimarySAddress: false,
    });
    expect(toAddressInput(valid, null)).toEqual(unsaved);
    const saved = address({ sk: 5, isPrimaryBAddress: true, isPrimarySAddress: false });
    expect(toAddressInput(toFormValues(saved), saved)).toMatchObject({ sk: 5, isPrimaryBAddress: true });
  });

  test('[S3-ADDRESS-31] states come from addressStateLookup by countryId', () => {
    expect(statesOf(LOOKUPS, 'USA').map((s) => s.stateCode)).toEqual(['NY', 'CA']);
    expect(statesOf(LOOKUPS, 'CAN').map((s) => s.stateCode)).toEqual(['ON']);
    expect(statesOf(LOOKUPS, 'GBR')).toEqual([]);
  });

  test("[S3-ADDRESS-05] the edit panel's title: 'New address', 'Billing address', 'Shipping address' or the type", () => {
    const categories = LOOKUPS.addressCategoryLookup;
    expect(addressPanelTitle(null, categories)).toBe('New address');
    expect(addressPanelTitle(address({ isPrimaryBAddress: true }), categories)).toBe('Billing address');
    expect(
      addressPanelTitle(address({ isPrimaryBAddress: false, isPrimarySAddress: true }), categories),
    ).toBe('Shipping address');
    expect(
      addressPanelTitle(
        address({ isPrimaryBAddress: false, isPrimarySAddress: false, addressCategory_SK: 2 }),
        categories,
      ),
    ).toBe('Home');
  });

  test('an address shows as lines without empty parts', () => {
    expect(addressLines(address({ plus4: '1234', company: 'PLI' }))).toEqual([
      'Dana Park',
      'PLI',
      '1177 Avenue of the Americas',
      'New York, NY 10036-1234',
      'USA',
    ]);
  });
});
