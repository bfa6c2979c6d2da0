// The payment step's body (spec 3 §4.9 Payment): saved cards as radios (default first; an expired card
// cannot be chosen and has Remove), 'Add payment method' opening the card form, the form inline when
// there is no saved card, and the 'new cards disabled' notice instead of any way to add one. The
// checkout page (and the account's Payment methods page) own the selection and the list.
import { useState } from 'react';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { useExpiredCardRemoval } from '../api/use-expired-card-removal';
import { orderInstruments, PAYMENT_MESSAGES } from '../../../lib/payment-rules';
import { CardForm } from './card-form';
import { SavedCardOption } from './saved-card-option';
import {
  paymentMethodStepBoxCss,
  paymentMethodStepFieldsetCss,
  paymentMethodStepHeadingCss,
  paymentMethodStepLegendCss,
  paymentMethodStepSectionCss,
  paymentMethodStepTextCss,
} from './payment-method-step.styles';

export interface PaymentMethodStepProps {
  instruments: PaymentInstrument[];
  disableNewPaymentMethod: boolean;
  selectedSk: number | null;
  onSelect(sk: number): void;
  onInstrumentsChanged(): void;
}

export function PaymentMethodStep({
  instruments,
  disableNewPaymentMethod,
  selectedSk,
  onSelect,
  onInstrumentsChanged,
}: PaymentMethodStepProps) {
  const [adding, setAdding] = useState(false);
  const { removing, remove } = useExpiredCardRemoval(onInstrumentsChanged);
  const cards = orderInstruments(instruments);

  const saved = (card: PaymentInstrument) => {
    setAdding(false);
    onInstrumentsChanged();
    onSelect(card.sk);
  };

  return (
    <div css={paymentMethodStepBoxCss}>
      {cards.length ? (
        <fieldset css={paymentMethodStepFieldsetCss}>
          <legend css={paymentMethodStepLegendCss}>Saved cards</legend>
          {cards.map((card) => (
            <SavedCardOption
              key={card.sk}
              card={card}
              selected={selectedSk === card.sk}
              removing={removing === card.sk}
              onSelect={() => onSelect(card.sk)}
              onRemove={() => void remove(card)}
            />
          ))}
        </fieldset>
      ) : null}

      {disableNewPaymentMethod ? (
        <p role="status" css={paymentMethodStepTextCss}>
          {PAYMENT_MESSAGES.newCardsDisabled}
        </p>
      ) : !cards.length ? (
        <section aria-label="Add a new card">
          <CardForm onSaved={saved} makeDefault />
        </section>
      ) : adding ? (
        <section aria-labelledby="add-card-heading" css={paymentMethodStepSectionCss}>
          <h3 id="add-card-heading" css={paymentMethodStepHeadingCss}>
            Add a new card
          </h3>
          <CardForm onSaved={saved} onCancel={() => setAdding(false)} />
        </section>
      ) : (
        <div>
          <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
            Add payment method
          </Button>
        </div>
      )}
    </div>
  );
}
