// Removing an expired saved card (spec 3 §4.9): DELETE the instrument, say so, and let the owner of
// the list refresh it.
import { useState } from 'react';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { toast } from '@cle/contracts/toast';
import { deletePaymentInstrument } from './payment-api';
import { PAYMENT_MESSAGES } from '../../../lib/payment-rules';

/** `removing`: the sk of the card whose removal is on its way. */
export function useExpiredCardRemoval(onInstrumentsChanged: () => void) {
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(card: PaymentInstrument) {
    setRemoving(card.sk);
    try {
      await deletePaymentInstrument(card.sk);
      toast.show({ type: 'confirmation', content: PAYMENT_MESSAGES.expiredRemoved });
      onInstrumentsChanged();
    } catch (err) {
      console.error('payment step: the expired card was not removed', err);
      toast.show({ type: 'alert', content: 'The card could not be removed. Please try again.' });
    } finally {
      setRemoving(null);
    }
  }

  return { removing, remove };
}
