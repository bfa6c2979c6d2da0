// One field of the quote form (spec 2 §2): its label (required marked), hint and error, and the control
// its type asks for: a dropdown, a text area, a formatted phone number, a date from today, or text.
import { formatPhone, PHONE_MAX_LENGTH, PHONE_PLACEHOLDER } from '@cle/contracts/quote-form';
import type { QuoteField } from '@cle/contracts/quote-form';
import { Field } from '@cle/ui/field';
import type { FieldControlProps } from '@cle/ui/field';
import * as styles from './quote-input.styles';

/** Today as yyyy-mm-dd in the visitor's own calendar (the date input's min). */
const isoToday = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function QuoteInput({
  field,
  value,
  error,
  onChange,
}: {
  field: QuoteField;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  const label = field.required ? `${field.label} (required)` : field.label;
  return (
    <Field label={label} error={error} hint={field.description ?? undefined}>
      {(control) => (
        <QuoteControl
          field={field}
          common={{
            ...control,
            name: field.name,
            required: field.required,
            css: styles.control(Boolean(error)),
          }}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

function QuoteControl({
  field,
  common,
  value,
  onChange,
}: {
  field: QuoteField;
  common: FieldControlProps & { name: string; required: boolean; css: ReturnType<typeof styles.control> };
  value: string;
  onChange: (v: string) => void;
}) {
  switch (field.type) {
    case 'select':
      return (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.placeholder ?? 'Select…'}</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={4}
          maxLength={2000}
          value={value}
          placeholder={field.placeholder ?? undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'phone':
      return (
        <input
          {...common}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_MAX_LENGTH}
          placeholder={field.placeholder ?? PHONE_PLACEHOLDER}
          value={value}
          onChange={(e) => onChange(formatPhone(e.target.value))}
        />
      );
    case 'date':
      return (
        <input
          {...common}
          type="date"
          min={isoToday(new Date())}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          inputMode={field.type === 'zip' || field.type === 'number' ? 'numeric' : undefined}
          autoComplete={field.type === 'email' ? 'email' : field.type === 'zip' ? 'postal-code' : undefined}
          placeholder={field.placeholder ?? undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
