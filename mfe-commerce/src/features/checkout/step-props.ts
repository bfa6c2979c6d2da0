// What a checkout step gets from the page: the prepared checkout, the choices so far and the page's
// callbacks. Apart from both so the page and the steps import it rather than each other.
import type { CheckoutStep, PrepareCheckoutResponse } from '@cle/contracts/commerce-schemas';
import type { CheckoutPageContent } from './checkout-content';
import type { CheckoutFacts, VatChoice } from './checkout-rules';
import type { CheckoutSlots } from './checkout-slots';

/** What the user has settled in the steps; null/0/false until a step is saved. */
export interface CheckoutChoicesState {
  billingSk: number | null;
  shippingSk: number | null;
  paymentSk: number | null;
  upkeep: boolean | null;
  vatChoice: VatChoice;
  vatNumber: string;
  stsAccepted: boolean;
  ipsAccepted: boolean;
}

export interface StepSectionProps {
  step: CheckoutStep;
  /** 1-based position among the steps shown */
  position: number;
  status: 'current' | 'complete' | 'collapsed';
  data: PrepareCheckoutResponse;
  facts: CheckoutFacts;
  choices: CheckoutChoicesState;
  content: CheckoutPageContent;
  slots: CheckoutSlots;
  paymentSk: number | null;
  /** prepare or checkout is loading */
  loading: boolean;
  placing: boolean;
  onEdit(): void;
  onSave(next: Partial<CheckoutChoicesState>): void;
  onSaveAddress(kind: 'billing' | 'shipping', sk: number): void;
  onPlaceOrder(): void;
  onInstrumentsChanged(): void;
}
