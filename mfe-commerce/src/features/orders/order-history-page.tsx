// The order history page (the profile's order-history link): the signed-in user's orders, newest
// first as the API lists them, each linking to its confirmation.
import { Link } from 'react-router-dom';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { colors } from '@cle/ui/theme';
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

const cell = { padding: '10px 12px', borderBottom: `1px solid ${colors.line}`, textAlign: 'left' } as const;

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
      <table css={{ borderCollapse: 'collapse', width: '100%', maxWidth: 800 }}>
        <caption css={{ textAlign: 'left', marginBottom: 8, color: colors.inkSoft }}>
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
            <th scope="col" css={{ ...cell, textAlign: 'right' }}>
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
              <td css={{ ...cell, textAlign: 'right' }}>{formatMoney(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <PageFrame busy={!data && !error}>
      <h1 css={{ fontSize: 32, margin: '0 0 16px' }}>{ORDER_HISTORY_HEADING}</h1>
      {body}
    </PageFrame>
  );
}
