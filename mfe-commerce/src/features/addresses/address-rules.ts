// The address form's rules (spec 3 §5, §9): the shared validator of @cle/contracts/address-rules plus
// the address type, the ZIP's split into zip and plus4, the edit panel title and the one-line summary.
// Pure: no React.
import { isDomesticCountry } from '@cle/contracts/commerce-schemas';
import {
  ADDRESS_FIELD_LABELS as RULE_FIELD_LABELS,
  ADDRESS_MAX_LENGTHS,
  addressErrors,
  parsePostalCode,
  requiredMessage,
} from '@cle/contracts/address-rules';
import type { AddressRuleValues } from '@cle/contracts/address-rules';
import type { Address, AddressInput, AddressLookups } from '@cle/contracts/commerce-schemas';

export const ADDRESS_ADDED = 'Address added';
export const ADDRESS_UPDATED = 'Address updated';
export const ADDRESS_SAVE_FAILED = 'Error saving address';
// not in the spec (it lists no delete texts): a delete is confirmed first and acknowledged after
export const DELETE_ADDRESS_QUESTION = 'Delete this address?';
export const ADDRESS_DELETED = 'Address deleted';
export const ADD_ADDRESS = 'Add Address';
const NEW_ADDRESS_TITLE = 'New address';
const BILLING_ADDRESS_TITLE = 'Billing address';
const SHIPPING_ADDRESS_TITLE = 'Shipping address';

/** What the address form holds: every field as typed (the ZIP with its +4 for USA). */
export interface AddressFormValues extends Omit<AddressRuleValues, 'plus4'> {
  /** the address type (addressCategory_SK) as the select holds it; '' until chosen */
  addressCategory: string;
}

export type AddressField = keyof AddressFormValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const ADDRESS_FIELD_LABELS: Record<AddressField, string> = {
  addressCategory: 'Type',
  ...RULE_FIELD_LABELS,
};

/** Max lengths per form field (spec 3 §9: 44, 100, 75, 75, 40, 10). */
export const FIELD_MAX_LENGTHS: Partial<Record<AddressField, number>> = ADDRESS_MAX_LENGTHS;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  addressCategory: '',
  attention: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: 'USA',
};

/** USA and Canada need a state or province and a ZIP or postal code (the API's rule too). */
export const needsStateAndZip = isDomesticCountry;

/** Every problem with the form, by field (the API's rules: @cle/contracts/address-rules); an empty object means it can be saved. */
export function validateAddress(values: AddressFormValues): AddressErrors {
  const { addressCategory, ...address } = values;
  const errors: AddressErrors = addressErrors(address);
  if (addressCategory.trim() === '')
    return { addressCategory: requiredMessage(ADDRESS_FIELD_LABELS.addressCategory), ...errors };
  return errors;
}

/** A USA ZIP splits on its hyphen: '10001-1234' -> zip '10001', plus4 '1234' (the API stores the same). */
function splitZip(country: string, zip: string): { zip: string; plus4: string } {
  return parsePostalCode(country, zip) ?? { zip: zip.trim(), plus4: '' };
}

/** The form's values as POST/PUT /user/addresses take them (sk only when editing). */
export function toAddressInput(
  values: AddressFormValues,
  existing: Pick<Address, 'sk' | 'isPrimaryBAddress' | 'isPrimarySAddress'> | null,
): AddressInput {
  const country = values.country.trim().toUpperCase();
  const { zip, plus4 } = splitZip(country, values.zip);
  return {
    ...(existing ? { sk: existing.sk } : {}),
    addressCategory_SK: Number(values.addressCategory),
    attention: values.attention.trim(),
    company: values.company.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip,
    plus4,
    country,
    isPrimaryBAddress: existing?.isPrimaryBAddress ?? false,
    isPrimarySAddress: existing?.isPrimarySAddress ?? false,
  };
}

/** A saved address as the form shows it (the USA ZIP joined with its +4 again). */
export function toFormValues(address: Address): AddressFormValues {
  return {
    addressCategory: String(address.addressCategory_SK),
    attention: address.attention,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.plus4 ? `${address.zip}-${address.plus4}` : address.zip,
    country: address.country,
  };
}

/**
 * The edit panel's title (spec 3 §2.4): 'New address' for a new one; for a saved one 'Billing
 * address' or 'Shipping address' when it is the default of that kind, else its type.
 */
export function addressPanelTitle(
  address: Pick<Address, 'addressCategory_SK' | 'isPrimaryBAddress' | 'isPrimarySAddress'> | null,
  categories: AddressLookups['addressCategoryLookup'],
): string {
  if (!address) return NEW_ADDRESS_TITLE;
  if (address.isPrimaryBAddress) return BILLING_ADDRESS_TITLE;
  if (address.isPrimarySAddress) return SHIPPING_ADDRESS_TITLE;
  return categories.find((c) => c.sk === address.addressCategory_SK)?.shortDescription ?? NEW_ADDRESS_TITLE;
}

/** The states of a country, for the State select. */
export function statesOf(lookups: Pick<AddressLookups, 'addressStateLookup'>, country: string) {
  return lookups.addressStateLookup.filter((s) => s.countryId.toUpperCase() === country.toUpperCase());
}
