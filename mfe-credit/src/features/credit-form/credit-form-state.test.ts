import { FILE_MESSAGES } from '@cle/contracts/certificate-schemas';
import { validateCreditForm } from '@cle/contracts/credit-form-rules';
import {
  acceptCreditsInput,
  creditsEnabled,
  emptyForm,
  fileProblem,
  modalTitle,
  toPayload,
  toRuleValues,
} from './credit-form-state';
import type { CreditFormText } from './credit-form-state';

const form = (over: Partial<CreditFormText> = {}): CreditFormText => ({
  ...emptyForm(132),
  programName: 'Ethics 101',
  provider: 'Bar Academy',
  date: '03/04/2026',
  format: 'Live',
  rows: [{ creditTypeSk: '1', credits: '2.5' }],
  ...over,
});
const errorsOf = (f: CreditFormText, kind: 'external' | 'carryover' = 'external', ctx = {}) =>
  validateCreditForm(toRuleValues(f, kind), { checkCompliancePeriod: false, askTransitional: false, ...ctx });

test('[S2-CREDITFORM-01] [S2-CREDITFORM-02] [S2-CREDITFORM-03] [S2-CREDITFORM-04] the four titles', () => {
  const c = { id: 1 } as never;
  expect(modalTitle({ kind: 'external' })).toBe('Add external credit');
  expect(modalTitle({ kind: 'external', certificate: c })).toBe('Edit external credit');
  expect(modalTitle({ kind: 'carryover' })).toBe('Add carryover credit');
  expect(modalTitle({ kind: 'carryover', certificate: c })).toBe('Edit carryover credit');
});

test('[S2-CREDITFORM-13] [S2-CREDITFORM-14] [S2-CREDITFORM-16] [S2-CREDITFORM-17] [S2-CREDITFORM-20] messages for name, provider, date, period and format', () => {
  expect(errorsOf(form({ programName: 'ab' })).fields.programName).toBe('Enter a Program name');
  expect(errorsOf(form({ programName: 'abc' })).fields.programName).toBeUndefined();
  expect(errorsOf(form({ provider: ' ' })).fields.provider).toBe('Enter a Provider name');
  expect(errorsOf(form({ date: '13/40/2026' })).fields.dateCompleted).toBe('Enter a valid date');
  expect(errorsOf(form({ date: '' }), 'carryover').fields.dateCompleted).toBe('Select a carryover period');
  expect(errorsOf(form({ format: '' })).fields.format).toBe('Select a format');
});

test('[S2-CREDITFORM-18] [S2-CREDITFORM-19] the date must fall in the compliance period on the tracker only', () => {
  const period = { start: '2025-01-01', end: '2026-12-31' };
  expect(
    errorsOf(form({ date: '12/31/2024' }), 'external', { checkCompliancePeriod: true, period }).fields
      .dateCompleted,
  ).toBe('Date outside compliance period');
  expect(
    errorsOf(form({ date: '12/31/2024' }), 'external', { checkCompliancePeriod: false, period }).fields
      .dateCompleted,
  ).toBeUndefined();
});

test('[S2-CREDITFORM-21] [S2-CREDITFORM-22] [S2-CREDITFORM-23] credit type rows', () => {
  expect(errorsOf(form({ rows: [{ creditTypeSk: '', credits: '2' }] })).rows[0]).toBe('Select a credit type');
  expect(errorsOf(form({ rows: [{ creditTypeSk: '', credits: '' }] })).rows[0]).toBe('Select a credit type');
  // S2-CREDITFORM-22: one typed row is enough; an empty row beside it is not flagged
  const typedAndEmpty = [
    { creditTypeSk: '1', credits: '2' },
    { creditTypeSk: '', credits: '' },
  ];
  expect(errorsOf(form({ rows: typedAndEmpty })).rows).toEqual({});
  expect(errorsOf(form({ rows: [{ creditTypeSk: '1', credits: '0' }] })).rows[0]).toBe('Enter Credits');
  expect(errorsOf(form({ rows: [{ creditTypeSk: '1', credits: '' }] })).rows[0]).toBe('Enter Credits');
});

test('[S2-CREDITFORM-24] [S2-CREDITFORM-25] [S2-CREDITFORM-26] [S2-CREDITFORM-27] the transitional question: required unless carryover; yes is 1, no is 2', () => {
  expect(errorsOf(form(), 'external', { askTransitional: true }).fields.transitional).toBe(
    'Select yes or no',
  );
  expect(errorsOf(form(), 'carryover', { askTransitional: true }).fields.transitional).toBeUndefined();
  const opts = { checkCompliancePeriod: false, askTransitional: true };
  expect(toPayload(form({ transitional: 'yes' }), 'external', opts).transitionLevel).toBe('1');
  expect(toPayload(form({ transitional: 'no' }), 'external', opts).transitionLevel).toBe('2');
});

test('[S2-CREDITFORM-28] [S2-CREDITFORM-29] [S2-CREDITFORM-30] credits: two decimals, 5 characters; empty rows dropped', () => {
  expect(acceptCreditsInput('1', '1.25')).toBe('1.25');
  expect(acceptCreditsInput('1.25', '1.255')).toBe('1.25');
  expect(acceptCreditsInput('12.5', '12.50')).toBe('12.50');
  expect(acceptCreditsInput('12.50', '12.501')).toBe('12.50');
  expect(acceptCreditsInput('', 'a')).toBe('');
  const p = toPayload(
    form({
      rows: [
        { creditTypeSk: '1', credits: '2' },
        { creditTypeSk: '', credits: '' },
        { creditTypeSk: '', credits: '0' },
      ],
    }),
    'external',
    { checkCompliancePeriod: false, askTransitional: false },
  );
  expect(p.creditTypes).toEqual([{ creditType_SK: 1, creditIssued: 2 }]);
  expect(p.dateCompleted).toBe('2026-03-04');
});

test('[S2-CREDITFORM-31] [S2-CREDITFORM-32] credits wait for a date, or a period for carryover', () => {
  expect(creditsEnabled(form({ date: '' }), 'external')).toBe(false);
  expect(creditsEnabled(form({ date: '03/04/2026' }), 'external')).toBe(true);
  expect(creditsEnabled(form({ date: '' }), 'carryover')).toBe(false);
  expect(creditsEnabled(form({ date: '2026-01-01' }), 'carryover')).toBe(true);
});

test('[S2-VALID-21] [S2-VALID-22] [S2-VALID-23] [S2-VALID-24] [S2-VALID-25] client-side file checks before upload', () => {
  const f = (name: string, size: number, type = 'application/pdf') =>
    ({ name, size, type }) as unknown as File;
  expect(fileProblem([f('a.pdf', 10), f('b.pdf', 10)])).toBe(FILE_MESSAGES.onlyOne);
  expect(fileProblem([f('a.pdf', 5_242_881)])).toBe(FILE_MESSAGES.typeOrSize);
  expect(fileProblem([f('a.pdf', 5_242_880)])).toBeNull();
  expect(fileProblem([f('a.exe', 10, 'application/x-msdownload')])).toBe(FILE_MESSAGES.typeOrSize);
  expect(fileProblem([f('scan.PNG', 10, 'image/png')])).toBeNull();
  for (const c of ['@', '$', '%', '&', '\\', ':', '*', '?', '#'])
    expect(fileProblem([f(`a${c}b.pdf`, 10)])).toBe(FILE_MESSAGES.name);
});
