// The promo code entry (spec 3 §4.7, §5): the typed code, its check, one apply at a time (the write is
// the caller's onApply), and what the store answered.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { checkPromoCode, formatPromoCode, PROMO_APPLY_FAILED_MESSAGE, shouldApplyPromo } from '../promo-code';

export interface PromoOutcome {
  successes: string[];
  errors: string[];
}

export type PromoEntry = ReturnType<typeof usePromoEntry>;

/** `onEntered` runs when a code is submitted (the box stays open to show what became of it). */
export function usePromoEntry(onApply: (code: string) => Promise<PromoOutcome>, onEntered: () => void) {
  // the code last applied here, to name it beside its Remove button (the cart itself does not say)
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [successes, setSuccesses] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);
  // a ref, not state: two quick submits must see the first one in progress
  const applyingRef = useRef(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkPromoCode(value);
    if (check.kind === 'empty') return;
    onEntered();
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

  return {
    value,
    type: (raw: string) => setValue(formatPromoCode(raw)),
    error,
    successes,
    clearSuccesses: () => setSuccesses([]),
    applying,
    appliedCode,
    submit,
  };
}
