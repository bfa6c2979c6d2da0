import { createEmbed } from '@cle/ui/embed';
import { PodcastSeriesView } from '../features/podcast-series/podcast-series-view';

// Views an integrator can mount: `podcast-series` takes props { code }, e.g. { code: 'POD001' }.
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-library',
  defaultView: 'podcast-series',
  views: { 'podcast-series': PodcastSeriesView as never },
});
