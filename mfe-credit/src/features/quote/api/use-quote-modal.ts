// The quote modal's state (spec 2 §2, §7): the step, the data typed so far, the step's errors, and the
// submission: stored by /form/post, a field the server refused shown on its step, a toast on success.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { toast } from '@cle/contracts/toast';
import { quoteStepErrors } from '@cle/contracts/quote-form';
import type { QuoteForm } from '@cle/contracts/quote-form';
import { submitQuote } from './use-quote';

type Outcome = { kind: 'success' | 'failure'; message: string } | null;

export function useQuoteModal(form: QuoteForm, onClose: () => void) {
  const [step, setStep] = useState(0);
  const [data, setData] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const current = form.steps[step]!;

  /** A field the server refused shows on its own step, with the server's message. */
  const showRefusedField = (err: unknown) => {
    if (!(err instanceof ApiError && err.isClientError && err.body && typeof err.body === 'object')) return;
    const { field, message } = err.body as { field?: string; message?: string };
    if (!field || !message) return;
    const at = form.steps.findIndex((s) => s.rows.some((r) => r.fields.some((f) => f.name === field)));
    if (at >= 0) setStep(at);
    setErrors({ [field]: message });
  };

  const submit = async () => {
    setSending(true);
    setOutcome(null);
    try {
      await submitQuote(form.formId, data, current.submitUrl);
      setOutcome({ kind: 'success', message: form.successMessage });
      toast.show({ type: 'confirmation', content: form.successMessage });
    } catch (err) {
      // the configured fail message says it failed
      showRefusedField(err);
      setOutcome({ kind: 'failure', message: form.failMessage });
    } finally {
      setSending(false);
    }
  };

  return {
    step,
    current,
    data,
    errors,
    sending,
    outcome,
    setValue: (name: string, value: string) => setData((d) => ({ ...d, [name]: value })),
    /** closing after a success starts the form again */
    close: () => {
      onClose();
      if (outcome?.kind === 'success') {
        setStep(0);
        setData({});
        setOutcome(null);
      }
    },
    /** Next (Submit on the last step): the step's errors hold it */
    next: (e: FormEvent) => {
      e.preventDefault();
      const found = quoteStepErrors(current, data, new Date());
      setErrors(found);
      if (Object.keys(found).length) return;
      if (step === form.steps.length - 1) void submit();
      else setStep(step + 1);
    },
    back: () => {
      setErrors({});
      setOutcome(null);
      setStep(step - 1);
    },
  };
}
