// The checkout's state and data (spec 3 §4.9): the choices saved in the steps, the prepared checkout
// (POST /commerce/checkout/prepare, asked again when the addresses or upkeep change), the card in use,
// and the facts the rules choose the steps from.
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { CheckoutStep, PrepareCheckoutResponse } from '@cle/contracts/commerce-schemas';
import { prepareCheckout, PREPARE_PATH } from '../../../lib/checkout-api';
import { defaultPaymentSk, shippingRequired, VAT_NONE } from '../checkout-rules';
import type { CheckoutFacts, VatChoice } from '../checkout-rules';
import type { CheckoutChoicesState } from '../step-props';

const INITIAL_CHOICES: CheckoutChoicesState = {
  billingSk: null,
  shippingSk: null,
  paymentSk: null,
  upkeep: null,
  vatChoice: VAT_NONE,
  vatNumber: '',
  stsAccepted: false,
  ipsAccepted: false,
};

export function useCheckout(userKey: string) {
  const [choices, setChoices] = useState<CheckoutChoicesState>(INITIAL_CHOICES);
  const [openStep, setOpenStep] = useState<CheckoutStep | null>(null);
  const request = {
    billingAddressSk: choices.billingSk ?? -1,
    shippingAddressSk: choices.shippingSk ?? -1,
    upkeepService: choices.upkeep ?? true,
  };
  const prepare = useSWR<PrepareCheckoutResponse>(
    [PREPARE_PATH, userKey, request.billingAddressSk, request.shippingAddressSk, request.upkeepService],
    () => prepareCheckout(request),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const data = prepare.data;

  const instruments = useMemo(() => data?.paymentInstruments ?? [], [data]);
  const paymentSk = choices.paymentSk ?? defaultPaymentSk(instruments);
  const paymentMethod = instruments.find((i) => i.sk === paymentSk) ?? null;
  const facts: CheckoutFacts | null = data
    ? {
        cart: data.cart,
        shippingAddress: data.selectedShippingAddress,
        billingAddress: data.selectedBillingAddress,
        paymentMethod,
        upkeepChoice: choices.upkeep,
        vatChoice: choices.vatChoice,
        stsAccepted: choices.stsAccepted,
        ipsAccepted: choices.ipsAccepted,
      }
    : null;

  const save = (next: Partial<CheckoutChoicesState>) => {
    setChoices((prev) => ({ ...prev, ...next }));
    setOpenStep(null);
  };
  // a changed address clears the VAT choice; the prepare data refetches for the new addresses
  const saveAddress = (kind: 'billing' | 'shipping', sk: number) => {
    const clearVat = { vatChoice: VAT_NONE as VatChoice, vatNumber: '' };
    if (kind === 'shipping') save({ shippingSk: sk, ...clearVat });
    // with no stock items the shipping address follows the billing address
    else
      save({
        billingSk: sk,
        ...(data && shippingRequired(data.cart) ? {} : { shippingSk: sk }),
        ...clearVat,
      });
  };

  return {
    prepare,
    data,
    choices,
    openStep,
    setOpenStep,
    paymentSk,
    paymentMethod,
    facts,
    save,
    saveAddress,
  };
}
