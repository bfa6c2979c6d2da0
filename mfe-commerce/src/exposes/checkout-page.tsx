import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { AddressBook } from '../features/addresses/address-book';
import { CheckoutPromoBox } from '../features/cart/components/checkout-promo-box';
import { readCheckoutContent } from '../features/checkout/checkout-content';
import { CheckoutView } from '../features/checkout/checkout-page';
import type { CheckoutSlots } from '../features/checkout/checkout-slots';
import { PaymentMethodStep } from '../features/payment/components/payment-method-step';

// the checkout composes the address book, the payment step and the cart's promo box
const slots: CheckoutSlots = {
  AddressPicker: AddressBook,
  PaymentStep: PaymentMethodStep,
  renderPromo: (refresh) => <CheckoutPromoBox refresh={refresh} />,
};

/** The shell maps the CMS content type CheckoutPage here (spec 3 §2.4). */
function CheckoutPage({ page }: PageProps) {
  return <CheckoutView content={readCheckoutContent(page.properties)} slots={slots} />;
}

export default exposeView('mfe-commerce', CheckoutPage);
