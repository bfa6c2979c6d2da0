// The request-a-quote form (spec 2 §2, §3 "Quote form step", §5): its definition's schema and the
// validation rules, pure and shared, so the modal and POST /form/post refuse the same input with the
// same messages.
import * as z from 'zod/mini';
import { parsePostalCode, ZIP_FORMAT_MESSAGE } from './address-rules';

const QUOTE_FIELD_TYPES = ['text', 'email', 'phone', 'zip', 'date', 'select', 'textarea', 'number'] as const;

/** Spec 2 §3: a field has label, name, type, required, placeholder, options and description. */
const QuoteFieldSchema = z.object({
  label: z.string(),
  name: z.string(),
  type: z.enum(QUOTE_FIELD_TYPES),
  required: z.boolean(),
  placeholder: z.nullable(z.string()),
  options: z.array(z.object({ value: z.string(), text: z.string() })),
  description: z.nullable(z.string()),
});
export type QuoteField = z.infer<typeof QuoteFieldSchema>;

/** Spec 2 §3: heading, subheading, copy, step indicator, rows of fields, next/submit, error message. */
const QuoteStepSchema = z.object({
  heading: z.string(),
  subheading: z.string(),
  copy: z.string(),
  stepIndicator: z.string(),
  rows: z.array(z.object({ fields: z.array(QuoteFieldSchema) })),
  buttonText: z.string(),
  errorMessage: z.string(),
  /** the form handler the submitting step also posts its data to (spec 2 §7: no-cors, url-encoded) */
  submitUrl: z.optional(z.string()),
});
export type QuoteStep = z.infer<typeof QuoteStepSchema>;

/** GET /form/{formId}: the form as the CMS configures it. */
export const QuoteFormSchema = z.object({
  formId: z.string(),
  steps: z.array(QuoteStepSchema),
  successMessage: z.string(),
  failMessage: z.string(),
});
export type QuoteForm = z.infer<typeof QuoteFormSchema>;

/** POST /form/post answer. */
export const FormPostResponseSchema = z.object({ id: z.number(), formId: z.string() });

/** Spec 2 §5 messages. */
export const REQUIRED_MESSAGE = 'Required';
const EMAIL_MESSAGE = 'Please enter a valid email';
/** The same spec text as the store's address form (one definition). */
const ZIP_MESSAGE = ZIP_FORMAT_MESSAGE;
/** The spec gives no wording for a phone number that is too short: this one is ours. */
const PHONE_MESSAGE = 'Please enter a valid phone number';
const dateMinMessage = (min: string) => `Please enter a date greater than or equal to ${min}.`;
const DATE_INVALID_MESSAGE = 'Please enter a valid date (MM/DD/YYYY).';
/** Spec 2 §9: phone max 20 characters; §5 placeholder. */
export const PHONE_MAX_LENGTH = 20;
export const PHONE_PLACEHOLDER = '+1 (XXX) XXX-XXXX';

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;

/**
 * Spec 2 §5: the phone is stripped to digits and formatted (xxx) xxx-xxxx, or with a + country prefix
 * (+c (xxx) xxx-xxxx, the country code being the digits before the last ten), capped at 20 characters.
 */
export function formatPhone(input: string): string {
  const international = input.trim().startsWith('+');
  const digits = input.replace(/\D/g, '');
  if (!digits) return international ? '+' : '';
  const national = international ? digits.slice(Math.max(0, digits.length - 10)) : digits.slice(0, 10);
  const country = international ? digits.slice(0, Math.max(0, digits.length - 10)) : '';
  const area = national.slice(0, 3);
  const mid = national.slice(3, 6);
  const last = national.slice(6, 10);
  let local = area.length < 3 && !mid ? area : `(${area})`;
  if (mid) local += ` ${mid}`;
  if (last) local += `-${last}`;
  const formatted = international ? (country ? `+${country} ${local}` : `+${local}`) : local;
  return formatted.slice(0, PHONE_MAX_LENGTH);
}

/** A complete phone number: ten national digits, with or without a country prefix. */
function isCompletePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return value.trim().startsWith('+') ? digits.length >= 11 && digits.length <= 15 : digits.length === 10;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/dd/yyyy (spec 2 §5). */
const formatUsDate = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;

/** An ISO date (yyyy-mm-dd, what a date input gives) or MM/dd/yyyy, as a local calendar day; null if invalid. */
function parseFormDate(value: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y) return null;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return date.getFullYear() === Number(y) && date.getMonth() === Number(m) - 1 && date.getDate() === Number(d)
    ? date
    : null;
}

/** One field's error message, or null when the value is acceptable. `today` is the caller's calendar day. */
function quoteFieldError(field: QuoteField, raw: unknown, today: Date): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return field.required ? REQUIRED_MESSAGE : null;
  switch (field.type) {
    case 'email':
      return EMAIL_PATTERN.test(value) && value.length <= 254 ? null : EMAIL_MESSAGE;
    case 'zip':
      return parsePostalCode('USA', value) ? null : ZIP_MESSAGE;
    case 'phone':
      return value.length <= PHONE_MAX_LENGTH && isCompletePhone(value) ? null : PHONE_MESSAGE;
    case 'select':
      // a required dropdown needs one of its own options (S2-QUOTE-11)
      return field.options.some((o) => o.value === value) ? null : REQUIRED_MESSAGE;
    case 'number':
      return /^\d{1,7}$/.test(value) ? null : 'Please enter a whole number';
    case 'date': {
      const date = parseFormDate(value);
      if (!date) return DATE_INVALID_MESSAGE;
      const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
      return date < day ? dateMinMessage(formatUsDate(day)) : null;
    }
    default:
      return value.length <= 2000 ? null : 'Please enter at most 2000 characters';
  }
}

export const stepFields = (step: QuoteStep) => step.rows.flatMap((r) => r.fields);

/** Every error of one step, keyed by field name (empty when the step may go forward). */
export function quoteStepErrors(
  step: QuoteStep,
  data: Record<string, unknown>,
  today: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of stepFields(step)) {
    const error = quoteFieldError(field, data[field.name], today);
    if (error) errors[field.name] = error;
  }
  return errors;
}
