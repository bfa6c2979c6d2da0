import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { CreditTrackerPage as TrackerView } from '../features/credit-tracker/credit-tracker-page';
import { AddLicenseDialog } from '../features/licenses/components/add-license-flow';
import { CreditModal } from '../features/credit-form/credit-modal';

/**
 * CMS content type CreditTrackerPage (/account/credit/credit-tracker); its Add menu opens the add-license
 * flow and the credit modal (external or carryover credit, the date checked against the period).
 */
function CreditTrackerPage({ page }: PageProps) {
  return (
    <TrackerView
      title={page.name || 'Credit Tracker'}
      renderAddLicense={({ onClose, heldRegions }) => (
        <AddLicenseDialog onClose={onClose} heldRegions={heldRegions} authenticated />
      )}
      renderCreditModal={(request, done) => (
        <CreditModal
          open
          mode={{ kind: request.kind }}
          context="tracker"
          regionSk={request.regionSk}
          carryoverPeriods={request.carryoverPeriods}
          providers={request.providers}
          onClose={() => done(null)}
          onSaved={(result) => done(result.certificate)}
        />
      )}
    />
  );
}

export default exposeView('mfe-credit', CreditTrackerPage);
