import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { toast } from '@cle/contracts/toast';
import { formatPhone, PHONE_MAX_LENGTH, PHONE_PLACEHOLDER, quoteStepErrors } from '@cle/contracts/quote-form';
import type { QuoteField, QuoteForm } from '@cle/contracts/quote-form';
import { submitQuote } from './use-quote';
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { Dialog } from '@cle/ui/dialog';
import { Field } from '@cle/ui/field';
import { colors, focusRing, mq } from '@cle/ui/theme';

const controlCss = (invalid: boolean) =>
  ({
    font: 'inherit',
    padding: '8px 10px',
    border: `1px solid ${invalid ? colors.red : colors.inkSoft}`,
    borderRadius: 4,
    background: colors.paper,
    width: '100%',
    boxSizing: 'border-box',
    '&:focus-visible': focusRing,
  }) as const;

/** Today as yyyy-mm-dd in the visitor's own calendar (the date input's min). */
const isoToday = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function QuoteInput({
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
      {(control) => {
        const common = {
          ...control,
          name: field.name,
          required: field.required,
          css: controlCss(Boolean(error)),
        };
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
                autoComplete={
                  field.type === 'email' ? 'email' : field.type === 'zip' ? 'postal-code' : undefined
                }
                placeholder={field.placeholder ?? undefined}
                value={value}
                onChange={(e) => onChange(e.target.value)}
              />
            );
        }
      }}
    </Field>
  );
}

type Outcome = { kind: 'success' | 'failure'; message: string } | null;

/**
 * Spec 2 §2 request-a-quote modal: steps with heading, subheading, copy, step indicator, rows of
 * fields, Next (Submit on the last), the step's error message, and Back while the step is above 0.
 */

export function QuoteModal({ form, open, onClose }: { form: QuoteForm; open: boolean; onClose: () => void }) {
  const headingId = useId();
  const [step, setStep] = useState(0);
  const [data, setData] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const current = form.steps[step]!;
  const last = step === form.steps.length - 1;

  const close = () => {
    onClose();
    if (outcome?.kind === 'success') {
      setStep(0);
      setData({});
      setOutcome(null);
    }
  };

  const submit = async () => {
    setSending(true);
    setOutcome(null);
    try {
      await submitQuote(form.formId, data, current.submitUrl);
      setOutcome({ kind: 'success', message: form.successMessage });
      toast.show({ type: 'confirmation', content: form.successMessage });
    } catch (err) {
      // a field the server refused shows where it belongs; the configured fail message says it failed
      if (err instanceof ApiError && err.isClientError && err.body && typeof err.body === 'object') {
        const { field, message } = err.body as { field?: string; message?: string };
        if (field && message) {
          const at = form.steps.findIndex((s) => s.rows.some((r) => r.fields.some((f) => f.name === field)));
          if (at >= 0) setStep(at);
          setErrors({ [field]: message });
        }
      }
      setOutcome({ kind: 'failure', message: form.failMessage });
    } finally {
      setSending(false);
    }
  };

  const onNext = (e: FormEvent) => {
    e.preventDefault();
    const found = quoteStepErrors(current, data, new Date());
    setErrors(found);
    if (Object.keys(found).length) return;
    if (last) void submit();
    else setStep(step + 1);
  };

  const shownError = Object.keys(errors).length ? current.errorMessage : null;

  return (
    <Dialog open={open} onClose={close} placement="center" aria-labelledby={headingId}>
      <form onSubmit={onNext} noValidate css={{ display: 'grid', gap: 16 }}>
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 12 }}>
          <div>
            <p css={{ margin: 0, fontSize: 13, fontWeight: 700, color: colors.inkSoft }} aria-live="polite">
              {current.stepIndicator}
            </p>
            <h2 id={headingId} css={{ margin: '4px 0 0', fontSize: 24 }}>
              {current.heading}
            </h2>
          </div>
          <CloseButton aria-label="Close" onClick={close} />
        </div>
        {outcome?.kind === 'success' ? (
          <>
            <p role="status" css={{ margin: 0, color: colors.success, fontWeight: 600 }}>
              {outcome.message}
            </p>
            <div>
              <Button type="button" onClick={close}>
                Close
              </Button>
            </div>
          </>
        ) : (
          <>
            <h3 css={{ margin: 0, fontSize: 18 }}>{current.subheading}</h3>
            <p css={{ margin: 0 }}>{current.copy}</p>
            {current.rows.map((row, i) => (
              <div
                key={i}
                css={{
                  display: 'grid',
                  gap: 12,
                  [mq.md]: { gridTemplateColumns: `repeat(${row.fields.length}, minmax(0, 1fr))` },
                }}
              >
                {row.fields.map((f) => (
                  <QuoteInput
                    key={f.name}
                    field={f}
                    value={data[f.name] ?? ''}
                    error={errors[f.name] ?? null}
                    onChange={(v) => setData((d) => ({ ...d, [f.name]: v }))}
                  />
                ))}
              </div>
            ))}
            {shownError ? (
              <p role="alert" css={{ margin: 0, color: colors.red }}>
                {shownError}
              </p>
            ) : null}
            {outcome?.kind === 'failure' ? (
              <p role="alert" css={{ margin: 0, color: colors.red, fontWeight: 600 }}>
                {outcome.message}
              </p>
            ) : null}
            <div css={{ display: 'flex', gap: 12 }}>
              {step > 0 ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    setErrors({});
                    setOutcome(null);
                    setStep(step - 1);
                  }}
                >
                  Back
                </Button>
              ) : null}
              <Button type="submit" disabled={sending}>
                {sending ? 'Sending…' : current.buttonText}
              </Button>
            </div>
          </>
        )}
      </form>
    </Dialog>
  );
}
