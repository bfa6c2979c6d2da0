// The licenses page (spec 2 §2): 'Add new license', the list, certificate preferences, the credit
// jurisdictions view with add/edit/delete; 10 skeleton rows while loading; the add-license action
// banner only for signed-in members. Anonymous visitors keep licenses in the LO_Licenses cookie
// (Apply, Remove) and nothing reaches the server. Calls: use-licenses.ts.
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import type { CreditJurisdiction, License, LicenseBody } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { PageFrame } from '@cle/ui/page-frame';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { AddLicenseFlow } from './components/add-license-flow';
import { CreditJurisdictionsView } from './components/credit-jurisdictions-view';
import { LicenseForm } from './components/license-form';
import { LICENSE_TOASTS, readLocalLicenses } from './license-rules';
import * as styles from './licenses-page.styles';
import { LocalLicenses } from './components/local-licenses';
import { CertificatePreferences, MemberLicenses } from './components/member-licenses';
import { updateLicense, useCreditJurisdictions, useLicenses } from './api/use-licenses';

/** S1-CONST-13 / S2-LICENSE-05: ten skeleton rows while licenses load. */
const LICENSE_SKELETON_ROWS = 10;

function LicenseSkeleton() {
  return (
    <ul aria-label="Loading licenses" css={styles.skeletonList}>
      {Array.from({ length: LICENSE_SKELETON_ROWS }, (_, i) => (
        <li key={i} data-testid="license-skeleton-row">
          <SkeletonBlock height={44} />
        </li>
      ))}
    </ul>
  );
}

/** Only for signed-in members: licenses feed the credit tracker. */
/**
 * S2-LICENSE-23/24: the flow offers the jurisdictions picked while signed out (LO_Licenses) that the member
 * holds no license in. Read when the flow opens (after a click), never during the server's render.
 */
const offeredRegions = (held: readonly License[]) =>
  readLocalLicenses(document.cookie)
    .map((l) => l.creditRegion_SK)
    .filter((r) => !held.some((h) => h.creditRegion_SK === r));

function AddLicensesBanner() {
  return (
    <div role="region" aria-label="Add your licenses" css={styles.banner}>
      Add every license you hold to track your credits in each jurisdiction.{' '}
      <a href="/account/credit/credit-tracker">Open the credit tracker</a>
    </div>
  );
}

/** Save an edited license, with its toast either way; true once saved. */
async function saveEditedLicense(body: LicenseBody): Promise<boolean> {
  try {
    await updateLicense(body);
    toast.show({ content: LICENSE_TOASTS.updated, type: 'confirmation' });
    return true;
  } catch {
    toast.show({ content: LICENSE_TOASTS.saveFailed, type: 'alert' });
    return false;
  }
}

function EditLicenseDialog({
  license,
  jurisdictions,
  onClose,
}: {
  license: License;
  jurisdictions: CreditJurisdiction[];
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} placement="center" aria-label="Edit license">
      <div css={styles.dialog}>
        <h2 css={styles.flush}>Edit license</h2>
        <LicenseForm
          jurisdictions={jurisdictions}
          authenticated
          initial={{
            sk: license.sk,
            creditClass_SK: license.creditClass_SK,
            creditRegion_SK: license.creditRegion_SK,
            stateLicenseNumber: license.stateLicenseNumber ?? '',
            yearAdmitted: license.yearAdmitted ?? '',
            complianceGroup_SK: license.complianceGroup_SK,
          }}
          onCancel={onClose}
          onSubmit={async (body) => {
            if (await saveEditedLicense({ ...body, sk: license.sk })) onClose();
          }}
        />
      </div>
    </Dialog>
  );
}

export function LicensesPage({
  title,
  searchContext = false,
  memberExtras,
}: {
  title: string;
  searchContext?: boolean;
  /** sections composed in by the expose for signed-in members (practice areas) */
  memberExtras?: ReactNode;
}) {
  const auth = useAuth();
  const headingId = useId();
  const jurisdictions = useCreditJurisdictions();
  const licenses = useLicenses();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<License | null>(null);

  useEffect(() => {
    if (licenses.error) toast.show({ content: LICENSE_TOASTS.loadFailed, type: 'alert' });
  }, [licenses.error]);

  const js = jurisdictions.data ?? [];
  const held = licenses.data?.items ?? [];
  const loading =
    !auth.ready || !jurisdictions.data || (auth.isAuthenticated && !licenses.data && !licenses.error);
  return (
    <PageFrame busy={loading}>
      <section aria-labelledby={headingId} css={styles.page}>
        <div css={styles.titleRow}>
          <h1 id={headingId} css={styles.flush}>
            {title}
          </h1>
          {auth.isAuthenticated ? (
            <Button type="button" onClick={() => setAdding(true)}>
              Add new license
            </Button>
          ) : null}
        </div>
        {auth.isAuthenticated ? <AddLicensesBanner /> : null}
        {loading ? (
          <LicenseSkeleton />
        ) : auth.isAuthenticated ? (
          <>
            <MemberLicenses items={held} onEdit={setEditing} editable={!searchContext} />
            <CertificatePreferences
              options={licenses.data?.certificatePreferenceOptions ?? []}
              saved={licenses.data?.selectedCertificatePreference ?? null}
            />
            {memberExtras}
            <CreditJurisdictionsView
              jurisdictions={js}
              held={held}
              editable={!searchContext}
              onAdd={() => setAdding(true)}
              onEdit={setEditing}
            />
          </>
        ) : (
          <LocalLicenses jurisdictions={js} />
        )}
      </section>
      {adding ? (
        <AddLicenseFlow
          open
          onClose={() => setAdding(false)}
          jurisdictions={js}
          heldRegions={held.map((l) => l.creditRegion_SK)}
          authenticated={auth.isAuthenticated}
          offered={offeredRegions(held)}
        />
      ) : null}
      {editing ? (
        <EditLicenseDialog license={editing} jurisdictions={js} onClose={() => setEditing(null)} />
      ) : null}
    </PageFrame>
  );
}
