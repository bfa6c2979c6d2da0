// The credit modal / side panel (spec 2 §2, §4, §5, §8): add or edit external and carryover credit with a
// certificate file, the 'Are you sure?' step (discard edits: 'Yes'; delete: 'Yes, delete'), every credit
// form rule and message, and the toasts. The API applies the same rules; its 400 message is shown too.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import { apiRequest, ApiError } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import {
  CERTIFICATE_FILE_ACCEPT,
  CERTIFICATE_FORMAT_LABELS,
  CERTIFICATE_FORMATS,
  CreditFormOptionsSchema,
  shortFileName,
} from '@cle/contracts/certificate-schemas';
import type { Certificate } from '@cle/contracts/certificate-schemas';
import {
  DISABLED_CARRYOVER_HINT,
  DISABLED_CREDITS_HINT,
  PROVIDER_SEARCH_MIN,
  creditFormIsValid,
  validateCreditForm,
} from '@cle/contracts/credit-form-rules';
import type { CreditFormErrors } from '@cle/contracts/credit-form-rules';
import { Dialog } from '@cle/ui/dialog';
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { colors, focusRing, linkButtonCss } from '@cle/ui/theme';
import {
  deleteCertificate,
  deleteCertificateFile,
  saveCertificate,
  uploadCertificateFile,
} from '../../api/certificate-api';
import {
  acceptCreditsInput,
  creditsEnabled,
  emptyForm,
  fileProblem,
  formFromCertificate,
  formIsDirty,
  modalTitle,
  parseUsDate,
  toPayload,
  toRuleValues,
} from './credit-form-state';
import type { CreditFormMode, CreditFormText } from './credit-form-state';
import { PENDING_PROGRESS, useTickingProgress } from './use-ticking-progress';

/** The provider list for the autocomplete; S2-CREDITFORM-35: a failed load keeps its error, loading stops. */
interface ProviderOptions {
  items: string[];
  loading: boolean;
  error: string | null;
}

type CreditSaved = { action: 'added' | 'updated' | 'deleted'; certificate: Certificate | null };

export interface CreditModalProps {
  open: boolean;
  mode: CreditFormMode;
  /** 'certificates' skips the date-within-period check; 'tracker' applies it */
  context: 'certificates' | 'tracker';
  regionSk?: number | null;
  /** ask the transitional question; unset: when the chosen jurisdiction's license is transitional (the API's rule) */
  askTransitional?: boolean;
  /** carryover: the periods a credit can be carried into (start yyyy-mm-dd, label) */
  carryoverPeriods?: { start: string; label: string }[];
  /** providers the page loads (the tracker's state); unset: the form options' providers */
  providers?: ProviderOptions;
  onClose: () => void;
  onSaved: (result: CreditSaved) => void;
}

const OPTIONS_KEY = '/user/certificates/form-options';
const label = { display: 'block', fontWeight: 600, margin: '14px 0 4px' } as const;
const input = {
  font: 'inherit',
  width: '100%',
  padding: '8px 10px',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  boxSizing: 'border-box',
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.red },
  '&:disabled': { background: colors.mist },
} as const;
const errorText = { color: colors.red, margin: '4px 0 0', fontSize: 14 } as const;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" css={errorText}>
      {message}
    </p>
  ) : null;
}

export function CreditModal(props: CreditModalProps) {
  const { open, mode, context, onClose, onSaved } = props;
  const auth = useAuth();
  const initial = useMemo(
    () => (mode.certificate ? formFromCertificate(mode.certificate) : emptyForm(props.regionSk ?? null)),
    [mode.certificate, props.regionSk],
  );
  const [form, setForm] = useState<CreditFormText>(initial);
  const [errors, setErrors] = useState<CreditFormErrors | null>(null);
  const [confirm, setConfirm] = useState<null | 'edit' | 'delete'>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ name: string } | null>(null);
  const uploadProgress = useTickingProgress();
  const [deleting, setDeleting] = useState<string | null>(null);
  const deleteProgress = useTickingProgress();
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const titleId = `${ids}-title`;

  useEffect(() => {
    if (open) {
      setForm(initial);
      setErrors(null);
      setConfirm(null);
      setServerError(null);
      setFileError(null);
      setUpload(null);
    }
  }, [open, initial]);

  const options = useSWR(
    open && auth.isAuthenticated ? [OPTIONS_KEY, auth.token] : null,
    ([path]: [string]) => apiRequest(path, { schema: CreditFormOptionsSchema }),
  );
  // the server asks for the transitional level where the member's license for that jurisdiction is
  // transitional or newly admitted; the form asks the same (or refused saves would be all it could do)
  const askTransitional =
    props.askTransitional ?? options.data?.transitionalRegionSks.includes(Number(form.regionSk)) === true;
  const kind = mode.kind;
  const noun = kind === 'carryover' ? 'carryover credit' : 'certificate';
  const Noun = kind === 'carryover' ? 'Carryover credit' : 'Certificate';
  const enabled = creditsEnabled(form, kind);
  const set = (patch: Partial<CreditFormText>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerError(null);
  };
  const validate = (f: CreditFormText) =>
    validateCreditForm(toRuleValues(f, kind), {
      checkCompliancePeriod: false, // the period is the server's to check (tracker context)
      askTransitional,
      formats: CERTIFICATE_FORMATS,
    });
  const regionError = form.regionSk ? undefined : 'Select a jurisdiction';

  const requestClose = () => {
    if (busy) return;
    if (formIsDirty(form, initial) && confirm === null) setConfirm('edit');
    else onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (!creditFormIsValid(found) || regionError) return;
    setBusy(true);
    try {
      const saved = await saveCertificate(
        Number(form.regionSk),
        toPayload(form, kind, {
          id: mode.certificate?.id,
          checkCompliancePeriod: context === 'tracker',
          askTransitional,
        }),
      );
      toast.show({ content: `${Noun} ${mode.certificate ? 'updated' : 'added'}`, type: 'confirmation' });
      onSaved({ action: mode.certificate ? 'updated' : 'added', certificate: saved });
      setForm(emptyForm(props.regionSk ?? null));
      onClose();
    } catch (err) {
      setServerError(err instanceof ApiError && err.status === 400 ? err.message : null);
      toast.show({
        content: `There was an error ${mode.certificate ? 'updating' : 'adding'} ${noun}`,
        type: 'alert',
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!mode.certificate) return;
    setBusy(true);
    try {
      await deleteCertificate(mode.certificate.id);
      toast.show({ content: `${Noun} deleted`, type: 'confirmation' });
      onSaved({ action: 'deleted', certificate: null });
      onClose();
    } catch {
      toast.show({ content: `There was an error deleting ${noun}`, type: 'alert' });
      setConfirm(null);
    } finally {
      setBusy(false);
    }
  };

  const onFiles = async (files: FileList | null) => {
    setFileError(null);
    if (!files || files.length === 0) return;
    const problem = fileProblem(files) ?? (form.files.length > 0 ? 'Only one file allowed.' : null);
    if (problem) {
      setFileError(problem);
      toast.show({ content: 'There was an error uploading your file.', type: 'alert' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    const file = files[0]!;
    setUpload({ name: file.name });
    uploadProgress.start();
    try {
      const blob = await uploadCertificateFile(file, uploadProgress.advanceTo);
      setForm((f) => ({ ...f, files: [...f.files, blob] }));
      toast.show({ content: 'File uploaded', type: 'confirmation' });
    } catch (err) {
      setFileError(err instanceof ApiError && err.status === 400 ? err.message : null);
      toast.show({ content: 'There was an error uploading your file.', type: 'alert' });
    } finally {
      setUpload(null);
      uploadProgress.finish();
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const removeFile = async (blobUri: string) => {
    setBusy(true);
    setDeleting(blobUri);
    // a delete reports no progress: the bar animates toward 'almost done' until the answer comes
    deleteProgress.start(PENDING_PROGRESS);
    try {
      await deleteCertificateFile(blobUri);
      setForm((f) => ({ ...f, files: f.files.filter((b) => b.blobUri !== blobUri) }));
      toast.show({ content: 'File deleted', type: 'confirmation' });
    } catch {
      toast.show({ content: 'There was an error deleting your file.', type: 'alert' });
    } finally {
      setBusy(false);
      setDeleting(null);
      deleteProgress.finish();
    }
  };

  const fieldErr = (f: keyof CreditFormErrors['fields']) => errors?.fields[f];
  const describe = (id: string, message?: string) =>
    message ? { 'aria-describedby': id, 'aria-invalid': true as const } : {};
  const providerOptions: ProviderOptions = props.providers ?? {
    items: options.data?.providers ?? [],
    loading: options.isLoading,
    error: options.error ? options.error.message : null,
  };
  const providers = providerOptions.items.filter(
    (p) =>
      form.provider.trim().length >= PROVIDER_SEARCH_MIN &&
      p.toLowerCase().includes(form.provider.trim().toLowerCase()),
  );

  return (
    <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} placement="side">
      <div css={{ padding: 24, overflowY: 'auto', height: '100%', boxSizing: 'border-box' }}>
        {confirm ? (
          <section>
            <h2 id={titleId} css={{ marginTop: 0 }}>
              Are you sure?
            </h2>
            <p>
              {confirm === 'delete'
                ? `This ${noun} and its file will be deleted.`
                : 'Your unsaved changes will be lost.'}
            </p>
            <div css={{ display: 'flex', gap: 12 }}>
              <Button
                type="button"
                disabled={busy}
                onClick={() => (confirm === 'delete' ? void remove() : onClose())}
              >
                {confirm === 'delete' ? 'Yes, delete' : 'Yes'}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setConfirm(null)}>
                No
              </Button>
            </div>
          </section>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start' }}>
              <h2 id={titleId} css={{ marginTop: 0 }}>
                {modalTitle(mode)}
              </h2>
              <CloseButton aria-label="Close" size={22} onClick={requestClose} css={{ padding: 0 }} />
            </div>

            <label css={label} htmlFor={`${ids}-region`}>
              Jurisdiction
            </label>
            <select
              id={`${ids}-region`}
              css={input}
              value={form.regionSk}
              onChange={(e) => set({ regionSk: e.target.value })}
              {...describe(`${ids}-region-err`, errors ? regionError : undefined)}
            >
              <option value="">Select a jurisdiction</option>
              {(options.data?.jurisdictions ?? []).map((j) => (
                <option key={j.regionSk} value={j.regionSk}>
                  {j.name}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-region-err`} message={errors ? regionError : undefined} />

            <label css={label} htmlFor={`${ids}-program`}>
              Program name
            </label>
            <input
              id={`${ids}-program`}
              css={input}
              value={form.programName}
              maxLength={300}
              onChange={(e) => set({ programName: e.target.value })}
              {...describe(`${ids}-program-err`, fieldErr('programName'))}
            />
            <FieldError id={`${ids}-program-err`} message={fieldErr('programName')} />

            <label css={label} htmlFor={`${ids}-provider`}>
              Provider
            </label>
            <input
              id={`${ids}-provider`}
              css={input}
              value={form.provider}
              maxLength={200}
              list={providers.length ? `${ids}-providers` : undefined}
              autoComplete="off"
              onChange={(e) => set({ provider: e.target.value })}
              {...describe(`${ids}-provider-err`, fieldErr('provider'))}
            />
            <datalist id={`${ids}-providers`}>
              {providers.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
            <FieldError id={`${ids}-provider-err`} message={fieldErr('provider')} />
            {providerOptions.loading ? (
              <p role="status" css={{ margin: '4px 0 0', fontSize: 13, color: colors.inkSoft }}>
                Loading providers…
              </p>
            ) : null}

            {kind === 'carryover' ? (
              <>
                <label css={label} htmlFor={`${ids}-period`}>
                  Compliance period
                </label>
                <select
                  id={`${ids}-period`}
                  css={input}
                  value={form.date}
                  onChange={(e) => set({ date: e.target.value })}
                  {...describe(`${ids}-date-err`, fieldErr('dateCompleted'))}
                >
                  <option value="">Select a compliance period</option>
                  {(props.carryoverPeriods ?? []).map((p) => (
                    <option key={p.start} value={p.start}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <>
                <label css={label} htmlFor={`${ids}-date`}>
                  Date completed
                </label>
                <input
                  id={`${ids}-date`}
                  css={input}
                  value={form.date}
                  placeholder="MM/DD/YYYY"
                  inputMode="numeric"
                  maxLength={10}
                  onChange={(e) => set({ date: e.target.value })}
                  onBlur={() => {
                    const iso = parseUsDate(form.date);
                    if (iso) set({ date: `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` });
                  }}
                  {...describe(`${ids}-date-err`, fieldErr('dateCompleted'))}
                />
              </>
            )}
            <FieldError id={`${ids}-date-err`} message={fieldErr('dateCompleted')} />

            <label css={label} htmlFor={`${ids}-format`}>
              Format
            </label>
            <select
              id={`${ids}-format`}
              css={input}
              value={form.format}
              onChange={(e) => set({ format: e.target.value })}
              {...describe(`${ids}-format-err`, fieldErr('format'))}
            >
              <option value="">Select a format</option>
              {CERTIFICATE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {CERTIFICATE_FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-format-err`} message={fieldErr('format')} />

            {askTransitional && kind !== 'carryover' && (
              <fieldset css={{ border: 0, padding: 0, margin: '14px 0 0' }}>
                <legend css={{ fontWeight: 600 }}>Is this credit for the transitional requirement?</legend>
                {(['yes', 'no'] as const).map((v) => (
                  <label key={v} css={{ marginRight: 16 }}>
                    <input
                      type="radio"
                      name={`${ids}-transitional`}
                      checked={form.transitional === v}
                      onChange={() => set({ transitional: v })}
                    />{' '}
                    {v === 'yes' ? 'Yes' : 'No'}
                  </label>
                ))}
                <FieldError id={`${ids}-transitional-err`} message={fieldErr('transitional')} />
              </fieldset>
            )}

            <fieldset css={{ border: 0, padding: 0, margin: '14px 0 0' }}>
              <legend css={{ fontWeight: 600 }}>Credits earned</legend>
              {!enabled && (
                <p role="note" css={{ margin: '4px 0', color: colors.inkSoft }}>
                  {kind === 'carryover' ? DISABLED_CARRYOVER_HINT : DISABLED_CREDITS_HINT}
                </p>
              )}
              {form.rows.map((row, i) => (
                <div key={i} css={{ display: 'grid', gridTemplateColumns: '1fr 90px', gap: 8, marginTop: 8 }}>
                  <select
                    aria-label={`Credit type ${i + 1}`}
                    css={input}
                    disabled={!enabled}
                    value={row.creditTypeSk}
                    onChange={(e) =>
                      set({
                        rows: form.rows.map((r, j) => (j === i ? { ...r, creditTypeSk: e.target.value } : r)),
                      })
                    }
                    {...describe(`${ids}-row-${i}-err`, errors?.rows[i])}
                  >
                    <option value="">Select a credit type</option>
                    {(options.data?.creditTypes ?? []).map((t) => (
                      <option key={t.sk} value={t.sk}>
                        {t.description}
                      </option>
                    ))}
                  </select>
                  <input
                    aria-label={`Credits ${i + 1}`}
                    css={input}
                    disabled={!enabled}
                    inputMode="decimal"
                    maxLength={5}
                    value={row.credits}
                    onChange={(e) =>
                      set({
                        rows: form.rows.map((r, j) =>
                          j === i ? { ...r, credits: acceptCreditsInput(r.credits, e.target.value) } : r,
                        ),
                      })
                    }
                  />
                  <div css={{ gridColumn: '1 / -1' }}>
                    <FieldError id={`${ids}-row-${i}-err`} message={errors?.rows[i]} />
                  </div>
                </div>
              ))}
              <button
                type="button"
                css={{ ...linkButtonCss, marginTop: 8 }}
                disabled={!enabled}
                onClick={() => set({ rows: [...form.rows, { creditTypeSk: '', credits: '' }] })}
              >
                Add another credit type
              </button>
            </fieldset>

            <div css={{ marginTop: 16 }}>
              <label css={label} htmlFor={`${ids}-file`}>
                Certificate file (PDF, JPG or PNG, up to 5 MB)
              </label>
              {form.files.map((f) => (
                <p key={f.blobUri} css={{ display: 'flex', gap: 12, alignItems: 'center', margin: '4px 0' }}>
                  <span title={f.fileName}>{shortFileName(f.fileName)}</span>
                  <button
                    type="button"
                    css={linkButtonCss}
                    disabled={busy}
                    onClick={() => void removeFile(f.blobUri)}
                    aria-label={`Delete file ${f.fileName}`}
                  >
                    Delete file
                  </button>
                  {deleting === f.blobUri && (
                    <progress
                      aria-label={`Deleting ${f.fileName}`}
                      max={100}
                      value={deleteProgress.percent ?? 0}
                      css={{ flex: 1 }}
                    />
                  )}
                </p>
              ))}
              {form.files.length === 0 && (
                <input
                  ref={fileInput}
                  id={`${ids}-file`}
                  type="file"
                  accept={CERTIFICATE_FILE_ACCEPT}
                  disabled={upload !== null}
                  onChange={(e) => void onFiles(e.target.files)}
                  {...describe(`${ids}-file-err`, fileError ?? undefined)}
                />
              )}
              {upload && (
                <div css={{ marginTop: 8 }}>
                  <span>{shortFileName(upload.name)}</span>
                  <progress
                    aria-label={`Uploading ${upload.name}`}
                    max={100}
                    value={uploadProgress.percent ?? 0}
                    css={{ display: 'block', width: '100%' }}
                  />
                </div>
              )}
              <FieldError id={`${ids}-file-err`} message={fileError ?? undefined} />
            </div>

            {serverError && (
              <p role="alert" css={{ ...errorText, marginTop: 16 }}>
                {serverError}
              </p>
            )}
            <div css={{ display: 'flex', gap: 12, marginTop: 24, flexWrap: 'wrap' }}>
              <Button type="submit" disabled={busy || upload !== null}>
                Save
              </Button>
              <Button type="button" variant="secondary" onClick={requestClose}>
                Cancel
              </Button>
            </div>
            {mode.certificate && (
              <button
                type="button"
                css={{ ...linkButtonCss, marginTop: 20 }}
                onClick={() => setConfirm('delete')}
              >
                Delete this certificate
              </button>
            )}
          </form>
        )}
      </div>
    </Dialog>
  );
}
