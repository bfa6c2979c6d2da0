// The saved cards as radios: what the payment step shows until the payment feature's
// PaymentMethodStep (hosted card fields, add and remove) is wired in by the exposed module.
import type { PaymentStepProps } from './checkout-slots';

export function StoredCardChoice({ instruments, selectedSk, onSelect }: PaymentStepProps) {
  if (!instruments.length) return <p>You have no saved cards.</p>;
  return (
    <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: 8 }}>Choose a card</legend>
      {instruments.map((card) => (
        <label key={card.sk} css={{ display: 'flex', gap: 8, alignItems: 'center', margin: '6px 0' }}>
          <input
            type="radio"
            name="payment-card"
            checked={card.sk === selectedSk}
            disabled={card.isExpired}
            onChange={() => onSelect(card.sk)}
          />
          {card.cardType} ending in {card.numberLastFour}, expires{' '}
          {String(card.expirationMonth).padStart(2, '0')}/{card.expirationYear}
          {card.isExpired ? ' (expired)' : ''}
          {card.isDefault ? ' (default)' : ''}
        </label>
      ))}
    </fieldset>
  );
}
