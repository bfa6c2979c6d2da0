import { exposeView } from '@cle/ui/remote-root';
import { OrderHistoryView } from '../features/orders/order-history-page';

/** The shell maps the CMS content type OrderHistoryPage here (the profile's order-history link). */
function OrderHistoryPage() {
  return <OrderHistoryView />;
}

export default exposeView('mfe-commerce', OrderHistoryPage);
