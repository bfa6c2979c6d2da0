// The address edit panel (spec 3 §2.4, §5): type, attention, company, address lines, city, country,
// state and ZIP with the spec's rules and max lengths; lookups from GET /user/addresses.
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Address, AddressInput, AddressLookups } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { Field, TextField } from '@cle/ui/field';
import { colors, selectCss } from '@cle/ui/theme';
import {
  ADDRESS_FIELD_LABELS,
  addressPanelTitle,
  EMPTY_ADDRESS_FORM,
  FIELD_MAX_LENGTHS,
  needsStateAndZip,
  statesOf,
  toAddressInput,
  toFormValues,
  validateAddress,
} from './address-rules';
import type { AddressErrors, AddressField, AddressFormValues } from './address-rules';

export function AddressForm({
  address,
  lookups,
  onSave,
  onCancel,
}: {
  /** the address being edited; null for a new one */
  address: Address | null;
  lookups: AddressLookups;
  /** resolves when saved; rejects when the API refused (the panel stays open) */
  onSave(input: AddressInput): Promise<void>;
  onCancel(): void;
}) {
  const [values, setValues] = useState<AddressFormValues>(() =>
    address ? toFormValues(address) : { ...EMPTY_ADDRESS_FORM },
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);
  const title = addressPanelTitle(address, lookups.addressCategoryLookup);
  const states = statesOf(lookups, values.country);
  const stateAndZipRequired = needsStateAndZip(values.country);

  const set = (field: AddressField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value, ...(field === 'country' ? { state: '' } : {}) }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await onSave(toAddressInput(values, address));
    } catch {
      // the toast says it; the panel keeps what was typed
    } finally {
      setSaving(false);
    }
  }

  const text = (field: AddressField, required = false) => (
    <TextField
      label={`${ADDRESS_FIELD_LABELS[field]}${required ? ' *' : ''}`}
      name={field}
      value={values[field]}
      maxLength={FIELD_MAX_LENGTHS[field]}
      error={errors[field] ?? null}
      autoComplete={AUTOCOMPLETE[field]}
      onChange={(e) => set(field, e.target.value)}
    />
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={title}
      css={{
        display: 'grid',
        gap: 12,
        padding: 16,
        border: `1px solid ${colors.line}`,
        borderRadius: 6,
        margin: '12px 0',
      }}
    >
      <h3 css={{ margin: 0, fontSize: 18 }}>{title}</h3>
      <Field label={`${ADDRESS_FIELD_LABELS.addressCategory} *`} error={errors.addressCategory ?? null}>
        {(control) => (
          <select
            {...control}
            name="addressCategory"
            value={values.addressCategory}
            onChange={(e) => set('addressCategory', e.target.value)}
            css={selectCss}
          >
            <option value="">Choose a type</option>
            {lookups.addressCategoryLookup.map((c) => (
              <option key={c.sk} value={String(c.sk)}>
                {c.shortDescription}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text('attention')}
      {text('company')}
      {text('address1', true)}
      {text('address2')}
      {text('city', true)}
      <Field label={`${ADDRESS_FIELD_LABELS.country} *`} error={errors.country ?? null}>
        {(control) => (
          <select
            {...control}
            name="country"
            value={values.country}
            onChange={(e) => set('country', e.target.value)}
            css={selectCss}
          >
            <option value="">Choose a country</option>
            {lookups.addressCountryLookup.map((c) => (
              <option key={c.pk} value={c.pk}>
                {c.countryName}
              </option>
            ))}
          </select>
        )}
      </Field>
      {states.length ? (
        <Field
          label={`${ADDRESS_FIELD_LABELS.state}${stateAndZipRequired ? ' *' : ''}`}
          error={errors.state ?? null}
        >
          {(control) => (
            <select
              {...control}
              name="state"
              value={values.state}
              onChange={(e) => set('state', e.target.value)}
              css={selectCss}
            >
              <option value="">Choose a state</option>
              {states.map((s) => (
                <option key={s.pk} value={s.stateCode}>
                  {s.stateName}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        text('state', stateAndZipRequired)
      )}
      {text('zip', stateAndZipRequired)}
      <div css={{ display: 'flex', gap: 12 }}>
        <Button type="submit" disabled={saving}>
          Save address
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  attention: 'name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
};
