import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { CreditClassView } from '../features/credit-info/credit-class-page';

/** CMS content type CreditClassPage (e.g. /credit-info/new-york-transitional). */
function CreditClassPage({ page }: PageProps) {
  return <CreditClassView page={page} />;
}

export default exposeView('mfe-credit', CreditClassPage);
