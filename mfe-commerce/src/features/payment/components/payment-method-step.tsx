// The payment step's body (spec 3 §4.9 Payment): saved cards as radios (default first; an expired card
// cannot be chosen and has Remove), 'Add payment method' opening the card form, the form inline when
// there is no saved card, and the 'new cards disabled' notice instead of any way to add one. The
// checkout page (and the account's Payment methods page) own the selection and the list.
import { useState } from 'react';
import { toast } from '@cle/contracts/toast';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { colors, focusRing } from '@cle/ui/theme';
import { deletePaymentInstrument } from '../../api/payment-api';
import { orderInstruments, PAYMENT_MESSAGES } from '../../lib/payment-rules';
import { cardDisplay } from '../../lib/card-display';
import { CardForm } from './card-form';

export interface PaymentMethodStepProps {
  instruments: PaymentInstrument[];
  disableNewPaymentMethod: boolean;
  selectedSk: number | null;
  onSelect(sk: number): void;
  onInstrumentsChanged(): void;
}

const two = (n: number) => String(n).padStart(2, '0');

export function PaymentMethodStep({
  instruments,
  disableNewPaymentMethod,
  selectedSk,
  onSelect,
  onInstrumentsChanged,
}: PaymentMethodStepProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const cards = orderInstruments(instruments);

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

  const saved = (card: PaymentInstrument) => {
    setAdding(false);
    onInstrumentsChanged();
    onSelect(card.sk);
  };

  return (
    <div css={{ display: 'grid', gap: 16 }}>
      {cards.length ? (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend css={{ fontWeight: 600, marginBottom: 8 }}>Saved cards</legend>
          {cards.map((card) => {
            const display = cardDisplay(card.cardType);
            const name = `${display.displayName} ending in ${card.numberLastFour}`;
            return (
              <div
                key={card.sk}
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '10px 12px',
                  border: `1px solid ${selectedSk === card.sk ? colors.ink : colors.line}`,
                  borderRadius: 4,
                  background: card.isExpired ? colors.mist : colors.paper,
                }}
              >
                <label css={{ display: 'flex', alignItems: 'center', gap: 12, flex: 1, cursor: 'pointer' }}>
                  <input
                    type="radio"
                    name="payment-instrument"
                    value={card.sk}
                    checked={selectedSk === card.sk}
                    disabled={card.isExpired}
                    onChange={() => {
                      // an expired card is never chosen, however the change event arrives
                      if (!card.isExpired) onSelect(card.sk);
                    }}
                    css={{ '&:focus-visible': focusRing }}
                  />
                  {display.imageUrl ? <img src={display.imageUrl} alt="" width={40} height={26} /> : null}
                  <span>
                    {name}
                    <span
                      css={{
                        display: 'block',
                        fontSize: 13,
                        color: card.isExpired ? colors.red : colors.inkSoft,
                      }}
                    >
                      {card.isExpired ? 'Expired' : 'Expires'} {two(card.expirationMonth)}/
                      {card.expirationYear}
                      {card.isDefault ? ' · Default' : ''}
                    </span>
                  </span>
                </label>
                {card.isExpired ? (
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={`Remove ${name}`}
                    disabled={removing === card.sk}
                    onClick={() => void remove(card)}
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}

      {disableNewPaymentMethod ? (
        <p
          role="status"
          css={{ margin: 0, padding: 12, background: colors.mist, borderLeft: `4px solid ${colors.warning}` }}
        >
          {PAYMENT_MESSAGES.newCardsDisabled}
        </p>
      ) : !cards.length ? (
        <section aria-label="Add a new card">
          <CardForm onSaved={saved} makeDefault />
        </section>
      ) : adding ? (
        <section aria-labelledby="add-card-heading" css={{ display: 'grid', gap: 12 }}>
          <h3 id="add-card-heading" css={{ margin: 0, fontSize: 18 }}>
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
