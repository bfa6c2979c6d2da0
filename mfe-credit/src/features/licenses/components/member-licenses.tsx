// A signed-in member's licenses (spec 2 §2): the list with Edit and Delete, and the certificate
// preference (S2-LICENSE-08/09).
import { useEffect, useState } from 'react';
import type { License } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { bareList, linkButtonCss } from '@cle/ui/theme';
import * as styles from '../licenses-page.styles';
import { toast } from '@cle/contracts/toast';
import { LICENSE_TOASTS } from '../license-rules';
import { deleteLicense, savePreferenceIfChanged } from '../api/use-licenses';

/** Delete from the list, with its toast either way. */
async function removeLicense(l: License): Promise<void> {
  try {
    await deleteLicense(l.sk);
    toast.show({ content: LICENSE_TOASTS.deleted, type: 'confirmation' });
  } catch {
    toast.show({ content: LICENSE_TOASTS.deleteFailed, type: 'alert' });
  }
}

/** Edit and Delete for one license, named by its jurisdiction. */
export function LicenseActions({
  license,
  name,
  onEdit,
}: {
  license: License;
  name: string;
  onEdit: (l: License) => void;
}) {
  return (
    <div css={styles.rowActions}>
      <button
        type="button"
        css={linkButtonCss}
        onClick={() => onEdit(license)}
        aria-label={`Edit ${name} license`}
      >
        Edit
      </button>
      <button
        type="button"
        css={linkButtonCss}
        onClick={() => void removeLicense(license)}
        aria-label={`Delete ${name} license`}
      >
        Delete
      </button>
    </div>
  );
}

export function MemberLicenses({
  items,
  onEdit,
  editable,
}: {
  items: License[];
  onEdit: (l: License) => void;
  editable: boolean;
}) {
  if (!items.length) return <p css={styles.flush}>You have not added any licenses yet.</p>;
  return (
    <ul aria-label="Your licenses" css={bareList}>
      {items.map((l) => (
        <li key={l.sk} css={styles.row}>
          <div>
            <strong>{l.creditRegionName}</strong> · {l.creditClass}
            <div css={styles.detail}>
              {[
                l.stateLicenseNumber && `License ${l.stateLicenseNumber}`,
                l.yearAdmitted && `Admitted ${l.yearAdmitted}`,
                l.complianceGroup,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </div>
          {editable ? <LicenseActions license={l} name={l.creditRegionName} onEdit={onEdit} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function CertificatePreferences({
  options,
  saved,
}: {
  options: { key: number; text: string }[];
  saved: number | null;
}) {
  const [selected, setSelected] = useState<number | null>(saved);
  useEffect(() => setSelected(saved), [saved]);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        await savePreferenceIfChanged(selected, saved);
      }}
    >
      <fieldset css={styles.preferences}>
        <legend css={styles.legend}>Certificate preferences</legend>
        {options.map((o) => (
          <label key={o.key} css={styles.radio}>
            <input
              type="radio"
              name="certificate-preference"
              checked={selected === o.key}
              onChange={() => setSelected(o.key)}
            />
            {o.text}
          </label>
        ))}
        <div>
          <Button type="submit" variant="secondary">
            Save preference
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
