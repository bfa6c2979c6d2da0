// Logged-out visitors: licenses live in the LO_Licenses cookie only (S2-ROLES-03..05): Apply adds one,
// Remove takes it away, and nothing reaches the server.
import { useState } from 'react';
import { licenseKey } from '@cle/contracts/tracker-schemas';
import type { CreditJurisdiction } from '@cle/contracts/tracker-schemas';
import { bareList, linkButtonCss } from '@cle/ui/theme';
import { LicenseForm } from './license-form';
import { addLocal, removeLocal } from '../license-rules';
import * as styles from '../licenses-page.styles';
import { useLocalLicenses } from '../api/use-licenses';

export function LocalLicenses({ jurisdictions }: { jurisdictions: CreditJurisdiction[] }) {
  const [local, store] = useLocalLicenses();
  const [formKey, setFormKey] = useState(0);
  const names = new Map(jurisdictions.map((j) => [licenseKey(j), j]));
  return (
    <div css={styles.local}>
      <p css={styles.flush}>
        Choose the jurisdictions you hold licenses in. They are kept in this browser only.
      </p>
      <LicenseForm
        key={formKey}
        jurisdictions={jurisdictions}
        authenticated={false}
        submitLabel="Apply"
        onSubmit={(body) => {
          store(
            addLocal(local, { creditClass_SK: body.creditClass_SK, creditRegion_SK: body.creditRegion_SK }),
          );
          setFormKey(formKey + 1);
        }}
      />
      <ul aria-label="Your licenses" css={bareList}>
        {local.map((l) => {
          const j = names.get(licenseKey(l));
          return (
            <li key={licenseKey(l)} css={styles.row}>
              <span>
                <strong>{j?.name ?? `Region ${l.creditRegion_SK}`}</strong> · {j?.creditClass}
              </span>
              <button
                type="button"
                css={linkButtonCss}
                onClick={() => store(removeLocal(local, l))}
                aria-label={`Remove ${j?.name ?? ''}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
