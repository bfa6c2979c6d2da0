// The address edit panel (spec 3 §2.4, §5): type, attention, company, address lines, city, country,
// state and ZIP with the spec's rules and max lengths; lookups from GET /user/addresses.
import type { Address, AddressInput, AddressLookups } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { TextField } from '@cle/ui/field';
import { colors } from '@cle/ui/theme';
import {
  ADDRESS_FIELD_LABELS,
  addressPanelTitle,
  FIELD_MAX_LENGTHS,
  needsStateAndZip,
  statesOf,
} from './address-rules';
import type { AddressField } from './address-rules';
import { LookupSelect } from './lookup-select';
import { useAddressForm } from './use-address-form';

const formCss = {
  display: 'grid',
  gap: 12,
  padding: 16,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  margin: '12px 0',
} as const;

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
  const { values, errors, saving, set, submit } = useAddressForm(address, onSave);
  const title = addressPanelTitle(address, lookups.addressCategoryLookup);
  const states = statesOf(lookups, values.country);
  const stateAndZipRequired = needsStateAndZip(values.country);
  const label = (field: AddressField, required = false) =>
    `${ADDRESS_FIELD_LABELS[field]}${required ? ' *' : ''}`;
  const select = (field: 'addressCategory' | 'country' | 'state', required: boolean) => ({
    label: label(field, required),
    error: errors[field] ?? null,
    name: field,
    value: values[field],
    onChange: (value: string) => set(field, value),
  });

  const text = (field: AddressField, required = false) => (
    <TextField
      label={label(field, required)}
      name={field}
      value={values[field]}
      maxLength={FIELD_MAX_LENGTHS[field]}
      error={errors[field] ?? null}
      autoComplete={AUTOCOMPLETE[field]}
      onChange={(e) => set(field, e.target.value)}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={title} css={formCss}>
      <h3 css={{ margin: 0, fontSize: 18 }}>{title}</h3>
      <LookupSelect
        {...select('addressCategory', true)}
        placeholder="Choose a type"
        options={lookups.addressCategoryLookup.map((c) => ({
          key: c.sk,
          value: String(c.sk),
          label: c.shortDescription,
        }))}
      />
      {text('attention')}
      {text('company')}
      {text('address1', true)}
      {text('address2')}
      {text('city', true)}
      <LookupSelect
        {...select('country', true)}
        placeholder="Choose a country"
        options={lookups.addressCountryLookup.map((c) => ({ key: c.pk, value: c.pk, label: c.countryName }))}
      />
      {states.length ? (
        <LookupSelect
          {...select('state', stateAndZipRequired)}
          placeholder="Choose a state"
          options={states.map((s) => ({ key: s.pk, value: s.stateCode, label: s.stateName }))}
        />
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
