// The credit modal's state and calls: the form as typed, its validation (the shared credit form rules),
// save and delete with their toasts, the certificate file's upload and delete with progress, and the
// form options (jurisdictions, credit types, providers). The modal renders what this answers.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import { apiRequest, ApiError } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { CERTIFICATE_FORMATS, CreditFormOptionsSchema } from '@cle/contracts/certificate-schemas';
import type { Certificate } from '@cle/contracts/certificate-schemas';
import { creditFormIsValid, validateCreditForm } from '@cle/contracts/credit-form-rules';
import type { CreditFormErrors } from '@cle/contracts/credit-form-rules';
import {
  deleteCertificate,
  deleteCertificateFile,
  saveCertificate,
  uploadCertificateFile,
} from './certificate-writes';
import {
  emptyForm,
  fileProblem,
  formFromCertificate,
  formIsDirty,
  toPayload,
  toRuleValues,
} from '../credit-form-state';
import type { CreditFormMode, CreditFormText } from '../credit-form-state';
import { PENDING_PROGRESS, useTickingProgress } from '../hooks/use-ticking-progress';

/** The provider list for the autocomplete; S2-CREDITFORM-35: a failed load keeps its error, loading stops. */
export interface ProviderOptions {
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

/** Jurisdictions, credit types, providers and which licenses are transitional, while the modal is open. */
function useCreditFormOptions(open: boolean) {
  const auth = useAuth();
  return useSWR(open && auth.isAuthenticated ? [OPTIONS_KEY, auth.token] : null, ([path]: [string]) =>
    apiRequest(path, { schema: CreditFormOptionsSchema }),
  );
}

type SetForm = (update: (f: CreditFormText) => CreditFormText) => void;

/** The certificate file: one upload at a time with its progress; a delete animates until answered. */
export function useCertificateFile(form: CreditFormText, setForm: SetForm, setBusy: (b: boolean) => void) {
  const [upload, setUpload] = useState<{ name: string } | null>(null);
  const uploadProgress = useTickingProgress();
  const [deleting, setDeleting] = useState<string | null>(null);
  const deleteProgress = useTickingProgress();
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const clearInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  const onFiles = async (files: FileList | null) => {
    setFileError(null);
    if (!files || files.length === 0) return;
    const problem = fileProblem(files) ?? (form.files.length > 0 ? 'Only one file allowed.' : null);
    if (problem) {
      setFileError(problem);
      toast.show({ content: 'There was an error uploading your file.', type: 'alert' });
      clearInput();
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
      clearInput();
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
  const reset = useCallback(() => {
    setFileError(null);
    setUpload(null);
  }, []);
  return {
    upload,
    uploadProgress,
    deleting,
    deleteProgress,
    fileError,
    fileInput,
    onFiles,
    removeFile,
    reset,
  };
}

interface CreditFormSetters {
  form: CreditFormText;
  askTransitional: boolean;
  regionError: string | undefined;
  setForm: (f: CreditFormText) => void;
  setErrors: (e: CreditFormErrors) => void;
  setBusy: (b: boolean) => void;
  setServerError: (m: string | null) => void;
  setConfirm: (c: null) => void;
}

/** Save (after the shared rules pass) and delete, each with its toasts (S2-TOAST-03..09). */
function creditActions(props: CreditModalProps, s: CreditFormSetters) {
  const { mode, context, onClose, onSaved } = props;
  const { form, askTransitional, regionError, setBusy } = s;
  const kind = mode.kind;
  const noun = kind === 'carryover' ? 'carryover credit' : 'certificate';
  const Noun = kind === 'carryover' ? 'Carryover credit' : 'Certificate';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateCreditForm(toRuleValues(form, kind), {
      checkCompliancePeriod: false, // the period is the server's to check (tracker context)
      askTransitional,
      formats: CERTIFICATE_FORMATS,
    });
    s.setErrors(found);
    if (!creditFormIsValid(found) || regionError) return;
    setBusy(true);
    const editing = !!mode.certificate;
    try {
      const payload = toPayload(form, kind, {
        id: mode.certificate?.id,
        checkCompliancePeriod: context === 'tracker',
        askTransitional,
      });
      const saved = await saveCertificate(Number(form.regionSk), payload);
      toast.show({ content: `${Noun} ${editing ? 'updated' : 'added'}`, type: 'confirmation' });
      onSaved({ action: editing ? 'updated' : 'added', certificate: saved });
      s.setForm(emptyForm(props.regionSk ?? null));
      onClose();
    } catch (err) {
      s.setServerError(err instanceof ApiError && err.status === 400 ? err.message : null);
      toast.show({ content: `There was an error ${editing ? 'updating' : 'adding'} ${noun}`, type: 'alert' });
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
      s.setConfirm(null);
    } finally {
      setBusy(false);
    }
  };

  return { submit, remove };
}

export function useCreditForm(props: CreditModalProps) {
  const { open, mode, onClose } = props;
  const initial = useMemo(
    () => (mode.certificate ? formFromCertificate(mode.certificate) : emptyForm(props.regionSk ?? null)),
    [mode.certificate, props.regionSk],
  );
  const [form, setForm] = useState<CreditFormText>(initial);
  const [errors, setErrors] = useState<CreditFormErrors | null>(null);
  const [confirm, setConfirm] = useState<null | 'edit' | 'delete'>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const file = useCertificateFile(form, setForm, setBusy);
  const options = useCreditFormOptions(open);
  const kind = mode.kind;
  const noun = kind === 'carryover' ? 'carryover credit' : 'certificate';
  // the server asks for the transitional level where the member's license for that jurisdiction is
  // transitional or newly admitted; the form asks the same (or refused saves would be all it could do)
  const askTransitional =
    props.askTransitional ?? options.data?.transitionalRegionSks.includes(Number(form.regionSk)) === true;
  const regionError = form.regionSk ? undefined : 'Select a jurisdiction';

  const { reset: resetFile } = file;
  useEffect(() => {
    if (open) {
      setForm(initial);
      setErrors(null);
      setConfirm(null);
      setServerError(null);
      resetFile();
    }
  }, [open, initial, resetFile]);

  const set = (patch: Partial<CreditFormText>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerError(null);
  };
  const requestClose = () => {
    if (busy) return;
    if (formIsDirty(form, initial) && confirm === null) setConfirm('edit');
    else onClose();
  };

  const { submit, remove } = creditActions(props, {
    form,
    askTransitional,
    regionError,
    setForm,
    setErrors,
    setBusy,
    setServerError,
    setConfirm,
  });

  return {
    form,
    set,
    errors,
    regionError,
    confirm,
    setConfirm,
    busy,
    serverError,
    file,
    options,
    kind,
    noun,
    askTransitional,
    requestClose,
    submit,
    remove,
  };
}
