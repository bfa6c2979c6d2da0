// The signed-in person's orders (GET /commerce/orders) and one order's confirmation, keyed by who asks.
import useSWR from 'swr';
import type { OrderConfirmation, OrderHistoryResponse } from '@cle/contracts/commerce-schemas';
import {
  fetchOrderConfirmation,
  fetchOrders,
  orderConfirmationKey,
  ORDERS_PATH,
} from '../../lib/checkout-api';
import type { useSignedInUser } from './use-signed-in';

type SignedInUser = ReturnType<typeof useSignedInUser>;

export function useOrderHistory(user: SignedInUser) {
  return useSWR<OrderHistoryResponse>(user.ready ? [ORDERS_PATH, user.userKey] : null, () => fetchOrders());
}

/** Nothing is asked without an order number. */
export function useOrderConfirmation(user: SignedInUser, orderNumber: string) {
  return useSWR<OrderConfirmation>(
    user.ready && orderNumber ? [orderConfirmationKey(orderNumber), user.userKey] : null,
    () => fetchOrderConfirmation(orderNumber),
  );
}
