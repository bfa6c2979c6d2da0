// The body of the purchase / registration panel (spec 3 §4.3): the variant choice, the price and the
// primary action button with its states.
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePurchasedInLibrary } from '@cle/contracts/library';
import { ActionButton } from '@cle/ui/action-button';
import { colors, focusRing } from '@cle/ui/theme';
import type { Variation } from '../../api/product-payload';
import { formatPrice } from '../../lib/format';
import {
  ACTION_LABEL,
  bookFormatLabel,
  panelAction,
  panelButtonLabels,
  panelHeading,
  showsPrice,
  variantLine,
  waitlistMailto,
  type PanelKind,
} from './purchase-rules';
import { usePanelAction } from './use-panel-action';
import { initialSelection, select, variantAddress, type Selection } from './variants';

export interface PanelProps {
  kind: PanelKind;
  title: string;
  variants: Variation[];
  currentCode: string;
  now: number;
  supportEmail?: string;
  cartUrl?: string;
  /** write the selected variant's path to the address bar (pages in the shell, not embeds) */
  updateAddress?: boolean;
}

export function PanelBody({
  kind,
  title,
  variants,
  currentCode,
  supportEmail,
  cartUrl,
  updateAddress,
}: PanelProps) {
  const location = useLocation();
  const groupName = useId();
  const [selection, setSelection] = useState<Selection>(() =>
    variants.some((v) => v.code === currentCode)
      ? { code: currentCode, hard: true }
      : initialSelection(variants),
  );
  const [noSelection, setNoSelection] = useState(false);
  const { state, run, isAuthenticated } = usePanelAction(cartUrl);
  const selected = variants.find((v) => v.code === selection.code) ?? null;

  const choose = (v: Variation) => {
    setSelection((s) => select(s, v.code, true));
    setNoSelection(false);
    if (updateAddress && v.url !== location.pathname)
      window.history.replaceState(
        window.history.state,
        '',
        variantAddress(v.url, location.search, location.hash),
      );
  };

  // library hydration (spec 3 §6): a purchased variant launches and hides its price
  const purchased = usePurchasedInLibrary(selected?.pk);
  const ownership = { purchased: purchased === true, registered: false };
  const action = panelAction(kind, selected, purchased === true);

  const submit = () => {
    if (selected && purchased === undefined) return;
    if (!selected || !action) {
      setNoSelection(true);
      return;
    }
    void run(action, selected);
  };

  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <h2 css={{ fontSize: 20, margin: 0 }}>{panelHeading(kind)}</h2>
      {variants.length ? (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend css={{ fontSize: 14, marginBottom: 8, opacity: 0.85 }}>
            {variants.length === 1 ? 'Available option' : `${variants.length} options for ${title}`}
          </legend>
          {variants.map((v) => {
            const checked = v.code === selection.code;
            return (
              <label
                key={v.code}
                css={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr auto',
                  gap: 10,
                  alignItems: 'start',
                  padding: 12,
                  borderRadius: 6,
                  cursor: 'pointer',
                  border: `2px solid ${checked ? colors.red : colors.line}`,
                  background: colors.paper,
                  color: colors.ink,
                  '&:focus-within': focusRing,
                }}
              >
                <input
                  type="radio"
                  name={groupName}
                  checked={checked}
                  onChange={() => choose(v)}
                  css={{ marginTop: 4 }}
                />
                <span css={{ display: 'grid', gap: 2 }}>
                  <strong>{kind === 'book' ? bookFormatLabel(v.bookFormat) : v.format}</strong>
                  <span css={{ fontSize: 14 }}>{variantLine(v)}</span>
                </span>
                {showsPrice(v.code === selected?.code ? ownership : { purchased: false }) ? (
                  <span css={{ fontWeight: 700 }}>{formatPrice(v.price)}</span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p css={{ margin: 0 }}>There are no upcoming dates for this program.</p>
      )}
      {noSelection ? (
        <p role="alert" css={{ margin: 0, color: colors.red, fontWeight: 600 }}>
          Please choose an option to continue.
        </p>
      ) : null}
      {selected && showsPrice(ownership) ? (
        <p css={{ margin: 0, fontSize: 28, fontWeight: 700 }} aria-live="polite">
          {formatPrice(selected.price)}
        </p>
      ) : null}
      {action === 'waitlist' && selected && supportEmail ? (
        <a
          href={waitlistMailto(supportEmail, selected.displayName, selected.code)}
          css={{ fontWeight: 700, color: colors.red, '&:focus-visible': focusRing }}
        >
          {ACTION_LABEL.waitlist}
        </a>
      ) : (
        <ActionButton
          type="button"
          onClick={submit}
          state={state}
          labels={panelButtonLabels(kind, action, !selected || purchased !== undefined)}
          disabled={action === 'registered' || (Boolean(selected) && purchased === undefined)}
          css={{ width: '100%' }}
        />
      )}
      <p aria-live="polite" css={{ margin: 0, fontSize: 14, opacity: 0.85 }}>
        {!isAuthenticated && action && action !== 'waitlist' && action !== 'registered'
          ? 'You will be asked to sign in first.'
          : ''}
      </p>
    </div>
  );
}
