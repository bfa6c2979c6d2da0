// The checkout, order and address calls (spec 3 §7), typed and checked with the shared schemas:
// these pages show money and addresses, so every answer is parsed at the boundary.
import { apiRequest } from '@cle/contracts/api-client';
import {
  AddressesResponseSchema,
  AddressSchema,
  CheckoutResponseSchema,
  OrderConfirmationSchema,
  OrderHistoryResponseSchema,
  PrepareCheckoutResponseSchema,
} from '@cle/contracts/commerce-schemas';
import type {
  Address,
  AddressesResponse,
  AddressInput,
  CheckoutRequest,
  CheckoutResponse,
  OrderConfirmation,
  OrderHistoryResponse,
  PrepareCheckoutRequest,
  PrepareCheckoutResponse,
} from '@cle/contracts/commerce-schemas';

export const PREPARE_PATH = '/commerce/checkout/prepare';
const CHECKOUT_PATH = '/commerce/checkout';
const ORDER_CONFIRMATION_PATH = '/commerce/checkout/order-confirmation';
export const ORDERS_PATH = '/commerce/orders';
export const ADDRESSES_PATH = '/user/addresses';

/** POST /commerce/checkout/prepare: the cart priced for the chosen addresses, cards and defaults. */
export function prepareCheckout(request: PrepareCheckoutRequest): Promise<PrepareCheckoutResponse> {
  return apiRequest(PREPARE_PATH, { method: 'POST', body: request, schema: PrepareCheckoutResponseSchema });
}

/** POST /commerce/checkout with the attempt's Idempotency-Key (a retry answers the same order). */
export function placeOrder(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutResponse> {
  return apiRequest(CHECKOUT_PATH, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: CheckoutResponseSchema,
    // placing an order may take the card provider's time; a timeout would only invite a retry
    timeoutMs: 30_000,
  });
}

export function orderConfirmationKey(orderNumber: string): string {
  return `${ORDER_CONFIRMATION_PATH}?orderNumber=${encodeURIComponent(orderNumber)}`;
}

export function fetchOrderConfirmation(orderNumber: string): Promise<OrderConfirmation> {
  return apiRequest(ORDER_CONFIRMATION_PATH, { query: { orderNumber }, schema: OrderConfirmationSchema });
}

export function fetchOrders(): Promise<OrderHistoryResponse> {
  return apiRequest(ORDERS_PATH, { schema: OrderHistoryResponseSchema });
}

export function fetchAddresses(): Promise<AddressesResponse> {
  return apiRequest(ADDRESSES_PATH, { schema: AddressesResponseSchema });
}

/** POST (new) or PUT (with sk) /user/addresses. */
export function saveAddress(address: AddressInput): Promise<Address> {
  return apiRequest(ADDRESSES_PATH, {
    method: address.sk === undefined ? 'POST' : 'PUT',
    body: address,
    schema: AddressSchema,
  });
}

export function setDefaultAddress(sk: number, kind: 'billing' | 'shipping'): Promise<unknown> {
  return apiRequest(`${ADDRESSES_PATH}/${sk}/set-as-default-${kind}`, { method: 'PUT' });
}

export function deleteAddress(sk: number): Promise<unknown> {
  return apiRequest(`${ADDRESSES_PATH}/${sk}`, { method: 'DELETE' });
}
