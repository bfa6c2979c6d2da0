// The quote form's calls (spec 2 §7): the form (GET /form/{formId}), the submission (/form/post) and the
// copy the submitting step's form handler gets.
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { FormPostResponseSchema, QuoteFormSchema } from '@cle/contracts/quote-form';
import type { QuoteForm } from '@cle/contracts/quote-form';

export function useQuoteForm(formId: string | null) {
  return useSWR<QuoteForm, Error>(formId ? `/form/${formId}` : null, (path: string) =>
    apiRequest(path, { schema: QuoteFormSchema, auth: false }),
  );
}

/**
 * Spec 2 §7: the submitting step's form handler (the marketing system) also gets the data, no-cors and
 * url-encoded, as a plain HTML form post would send it. Its answer is opaque by design: a failure is
 * logged, and the submission already stored by /form/post stands.
 */
function postToFormHandler(submitUrl: string, formId: string, data: Record<string, string>) {
  // a safelisted content type, so no-cors may send it; the body as text so every fetch encodes it alike
  fetch(new URL(submitUrl, window.location.href), {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ formId, ...data }).toString(),
  }).catch((err: unknown) => console.error('[quote] the form handler post failed', err));
}

/** Stores the submission; then the step's form handler (if it has one) gets a copy. */
export async function submitQuote(formId: string, data: Record<string, string>, submitUrl?: string | null) {
  await apiRequest('/form/post', {
    method: 'POST',
    body: { formId, ...data },
    schema: FormPostResponseSchema,
  });
  if (submitUrl) postToFormHandler(submitUrl, formId, data);
}
