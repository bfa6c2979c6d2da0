import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { CreditTopicView } from '../features/credit-info/credit-topic-page';

/** CMS content types CreditFormatPage and CreditInfoTypePage: the last contentType entry says which. */
function CreditTopicPage({ page }: PageProps) {
  return (
    <CreditTopicView page={page} kind={page.contentType.at(-1) === 'CreditFormatPage' ? 'format' : 'type'} />
  );
}

export default exposeView('mfe-credit', CreditTopicPage);
