// The address panel of the checkout's billing and shipping steps (spec 3 §2.4): the saved addresses
// with radio selection, 'Add Address', an edit panel, default billing/shipping and delete.
import { useState } from 'react';
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { Address, AddressesResponse, AddressInput } from '@cle/contracts/commerce-schemas';
import { toast } from '@cle/contracts/toast';
import { Button } from '@cle/ui/button';
import { ConfirmDialog } from '@cle/ui/confirm-dialog';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { Skeleton } from '@cle/ui/skeleton';
import { colors } from '@cle/ui/theme';
import {
  ADDRESSES_PATH,
  deleteAddress,
  fetchAddresses,
  saveAddress,
  setDefaultAddress,
} from '../../api/checkout-api';
import { addressLines } from '../../lib/address-format';
import { redLinkButtonCss } from '../../lib/styles';
import { AddressForm } from './address-form';
import {
  ADD_ADDRESS,
  ADDRESS_ADDED,
  ADDRESS_SAVE_FAILED,
  ADDRESS_UPDATED,
  ADDRESS_DELETED,
  DELETE_ADDRESS_QUESTION,
} from './address-rules';

const ADDRESSES_LOAD_FAILED = 'Your addresses could not be loaded';
const NO_SAVED_ADDRESSES = 'You have no saved addresses yet.';

export interface AddressBookProps {
  kind: 'billing' | 'shipping';
  selectedSk: number | null;
  onSelect(address: Address): void;
}

const linkButton = {
  ...redLinkButtonCss,
  fontSize: 14,
  '&:disabled': { opacity: 0.5, cursor: 'progress' },
} as const;

function useAddresses() {
  const auth = useAuth();
  const key = auth.isAuthenticated ? [ADDRESSES_PATH, auth.sub ?? 'signed-in'] : null;
  return useSWR<AddressesResponse>(key, () => fetchAddresses());
}

export function AddressBook({ kind, selectedSk, onSelect }: AddressBookProps) {
  const { data, error, mutate } = useAddresses();
  // null: no panel; 'new': adding; an Address: editing it
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busySk, setBusySk] = useState<number | null>(null);
  // a delete cannot be undone: it waits for a yes in the confirmation dialog
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (!data) {
    if (error)
      return (
        <ErrorFallback
          content={{
            headingText: ADDRESSES_LOAD_FAILED,
            bodyText: 'Please try again.',
            buttonText: 'Try again',
          }}
          onRetry={() => void mutate()}
        />
      );
    return <Skeleton rows={3} label="Loading your addresses" />;
  }

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

  const isDefault = (a: Address) => (kind === 'billing' ? a.isPrimaryBAddress : a.isPrimarySAddress);
  const groupName = `${kind}-address`;
  return (
    <div>
      {data.items.length ? (
        <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>
            {kind === 'billing' ? 'Choose a billing address' : 'Choose a shipping address'}
          </legend>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {data.items.map((a) => (
              <li
                key={a.sk}
                css={{
                  border: `1px solid ${a.sk === selectedSk ? colors.ink : colors.line}`,
                  borderRadius: 4,
                  padding: '10px 12px',
                }}
              >
                <label css={{ display: 'flex', gap: 10, alignItems: 'flex-start', cursor: 'pointer' }}>
                  <input
                    type="radio"
                    name={groupName}
                    value={a.sk}
                    checked={a.sk === selectedSk}
                    onChange={() => onSelect(a)}
                    css={{ marginTop: 4 }}
                  />
                  <span>
                    {addressLines(a).join(', ')}
                    {a.isPrimaryBAddress ? <Badge>Default billing</Badge> : null}
                    {a.isPrimarySAddress ? <Badge>Default shipping</Badge> : null}
                  </span>
                </label>
                <div css={{ display: 'flex', gap: 16, marginTop: 6, paddingLeft: 26 }}>
                  <button
                    type="button"
                    css={linkButton}
                    aria-label={`Edit ${a.address1}`}
                    onClick={() => setEditing(a)}
                  >
                    Edit
                  </button>
                  {isDefault(a) ? null : (
                    <button
                      type="button"
                      css={linkButton}
                      disabled={busySk === a.sk}
                      onClick={() => void act(a.sk, () => setDefaultAddress(a.sk, kind))}
                    >
                      {kind === 'billing' ? 'Make default billing address' : 'Make default shipping address'}
                    </button>
                  )}
                  <button
                    type="button"
                    css={linkButton}
                    aria-label={`Delete ${a.address1}`}
                    disabled={busySk === a.sk}
                    onClick={() => setDeleting(a)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p css={{ margin: '0 0 8px' }}>{NO_SAVED_ADDRESSES}</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_ADDRESS_QUESTION}
        confirmLabel="Delete"
        busy={deleting !== null && busySk === deleting.sk}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const sk = deleting.sk;
          void act(sk, async () => {
            await deleteAddress(sk);
            toast.show({ type: 'confirmation', content: ADDRESS_DELETED });
          }).finally(() => setDeleting(null));
        }}
      >
        {deleting ? addressLines(deleting).join(', ') : null}
      </ConfirmDialog>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.sk}
          address={editing === 'new' ? null : editing}
          lookups={data}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button type="button" variant="secondary" onClick={() => setEditing('new')} css={{ marginTop: 12 }}>
          {ADD_ADDRESS}
        </Button>
      )}
    </div>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <span
      css={{
        marginLeft: 8,
        fontSize: 12,
        padding: '2px 6px',
        borderRadius: 3,
        background: colors.mist,
        color: colors.inkSoft,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}
