// The promo code box as the checkout's summary holds it: a code applied there reprices the checkout.
import { useCheckoutPromo } from '../api/use-cart-changes';
import { PromoCodeBox } from './promo-code-box';

export function CheckoutPromoBox({ refresh }: { refresh: () => Promise<void> }) {
  const applyPromo = useCheckoutPromo(refresh);
  return <PromoCodeBox blockedReason={null} onApply={applyPromo} />;
}
