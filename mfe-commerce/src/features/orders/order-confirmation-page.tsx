// The order confirmation page (spec 3 §2.5): reads ?orderNumber=, loads that order of the signed-in
// user and shows its lines, the shipping address and the totals.
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import type { OrderConfirmation } from '@cle/contracts/commerce-schemas';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { addressLines } from '../../lib/address-format';
import { formatMoney } from '../../lib/money';
import { orderLineCss, orderLineDetailCss, orderLineLabelCss, orderLinesCss } from '../../lib/styles';
import {
  formatOrderDate,
  NO_ORDER_NUMBER,
  ORDER_CONFIRMATION_HEADING,
  ORDER_LOAD_FAILED,
  ORDER_SKELETON_COUNT,
  orderHistoryUrl,
  orderNotFound,
} from './order-rules';
import { OrderTotals } from './order-totals';
import { useOrderConfirmation } from './use-orders';
import { useSignedInUser } from './use-signed-in';
import {
  flushTextCss,
  orderConfirmationViewHeadingCss,
  orderDetailsAddressCss,
  orderDetailsBoxCss,
  orderDetailsHeadingCss,
  orderDetailsTextCss,
} from './order-confirmation-page.styles';

export function OrderConfirmationView() {
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() ?? '';
  const user = useSignedInUser();
  const labels = useSiteLabels();
  const historyUrl = orderHistoryUrl(labels.data?.profilePage ?? '/account/profile');
  const { data, error, mutate } = useOrderConfirmation(user, orderNumber);

  let body;
  if (!orderNumber) body = <p role="alert">{NO_ORDER_NUMBER}</p>;
  // an order number of another shape (400) or another person's or no order (404): not found
  else if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    body = (
      <p role="alert">
        {orderNotFound(orderNumber)} <Link to={historyUrl}>See your order history</Link>
      </p>
    );
  else if (error && !data)
    body = (
      <ErrorFallback
        content={{ headingText: ORDER_LOAD_FAILED, bodyText: 'Please try again.', buttonText: 'Try again' }}
        onRetry={() => void mutate()}
      />
    );
  else if (!data) body = <Skeleton rows={ORDER_SKELETON_COUNT} label="Loading your order" />;
  else body = <OrderDetails order={data} historyUrl={historyUrl} />;

  return (
    <PageFrame busy={Boolean(orderNumber) && !data && !error}>
      <h1 css={orderConfirmationViewHeadingCss}>{ORDER_CONFIRMATION_HEADING}</h1>
      {body}
    </PageFrame>
  );
}

function OrderDetails({ order, historyUrl }: { order: OrderConfirmation; historyUrl: string }) {
  const shipping = order.shippingAddress;
  return (
    <div css={orderDetailsBoxCss}>
      <p css={orderDetailsTextCss}>
        Order number <strong data-testid="order-number">{order.orderNumber}</strong>, placed{' '}
        {formatOrderDate(order.placedAt)}.
      </p>
      <section aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading" css={orderDetailsHeadingCss}>
          Items
        </h2>
        <ul css={orderLinesCss}>
          {order.cart.orderLines.map((line) => (
            <li key={line.code} css={orderLineCss}>
              <span css={orderLineLabelCss}>
                {line.productVariantUrl ? (
                  <Link to={line.productVariantUrl}>{line.displayName}</Link>
                ) : (
                  line.displayName
                )}
                {line.displayType ? <span css={orderLineDetailCss}> · {line.displayType}</span> : null}
                <span css={orderLineDetailCss}> · Quantity {line.quantity}</span>
              </span>
              <span>{formatMoney(line.extendedPrice)}</span>
            </li>
          ))}
        </ul>
      </section>
      {shipping ? (
        <section aria-labelledby="order-shipping-heading">
          <h2 id="order-shipping-heading" css={orderDetailsHeadingCss}>
            Shipping address
          </h2>
          <address css={orderDetailsAddressCss}>
            {addressLines(shipping).map((l) => (
              <div key={l}>{l}</div>
            ))}
          </address>
        </section>
      ) : null}
      <section aria-labelledby="order-totals-heading">
        <h2 id="order-totals-heading" css={orderDetailsHeadingCss}>
          Order total
        </h2>
        <OrderTotals order={order} />
      </section>
      <p css={flushTextCss}>
        <Link to={historyUrl}>See all your orders</Link>
      </p>
    </div>
  );
}
