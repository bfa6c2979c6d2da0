// The address book's state and data (spec 3 §2.4): the saved addresses (GET /user/addresses), the
// panel being edited, the address waiting for its delete confirmation, and the writes (save, make
// default, delete) with their toasts.
import { useState } from 'react';
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { Address, AddressesResponse, AddressInput } from '@cle/contracts/commerce-schemas';
import { toast } from '@cle/contracts/toast';
import {
  ADDRESSES_PATH,
  deleteAddress,
  fetchAddresses,
  saveAddress,
  setDefaultAddress,
} from '../../lib/checkout-api';
import { ADDRESS_ADDED, ADDRESS_DELETED, ADDRESS_SAVE_FAILED, ADDRESS_UPDATED } from './address-rules';

function useAddresses() {
  const auth = useAuth();
  const key = auth.isAuthenticated ? [ADDRESSES_PATH, auth.sub ?? 'signed-in'] : null;
  return useSWR<AddressesResponse>(key, () => fetchAddresses());
}

export function useAddressBook(kind: 'billing' | 'shipping', onSelect: (address: Address) => void) {
  const { data, error, mutate } = useAddresses();
  // null: no panel; 'new': adding; an Address: editing it
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busySk, setBusySk] = useState<number | null>(null);
  // a delete cannot be undone: it waits for a yes in the confirmation dialog
  const [deleting, setDeleting] = useState<Address | null>(null);

  /** Resolves once saved; rejects when the API refused (the panel stays open). */
  async function save(input: AddressInput) {
    let saved: Address;
    try {
      saved = await saveAddress(input);
    } catch (err) {
      toast.show({ type: 'alert', content: ADDRESS_SAVE_FAILED });
      throw err;
    }
    toast.show({ type: 'confirmation', content: input.sk === undefined ? ADDRESS_ADDED : ADDRESS_UPDATED });
    setEditing(null);
    await mutate();
    onSelect(saved);
  }

  async function act(sk: number, action: () => Promise<unknown>) {
    setBusySk(sk);
    try {
      await action();
      await mutate();
    } catch {
      toast.show({ type: 'alert', content: ADDRESS_SAVE_FAILED });
    } finally {
      setBusySk(null);
    }
  }

  const confirmDelete = () => {
    if (!deleting) return;
    const sk = deleting.sk;
    void act(sk, async () => {
      await deleteAddress(sk);
      toast.show({ type: 'confirmation', content: ADDRESS_DELETED });
    }).finally(() => setDeleting(null));
  };

  return {
    data,
    error,
    retry: () => void mutate(),
    editing,
    setEditing,
    busySk,
    deleting,
    setDeleting,
    save,
    makeDefault: (a: Address) => void act(a.sk, () => setDefaultAddress(a.sk, kind)),
    confirmDelete,
  };
}
