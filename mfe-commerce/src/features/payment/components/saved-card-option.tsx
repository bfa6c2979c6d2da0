// One saved card as a radio: its brand, last four digits and expiry; an expired card cannot be chosen
// and has Remove.
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { colors, focusRing } from '@cle/ui/theme';
import { cardDisplay } from '../../../lib/card-display';

const two = (n: number) => String(n).padStart(2, '0');

const optionCss = (selected: boolean, expired: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '10px 12px',
    border: `1px solid ${selected ? colors.ink : colors.line}`,
    borderRadius: 4,
    background: expired ? colors.mist : colors.paper,
  }) as const;
const labelCss = { display: 'flex', alignItems: 'center', gap: 12, flex: 1, cursor: 'pointer' } as const;
const expiryCss = (expired: boolean) =>
  ({ display: 'block', fontSize: 13, color: expired ? colors.red : colors.inkSoft }) as const;

export function SavedCardOption({
  card,
  selected,
  removing,
  onSelect,
  onRemove,
}: {
  card: PaymentInstrument;
  selected: boolean;
  removing: boolean;
  onSelect(): void;
  onRemove(): void;
}) {
  const display = cardDisplay(card.cardType);
  const name = `${display.displayName} ending in ${card.numberLastFour}`;
  return (
    <div css={optionCss(selected, card.isExpired)}>
      <label css={labelCss}>
        <input
          type="radio"
          name="payment-instrument"
          value={card.sk}
          checked={selected}
          disabled={card.isExpired}
          onChange={() => {
            // an expired card is never chosen, however the change event arrives
            if (!card.isExpired) onSelect();
          }}
          css={{ '&:focus-visible': focusRing }}
        />
        {display.imageUrl ? <img src={display.imageUrl} alt="" width={40} height={26} /> : null}
        <span>
          {name}
          <span css={expiryCss(card.isExpired)}>
            {card.isExpired ? 'Expired' : 'Expires'} {two(card.expirationMonth)}/{card.expirationYear}
            {card.isDefault ? ' · Default' : ''}
          </span>
        </span>
      </label>
      {card.isExpired ? (
        <Button
          type="button"
          variant="secondary"
          aria-label={`Remove ${name}`}
          disabled={removing}
          onClick={onRemove}
        >
          Remove
        </Button>
      ) : null}
    </div>
  );
}
