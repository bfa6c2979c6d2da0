// The card form's state and its save (spec 3 §4.9, §5): the hosted fields' session, the cardholder
// name and expiry, the messages once submitted, and storing the card through the site API with the
// hosted fields' transient token.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { toast } from '@cle/contracts/toast';
import { storeCard } from './payment-api';
import { cardholderNameError, expiryError, PAYMENT_MESSAGES } from '../../../lib/payment-rules';
import type { HostedField, HostedTokenError } from './microform-loader';
import { hostedFieldError, useHostedFields } from './use-hosted-fields';

export function useCardForm(onSaved: (instrument: PaymentInstrument) => void, makeDefault: boolean) {
  const numberRef = useRef<HTMLDivElement>(null);
  const securityCodeRef = useRef<HTMLDivElement>(null);
  const hosted = useHostedFields({ number: numberRef, securityCode: securityCodeRef });
  const [name, setName] = useState('');
  const [month, setMonth] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [providerErrors, setProviderErrors] = useState<HostedTokenError['fields']>({});
  const [saving, setSaving] = useState(false);

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

  return {
    hosted,
    refs: { number: numberRef, securityCode: securityCodeRef },
    name,
    setName,
    month,
    setMonth,
    year,
    setYear,
    saving,
    submit,
    nameError: submitted ? cardholderNameError(name) : null,
    expiry: submitted ? (providerErrors.expiration ?? expiryError(month, year)) : null,
    /** a hosted field's message: its own once touched or submitted, else the provider's */
    fieldError: (field: HostedField) =>
      hostedFieldError(hosted.states[field], hosted.touched[field] || submitted) ??
      providerErrors[field] ??
      null,
  };
}
