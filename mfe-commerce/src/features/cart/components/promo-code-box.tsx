// The promo code box of the cart and checkout summaries: folded behind 'Promo code +' until opened (or
// an error shows), the entry form, and the applied code with Remove.
import { useId, useState } from 'react';
import { usePromoEntry } from '../api/use-promo-entry';
import type { PromoOutcome } from '../api/use-promo-entry';
import { promoBoxOpen } from '../promo-code';
import { AppliedPromo } from './applied-promo';
import { boxCss, headingCss, toggleCss } from './promo-code-box.styles';
import { PromoEntryForm } from './promo-entry-form';

export interface PromoCodeBoxProps {
  /** why the box cannot be used (signed out); the box is then open, disabled, with the reason */
  blockedReason: string | null;
  /** sends the code; resolves with the server's result messages, rejects when the call fails */
  onApply(code: string): Promise<PromoOutcome>;
  /** whether the cart carries a promo code now (its promo discount or lines' priority codes) */
  promoApplied?: boolean;
  /** removes the applied promo code; the caller says how it went */
  onRemove?(): Promise<void>;
}

export function PromoCodeBox({ blockedReason, onApply, promoApplied = false, onRemove }: PromoCodeBoxProps) {
  const [removing, setRemoving] = useState(false);
  const ids = { panel: useId() };
  const [userOpened, setUserOpened] = useState(false);
  const entry = usePromoEntry(onApply, () => setUserOpened(true));
  const disabled = Boolean(blockedReason);
  const open = disabled || promoBoxOpen(userOpened, entry.error);

  return (
    <div css={boxCss}>
      <h3 css={headingCss}>
        {disabled ? (
          'Promo code'
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={ids.panel}
            onClick={() => setUserOpened((o) => !o)}
            css={toggleCss}
          >
            Promo code <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        )}
      </h3>
      {open ? <PromoEntryForm id={ids.panel} entry={entry} blockedReason={blockedReason} /> : null}
      {promoApplied && onRemove ? (
        <AppliedPromo
          code={entry.appliedCode}
          removing={removing}
          onRemove={() => {
            setRemoving(true);
            entry.clearSuccesses();
            void onRemove().finally(() => setRemoving(false));
          }}
        />
      ) : null}
    </div>
  );
}
