import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Field } from '@cle/ui/field';
import { visuallyHidden } from '@cle/ui/theme';
import type { CartLine } from '../../../lib/cart-payload';
import {
  INVALID_QUANTITY_LABEL,
  MORE_FROM,
  MORE_OPTION,
  optionFor,
  QUANTITY_OPTIONS,
  quantityChanged,
  quantityEntry,
  NUMBERS_ONLY_MESSAGE,
  validateQuantity,
} from '../quantity-rules';
import { fieldCss, inputCss, wrapCss } from './quantity-field.styles';

export interface QuantityFieldProps {
  line: Pick<CartLine, 'code' | 'displayName' | 'quantity' | 'maxQuantity' | 'isStockItem'>;
  /** customer service phone for the maximum message */
  phone: string | null;
  busy: boolean;
  onApply(quantity: number): void;
}

/** While typing: only numbers, said as soon as something else is typed (the rest waits for blur or Enter). */
function typedQuantityError(value: string): { label: string; message: string } | null {
  return value.trim() && !/^\d+$/.test(value.trim())
    ? { label: INVALID_QUANTITY_LABEL, message: NUMBERS_ONLY_MESSAGE }
    : null;
}

/**
 * A line's quantity: the dropdown 1-4 and 5+, or free text (numbers only). A typed quantity is applied
 * on blur or Enter; a dropdown choice at once. A rejected quantity is not sent.
 */
export function QuantityField({ line, phone, busy, onApply }: QuantityFieldProps) {
  const [moreChosen, setMoreChosen] = useState(false);
  const [draft, setDraft] = useState(String(line.quantity));
  const [error, setError] = useState<{ label: string; message: string } | null>(null);
  const entry = quantityEntry(line, moreChosen);
  const inputRef = useRef<HTMLInputElement>(null);

  // choosing 5+ swaps the dropdown for the text entry: move focus there so typing can go on
  useEffect(() => {
    if (moreChosen) inputRef.current?.focus();
  }, [moreChosen]);

  function commit(raw: string) {
    const check = validateQuantity(raw, line.maxQuantity, phone);
    if (!check.ok) {
      setError({ label: check.label, message: check.message });
      return;
    }
    setError(null);
    if (quantityChanged(line.quantity, check.quantity)) onApply(check.quantity);
  }

  function onSelect(value: string) {
    if (value === MORE_OPTION) {
      setMoreChosen(true);
      setDraft(String(Math.max(line.quantity, MORE_FROM)));
      return;
    }
    commit(value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(draft);
    }
  }

  return (
    <Field
      label={
        <>
          Quantity<span css={visuallyHidden}> of {line.displayName}</span>
        </>
      }
      error={error ? `${error.label}. ${error.message}` : null}
      css={wrapCss}
    >
      {(control) =>
        entry === 'select' ? (
          <select
            {...control}
            value={optionFor(line.quantity)}
            disabled={busy}
            onChange={(e) => onSelect(e.target.value)}
            css={fieldCss}
          >
            {QUANTITY_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            disabled={busy}
            ref={inputRef}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(typedQuantityError(e.target.value));
            }}
            onBlur={() => commit(draft)}
            onKeyDown={onKeyDown}
            css={inputCss(Boolean(error))}
          />
        )
      }
    </Field>
  );
}
