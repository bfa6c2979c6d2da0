// S2-LICENSE-38..44: every jurisdiction with status, total offered and credits by type; Add for one the
// member holds no license in, Edit and Delete for one they do.
import { useId } from 'react';
import { licenseKey } from '@cle/contracts/tracker-schemas';
import type { CreditJurisdiction, License } from '@cle/contracts/tracker-schemas';
import { bareList, linkButtonCss } from '@cle/ui/theme';
import * as styles from '../licenses-page.styles';
import { LicenseActions } from './member-licenses';

export function CreditJurisdictionsView({
  jurisdictions,
  held,
  editable,
  onAdd,
  onEdit,
}: {
  jurisdictions: CreditJurisdiction[];
  held: License[];
  editable: boolean;
  onAdd: () => void;
  onEdit: (l: License) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Credit jurisdictions</h2>
      <ul css={bareList}>
        {jurisdictions.map((j) => {
          const mine = held.find((l) => licenseKey(l) === licenseKey(j));
          return (
            <li key={licenseKey(j)} css={styles.row} data-testid="credit-jurisdiction">
              <div>
                <strong>{j.name}</strong> · {j.statusDescription}
                <div css={styles.detail}>
                  {j.totalOffered} programs offered
                  {j.credits.length
                    ? `: ${j.credits
                        .slice(0, 4)
                        .map((c) => `${c.typeTitle} ${c.creditOffered}`)
                        .join(', ')}`
                    : ''}
                </div>
              </div>
              {!editable ? null : mine ? (
                <LicenseActions license={mine} name={j.name} onEdit={onEdit} />
              ) : (
                <button
                  type="button"
                  css={linkButtonCss}
                  onClick={onAdd}
                  aria-label={`Add ${j.name} license`}
                >
                  Add
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
