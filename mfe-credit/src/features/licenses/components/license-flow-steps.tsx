// Parts of the add-license flow (spec 2 §2): its header, the license form of one chosen jurisdiction,
// and the question whether to add licenses in every jurisdiction chosen.
import type { CreditJurisdiction, LicenseBody } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { linkButtonCss } from '@cle/ui/theme';
import * as styles from './add-license-flow.styles';
import { LicenseForm } from './license-form';

/** The step's title and Close (which marks what was offered as handled). */
export function FlowHeader({
  titleId,
  title,
  onClose,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <div css={styles.header}>
      <h2 id={titleId} css={styles.title}>
        {title}
      </h2>
      <button type="button" css={linkButtonCss} onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The license form of one offered jurisdiction, its type and region fixed; Back returns a step. */
export function LockedLicenseForm({
  jurisdiction: j,
  jurisdictions,
  submitLabel,
  onBack,
  onSubmit,
}: {
  jurisdiction: CreditJurisdiction;
  jurisdictions: CreditJurisdiction[];
  submitLabel: string;
  onBack: () => void;
  onSubmit: (body: LicenseBody) => Promise<void>;
}) {
  return (
    <LicenseForm
      key={j.creditRegion_SK}
      jurisdictions={jurisdictions}
      authenticated
      lockRegion
      initial={{ creditClass_SK: j.creditClass_SK, creditRegion_SK: j.creditRegion_SK }}
      submitLabel={submitLabel}
      cancelLabel="Back"
      onCancel={onBack}
      onSubmit={onSubmit}
    />
  );
}

/** selectMultipleLicenses: the jurisdictions chosen, Yes (a form for each in turn) or Back. */
export function ConfirmSelection({
  chosen,
  onYes,
  onBack,
}: {
  chosen: { region: number; name: string | undefined }[];
  onYes: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <ul css={styles.flush}>
        {chosen.map(({ region, name }) => (
          <li key={region}>{name}</li>
        ))}
      </ul>
      <div css={styles.buttons}>
        <Button type="button" onClick={onYes}>
          Yes
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </>
  );
}
