import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { PodcastSeriesView } from '../features/podcast-series/podcast-series-view';

/** CMS content type PodcastSeriesNode: page.properties.code is the series code, e.g. POD001. */
function PodcastSeriesPage({ page }: PageProps) {
  const code = typeof page.properties.code === 'string' ? page.properties.code : '';
  return <PodcastSeriesView code={code} />;
}

export default exposeView('mfe-library', PodcastSeriesPage);
