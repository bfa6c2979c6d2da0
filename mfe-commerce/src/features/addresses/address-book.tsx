// The address panel of the checkout's billing and shipping steps (spec 3 §2.4): the saved addresses
// with radio selection, 'Add Address', an edit panel, default billing/shipping and delete.
import type { Address } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { ConfirmDialog } from '@cle/ui/confirm-dialog';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { Skeleton } from '@cle/ui/skeleton';
import { addressLines } from '../../lib/address-format';
import { AddressForm } from './address-form';
import { AddressItem } from './address-item';
import { ADD_ADDRESS, DELETE_ADDRESS_QUESTION } from './address-rules';
import { useAddressBook } from './use-address-book';

const ADDRESSES_LOAD_FAILED = 'Your addresses could not be loaded';
const NO_SAVED_ADDRESSES = 'You have no saved addresses yet.';

export interface AddressBookProps {
  kind: 'billing' | 'shipping';
  selectedSk: number | null;
  onSelect(address: Address): void;
}

const fieldsetCss = { border: 'none', margin: 0, padding: 0 } as const;
const legendCss = { fontWeight: 600, marginBottom: 8 } as const;
const listCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;

export function AddressBook({ kind, selectedSk, onSelect }: AddressBookProps) {
  const book = useAddressBook(kind, onSelect);
  const { data, editing, deleting, busySk } = book;

  if (!data) {
    if (book.error)
      return (
        <ErrorFallback
          content={{
            headingText: ADDRESSES_LOAD_FAILED,
            bodyText: 'Please try again.',
            buttonText: 'Try again',
          }}
          onRetry={book.retry}
        />
      );
    return <Skeleton rows={3} label="Loading your addresses" />;
  }

  return (
    <div>
      {data.items.length ? (
        <fieldset css={fieldsetCss}>
          <legend css={legendCss}>
            {kind === 'billing' ? 'Choose a billing address' : 'Choose a shipping address'}
          </legend>
          <ul css={listCss}>
            {data.items.map((a) => (
              <AddressItem
                key={a.sk}
                address={a}
                kind={kind}
                selected={a.sk === selectedSk}
                busy={busySk === a.sk}
                onSelect={() => onSelect(a)}
                onEdit={() => book.setEditing(a)}
                onMakeDefault={() => book.makeDefault(a)}
                onDelete={() => book.setDeleting(a)}
              />
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
        onCancel={() => book.setDeleting(null)}
        onConfirm={book.confirmDelete}
      >
        {deleting ? addressLines(deleting).join(', ') : null}
      </ConfirmDialog>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.sk}
          address={editing === 'new' ? null : editing}
          lookups={data}
          onSave={book.save}
          onCancel={() => book.setEditing(null)}
        />
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={() => book.setEditing('new')}
          css={{ marginTop: 12 }}
        >
          {ADD_ADDRESS}
        </Button>
      )}
    </div>
  );
}
