import { createEmbed } from '@cle/ui/embed';
import { SearchResultsPage } from '../features/results/search-results-page';

// Views an integrator can mount: `search` reads its query from initialPath, e.g. '/search?query=ethics'.
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-search',
  defaultView: 'search',
  views: { search: SearchResultsPage as never },
});
