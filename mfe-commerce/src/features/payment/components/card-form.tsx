// The card form (spec 3 §4.9 'Add a new card', §5 Card): the cardholder name and the expiry are
// ordinary fields on the site; the card number and security code are the card provider's hosted
// fields (iframes on its origin), so the digits never enter this page's DOM or requests. Saving asks
// the hosted fields for a transient token and stores the card through the site API.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { toast } from '@cle/contracts/toast';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { Field, TextField } from '@cle/ui/field';
import { colors, focusRing } from '@cle/ui/theme';
import { storeCard } from '../../api/payment-api';
import { cardholderNameError, expiryError, expiryYears, PAYMENT_MESSAGES } from '../../lib/payment-rules';
import { cardDisplay } from '../../lib/card-display';
import { hostedFieldError, useHostedFields } from './use-hosted-fields';
import type { HostedField, HostedTokenError } from './microform-loader';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const hostedBox = (invalid: boolean) =>
  ({
    height: 42,
    border: `1px solid ${invalid ? colors.red : colors.inkSoft}`,
    borderRadius: 4,
    background: colors.paper,
    '&:focus-within': focusRing,
  }) as const;

const selectCss = {
  font: 'inherit',
  padding: '8px 10px',
  border: `1px solid ${colors.inkSoft}`,
  borderRadius: 4,
  '&:focus-visible': focusRing,
} as const;

export interface CardFormProps {
  /** a card was stored: the caller refreshes its list and selects it */
  onSaved(instrument: PaymentInstrument): void;
  onCancel?: () => void;
  /** store the card as the person's default */
  makeDefault?: boolean;
}

export function CardForm({ onSaved, onCancel, makeDefault = false }: CardFormProps) {
  const numberRef = useRef<HTMLDivElement>(null);
  const securityCodeRef = useRef<HTMLDivElement>(null);
  const hosted = useHostedFields({ number: numberRef, securityCode: securityCodeRef });
  const [name, setName] = useState('');
  const [month, setMonth] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [providerErrors, setProviderErrors] = useState<HostedTokenError['fields']>({});
  const [saving, setSaving] = useState(false);

  const nameError = submitted ? cardholderNameError(name) : null;
  const expiry = submitted ? (providerErrors.expiration ?? expiryError(month, year)) : null;
  const fieldError = (field: HostedField) =>
    hostedFieldError(hosted.states[field], hosted.touched[field] || submitted) ??
    providerErrors[field] ??
    null;
  const network = hosted.states.number.network;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setProviderErrors({});
    hosted.touchAll();
    const { number, securityCode } = hosted.states;
    if (cardholderNameError(name) || expiryError(month, year) || !number.valid || !securityCode.valid) return;
    setSaving(true);
    let token: string;
    try {
      token = await hosted.createToken(month!, year!);
    } catch (err) {
      setProviderErrors((err as HostedTokenError).fields ?? {});
      toast.show({ type: 'alert', content: PAYMENT_MESSAGES.errorSavingCard });
      setSaving(false);
      return;
    }
    try {
      const stored = await storeCard({
        transientToken: token,
        cardholderName: name.trim(),
        expirationMonth: month!,
        expirationYear: year!,
        isDefault: makeDefault,
      });
      toast.show({ type: 'confirmation', content: PAYMENT_MESSAGES.paymentAdded });
      onSaved(stored);
    } catch (err) {
      console.error('card form: the card was not stored', err instanceof ApiError ? err.message : err);
      toast.show({ type: 'alert', content: PAYMENT_MESSAGES.errorSavingCard });
    } finally {
      setSaving(false);
    }
  }

  if (hosted.status === 'unavailable') return null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Card details"
      css={{ display: 'grid', gap: 16, maxWidth: 480 }}
    >
      <TextField
        label="Cardholder name"
        name="cardholderName"
        autoComplete="cc-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
        maxLength={100}
      />
      <HostedFieldSlot label="Card number" error={fieldError('number')} busy={hosted.status === 'loading'}>
        <div ref={numberRef} css={hostedBox(Boolean(fieldError('number')))} />
      </HostedFieldSlot>
      {network ? (
        <p css={{ margin: '-8px 0 0', fontSize: 13, color: colors.inkSoft }} aria-live="polite">
          {cardDisplay(network).displayName}
        </p>
      ) : null}
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
        <Field label="Expiration month" error={expiry}>
          {(control) => (
            <select
              {...control}
              value={month ?? ''}
              onChange={(e) => setMonth(e.target.value ? Number(e.target.value) : null)}
              css={selectCss}
            >
              <option value="">MM</option>
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {String(m).padStart(2, '0')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Expiration year">
          {(control) => (
            <select
              {...control}
              value={year ?? ''}
              onChange={(e) => setYear(e.target.value ? Number(e.target.value) : null)}
              css={selectCss}
            >
              <option value="">YYYY</option>
              {expiryYears().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          )}
        </Field>
        <HostedFieldSlot
          label="Security code"
          error={fieldError('securityCode')}
          busy={hosted.status === 'loading'}
        >
          <div ref={securityCodeRef} css={hostedBox(Boolean(fieldError('securityCode')))} />
        </HostedFieldSlot>
      </div>
      <div css={{ display: 'flex', gap: 12 }}>
        <Button type="submit" disabled={saving || hosted.status !== 'ready'}>
          {saving ? 'Saving card…' : 'Save card'}
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
  children: React.ReactNode;
}) {
  return (
    <div css={{ display: 'grid', gap: 4 }} aria-busy={busy || undefined}>
      <span css={{ fontWeight: 600 }}>{label}</span>
      {children}
      {error ? (
        <p role="alert" css={{ margin: 0, fontSize: 13, color: colors.red }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
