// The card's expiry: month and year selects (the year from this year on); the month carries the message.
import { Field } from '@cle/ui/field';
import { expiryYears } from '../../../lib/payment-rules';
import { selectCss } from '@cle/ui/theme';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function ExpiryFields({
  month,
  year,
  error,
  onMonth,
  onYear,
}: {
  month: number | null;
  year: number | null;
  error: string | null;
  onMonth(month: number | null): void;
  onYear(year: number | null): void;
}) {
  return (
    <>
      <Field label="Expiration month" error={error}>
        {(control) => (
          <select
            {...control}
            value={month ?? ''}
            onChange={(e) => onMonth(e.target.value ? Number(e.target.value) : null)}
            css={selectCss}
          >
            <option value="">MM</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {String(m).padStart(2, '0')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Expiration year">
        {(control) => (
          <select
            {...control}
            value={year ?? ''}
            onChange={(e) => onYear(e.target.value ? Number(e.target.value) : null)}
            css={selectCss}
          >
            <option value="">YYYY</option>
            {expiryYears().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
