// The license form (spec 2 §5): type, jurisdiction, number, year admitted, compliance group, with the
// rules of license-rules.ts. Logged-out visitors pick only a type and a jurisdiction.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CreditJurisdiction, LicenseBody, LicenseField } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Field, TextField } from '@cle/ui/field';
import { colors, selectCss } from '@cle/ui/theme';
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

export function LicenseForm({
  jurisdictions,
  authenticated,
  initial,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  onSubmit,
  onCancel,
  lockRegion = false,
}: {
  jurisdictions: CreditJurisdiction[];
  authenticated: boolean;
  initial?: Partial<LicenseDraft>;
  submitLabel?: string;
  cancelLabel?: string;
  onSubmit: (body: LicenseBody) => Promise<void> | void;
  onCancel?: () => void;
  /** the add-license flow offers one jurisdiction: its type and region are fixed */
  lockRegion?: boolean;
}) {
  const [draft, setDraft] = useState<LicenseDraft>({ ...EMPTY_DRAFT, ...initial });
  const [errors, setErrors] = useState<Partial<Record<LicenseField, string>>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const yearListId = useId();
  const fields = visibleFields(draft, jurisdictions, authenticated);
  const regions = jurisdictionsFor(jurisdictions, draft.creditClass_SK);
  const selected = regions.find((j) => j.creditRegion_SK === draft.creditRegion_SK);
  const currentYear = new Date().getFullYear();

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

  return (
    <form noValidate onSubmit={submit} aria-label="License" css={{ display: 'grid', gap: 14, maxWidth: 460 }}>
      {failed ? (
        <p role="alert" data-testid="license-validation-failed" css={{ margin: 0, color: colors.red }}>
          Please correct the highlighted fields.
        </p>
      ) : null}
      <Field label="License type" error={errors.creditClass_SK}>
        {(control) => (
          <select
            {...control}
            css={selectCss}
            disabled={lockRegion}
            value={draft.creditClass_SK ?? ''}
            onChange={(e) => {
              setDraft(
                changeField(
                  draft,
                  'creditClass_SK',
                  e.target.value ? Number(e.target.value) : null,
                  jurisdictions,
                ),
              );
              setErrors({});
            }}
          >
            <option value="">Select a license type</option>
            {licenseTypes(jurisdictions).map((t) => (
              <option key={t.sk} value={t.sk}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Jurisdiction" error={errors.creditRegion_SK}>
        {(control) => (
          <select
            {...control}
            css={selectCss}
            disabled={lockRegion || !draft.creditClass_SK}
            value={draft.creditRegion_SK ?? ''}
            onChange={(e) => {
              setDraft(
                changeField(
                  draft,
                  'creditRegion_SK',
                  e.target.value ? Number(e.target.value) : null,
                  jurisdictions,
                ),
              );
              setErrors({});
            }}
          >
            <option value="">Select a jurisdiction</option>
            {regions.map((j) => (
              <option key={j.creditRegion_SK} value={j.creditRegion_SK}>
                {j.name}
              </option>
            ))}
          </select>
        )}
      </Field>
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
        <>
          <TextField
            label="Year admitted (optional)"
            inputMode="numeric"
            maxLength={4}
            list={yearListId}
            value={draft.yearAdmitted}
            error={errors.yearAdmitted}
            onChange={(e) => setDraft({ ...draft, yearAdmitted: yearInput(e.target.value) })}
          />
          <datalist id={yearListId}>
            {yearPickerRange(currentYear).map((y) => (
              <option key={y} value={y} />
            ))}
          </datalist>
        </>
      ) : null}
      {fields.complianceGroup && selected ? (
        <Field label="Compliance group (optional)" error={errors.complianceGroup_SK}>
          {(control) => (
            <select
              {...control}
              css={selectCss}
              value={draft.complianceGroup_SK ?? ''}
              onChange={(e) =>
                setDraft({ ...draft, complianceGroup_SK: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">No compliance group</option>
              {selected.complianceGroups.map((g) => (
                <option key={g.sk} value={g.sk}>
                  {g.longDescription}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <div css={{ display: 'flex', gap: 12 }}>
        <Button type="submit" disabled={busy}>
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
