// The order history page (the profile's order-history link): the signed-in user's orders, newest
// first as the API lists them, each linking to its confirmation.
import { Link } from 'react-router-dom';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { formatMoney } from '../../lib/money';
import {
  formatOrderDate,
  NO_ORDERS,
  ORDER_HISTORY_HEADING,
  ORDER_SKELETON_COUNT,
  ORDERS_LOAD_FAILED,
} from './order-rules';
import { useOrderHistory } from './use-orders';
import { useSignedInUser } from './use-signed-in';
import {
  cell,
  orderHistoryViewCaptionCss,
  orderHistoryViewHeaderCellCss,
  orderHistoryViewHeadingCss,
  orderHistoryViewTableCss,
} from './order-history-page.styles';

export function OrderHistoryView() {
  const user = useSignedInUser();
  const { data, error, mutate } = useOrderHistory(user);

  let body;
  if (error && !data)
    body = (
      <ErrorFallback
        content={{ headingText: ORDERS_LOAD_FAILED, bodyText: 'Please try again.', buttonText: 'Try again' }}
        onRetry={() => void mutate()}
      />
    );
  else if (!data) body = <Skeleton rows={ORDER_SKELETON_COUNT} label="Loading your orders" />;
  else if (!data.items.length) body = <p>{NO_ORDERS}</p>;
  else
    body = (
      <table css={orderHistoryViewTableCss}>
        <caption css={orderHistoryViewCaptionCss}>
          {data.items.length} {data.items.length === 1 ? 'order' : 'orders'}
        </caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>
              Order number
            </th>
            <th scope="col" css={cell}>
              Date
            </th>
            <th scope="col" css={cell}>
              Items
            </th>
            <th scope="col" css={orderHistoryViewHeaderCellCss}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((order) => (
            <tr key={order.orderNumber}>
              <th scope="row" css={cell}>
                <Link to={order.orderConfirmationUrl} aria-label={`Order ${order.orderNumber}`}>
                  {order.orderNumber}
                </Link>
              </th>
              <td css={cell}>{formatOrderDate(order.placedAt)}</td>
              <td css={cell}>{order.lineCount}</td>
              <td css={orderHistoryViewHeaderCellCss}>{formatMoney(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <PageFrame busy={!data && !error}>
      <h1 css={orderHistoryViewHeadingCss}>{ORDER_HISTORY_HEADING}</h1>
      {body}
    </PageFrame>
  );
}
