import useSWR from 'swr';
import { toast } from '@cle/contracts/toast';
import { fetchPaymentInstruments, PAYMENT_METHODS_PATH, setDefaultPaymentInstrument } from './payment-api';

/** The signed-in person's saved cards (`sub`: whose; null asks nothing); choosing one makes it the default. */
export function usePaymentMethods(sub: string | null) {
  // the fields read one by one: SWR re-renders only for those a caller reads
  const { data, error, mutate } = useSWR(sub ? [PAYMENT_METHODS_PATH, sub] : null, () =>
    fetchPaymentInstruments(),
  );

  async function makeDefault(sk: number) {
    try {
      await setDefaultPaymentInstrument(sk);
      await mutate();
    } catch (err) {
      console.error('payment methods: the default card was not changed', err);
      toast.show({ type: 'alert', content: 'The default card could not be changed. Please try again.' });
    }
  }

  return { data, error, mutate, makeDefault };
}
