import { exposeView } from '@cle/ui/remote-root';
import { OrderConfirmationView } from '../features/orders/order-confirmation-page';

/** The shell maps the CMS content type OrderConfirmationPage here (spec 3 §2.5). */
function OrderConfirmationPage() {
  return <OrderConfirmationView />;
}

export default exposeView('mfe-commerce', OrderConfirmationPage);
