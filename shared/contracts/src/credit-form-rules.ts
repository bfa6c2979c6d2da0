// The credit form's rules (spec 2 §5 credit form), once for the modal and for the API that saves what it
// sends: the same values give the same messages in the browser and in a 400 from the server.

const CREDIT_FORM_MESSAGES = {
  programName: 'Enter a Program name',
  provider: 'Enter a Provider name',
  date: 'Enter a valid date',
  carryoverPeriod: 'Select a carryover period',
  outsidePeriod: 'Date outside compliance period',
  format: 'Select a format',
  creditType: 'Select a credit type',
  credits: 'Enter Credits',
  transitional: 'Select yes or no',
} as const;

const PROGRAM_NAME_MIN = 3;
export const PROGRAM_NAME_MAX = 300;
export const PROVIDER_SEARCH_MIN = 3;
export const CREDITS_MAX_LENGTH = 5;
/** digits with at most two decimals (what the credits field lets through while typing) */
const CREDITS_PATTERN = /^\d*(\.\d{0,2})?$/;
export const DISABLED_CREDITS_HINT = 'Please enter the date completed first.';
export const DISABLED_CARRYOVER_HINT = 'Please select the compliance period first.';

export const TRANSITION_LEVEL_YES = '1';
export const TRANSITION_LEVEL_NO = '2';

export interface CreditRow {
  creditTypeSk: number | null;
  /** null when empty */
  credits: number | null;
}

export interface CreditFormValues {
  programName: string;
  provider: string;
  /** yyyy-mm-dd or '' (carryover: the chosen period's start) */
  dateCompleted: string;
  format: string;
  isCarryover: boolean;
  /** null when unanswered */
  transitionLevel: string | null;
  rows: CreditRow[];
}

export interface CreditFormContext {
  /** the credit tracker checks the date against the period; the certificates page does not */
  checkCompliancePeriod: boolean;
  /** yyyy-mm-dd bounds, inclusive */
  period?: { start: string; end: string } | null;
  askTransitional: boolean;
  formats?: readonly string[];
}

type CreditFormField = 'programName' | 'provider' | 'dateCompleted' | 'format' | 'transitional';

export interface CreditFormErrors {
  fields: Partial<Record<CreditFormField, string>>;
  /** per row, by index */
  rows: Record<number, string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Credits as typed: digits, at most two decimals, at most 5 characters (99.99). */
export function creditsTextIsValid(text: string): boolean {
  return text.length <= CREDITS_MAX_LENGTH && CREDITS_PATTERN.test(text);
}

function hasTwoDecimalsAtMost(n: number): boolean {
  return Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-9 && n < 100;
}

export function validateCreditForm(v: CreditFormValues, ctx: CreditFormContext): CreditFormErrors {
  const fields: CreditFormErrors['fields'] = {};
  const rows: CreditFormErrors['rows'] = {};
  if (v.programName.trim().length < PROGRAM_NAME_MIN) fields.programName = CREDIT_FORM_MESSAGES.programName;
  if (!v.provider.trim()) fields.provider = CREDIT_FORM_MESSAGES.provider;
  if (!isIsoDate(v.dateCompleted)) {
    fields.dateCompleted = v.isCarryover ? CREDIT_FORM_MESSAGES.carryoverPeriod : CREDIT_FORM_MESSAGES.date;
  } else if (!v.isCarryover && ctx.checkCompliancePeriod && ctx.period) {
    if (v.dateCompleted < ctx.period.start || v.dateCompleted > ctx.period.end)
      fields.dateCompleted = CREDIT_FORM_MESSAGES.outsidePeriod;
  }
  if (!v.format || (ctx.formats && !ctx.formats.includes(v.format)))
    fields.format = CREDIT_FORM_MESSAGES.format;
  if (ctx.askTransitional && !v.isCarryover && !v.transitionLevel)
    fields.transitional = CREDIT_FORM_MESSAGES.transitional;
  v.rows.forEach((row, i) => {
    const credits = row.credits ?? 0;
    if (row.creditTypeSk == null && credits > 0) rows[i] = CREDIT_FORM_MESSAGES.creditType;
    else if (row.creditTypeSk != null && (credits <= 0 || !hasTwoDecimalsAtMost(credits)))
      rows[i] = CREDIT_FORM_MESSAGES.credits;
  });
  // a credit with no typed row at all says so on its first row
  if (v.rows.length === 0 || v.rows.every((r) => r.creditTypeSk == null))
    rows[0] ??= CREDIT_FORM_MESSAGES.creditType;
  return { fields, rows };
}

export function creditFormIsValid(e: CreditFormErrors): boolean {
  return Object.keys(e.fields).length === 0 && Object.keys(e.rows).length === 0;
}

/** The first message (what a 400 from the API carries), with the field it is about. */
export function firstCreditFormError(e: CreditFormErrors): { field: string; message: string } | null {
  const order: CreditFormField[] = ['programName', 'provider', 'dateCompleted', 'format', 'transitional'];
  for (const f of order) if (e.fields[f]) return { field: f, message: e.fields[f]! };
  const row = Object.keys(e.rows)
    .map(Number)
    .sort((a, b) => a - b)[0];
  return row === undefined ? null : { field: `creditTypes.${row}`, message: e.rows[row]! };
}

/** Rows with 0 or no credits are dropped on save. */
export function rowsToSave(rows: CreditRow[]): { creditTypeSk: number; credits: number }[] {
  return rows
    .filter(
      (r): r is { creditTypeSk: number; credits: number } => r.creditTypeSk != null && (r.credits ?? 0) > 0,
    )
    .map((r) => ({ creditTypeSk: r.creditTypeSk, credits: Math.round(r.credits * 100) / 100 }));
}
