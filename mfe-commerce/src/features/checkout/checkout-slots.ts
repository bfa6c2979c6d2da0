// What the checkout needs from the other store features (addresses, payment, promo), as props the
// exposed module wires in: a feature never imports another feature (exposes/ composes them).
import type { ComponentType, ReactNode } from 'react';
import type { Address, PaymentInstrument } from '@cle/contracts/commerce-schemas';

export interface AddressPickerProps {
  kind: 'billing' | 'shipping';
  /** the address chosen in the picker (radio), null when none */
  selectedSk: number | null;
  onSelect(address: Address): void;
}

/** The payment branch's PaymentMethodStep props. */
export interface PaymentStepProps {
  instruments: PaymentInstrument[];
  disableNewPaymentMethod: boolean;
  selectedSk: number | null;
  onSelect(sk: number): void;
  onInstrumentsChanged(): void;
}

export interface CheckoutSlots {
  AddressPicker: ComponentType<AddressPickerProps>;
  PaymentStep: ComponentType<PaymentStepProps>;
  /** the promo code entry; `refresh` reprices the checkout after a code was applied */
  renderPromo(refresh: () => Promise<void>): ReactNode;
}
