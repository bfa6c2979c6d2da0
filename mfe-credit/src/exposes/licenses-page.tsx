import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { LicensesPage as LicensesView } from '../features/licenses/licenses-page';
import { PracticeAreasSection } from '../features/practice-areas/practice-areas-section';

/** CMS content type LicensesPage (/account/licenses): licenses, then the practice areas the member follows. */
function LicensesPage({ page }: PageProps) {
  return (
    <LicensesView title={page.name || 'Licenses and Jurisdictions'} memberExtras={<PracticeAreasSection />} />
  );
}

export default exposeView('mfe-credit', LicensesPage);
