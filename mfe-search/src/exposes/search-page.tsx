import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { SearchResultsPage } from '../features/results/search-results-page';

function SearchPage({ page }: PageProps) {
  return <SearchResultsPage title={page.name} />;
}

export default exposeView('mfe-search', SearchPage);
