// The priced rows of a placed order (spec 3 §3 Order confirmation): the order summary's rows
// (summaryRows), in the confirmation's own look.
import type { OrderConfirmation } from '@cle/contracts/commerce-schemas';
import { summaryRows } from './order-summary-rules';
import {
  totalsListTotalRowCss,
  totalsListRowCss,
  totalsListTotalValueCss,
  totalsListValueCss,
} from './totals-list.styles';

/** Subtotal, membership and other discounts (both, even at 0), shipping and tax, then the total in bold. */
export function TotalsList({
  order,
  totalTestId,
  maxWidth,
}: {
  order: OrderConfirmation;
  totalTestId?: string;
  maxWidth?: number;
}) {
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px', margin: 0, maxWidth }}>
      {summaryRows(order, order.total, true).map((row) => (
        <div key={row.key} css={row.total ? totalsListTotalRowCss : totalsListRowCss}>
          <dt>{row.label}</dt>
          <dd
            data-testid={row.total ? totalTestId : undefined}
            css={row.total ? totalsListTotalValueCss : totalsListValueCss}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
