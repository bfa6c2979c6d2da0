import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { CertificatesPage as CertificatesView } from '../features/certificates/certificates-page';
import { CERTIFICATES_TITLE } from '../features/certificates/certificates-rules';
import { CreditModal } from '../features/credit-form/credit-modal';

/** Carryover credit is carried into the start of this or last year's period (the tracker knows better). */
function carryoverPeriods() {
  const year = new Date().getFullYear();
  return [year - 1, year].map((y) => ({ start: `${y}-01-01`, label: `Period starting 01/01/${y}` }));
}

/** CMS content type CertificatesPage (/account/certificates): the list plus the credit modal. */
function CertificatesPage({ page }: PageProps) {
  return (
    <CertificatesView
      title={page.name || CERTIFICATES_TITLE}
      renderCreditModal={(request, close) =>
        request ? (
          <CreditModal
            open
            mode={request}
            context="certificates"
            carryoverPeriods={carryoverPeriods()}
            onClose={() => close(false)}
            onSaved={() => close(true)}
          />
        ) : null
      }
    />
  );
}

export default exposeView('mfe-credit', CertificatesPage);
