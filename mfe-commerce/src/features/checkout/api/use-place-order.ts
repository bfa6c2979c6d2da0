// Placing the order (spec 3 §4.9, §8): POST /commerce/checkout with one Idempotency-Key per attempt,
// one call at a time; on success the confirmation page, on failure the alert and a toast that offers
// to email customer service.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import type { PaymentInstrument, PrepareCheckoutResponse } from '@cle/contracts/commerce-schemas';
import { createEmitter } from '@cle/contracts/events';
import { toast } from '@cle/contracts/toast';
import { placeOrder } from '../../../lib/checkout-api';
import { buildCheckoutRequest, mailTo, ORDER_FAILED_MESSAGE, shippingRequired } from '../checkout-rules';
import { createIdempotencyKeys } from '../idempotency';
import type { CheckoutChoicesState } from '../step-props';

const emit = createEmitter('commerce');

const EMAIL_CUSTOMER_SERVICE = 'Email customer service';

/** The checkout request for what the steps settled. */
function orderRequest(
  data: PrepareCheckoutResponse,
  choices: CheckoutChoicesState,
  paymentMethod: PaymentInstrument | null,
) {
  return buildCheckoutRequest({
    upkeepService: choices.upkeep ?? true,
    billingAddress: data.selectedBillingAddress,
    shippingAddress: shippingRequired(data.cart)
      ? data.selectedShippingAddress
      : (data.selectedShippingAddress ?? data.selectedBillingAddress),
    vatChoice: choices.vatChoice,
    vatNumber: choices.vatNumber,
    payment: data.cart.total > 0 ? paymentMethod : null,
    totalAmount: data.cart.total,
    stsAccepted: choices.stsAccepted,
    ipsAccepted: choices.ipsAccepted,
  });
}

export function usePlaceOrder(customerServiceEmail: string | null) {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  // null: no failure; '' a failure without a reason the person can act on; else the API's 4xx message
  const [orderFailure, setOrderFailure] = useState<string | null>(null);
  // a ref, not state: the second click of a double click must see the first in flight
  const placingRef = useRef(false);
  const keys = useRef(createIdempotencyKeys()).current;

  async function place(
    data: PrepareCheckoutResponse | undefined,
    choices: CheckoutChoicesState,
    paymentMethod: PaymentInstrument | null,
  ) {
    if (placingRef.current || !data) return;
    placingRef.current = true;
    setPlacing(true);
    setOrderFailure(null);
    const order = orderRequest(data, choices, paymentMethod);
    try {
      const { orderConfirmationUrl } = await placeOrder(order, keys.keyFor(order));
      if (!orderConfirmationUrl) throw new Error('no order confirmation url');
      keys.reset();
      const target = new URL(orderConfirmationUrl, window.location.href);
      emit('commerce:order-placed', {
        orderNumber: target.searchParams.get('orderNumber') ?? '',
        total: data.cart.total,
      });
      emit('commerce:cart-updated', { itemCount: 0 });
      if (target.origin === window.location.origin)
        navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    } catch (error) {
      // a refused order (4xx: declined card, VAT number, terms) says why; a 5xx or network failure does not
      setOrderFailure(error instanceof ApiError && error.isClientError ? error.message : '');
      const mail = mailTo(customerServiceEmail);
      toast.show({
        type: 'alert',
        content: ORDER_FAILED_MESSAGE,
        ...(mail
          ? { action: { label: EMAIL_CUSTOMER_SERVICE, onClick: () => window.location.assign(mail) } }
          : {}),
      });
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  }

  return { placing, orderFailure, place };
}
