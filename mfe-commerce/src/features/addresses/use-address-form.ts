// The address edit panel's state: the values as typed (a new country clears the state), the messages
// of the last check, and the save under way.
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Address, AddressInput } from '@cle/contracts/commerce-schemas';
import { EMPTY_ADDRESS_FORM, toAddressInput, toFormValues, validateAddress } from './address-rules';
import type { AddressErrors, AddressField, AddressFormValues } from './address-rules';

export function useAddressForm(address: Address | null, onSave: (input: AddressInput) => Promise<void>) {
  const [values, setValues] = useState<AddressFormValues>(() =>
    address ? toFormValues(address) : { ...EMPTY_ADDRESS_FORM },
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);

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

  return { values, errors, saving, set, submit };
}
