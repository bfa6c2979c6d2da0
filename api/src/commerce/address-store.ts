// Saved addresses (spec 3 §3 Address, §5): validation with the spec's limits and messages, the
// lookups, and reads and writes scoped to the owner (another person's sk is answered as not found).
import { isDomesticCountry } from '@cle/contracts/commerce-schemas';
import {
  ADDRESS_RULE_FIELDS,
  addressErrors,
  parsePostalCode,
  tooLongMessage,
} from '@cle/contracts/address-rules';
import type { AddressRuleValues } from '@cle/contracts/address-rules';
import type { Address, AddressInput, AddressLookups } from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';

export const ADDRESS_NOT_FOUND = 'Address not found';

/** A saved address row: the values the address rules checked (their columns share the rules' names). */
export interface AddressRecord extends Required<AddressRuleValues> {
  sk: string;
  address_category_sk: number;
  is_primary_billing: boolean;
  is_primary_shipping: boolean;
}

export const ADDRESS_COLUMNS = `sk::text, address_category_sk, attention, company, address1, address2, city, state, zip, plus4,
  country, is_primary_billing, is_primary_shipping`;

const addressOf = (r: AddressRecord): Address => ({
  sk: Number(r.sk),
  addressCategory_SK: r.address_category_sk,
  attention: r.attention,
  company: r.company,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip: r.zip,
  plus4: r.plus4,
  country: r.country.trim(),
  isPrimaryBAddress: r.is_primary_billing,
  isPrimarySAddress: r.is_primary_shipping,
});

export async function listAddresses(db: Db, sub: string): Promise<Address[]> {
  const rows = await db.query<AddressRecord>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_sub = $1 ORDER BY is_primary_billing DESC, is_primary_shipping DESC, sk`,
    [sub],
  );
  return rows.map(addressOf);
}

/** One of the person's addresses; 404 for an unknown sk or someone else's. */
export async function ownAddress(db: Db, sub: string, sk: number): Promise<Address> {
  const [row] = await db.query<AddressRecord>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_sub = $1 AND sk = $2`,
    [sub, sk],
  );
  if (!row) throw new HttpError(404, ADDRESS_NOT_FOUND);
  return addressOf(row);
}

/** The listed sks' addresses among rows read for the person; 404 when any is missing. */
export function addressesBySk(rows: AddressRecord[], sks: number[]): Map<number, Address> {
  const found = new Map(rows.map((r) => [Number(r.sk), addressOf(r)]));
  if (sks.some((sk) => !found.has(sk))) throw new HttpError(404, ADDRESS_NOT_FOUND);
  return found;
}

/** The person's default billing and shipping addresses. */
export async function defaultAddresses(db: Db, sub: string) {
  const rows = await db.query<AddressRecord>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_sub = $1 AND (is_primary_billing OR is_primary_shipping)`,
    [sub],
  );
  const all = rows.map(addressOf);
  return {
    billing: all.find((a) => a.isPrimaryBAddress) ?? null,
    shipping: all.find((a) => a.isPrimarySAddress) ?? null,
  };
}

const lookupCache = new WeakMap<Db, Promise<AddressLookups>>();
/** The address form's lookups (reference data written by the seed; read once per database). */
export function addressLookups(db: Db): Promise<AddressLookups> {
  const root = db.root ?? db;
  let cached = lookupCache.get(root);
  if (!cached) {
    cached = Promise.all([
      root.query<{ sk: number; short_description: string }>(
        'SELECT sk, short_description FROM address_categories ORDER BY sort_order',
      ),
      root.query<{ pk: number; state_name: string; state_code: string; country_id: string }>(
        'SELECT pk, state_name, state_code, country_id FROM address_states ORDER BY country_id DESC, state_name',
      ),
      root.query<{ pk: string; country_name: string }>(
        'SELECT pk, country_name FROM address_countries ORDER BY sort_order',
      ),
    ]).then(([categories, states, countries]) => ({
      addressCategoryLookup: categories.map((c) => ({ sk: c.sk, shortDescription: c.short_description })),
      addressStateLookup: states.map((s) => ({
        pk: s.pk,
        stateName: s.state_name,
        stateCode: s.state_code,
        countryId: s.country_id.trim(),
      })),
      addressCountryLookup: countries.map((c) => ({ pk: c.pk.trim(), countryName: c.country_name })),
    }));
    cached.catch(() => lookupCache.delete(root));
    lookupCache.set(root, cached);
  }
  return cached;
}

/** A valid address as stored (the zip split from its +4). */
export type AddressFields = {
  [K in Exclude<keyof AddressInput, 'sk' | 'isPrimaryBAddress' | 'isPrimarySAddress'>]-?: NonNullable<
    AddressInput[K]
  >;
};

/** A text field as sent, trimmed ('' when absent); anything but text, or text with < > or control characters, is refused. */
function textField(raw: Record<string, unknown>, field: string): string {
  const v = raw[field];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new HttpError(400, `Invalid body field '${field}': must be text`, field);
  const s = v.trim();
  if (/[\p{Cc}<>]/u.test(s))
    throw new HttpError(
      400,
      `Invalid body field '${field}': must not contain < > or control characters`,
      field,
    );
  return s;
}
/** State and country are checked against the lookups; these bound them before that. */
const STATE_MAX_LENGTH = 40;
const COUNTRY_MAX_LENGTH = 3;

/**
 * Spec 3 §5: the address rules the form runs too (@cle/contracts/address-rules: required fields, the
 * USA ZIP 5 digits or 5+4 split on the hyphen, the Canadian postal code, the maximum lengths, Attention
 * without digits or special characters), answered with the form's message for the first field that
 * fails; then the address type, country and state against the lookups.
 */
export async function validateAddress(db: Db, raw: Record<string, unknown>): Promise<AddressFields> {
  const category = raw.addressCategory_SK;
  if (typeof category !== 'number' || !Number.isInteger(category))
    throw new HttpError(400, "Invalid body field 'addressCategory_SK': is required", 'addressCategory_SK');
  const values = {
    attention: textField(raw, 'attention'),
    company: textField(raw, 'company'),
    address1: textField(raw, 'address1'),
    address2: textField(raw, 'address2'),
    city: textField(raw, 'city'),
    state: textField(raw, 'state').toUpperCase(),
    zip: textField(raw, 'zip'),
    plus4: textField(raw, 'plus4'),
    country: textField(raw, 'country').toUpperCase(),
  };
  const errors = addressErrors(values);
  const failed = ADDRESS_RULE_FIELDS.find((f) => errors[f]);
  if (failed) throw new HttpError(400, errors[failed]!, failed);
  if (values.state.length > STATE_MAX_LENGTH)
    throw new HttpError(400, tooLongMessage('State', STATE_MAX_LENGTH), 'state');
  if (values.country.length > COUNTRY_MAX_LENGTH)
    throw new HttpError(400, "Invalid body field 'country': must be a country of the list", 'country');
  const country = values.country;
  const fields: AddressFields = {
    addressCategory_SK: category,
    ...values,
    ...parsePostalCode(country, values.zip, values.plus4)!,
  };
  const lookups = await addressLookups(db);
  if (!lookups.addressCategoryLookup.some((c) => c.sk === category))
    throw new HttpError(
      400,
      "Invalid body field 'addressCategory_SK': must be an address type",
      'addressCategory_SK',
    );
  if (!lookups.addressCountryLookup.some((c) => c.pk === country))
    throw new HttpError(400, "Invalid body field 'country': must be a country of the list", 'country');
  if (
    isDomesticCountry(country) &&
    !lookups.addressStateLookup.some((s) => s.countryId === country && s.stateCode === fields.state)
  )
    throw new HttpError(
      400,
      `Invalid body field 'state': must be a ${country === 'USA' ? 'state' : 'province'} of ${country}`,
      'state',
    );
  return fields;
}

/** The stored columns of an address's fields, in table order. */
const fieldValues = (f: AddressFields) => [
  f.addressCategory_SK,
  f.attention,
  f.company,
  f.address1,
  f.address2,
  f.city,
  f.state,
  f.zip,
  f.plus4,
  f.country,
];

export async function countAddresses(db: Db, sub: string): Promise<number> {
  const [{ n }] = (await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM addresses WHERE user_sub = $1',
    [sub],
  )) as [{ n: number }];
  return n;
}

/** Adds an address, the person's default billing and/or shipping one when asked (the others stop being). */
export async function addAddress(
  tx: Db,
  sub: string,
  fields: AddressFields,
  defaults: { billing: boolean; shipping: boolean },
): Promise<number> {
  if (defaults.billing)
    await tx.query('UPDATE addresses SET is_primary_billing = false WHERE user_sub = $1', [sub]);
  if (defaults.shipping)
    await tx.query('UPDATE addresses SET is_primary_shipping = false WHERE user_sub = $1', [sub]);
  const [row] = await tx.query<{ sk: string }>(
    `INSERT INTO addresses (user_sub, address_category_sk, attention, company, address1, address2, city, state,
                            zip, plus4, country, is_primary_billing, is_primary_shipping)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING sk::text`,
    [sub, ...fieldValues(fields), defaults.billing, defaults.shipping],
  );
  return Number(row!.sk);
}

/** Rewrites one of the person's addresses; false when they have none by that sk. */
export async function updateAddress(
  db: Db,
  sub: string,
  sk: number,
  fields: AddressFields,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE addresses SET address_category_sk = $3, attention = $4, company = $5, address1 = $6, address2 = $7,
            city = $8, state = $9, zip = $10, plus4 = $11, country = $12
     WHERE user_sub = $1 AND sk = $2 RETURNING sk::text`,
    [sub, sk, ...fieldValues(fields)],
  );
  return rows.length > 0;
}

/** Makes the address the person's default billing or shipping address (and no other). */
export async function setDefaultAddress(tx: Db, sub: string, sk: number, kind: 'billing' | 'shipping') {
  const column = kind === 'billing' ? 'is_primary_billing' : 'is_primary_shipping';
  await tx.query(`UPDATE addresses SET ${column} = false WHERE user_sub = $1 AND ${column} AND sk <> $2`, [
    sub,
    sk,
  ]);
  await tx.query(`UPDATE addresses SET ${column} = true WHERE user_sub = $1 AND sk = $2`, [sub, sk]);
}

/** Deletes one of the person's addresses; false when they have none by that sk. */
export async function deleteAddress(db: Db, sub: string, sk: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM addresses WHERE user_sub = $1 AND sk = $2 RETURNING sk', [
    sub,
    sk,
  ]);
  return rows.length > 0;
}
