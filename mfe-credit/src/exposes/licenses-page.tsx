import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { LicensesPage as LicensesView } from '../features/licenses/licenses-page';

/** CMS content type LicensesPage (/account/licenses). */
function LicensesPage({ page }: PageProps) {
  return <LicensesView title={page.name || 'Licenses and Jurisdictions'} />;
}

export default exposeView('mfe-credit', LicensesPage);
