// The license form (spec 2 §5): type, jurisdiction, number, year admitted, compliance group, with the
// rules of license-rules.ts. Logged-out visitors pick only a type and a jurisdiction.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CreditJurisdiction, LicenseBody, LicenseField } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Field, TextField } from '@cle/ui/field';
import { selectCss } from '@cle/ui/theme';
import * as styles from './license-form.styles';
import {
  changeField,
  draftErrors,
  EMPTY_DRAFT,
  jurisdictionsFor,
  licenseTypes,
  toBody,
  visibleFields,
  yearInput,
  yearPickerRange,
} from '../license-rules';
import type { LicenseDraft } from '../license-rules';

/** One of the form's selects: an empty choice first; a chosen number, or null for the empty one. */
function NumberSelect({
  label,
  error,
  value,
  disabled,
  empty,
  options,
  onChange,
}: {
  label: string;
  error?: string;
  value: number | null;
  disabled?: boolean;
  empty: string;
  options: { value: number; label: string }[];
  onChange: (value: number | null) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          css={selectCss}
          disabled={disabled}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{empty}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** S2-VALID-07/08: digits only, 4 at most; the picker offers the years the form accepts (decision 059). */
function YearAdmittedField({
  value,
  error,
  currentYear,
  onChange,
}: {
  value: string;
  error?: string;
  currentYear: number;
  onChange: (year: string) => void;
}) {
  const yearListId = useId();
  return (
    <>
      <TextField
        label="Year admitted (optional)"
        inputMode="numeric"
        maxLength={4}
        list={yearListId}
        value={value}
        error={error}
        onChange={(e) => onChange(yearInput(e.target.value))}
      />
      <datalist id={yearListId}>
        {yearPickerRange(currentYear).map((y) => (
          <option key={y} value={y} />
        ))}
      </datalist>
    </>
  );
}

interface LicenseFormProps {
  jurisdictions: CreditJurisdiction[];
  authenticated: boolean;
  initial?: Partial<LicenseDraft>;
  submitLabel?: string;
  cancelLabel?: string;
  onSubmit: (body: LicenseBody) => Promise<void> | void;
  onCancel?: () => void;
  /** the add-license flow offers one jurisdiction: its type and region are fixed */
  lockRegion?: boolean;
}

/** The draft as typed, its messages (S2-LICENSE-36/37) and the submit that hands a checked body on. */
function useLicenseDraft({ jurisdictions, authenticated, initial, onSubmit }: LicenseFormProps) {
  const [draft, setDraft] = useState<LicenseDraft>({ ...EMPTY_DRAFT, ...initial });
  const [errors, setErrors] = useState<Partial<Record<LicenseField, string>>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const currentYear = new Date().getFullYear();
  // a new type or jurisdiction resets what depends on it (license-rules.ts) and the messages
  const choose = (field: 'creditClass_SK' | 'creditRegion_SK', value: number | null) => {
    setDraft(changeField(draft, field, value, jurisdictions));
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = draftErrors(draft, jurisdictions, authenticated, currentYear);
    setErrors(found);
    // S2-LICENSE-36/37: only a license that passes the check is saved
    if (Object.keys(found).length) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setBusy(true);
    try {
      await onSubmit(toBody(draft));
    } finally {
      setBusy(false);
    }
  };

  const fields = visibleFields(draft, jurisdictions, authenticated);
  const regions = jurisdictionsFor(jurisdictions, draft.creditClass_SK);
  const selected = regions.find((j) => j.creditRegion_SK === draft.creditRegion_SK);
  return { draft, setDraft, errors, failed, busy, choose, submit, currentYear, fields, regions, selected };
}

export function LicenseForm(props: LicenseFormProps) {
  const { jurisdictions, submitLabel = 'Save', cancelLabel = 'Cancel', onCancel, lockRegion = false } = props;
  const f = useLicenseDraft(props);
  const { draft, setDraft, errors, fields, regions, selected, currentYear } = f;

  return (
    <form noValidate onSubmit={f.submit} aria-label="License" css={styles.form}>
      {f.failed ? (
        <p role="alert" data-testid="license-validation-failed" css={styles.failed}>
          Please correct the highlighted fields.
        </p>
      ) : null}
      <NumberSelect
        label="License type"
        error={errors.creditClass_SK}
        disabled={lockRegion}
        value={draft.creditClass_SK}
        empty="Select a license type"
        options={licenseTypes(jurisdictions).map((t) => ({ value: t.sk, label: t.name }))}
        onChange={(v) => f.choose('creditClass_SK', v)}
      />
      <NumberSelect
        label="Jurisdiction"
        error={errors.creditRegion_SK}
        disabled={lockRegion || !draft.creditClass_SK}
        value={draft.creditRegion_SK}
        empty="Select a jurisdiction"
        options={regions.map((j) => ({ value: j.creditRegion_SK, label: j.name }))}
        onChange={(v) => f.choose('creditRegion_SK', v)}
      />
      {fields.licenseNumber && selected ? (
        <TextField
          label={`License number${fields.licenseNumberRequired ? '' : ' (optional)'}`}
          placeholder={fields.licenseNumberPlaceholder}
          maxLength={50}
          value={draft.stateLicenseNumber}
          error={errors.stateLicenseNumber}
          onChange={(e) => setDraft({ ...draft, stateLicenseNumber: e.target.value })}
        />
      ) : null}
      {fields.yearAdmitted && selected ? (
        <YearAdmittedField
          value={draft.yearAdmitted}
          error={errors.yearAdmitted}
          currentYear={currentYear}
          onChange={(yearAdmitted) => setDraft({ ...draft, yearAdmitted })}
        />
      ) : null}
      {fields.complianceGroup && selected ? (
        <NumberSelect
          label="Compliance group (optional)"
          error={errors.complianceGroup_SK}
          value={draft.complianceGroup_SK}
          empty="No compliance group"
          options={selected.complianceGroups.map((g) => ({ value: g.sk, label: g.longDescription }))}
          onChange={(v) => setDraft({ ...draft, complianceGroup_SK: v })}
        />
      ) : null}
      <div css={styles.actions}>
        <Button type="submit" disabled={f.busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
