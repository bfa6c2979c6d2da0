// One saved address in the address book: its radio, its default badges, Edit, 'Make default' and Delete.
import type { Address } from '@cle/contracts/commerce-schemas';
import { colors } from '@cle/ui/theme';
import { addressLines } from '../../lib/address-format';
import { redLinkButtonCss } from '../../lib/styles';

const linkButton = {
  ...redLinkButtonCss,
  fontSize: 14,
  '&:disabled': { opacity: 0.5, cursor: 'progress' },
} as const;
const itemCss = (selected: boolean) =>
  ({
    border: `1px solid ${selected ? colors.ink : colors.line}`,
    borderRadius: 4,
    padding: '10px 12px',
  }) as const;
const labelCss = { display: 'flex', gap: 10, alignItems: 'flex-start', cursor: 'pointer' } as const;
const actionsCss = { display: 'flex', gap: 16, marginTop: 6, paddingLeft: 26 } as const;
const badgeCss = {
  marginLeft: 8,
  fontSize: 12,
  padding: '2px 6px',
  borderRadius: 3,
  background: colors.mist,
  color: colors.inkSoft,
  whiteSpace: 'nowrap',
} as const;

export function AddressItem({
  address: a,
  kind,
  selected,
  busy,
  onSelect,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: Address;
  kind: 'billing' | 'shipping';
  selected: boolean;
  /** a change to this address is on its way */
  busy: boolean;
  onSelect(): void;
  onEdit(): void;
  onMakeDefault(): void;
  onDelete(): void;
}) {
  const isDefault = kind === 'billing' ? a.isPrimaryBAddress : a.isPrimarySAddress;
  return (
    <li css={itemCss(selected)}>
      <label css={labelCss}>
        <input
          type="radio"
          name={`${kind}-address`}
          value={a.sk}
          checked={selected}
          onChange={onSelect}
          css={{ marginTop: 4 }}
        />
        <span>
          {addressLines(a).join(', ')}
          {a.isPrimaryBAddress ? <span css={badgeCss}>Default billing</span> : null}
          {a.isPrimarySAddress ? <span css={badgeCss}>Default shipping</span> : null}
        </span>
      </label>
      <div css={actionsCss}>
        <button type="button" css={linkButton} aria-label={`Edit ${a.address1}`} onClick={onEdit}>
          Edit
        </button>
        {isDefault ? null : (
          <button type="button" css={linkButton} disabled={busy} onClick={onMakeDefault}>
            {kind === 'billing' ? 'Make default billing address' : 'Make default shipping address'}
          </button>
        )}
        <button
          type="button"
          css={linkButton}
          aria-label={`Delete ${a.address1}`}
          disabled={busy}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
