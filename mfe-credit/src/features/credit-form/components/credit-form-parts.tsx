// The credit modal's compound parts: the transitional question, the credit type rows and the
// certificate file with its upload and delete progress.
import { CERTIFICATE_FILE_ACCEPT, shortFileName } from '@cle/contracts/certificate-schemas';
import type { CertificateBlob } from '@cle/contracts/certificate-schemas';
import { DISABLED_CARRYOVER_HINT, DISABLED_CREDITS_HINT } from '@cle/contracts/credit-form-rules';
import { linkButtonCss } from '@cle/ui/theme';
import { describedBy, FieldError } from './credit-field';
import * as styles from '../credit-modal.styles';
import { acceptCreditsInput } from '../credit-form-state';
import type { CreditFormText, CreditKind } from '../credit-form-state';
import type { useCertificateFile } from '../api/use-credit-form';

export function TransitionalQuestion({
  ids,
  value,
  onChange,
  error,
}: {
  ids: string;
  value: CreditFormText['transitional'];
  onChange: (v: 'yes' | 'no') => void;
  error?: string;
}) {
  return (
    <fieldset css={styles.fieldset}>
      <legend css={styles.legend}>Is this credit for the transitional requirement?</legend>
      {(['yes', 'no'] as const).map((v) => (
        <label key={v} css={styles.radioLabel}>
          <input
            type="radio"
            name={`${ids}-transitional`}
            checked={value === v}
            onChange={() => onChange(v)}
          />{' '}
          {v === 'yes' ? 'Yes' : 'No'}
        </label>
      ))}
      <FieldError id={`${ids}-transitional-err`} message={error} />
    </fieldset>
  );
}

export function CreditRows({
  ids,
  kind,
  enabled,
  rows,
  onRows,
  creditTypes,
  rowErrors,
}: {
  ids: string;
  kind: CreditKind;
  enabled: boolean;
  rows: CreditFormText['rows'];
  onRows: (rows: CreditFormText['rows']) => void;
  creditTypes: { sk: number; description: string }[];
  rowErrors?: Record<number, string>;
}) {
  const patch = (i: number, p: Partial<CreditFormText['rows'][number]>) =>
    onRows(rows.map((r, j) => (j === i ? { ...r, ...p } : r)));
  return (
    <fieldset css={styles.fieldset}>
      <legend css={styles.legend}>Credits earned</legend>
      {!enabled && (
        <p role="note" css={styles.disabledHint}>
          {kind === 'carryover' ? DISABLED_CARRYOVER_HINT : DISABLED_CREDITS_HINT}
        </p>
      )}
      {rows.map((row, i) => (
        <div key={i} css={styles.creditRow}>
          <select
            aria-label={`Credit type ${i + 1}`}
            css={styles.input}
            disabled={!enabled}
            value={row.creditTypeSk}
            onChange={(e) => patch(i, { creditTypeSk: e.target.value })}
            {...describedBy(`${ids}-row-${i}-err`, rowErrors?.[i])}
          >
            <option value="">Select a credit type</option>
            {creditTypes.map((t) => (
              <option key={t.sk} value={t.sk}>
                {t.description}
              </option>
            ))}
          </select>
          <input
            aria-label={`Credits ${i + 1}`}
            css={styles.input}
            disabled={!enabled}
            inputMode="decimal"
            maxLength={5}
            value={row.credits}
            onChange={(e) => patch(i, { credits: acceptCreditsInput(row.credits, e.target.value) })}
          />
          <div css={styles.fullRow}>
            <FieldError id={`${ids}-row-${i}-err`} message={rowErrors?.[i]} />
          </div>
        </div>
      ))}
      <button
        type="button"
        css={styles.addRow}
        disabled={!enabled}
        onClick={() => onRows([...rows, { creditTypeSk: '', credits: '' }])}
      >
        Add another credit type
      </button>
    </fieldset>
  );
}

export function CertificateFileField({
  ids,
  files,
  busy,
  file,
}: {
  ids: string;
  files: CertificateBlob[];
  busy: boolean;
  file: ReturnType<typeof useCertificateFile>;
}) {
  const { upload, deleting } = file;
  return (
    <div css={styles.fileBlock}>
      <label css={styles.label} htmlFor={`${ids}-file`}>
        Certificate file (PDF, JPG or PNG, up to 5 MB)
      </label>
      {files.map((f) => (
        <p key={f.blobUri} css={styles.fileLine}>
          <span title={f.fileName}>{shortFileName(f.fileName)}</span>
          <button
            type="button"
            css={linkButtonCss}
            disabled={busy}
            onClick={() => void file.removeFile(f.blobUri)}
            aria-label={`Delete file ${f.fileName}`}
          >
            Delete file
          </button>
          {deleting === f.blobUri && (
            <progress
              aria-label={`Deleting ${f.fileName}`}
              max={100}
              value={file.deleteProgress.percent ?? 0}
              css={styles.deleteProgress}
            />
          )}
        </p>
      ))}
      {files.length === 0 && (
        <input
          ref={file.fileInput}
          id={`${ids}-file`}
          type="file"
          accept={CERTIFICATE_FILE_ACCEPT}
          disabled={upload !== null}
          onChange={(e) => void file.onFiles(e.target.files)}
          {...describedBy(`${ids}-file-err`, file.fileError ?? undefined)}
        />
      )}
      {upload && (
        <div css={styles.uploadBlock}>
          <span>{shortFileName(upload.name)}</span>
          <progress
            aria-label={`Uploading ${upload.name}`}
            max={100}
            value={file.uploadProgress.percent ?? 0}
            css={styles.uploadProgress}
          />
        </div>
      )}
      <FieldError id={`${ids}-file-err`} message={file.fileError ?? undefined} />
    </div>
  );
}
