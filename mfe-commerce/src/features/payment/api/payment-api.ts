// The site API calls of the card form and saved cards (spec 3 §7). Card numbers never pass through
// here: the hosted fields send them to the card provider, which answers a transient token.
import { apiRequest } from '@cle/contracts/api-client';
import {
  CaptureContextResponseSchema,
  PaymentInstrumentSchema,
  PaymentInstrumentsResponseSchema,
} from '@cle/contracts/commerce-schemas';
import type {
  CaptureContextResponse,
  PaymentInstrument,
  PaymentInstrumentsResponse,
  StoreCardRequest,
} from '@cle/contracts/commerce-schemas';

export const PAYMENT_METHODS_PATH = '/user/payment-methods/credit-cards/tokens';
const CAPTURE_CONTEXT_PATH = '/commerce/payment/capture-context';

export function fetchPaymentInstruments(): Promise<PaymentInstrumentsResponse> {
  return apiRequest(PAYMENT_METHODS_PATH, { schema: PaymentInstrumentsResponseSchema });
}

export function storeCard(request: StoreCardRequest): Promise<PaymentInstrument> {
  return apiRequest(PAYMENT_METHODS_PATH, { method: 'POST', body: request, schema: PaymentInstrumentSchema });
}

export async function deletePaymentInstrument(sk: number): Promise<void> {
  await apiRequest<unknown>(`${PAYMENT_METHODS_PATH}/${sk}`, { method: 'DELETE' });
}

export async function setDefaultPaymentInstrument(sk: number): Promise<void> {
  await apiRequest<unknown>(`${PAYMENT_METHODS_PATH}/${sk}/default`, { method: 'PUT' });
}

/** The API asks the card provider for a capture context for this page's origin. */
export function fetchCaptureContext(): Promise<CaptureContextResponse> {
  return apiRequest(CAPTURE_CONTEXT_PATH, {
    method: 'POST',
    body: { targetOrigin: window.location.origin },
    schema: CaptureContextResponseSchema,
  });
}
