// The credit modal / side panel (spec 2 §2, §4, §5, §8): add or edit external and carryover credit with a
// certificate file, the 'Are you sure?' step (discard edits: 'Yes'; delete: 'Yes, delete'), every credit
// form rule and message, and the toasts. The API applies the same rules; its 400 message is shown too.
// State and calls: use-credit-form.ts; the fields are a table of CreditField rows.
import { Fragment, useId } from 'react';
import { CERTIFICATE_FORMAT_LABELS, CERTIFICATE_FORMATS } from '@cle/contracts/certificate-schemas';
import { PROVIDER_SEARCH_MIN } from '@cle/contracts/credit-form-rules';
import { formatUsDate, parseUsDate } from '@cle/contracts/us-date';
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { Dialog } from '@cle/ui/dialog';
import { CreditField, FieldError } from './components/credit-field';
import type { FieldSpec } from './components/credit-field';
import { CertificateFileField, CreditRows, TransitionalQuestion } from './components/credit-form-parts';
import { creditsEnabled, modalTitle } from './credit-form-state';
import * as styles from './credit-modal.styles';
import { useCreditForm } from './api/use-credit-form';
import type { CreditModalProps, ProviderOptions } from './api/use-credit-form';

export type { CreditModalProps } from './api/use-credit-form';

type CreditForm = ReturnType<typeof useCreditForm>;

function ConfirmStep({ titleId, f, onClose }: { titleId: string; f: CreditForm; onClose: () => void }) {
  return (
    <section>
      <h2 id={titleId} css={styles.title}>
        Are you sure?
      </h2>
      <p>
        {f.confirm === 'delete'
          ? `This ${f.noun} and its file will be deleted.`
          : 'Your unsaved changes will be lost.'}
      </p>
      <div css={styles.buttonRow}>
        <Button
          type="button"
          disabled={f.busy}
          onClick={() => (f.confirm === 'delete' ? void f.remove() : onClose())}
        >
          {f.confirm === 'delete' ? 'Yes, delete' : 'Yes'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => f.setConfirm(null)}>
          No
        </Button>
      </div>
    </section>
  );
}

/** The date completed, or for carryover the compliance period it is carried into. */
function dateField(f: CreditForm, carryoverPeriods: CreditModalProps['carryoverPeriods']): FieldSpec {
  const { form, set } = f;
  const error = f.errors?.fields.dateCompleted;
  return f.kind === 'carryover'
    ? {
        name: 'period',
        label: 'Compliance period',
        errorName: 'date-err',
        select: {
          empty: 'Select a compliance period',
          options: (carryoverPeriods ?? []).map((p) => ({ value: p.start, label: p.label })),
        },
        value: form.date,
        onChange: (v) => set({ date: v }),
        error,
      }
    : {
        name: 'date',
        label: 'Date completed',
        input: {
          placeholder: 'MM/DD/YYYY',
          inputMode: 'numeric',
          maxLength: 10,
          // a date typed as 8 digits or with a 2-digit year shows as MM/DD/YYYY (S2-VALID-01..03)
          onBlur: () => {
            const iso = parseUsDate(form.date);
            if (iso) set({ date: formatUsDate(iso) });
          },
        },
        value: form.date,
        onChange: (v) => set({ date: v }),
        error,
      };
}

/** The same-shape fields, in order: jurisdiction, program, provider, date (or carryover period), format. */
function fieldTable(
  ids: string,
  f: CreditForm,
  carryoverPeriods: CreditModalProps['carryoverPeriods'],
  providerMatches: string[],
): FieldSpec[] {
  const { form, set } = f;
  const error = (name: 'programName' | 'provider' | 'format') => f.errors?.fields[name];
  const date = dateField(f, carryoverPeriods);
  return [
    {
      name: 'region',
      label: 'Jurisdiction',
      select: {
        empty: 'Select a jurisdiction',
        options: (f.options.data?.jurisdictions ?? []).map((j) => ({ value: j.regionSk, label: j.name })),
      },
      value: form.regionSk,
      onChange: (v) => set({ regionSk: v }),
      error: f.errors ? f.regionError : undefined,
    },
    {
      name: 'program',
      label: 'Program name',
      input: { maxLength: 300 },
      value: form.programName,
      onChange: (v) => set({ programName: v }),
      error: error('programName'),
    },
    {
      name: 'provider',
      label: 'Provider',
      input: {
        maxLength: 200,
        list: providerMatches.length ? `${ids}-providers` : undefined,
        autoComplete: 'off',
      },
      value: form.provider,
      onChange: (v) => set({ provider: v }),
      error: error('provider'),
      showError: false,
    },
    date,
    {
      name: 'format',
      label: 'Format',
      select: {
        empty: 'Select a format',
        options: CERTIFICATE_FORMATS.map((v) => ({ value: v, label: CERTIFICATE_FORMAT_LABELS[v] })),
      },
      value: form.format,
      onChange: (v) => set({ format: v }),
      error: error('format'),
    },
  ];
}

/** The providers the page gave, else the form options'; those matching what is typed (from 3 characters). */
function providersOf(f: CreditForm, given?: ProviderOptions) {
  const options: ProviderOptions = given ?? {
    items: f.options.data?.providers ?? [],
    loading: f.options.isLoading,
    error: f.options.error ? f.options.error.message : null,
  };
  const typed = f.form.provider.trim();
  const matches = options.items.filter(
    (p) => typed.length >= PROVIDER_SEARCH_MIN && p.toLowerCase().includes(typed.toLowerCase()),
  );
  return { loading: options.loading, matches };
}

/** After the provider input: its suggestions, its error and its loading line. */
function ProviderExtras({
  ids,
  f,
  matches,
  loading,
}: {
  ids: string;
  f: CreditForm;
  matches: string[];
  loading: boolean;
}) {
  return (
    <>
      <datalist id={`${ids}-providers`}>
        {matches.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <FieldError id={`${ids}-provider-err`} message={f.errors?.fields.provider} />
      {loading ? (
        <p role="status" css={styles.note}>
          Loading providers…
        </p>
      ) : null}
    </>
  );
}

export function CreditModal(props: CreditModalProps) {
  const f = useCreditForm(props);
  const ids = useId();
  const titleId = `${ids}-title`;
  const { form, kind } = f;
  const providers = providersOf(f, props.providers);
  const fields = fieldTable(ids, f, props.carryoverPeriods, providers.matches);
  return (
    <Dialog open={props.open} onClose={f.requestClose} aria-labelledby={titleId} placement="side">
      <div css={styles.panel}>
        {f.confirm ? (
          <ConfirmStep titleId={titleId} f={f} onClose={props.onClose} />
        ) : (
          <form onSubmit={(e) => void f.submit(e)} noValidate>
            <div css={styles.titleRow}>
              <h2 id={titleId} css={styles.title}>
                {modalTitle(props.mode)}
              </h2>
              <CloseButton aria-label="Close" size={22} onClick={f.requestClose} css={styles.closeButton} />
            </div>
            {fields.map((field) => (
              <Fragment key={field.name}>
                <CreditField ids={ids} field={field} />
                {field.name === 'provider' ? (
                  <ProviderExtras ids={ids} f={f} matches={providers.matches} loading={providers.loading} />
                ) : null}
              </Fragment>
            ))}
            {f.askTransitional && kind !== 'carryover' && (
              <TransitionalQuestion
                ids={ids}
                value={form.transitional}
                onChange={(v) => f.set({ transitional: v })}
                error={f.errors?.fields.transitional}
              />
            )}
            <CreditRows
              ids={ids}
              kind={kind}
              enabled={creditsEnabled(form, kind)}
              rows={form.rows}
              onRows={(rows) => f.set({ rows })}
              creditTypes={f.options.data?.creditTypes ?? []}
              rowErrors={f.errors?.rows}
            />
            <CertificateFileField ids={ids} files={form.files} busy={f.busy} file={f.file} />
            {f.serverError && (
              <p role="alert" css={styles.serverError}>
                {f.serverError}
              </p>
            )}
            <div css={styles.actions}>
              <Button type="submit" disabled={f.busy || f.file.upload !== null}>
                Save
              </Button>
              <Button type="button" variant="secondary" onClick={f.requestClose}>
                Cancel
              </Button>
            </div>
            {props.mode.certificate && (
              <button type="button" css={styles.deleteLink} onClick={() => f.setConfirm('delete')}>
                Delete this certificate
              </button>
            )}
          </form>
        )}
      </div>
    </Dialog>
  );
}
