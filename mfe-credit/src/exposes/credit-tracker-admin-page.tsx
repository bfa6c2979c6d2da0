import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { RosterPage } from '../features/roster/roster-page';
import { ROSTER_TITLE } from '../features/roster/roster-rules';

/** CMS content type CreditTrackerAdminPage (/account/credit/roster): the organisation roster. */
function CreditTrackerAdminPage({ page }: PageProps) {
  return <RosterPage title={page.name || ROSTER_TITLE} />;
}

export default exposeView('mfe-credit', CreditTrackerAdminPage);
