// One step of the quote form (spec 2 §2): subheading, copy, rows of fields, the step's error message,
// the configured fail message after a failed submission, Back (above step 0) and Next or Submit.
import type { QuoteForm } from '@cle/contracts/quote-form';
import { Button } from '@cle/ui/button';
import { QuoteInput } from './quote-input';
import * as styles from './quote-modal.styles';

export function QuoteStep({
  step,
  showBack,
  data,
  errors,
  failure,
  sending,
  onChange,
  onBack,
}: {
  step: QuoteForm['steps'][number];
  showBack: boolean;
  data: Record<string, string>;
  errors: Record<string, string>;
  failure: string | null;
  sending: boolean;
  onChange: (name: string, value: string) => void;
  onBack: () => void;
}) {
  const shownError = Object.keys(errors).length ? step.errorMessage : null;
  return (
    <>
      <h3 css={styles.subheading}>{step.subheading}</h3>
      <p css={styles.flush}>{step.copy}</p>
      {step.rows.map((row, i) => (
        <div key={i} css={styles.row(row.fields.length)}>
          {row.fields.map((f) => (
            <QuoteInput
              key={f.name}
              field={f}
              value={data[f.name] ?? ''}
              error={errors[f.name] ?? null}
              onChange={(v) => onChange(f.name, v)}
            />
          ))}
        </div>
      ))}
      {shownError ? (
        <p role="alert" css={styles.error}>
          {shownError}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" css={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div css={styles.buttons}>
        {showBack ? (
          <Button type="button" variant="secondary" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : step.buttonText}
        </Button>
      </div>
    </>
  );
}
