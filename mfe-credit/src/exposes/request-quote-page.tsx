import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { RequestQuoteView } from '../features/quote/request-quote';

/** CMS content type RequestQuotePage: properties.formId names the form the modal shows. */
function RequestQuotePage({ page }: PageProps) {
  return <RequestQuoteView page={page} />;
}

export default exposeView('mfe-credit', RequestQuotePage);
