import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { PaymentMethodsView } from '../features/payment/payment-methods-page';

/** The shell maps the CMS content type PaymentMethodsPage here (the account's saved cards). */
function PaymentMethodsPage({ page }: PageProps) {
  return <PaymentMethodsView title={page.name || undefined} />;
}

export default exposeView('mfe-commerce', PaymentMethodsPage);
