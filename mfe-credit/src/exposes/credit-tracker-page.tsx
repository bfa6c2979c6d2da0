import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { CreditTrackerPage as TrackerView } from '../features/credit-tracker/credit-tracker-page';
import { AddLicenseDialog } from '../features/licenses/add-license-flow';

/** CMS content type CreditTrackerPage (/account/credit/credit-tracker); its Add menu opens the add-license flow. */
function CreditTrackerPage({ page }: PageProps) {
  return (
    <TrackerView
      title={page.name || 'Credit Tracker'}
      renderAddLicense={({ onClose, heldRegions }) => (
        <AddLicenseDialog onClose={onClose} heldRegions={heldRegions} authenticated />
      )}
    />
  );
}

export default exposeView('mfe-credit', CreditTrackerPage);
