import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { RuleChangesView } from '../features/credit-info/rule-changes-page';

/** CMS content type RuleChangesPage (/credit-info/rule-changes). */
function RuleChangesPage({ page }: PageProps) {
  return <RuleChangesView page={page} />;
}

export default exposeView('mfe-credit', RuleChangesPage);
