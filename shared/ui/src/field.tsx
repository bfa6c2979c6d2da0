// Form fields wired to their label, hint and error text: the control gets aria-describedby (hint and
// error) and aria-invalid while an error shows; the error is announced as an alert.
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { colors, focusRing } from './theme';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** shown under the control while set */
  error?: string | null;
  hint?: ReactNode;
  /** hide the label visually (it still names the control) */
  hideLabel?: boolean;
  /** the control, given the props that wire it */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** The ids a field's control refers to, for controls that cannot be children (e.g. spread elsewhere). */
function fieldControlProps(
  id: string,
  ids: { hint?: string | null; error?: string | null },
): FieldControlProps {
  const describedBy = [ids.hint, ids.error].filter(Boolean).join(' ');
  return {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(ids.error ? { 'aria-invalid': true as const } : {}),
  };
}

const hiddenLabel = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
} as const;

export function Field({ label, error, hint, hideLabel = false, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={className} css={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id} css={hideLabel ? hiddenLabel : { fontWeight: 600 }}>
        {label}
      </label>
      {children(fieldControlProps(id, { hint: hintId, error: errorId }))}
      {hint ? (
        <span id={hintId!} css={{ fontSize: 13, color: colors.inkSoft }}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId!} role="alert" css={{ margin: 0, fontSize: 13, color: colors.red }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text input in a Field. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  className,
  ...input
}: Omit<FieldProps, 'children'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          css={{
            font: 'inherit',
            padding: '8px 10px',
            border: `1px solid ${error ? colors.red : colors.inkSoft}`,
            borderRadius: 4,
            '&:focus-visible': focusRing,
          }}
        />
      )}
    </Field>
  );
}
