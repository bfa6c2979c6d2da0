// The credit form as typed (strings) and what it becomes: the shared rules' values (@cle/contracts
// credit-form-rules, the same ones the API applies) and the payload the API saves. No React.
import {
  CERTIFICATE_FILE_TYPES,
  FILE_MESSAGES,
  MAX_CERTIFICATE_FILE_BYTES,
  fileNameProblem,
} from '@cle/contracts/certificate-schemas';
import type { Certificate, CertificateBlob, CertificateInput } from '@cle/contracts/certificate-schemas';
import {
  CREDITS_MAX_LENGTH,
  TRANSITION_LEVEL_NO,
  TRANSITION_LEVEL_YES,
  creditsTextIsValid,
} from '@cle/contracts/credit-form-rules';
import type { CreditFormValues } from '@cle/contracts/credit-form-rules';
import { formatUsDate, parseUsDate } from '@cle/contracts/us-date';

export type CreditKind = 'external' | 'carryover';
export type CreditFormMode = { kind: CreditKind; certificate?: Certificate };

export function modalTitle(mode: CreditFormMode): string {
  const verb = mode.certificate ? 'Edit' : 'Add';
  return `${verb} ${mode.kind === 'carryover' ? 'carryover' : 'external'} credit`;
}

interface CreditRowText {
  creditTypeSk: string;
  credits: string;
}

export interface CreditFormText {
  regionSk: string;
  programName: string;
  provider: string;
  /** MM/DD/YYYY as typed (read by @cle/contracts/us-date); for carryover the chosen period's start as yyyy-mm-dd */
  date: string;
  format: string;
  transitional: '' | 'yes' | 'no';
  rows: CreditRowText[];
  files: CertificateBlob[];
}

export function emptyForm(regionSk: number | null): CreditFormText {
  return {
    regionSk: regionSk ? String(regionSk) : '',
    programName: '',
    provider: '',
    date: '',
    format: '',
    transitional: '',
    rows: [{ creditTypeSk: '', credits: '' }],
    files: [],
  };
}

export function formFromCertificate(c: Certificate): CreditFormText {
  return {
    regionSk: String(c.regionKey),
    programName: c.programName,
    provider: c.certificateSource,
    date: c.isCarryover ? c.dateCompleted : formatUsDate(c.dateCompleted),
    format: c.format,
    transitional: c.transitionLevel === TRANSITION_LEVEL_NO ? 'no' : c.transitionLevel ? 'yes' : '',
    rows: c.creditTypes.length
      ? c.creditTypes.map((t) => ({ creditTypeSk: String(t.creditType_SK), credits: String(t.creditIssued) }))
      : [{ creditTypeSk: '', credits: '' }],
    files: c.certificateBlobs,
  };
}

/** The credits field lets through only digits with at most two decimals, 5 characters at most. */
export function acceptCreditsInput(previous: string, next: string): string {
  return next.length <= CREDITS_MAX_LENGTH && creditsTextIsValid(next) ? next : previous;
}

export function toRuleValues(f: CreditFormText, kind: CreditKind): CreditFormValues {
  return {
    programName: f.programName,
    provider: f.provider,
    dateCompleted: kind === 'carryover' ? f.date : (parseUsDate(f.date) ?? ''),
    format: f.format,
    isCarryover: kind === 'carryover',
    transitionLevel:
      f.transitional === 'yes' ? TRANSITION_LEVEL_YES : f.transitional === 'no' ? TRANSITION_LEVEL_NO : null,
    rows: f.rows.map((r) => ({
      creditTypeSk: r.creditTypeSk ? Number(r.creditTypeSk) : null,
      credits: r.credits.trim() === '' || r.credits === '.' ? null : Number(r.credits),
    })),
  };
}

export function toPayload(
  f: CreditFormText,
  kind: CreditKind,
  opts: { id?: number; checkCompliancePeriod: boolean; askTransitional: boolean },
): CertificateInput {
  const v = toRuleValues(f, kind);
  return {
    ...(opts.id ? { id: opts.id } : {}),
    programName: v.programName.trim(),
    certificateSource: v.provider.trim(),
    dateCompleted: v.dateCompleted,
    format: v.format,
    isCarryover: v.isCarryover,
    transitionLevel: opts.askTransitional && !v.isCarryover ? v.transitionLevel : null,
    // rows with 0 or no credits and no type are dropped on save
    creditTypes: v.rows
      .filter((r) => r.creditTypeSk != null || (r.credits ?? 0) > 0)
      .map((r) => ({ creditType_SK: r.creditTypeSk, creditIssued: r.credits })),
    certificateBlobs: f.files,
    checkCompliancePeriod: opts.checkCompliancePeriod,
  };
}

/** Credit types and credits wait for a date (or a period for carryover). */
export const creditsEnabled = (f: CreditFormText, kind: CreditKind) =>
  kind === 'carryover' ? f.date !== '' : parseUsDate(f.date) !== null;

/** Client-side checks before an upload (the server checks the bytes again). */
export function fileProblem(files: ArrayLike<File>): string | null {
  if (files.length === 0) return FILE_MESSAGES.missing;
  if (files.length > 1) return FILE_MESSAGES.onlyOne;
  const file = files[0]!;
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const allowedExt = ['pdf', 'jpg', 'jpeg', 'png'].includes(ext);
  const allowedType = !file.type || file.type in CERTIFICATE_FILE_TYPES;
  if (file.size === 0 || file.size > MAX_CERTIFICATE_FILE_BYTES || !allowedExt || !allowedType)
    return FILE_MESSAGES.typeOrSize;
  return null;
}

export const formIsDirty = (a: CreditFormText, b: CreditFormText) => JSON.stringify(a) !== JSON.stringify(b);
