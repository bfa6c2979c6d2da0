// The card form (spec 3 §4.9 'Add a new card', §5 Card): the cardholder name and the expiry are
// ordinary fields on the site; the card number and security code are the card provider's hosted
// fields (iframes on its origin), so the digits never enter this page's DOM or requests. Saving asks
// the hosted fields for a transient token and stores the card through the site API.
import type { ReactNode } from 'react';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { TextField } from '@cle/ui/field';
import { cardDisplay } from '../../../lib/card-display';
import { useCardForm } from '../api/use-card-form';
import {
  actionsCss,
  formCss,
  hostedBox,
  networkCss,
  rowCss,
  slotCss,
  slotErrorCss,
  slotLabelCss,
} from './card-form.styles';
import { ExpiryFields } from './expiry-fields';

export interface CardFormProps {
  /** a card was stored: the caller refreshes its list and selects it */
  onSaved(instrument: PaymentInstrument): void;
  onCancel?: () => void;
  /** store the card as the person's default */
  makeDefault?: boolean;
}

export function CardForm({ onSaved, onCancel, makeDefault = false }: CardFormProps) {
  const form = useCardForm(onSaved, makeDefault);
  const { hosted, fieldError } = form;
  const network = hosted.states.number.network;

  if (hosted.status === 'unavailable') return null;

  return (
    <form onSubmit={form.submit} noValidate aria-label="Card details" css={formCss}>
      <TextField
        label="Cardholder name"
        name="cardholderName"
        autoComplete="cc-name"
        value={form.name}
        onChange={(e) => form.setName(e.target.value)}
        error={form.nameError}
        maxLength={100}
      />
      <HostedFieldSlot label="Card number" error={fieldError('number')} busy={hosted.status === 'loading'}>
        <div ref={form.refs.number} css={hostedBox(Boolean(fieldError('number')))} />
      </HostedFieldSlot>
      {network ? (
        <p css={networkCss} aria-live="polite">
          {cardDisplay(network).displayName}
        </p>
      ) : null}
      <div css={rowCss}>
        <ExpiryFields
          month={form.month}
          year={form.year}
          error={form.expiry}
          onMonth={form.setMonth}
          onYear={form.setYear}
        />
        <HostedFieldSlot
          label="Security code"
          error={fieldError('securityCode')}
          busy={hosted.status === 'loading'}
        >
          <div ref={form.refs.securityCode} css={hostedBox(Boolean(fieldError('securityCode')))} />
        </HostedFieldSlot>
      </div>
      <div css={actionsCss}>
        <Button type="submit" disabled={form.saving || hosted.status !== 'ready'}>
          {form.saving ? 'Saving card…' : 'Save card'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A label, the provider's iframe container (space reserved while it loads) and the field's message. */
function HostedFieldSlot({
  label,
  error,
  busy,
  children,
}: {
  label: string;
  error: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div css={slotCss} aria-busy={busy || undefined}>
      <span css={slotLabelCss}>{label}</span>
      {children}
      {error ? (
        <p role="alert" css={slotErrorCss}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
