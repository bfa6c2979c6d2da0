import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { RiverView } from '../features/credit-info/river-page';

/** CMS content type CreditInfoRiverPage (/credit-info). */
function CreditInfoRiverPage({ page }: PageProps) {
  return <RiverView page={page} />;
}

export default exposeView('mfe-credit', CreditInfoRiverPage);
