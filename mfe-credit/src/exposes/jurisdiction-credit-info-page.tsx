import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { JurisdictionCreditInfo } from '../features/credit-info/jurisdiction-credit-info';

/** CMS content type JurisdictionCreditInfoPage: properties.regionSk names the jurisdiction. */
function JurisdictionCreditInfoPage({ page }: PageProps) {
  return (
    <JurisdictionCreditInfo
      regionSk={page.properties.regionSk}
      pagePath={page.friendlyUrl}
      linkGrid={page.properties.topicLinksGrid}
    />
  );
}

export default exposeView('mfe-credit', JurisdictionCreditInfoPage);
