import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@cle/ui/button';
import { colors, focusRing } from '@cle/ui/theme';
import {
  checkPromoCode,
  formatPromoCode,
  PROMO_APPLY_FAILED_MESSAGE,
  promoBoxOpen,
  shouldApplyPromo,
} from './promo-code';

export interface PromoOutcome {
  successes: string[];
  errors: string[];
}

export interface PromoCodeBoxProps {
  /** why the box cannot be used (signed out); the box is then open, disabled, with the reason */
  blockedReason: string | null;
  /** sends the code; resolves with the server's result messages, rejects when the call fails */
  onApply(code: string): Promise<PromoOutcome>;
}

export function PromoCodeBox({ blockedReason, onApply }: PromoCodeBoxProps) {
  const ids = { panel: useId(), input: useId(), reason: useId(), error: useId() };
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
      }
    } catch {
      setError(PROMO_APPLY_FAILED_MESSAGE);
      setValue(check.code);
    } finally {
      applyingRef.current = false;
      setApplying(false);
    }
  }

  const describedBy = [disabled ? ids.reason : null, error ? ids.error : null].filter(Boolean).join(' ');

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
          <label htmlFor={ids.input} css={{ display: 'block', fontSize: 14, marginBottom: 4 }}>
            Enter a promo code
          </label>
          <div css={{ display: 'flex', gap: 8 }}>
            <input
              id={ids.input}
              name="promoCode"
              value={value}
              onChange={(e) => setValue(formatPromoCode(e.target.value))}
              disabled={disabled || applying}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              css={{
                flex: 1,
                minWidth: 0,
                font: 'inherit',
                padding: '8px 10px',
                border: `1px solid ${error ? colors.red : colors.line}`,
                borderRadius: 4,
                letterSpacing: 1,
                '&:focus-visible': focusRing,
              }}
            />
            <Button type="submit" variant="secondary" disabled={disabled || applying}>
              {applying ? 'Applying…' : 'Apply'}
            </Button>
          </div>
          {disabled ? (
            <p id={ids.reason} css={{ margin: '8px 0 0', fontSize: 14, color: colors.inkSoft }}>
              {blockedReason}
            </p>
          ) : null}
          {error ? (
            <p id={ids.error} role="alert" css={{ margin: '8px 0 0', fontSize: 14, color: colors.red }}>
              {error}
            </p>
          ) : null}
          {successes.length ? (
            <p role="status" css={{ margin: '8px 0 0', fontSize: 14, color: colors.success }}>
              {successes.join(' ')}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
