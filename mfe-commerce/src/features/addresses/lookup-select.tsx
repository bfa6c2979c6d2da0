// A select of the address form filled from the API's lookups (type, country, state), with its label,
// its message and a first empty choice.
import { Field } from '@cle/ui/field';
import { selectCss } from '@cle/ui/theme';

export function LookupSelect({
  label,
  error,
  name,
  value,
  placeholder,
  options,
  onChange,
}: {
  label: string;
  error: string | null;
  name: string;
  value: string;
  placeholder: string;
  options: { key: string | number; value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          css={selectCss}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.key} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
