// The checkout page (spec 3 §2.4, §4.9): signed-in only; the left column holds the steps that apply,
// the current one chosen automatically once the prepare data loads; the right column the order
// summary and the promo code entry. The order goes out with one Idempotency-Key per attempt.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { signIn, useAuth } from '@cle/contracts/auth';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { OrderSummary } from '../../lib/order-summary';
import { summaryColumnsCss } from '../../lib/styles';
import { useCheckout } from './api/use-checkout';
import { usePlaceOrder } from './api/use-place-order';
import type { CheckoutPageContent } from './checkout-content';
import { mainColumnCss, stepsCss, summaryColumnCss } from './checkout-page.styles';
import {
  applicableSteps,
  chooseCurrentStep,
  displayedTotal,
  isStepComplete,
  stepApplies,
} from './checkout-rules';
import type { CheckoutSlots } from './checkout-slots';
import { CartNotices } from './components/cart-notices';
import { CheckoutHeader } from './components/checkout-header';
import { CheckoutLoadState } from './components/checkout-load-state';
import { CheckoutStepSection } from './components/checkout-steps';
import { ContentArea } from './components/content-area';
import { OrderFailure } from './components/order-failure';

const CHECKOUT_EMPTY = 'Your cart is empty, so there is nothing to check out.';

export function CheckoutView({ content, slots }: { content: CheckoutPageContent; slots: CheckoutSlots }) {
  const auth = useAuth();
  const location = useLocation();
  const labels = useSiteLabels();
  const signedOut = auth.ready && !auth.isAuthenticated;
  const returnUrl = `${location.pathname}${location.search}`;

  // checkout is for signed-in users only: a visitor is sent to sign in and comes back here
  useEffect(() => {
    if (signedOut) signIn(returnUrl);
  }, [signedOut, returnUrl]);

  const backToCartUrl = labels.data?.backToCartUrl ?? labels.data?.cartUrl ?? '/cart';
  return (
    <PageFrame busy={!auth.ready || !auth.isAuthenticated}>
      <CheckoutHeader backToCartUrl={backToCartUrl} />
      <ContentArea paragraphs={content.contentAbove} label="About your order" />
      {auth.ready && auth.isAuthenticated ? (
        <CheckoutFlow
          userKey={auth.sub ?? auth.individualSk ?? 'signed-in'}
          content={content}
          slots={slots}
          customerServiceEmail={labels.data?.customerServiceEmail ?? null}
        />
      ) : (
        <Skeleton rows={8} label="Loading checkout" />
      )}
      <ContentArea paragraphs={content.contentBelow} label="More about ordering" />
    </PageFrame>
  );
}

function CheckoutFlow({
  userKey,
  content,
  slots,
  customerServiceEmail,
}: {
  userKey: string;
  content: CheckoutPageContent;
  slots: CheckoutSlots;
  customerServiceEmail: string | null;
}) {
  const checkout = useCheckout(userKey);
  const { prepare, data, facts, choices, paymentSk } = checkout;
  const order = usePlaceOrder(customerServiceEmail);

  if (!data || !facts)
    return <CheckoutLoadState failed={Boolean(prepare.error)} onRetry={() => void prepare.mutate()} />;
  if (!data.cart.orderLines.length)
    return (
      <p role="status" css={{ fontSize: 18 }}>
        {CHECKOUT_EMPTY}
      </p>
    );

  const steps = applicableSteps(facts);
  const { openStep } = checkout;
  // an Edit keeps its step open while it still applies; otherwise the rules choose
  const current = openStep && stepApplies(openStep, facts) ? openStep : chooseCurrentStep(facts);
  return (
    <div css={summaryColumnsCss}>
      <div css={mainColumnCss}>
        <CartNotices messages={data.cart.resultMessages} />
        <ol aria-label="Checkout steps" css={stepsCss}>
          {steps.map((step, index) => (
            <CheckoutStepSection
              key={step}
              step={step}
              position={index + 1}
              status={step === current ? 'current' : isStepComplete(step, facts) ? 'complete' : 'collapsed'}
              data={data}
              facts={facts}
              choices={choices}
              content={content}
              slots={slots}
              paymentSk={paymentSk}
              loading={prepare.isValidating || order.placing}
              placing={order.placing}
              onEdit={() => checkout.setOpenStep(step)}
              onSave={checkout.save}
              onSaveAddress={checkout.saveAddress}
              onPlaceOrder={() => void order.place(data, choices, checkout.paymentMethod)}
              onInstrumentsChanged={() => void prepare.mutate()}
            />
          ))}
          {order.orderFailure !== null ? (
            <OrderFailure reason={order.orderFailure} email={customerServiceEmail} />
          ) : null}
        </ol>
      </div>
      <div css={summaryColumnCss}>
        <OrderSummary
          cart={data.cart}
          total={displayedTotal(data.cart, data.selectedShippingAddress, data.selectedBillingAddress)}
          everyDiscount
          totalTestId="checkout-total"
        >
          {slots.renderPromo(async () => {
            await prepare.mutate();
          })}
        </OrderSummary>
      </div>
    </div>
  );
}
