import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '@cle/ui/field';
import { Button } from '@cle/ui/button';
import { colors, focusRing } from '@cle/ui/theme';
import {
  checkPromoCode,
  formatPromoCode,
  PROMO_APPLY_FAILED_MESSAGE,
  promoBoxOpen,
  shouldApplyPromo,
} from './promo-code';
import { removeButtonCss } from '../../lib/styles';

interface PromoOutcome {
  successes: string[];
  errors: string[];
}

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
  // the code last applied here, to name it beside its Remove button (the cart itself does not say)
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const ids = { panel: useId() };
  const [userOpened, setUserOpened] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [successes, setSuccesses] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);
  // a ref, not state: two quick submits must see the first one in progress
  const applyingRef = useRef(false);
  const disabled = Boolean(blockedReason);
  const open = disabled || promoBoxOpen(userOpened, error);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkPromoCode(value);
    if (check.kind === 'empty') return;
    setUserOpened(true);
    // the input clears on submit; on an error the box refills the last code entered
    setValue('');
    setSuccesses([]);
    if (check.kind === 'invalid') {
      setError(check.message);
      setValue(check.code);
      return;
    }
    if (!shouldApplyPromo(check, applyingRef.current)) return;
    applyingRef.current = true;
    setApplying(true);
    try {
      const outcome = await onApply(check.code);
      if (outcome.errors.length) {
        setError(outcome.errors.join(' '));
        setValue(check.code);
      } else {
        setError(null);
        setSuccesses(outcome.successes);
        setAppliedCode(check.code);
      }
    } catch {
      setError(PROMO_APPLY_FAILED_MESSAGE);
      setValue(check.code);
    } finally {
      applyingRef.current = false;
      setApplying(false);
    }
  }

  return (
    <div css={{ borderTop: `1px solid ${colors.line}`, paddingTop: 12 }}>
      <h3 css={{ margin: 0, fontSize: 16 }}>
        {disabled ? (
          'Promo code'
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={ids.panel}
            onClick={() => setUserOpened((o) => !o)}
            css={{
              font: 'inherit',
              fontWeight: 700,
              background: 'none',
              border: 0,
              padding: 0,
              cursor: 'pointer',
              color: colors.ink,
              '&:focus-visible': focusRing,
            }}
          >
            Promo code <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        )}
      </h3>
      {open ? (
        <form id={ids.panel} onSubmit={(e) => void submit(e)} noValidate css={{ marginTop: 10 }}>
          <div css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <TextField
              label="Enter a promo code"
              name="promoCode"
              value={value}
              onChange={(e) => setValue(formatPromoCode(e.target.value))}
              disabled={disabled || applying}
              autoComplete="off"
              spellCheck={false}
              error={error}
              hint={blockedReason}
              css={{ flex: 1, minWidth: 0, fontSize: 14, '& input': { letterSpacing: 1 } }}
            />
            <Button type="submit" variant="secondary" disabled={disabled || applying} css={{ marginTop: 24 }}>
              {applying ? 'Applying…' : 'Apply'}
            </Button>
          </div>
          {successes.length ? (
            <p role="status" css={{ margin: '8px 0 0', fontSize: 14, color: colors.success }}>
              {successes.join(' ')}
            </p>
          ) : null}
        </form>
      ) : null}
      {promoApplied && onRemove ? (
        <p css={{ display: 'flex', gap: 12, alignItems: 'center', fontSize: 14, margin: '10px 0 0' }}>
          <span>
            {appliedCode ? (
              <>
                Promo code <strong>{appliedCode.toUpperCase()}</strong> applied
              </>
            ) : (
              'A promo code is applied'
            )}
          </span>
          <button
            type="button"
            disabled={removing}
            aria-label="Remove promo code"
            onClick={() => {
              setRemoving(true);
              setSuccesses([]);
              void onRemove().finally(() => setRemoving(false));
            }}
            css={removeButtonCss}
          >
            Remove
          </button>
        </p>
      ) : null}
    </div>
  );
}
