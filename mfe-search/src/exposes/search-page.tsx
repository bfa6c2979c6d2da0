import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { SearchResultsPage } from '../features/results/search-results-page';

function SearchPage({ page }: PageProps) {
  return <SearchResultsPage title={page.name} properties={page.properties} />;
}

export default exposeView('mfe-search', SearchPage);
