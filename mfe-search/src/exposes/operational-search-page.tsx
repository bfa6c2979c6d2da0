import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { OperationalSearchPage } from '../features/results/operational-search-page';

/** Content type OperationalSearchResultPage: page properties facetGroup and facetOperation. */
function OperationalSearchResultPage({ page }: PageProps) {
  return <OperationalSearchPage title={page.name} properties={page.properties} />;
}

export default exposeView('mfe-search', OperationalSearchResultPage);
