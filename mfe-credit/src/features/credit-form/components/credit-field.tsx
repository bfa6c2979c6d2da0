// One field of the credit modal: its label, a text input or a select, and its error (described by it,
// marked invalid while it has one). The modal lists its fields as a small table of these.
import type { InputHTMLAttributes } from 'react';
import * as styles from '../credit-modal.styles';

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" css={styles.errorText}>
      {message}
    </p>
  ) : null;
}

/** aria-describedby/aria-invalid while the control has an error */
export const describedBy = (id: string, message?: string) =>
  message ? { 'aria-describedby': id, 'aria-invalid': true as const } : {};

export interface FieldSpec {
  /** the control's id is `${ids}-${name}` */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** the error's id suffix when it is not `${name}-err` (the date and the carryover period share one) */
  errorName?: string;
  /** a select: the empty choice's text and the choices */
  select?: { empty: string; options: { value: string | number; label: string }[] };
  /** a text input's own attributes */
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'maxLength' | 'placeholder' | 'inputMode' | 'list' | 'autoComplete' | 'onBlur'
  >;
  /** false: the error is shown elsewhere (after a control that follows) */
  showError?: boolean;
}

export function CreditField({ ids, field }: { ids: string; field: FieldSpec }) {
  const id = `${ids}-${field.name}`;
  const errorId = `${ids}-${field.errorName ?? `${field.name}-err`}`;
  const common = {
    id,
    css: styles.input,
    value: field.value,
    ...describedBy(errorId, field.error),
  };
  return (
    <>
      <label css={styles.label} htmlFor={id}>
        {field.label}
      </label>
      {field.select ? (
        <select {...common} onChange={(e) => field.onChange(e.target.value)}>
          <option value="">{field.select.empty}</option>
          {field.select.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} {...field.input} onChange={(e) => field.onChange(e.target.value)} />
      )}
      {field.showError === false ? null : <FieldError id={errorId} message={field.error} />}
    </>
  );
}
