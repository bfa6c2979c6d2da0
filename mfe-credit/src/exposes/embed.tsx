import { createEmbed } from '@cle/ui/embed';
import { JurisdictionCreditInfo } from '../features/credit-info/jurisdiction-credit-info';

// Views an integrator can mount: `credit-info` takes props { regionSk } (and optionally siteUrl, the
// site's origin, so links and share point at the real pages; linkGrid, the topic-links grid settings).
export const { mount, lifecycles } = createEmbed({
  name: 'mfe-credit',
  defaultView: 'credit-info',
  views: { 'credit-info': JurisdictionCreditInfo as never },
});
