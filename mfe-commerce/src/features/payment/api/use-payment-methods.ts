import useSWR from 'swr';
import { fetchPaymentInstruments, PAYMENT_METHODS_PATH } from '../../api/payment-api';

/** The signed-in person's saved cards (`sub`: whose; null asks nothing). */
export function usePaymentMethods(sub: string | null) {
  return useSWR(sub ? [PAYMENT_METHODS_PATH, sub] : null, () => fetchPaymentInstruments());
}
