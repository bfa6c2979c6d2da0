import type { PageContent } from '@cle/contracts/page';
import { createEmbed } from '@cle/ui/embed';
import { OperationalSearchPage } from '../features/results/operational-search-page';
import { SearchResultsPage } from '../features/results/search-results-page';

/** `operational-search` takes the page settings as props: { page: { name, properties: { facetGroup, facetOperation } } }. */
function OperationalView({ page }: { page?: Pick<PageContent, 'name' | 'properties'> }) {
  return <OperationalSearchPage title={page?.name} properties={page?.properties} />;
}

// Views an integrator can mount: `search` reads its query from initialPath, e.g. '/search?query=ethics';
// `operational-search` reads its values from initialPath, e.g. '/cle?creditType=ETH;DIV&jurisdictions=NY'.
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-search',
  defaultView: 'search',
  views: { search: SearchResultsPage as never, 'operational-search': OperationalView as never },
});
