import type { OrderConfirmation } from '@cle/contracts/commerce-schemas';
import { TotalsList } from '../../lib/totals-list';

/** The totals of a placed order (spec 3 §3 Order confirmation). */
export function OrderTotals({ order }: { order: OrderConfirmation }) {
  return <TotalsList order={order} maxWidth={380} />;
}
