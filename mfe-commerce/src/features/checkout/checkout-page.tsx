// The checkout page (spec 3 §2.4, §4.9): signed-in only; the left column holds the steps that apply,
// the current one chosen automatically once the prepare data loads; the right column the order
// summary and the promo code entry. The order goes out with one Idempotency-Key per attempt.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import type { CheckoutStep, PrepareCheckoutResponse } from '@cle/contracts/commerce-schemas';
import { createEmitter } from '@cle/contracts/events';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { toast } from '@cle/contracts/toast';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, logoLinkCss, mq } from '@cle/ui/theme';
import { placeOrder, prepareCheckout, PREPARE_PATH } from '../../api/checkout-api';
import { splitResultMessages } from '../../lib/result-messages';
import { summaryColumnsCss } from '../../lib/styles';
import type { CheckoutPageContent } from './checkout-content';
import {
  applicableSteps,
  BACK_TO_CART,
  buildCheckoutRequest,
  CHECKOUT_HEADING,
  chooseCurrentStep,
  defaultPaymentSk,
  displayedTotal,
  isStepComplete,
  ORDER_FAILED_MESSAGE,
  shippingRequired,
  stepApplies,
  VAT_NONE,
} from './checkout-rules';
import type { CheckoutFacts, VatChoice } from './checkout-rules';
import type { CheckoutSlots } from './checkout-slots';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutStepSection } from './checkout-steps';
import type { CheckoutChoicesState } from './step-props';
import { createIdempotencyKeys } from './idempotency';

const emit = createEmitter('commerce');

const CHECKOUT_LOAD_FAILED = 'Checkout could not be loaded';
const CHECKOUT_EMPTY = 'Your cart is empty, so there is nothing to check out.';
const EMAIL_CUSTOMER_SERVICE = 'Email customer service';

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

function CheckoutHeader({ backToCartUrl }: { backToCartUrl: string }) {
  return (
    <header css={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap', marginBottom: 20 }}>
      <Link to="/" aria-label="PLI, go to the home page" css={logoLinkCss}>
        PLI
      </Link>
      <h1 css={{ fontSize: 32, margin: 0, flex: 1 }}>{CHECKOUT_HEADING}</h1>
      <Link to={backToCartUrl} css={{ color: colors.red, fontWeight: 600 }}>
        {BACK_TO_CART}
      </Link>
    </header>
  );
}

function ContentArea({ paragraphs, label }: { paragraphs: string[]; label: string }) {
  if (!paragraphs.length) return null;
  return (
    <section aria-label={label} css={{ margin: '0 0 20px' }}>
      {paragraphs.map((p, i) => (
        <p key={i} css={{ margin: '0 0 8px' }}>
          {p}
        </p>
      ))}
    </section>
  );
}

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

function mailTo(email: string | null): string | null {
  return email ? `mailto:${email}` : null;
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
  const navigate = useNavigate();
  const [choices, setChoices] = useState<CheckoutChoicesState>(INITIAL_CHOICES);
  const [openStep, setOpenStep] = useState<CheckoutStep | null>(null);
  const [placing, setPlacing] = useState(false);
  // null: no failure; '' a failure without a reason the person can act on; else the API's 4xx message
  const [orderFailure, setOrderFailure] = useState<string | null>(null);
  // a ref, not state: the second click of a double click must see the first in flight
  const placingRef = useRef(false);
  const keys = useRef(createIdempotencyKeys()).current;

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

  if (!data) {
    if (prepare.error)
      return (
        <ErrorFallback
          content={{
            headingText: CHECKOUT_LOAD_FAILED,
            bodyText: 'Please try again. If the problem continues, contact customer service.',
            buttonText: 'Try again',
          }}
          onRetry={() => void prepare.mutate()}
        />
      );
    return <Skeleton rows={8} label="Loading checkout" />;
  }

  if (!data.cart.orderLines.length)
    return (
      <p role="status" css={{ fontSize: 18 }}>
        {CHECKOUT_EMPTY}
      </p>
    );

  const facts: CheckoutFacts = {
    cart: data.cart,
    shippingAddress: data.selectedShippingAddress,
    billingAddress: data.selectedBillingAddress,
    paymentMethod,
    upkeepChoice: choices.upkeep,
    vatChoice: choices.vatChoice,
    stsAccepted: choices.stsAccepted,
    ipsAccepted: choices.ipsAccepted,
  };
  const steps = applicableSteps(facts);
  // an Edit keeps its step open while it still applies; otherwise the rules choose
  const current = openStep && stepApplies(openStep, facts) ? openStep : chooseCurrentStep(facts);
  const loading = prepare.isValidating || placing;

  const save = (next: Partial<CheckoutChoicesState>) => {
    setChoices((prev) => ({ ...prev, ...next }));
    setOpenStep(null);
  };
  // a changed address clears the VAT choice; the prepare data refetches for the new addresses
  const saveAddress = (kind: 'billing' | 'shipping', sk: number) => {
    const clearVat = { vatChoice: VAT_NONE as VatChoice, vatNumber: '' };
    if (kind === 'shipping') save({ shippingSk: sk, ...clearVat });
    // with no stock items the shipping address follows the billing address
    else save({ billingSk: sk, ...(shippingRequired(data.cart) ? {} : { shippingSk: sk }), ...clearVat });
  };

  async function place() {
    if (placingRef.current || !data) return;
    placingRef.current = true;
    setPlacing(true);
    setOrderFailure(null);
    const order = buildCheckoutRequest({
      upkeepService: choices.upkeep ?? true,
      billingAddress: data.selectedBillingAddress,
      shippingAddress: shippingRequired(data.cart)
        ? data.selectedShippingAddress
        : (data.selectedShippingAddress ?? data.selectedBillingAddress),
      vatChoice: choices.vatChoice,
      vatNumber: choices.vatNumber,
      payment: data.cart.total > 0 ? paymentMethod : null,
      totalAmount: data.cart.total,
      stsAccepted: choices.stsAccepted,
      ipsAccepted: choices.ipsAccepted,
    });
    try {
      const { orderConfirmationUrl } = await placeOrder(order, keys.keyFor(order));
      if (!orderConfirmationUrl) throw new Error('no order confirmation url');
      keys.reset();
      const target = new URL(orderConfirmationUrl, window.location.href);
      emit('commerce:order-placed', {
        orderNumber: target.searchParams.get('orderNumber') ?? '',
        total: data.cart.total,
      });
      emit('commerce:cart-updated', { itemCount: 0 });
      if (target.origin === window.location.origin)
        navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    } catch (error) {
      // a refused order (4xx: declined card, VAT number, terms) says why; a 5xx or network failure does not
      setOrderFailure(error instanceof ApiError && error.isClientError ? error.message : '');
      const mail = mailTo(customerServiceEmail);
      toast.show({
        type: 'alert',
        content: ORDER_FAILED_MESSAGE,
        ...(mail
          ? { action: { label: EMAIL_CUSTOMER_SERVICE, onClick: () => window.location.assign(mail) } }
          : {}),
      });
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  }

  const mail = mailTo(customerServiceEmail);
  return (
    <div css={summaryColumnsCss}>
      <div css={{ display: 'grid', gap: 12, alignContent: 'start' }}>
        <CartNotices messages={data.cart.resultMessages} />
        <ol
          aria-label="Checkout steps"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        >
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
              loading={loading}
              placing={placing}
              onEdit={() => setOpenStep(step)}
              onSave={save}
              onSaveAddress={saveAddress}
              onPlaceOrder={() => void place()}
              onInstrumentsChanged={() => void prepare.mutate()}
            />
          ))}
          {orderFailure !== null ? (
            <li role="alert" css={{ color: colors.red }}>
              {ORDER_FAILED_MESSAGE}{' '}
              {mail ? (
                <a href={mail} css={{ color: colors.red }}>
                  {customerServiceEmail}
                </a>
              ) : null}
              {orderFailure ? <p css={{ margin: '6px 0 0', fontWeight: 600 }}>{orderFailure}</p> : null}
            </li>
          ) : null}
        </ol>
      </div>
      <div css={{ [mq.md]: { position: 'sticky', top: 16, alignSelf: 'start' } }}>
        <CheckoutSummary
          cart={data.cart}
          total={displayedTotal(data.cart, data.selectedShippingAddress, data.selectedBillingAddress)}
        >
          {slots.renderPromo(async () => {
            await prepare.mutate();
          })}
        </CheckoutSummary>
      </div>
    </div>
  );
}

/**
 * What the store says about the priced cart (stock, pre-orders, changed prices): errors as an alert the
 * person must act on, notices as status text (S3-DATA-28; category 0 is a notice, any other an error).
 */
function CartNotices({ messages }: { messages: readonly { category: number; message: string }[] }) {
  const { successes, errors } = splitResultMessages(messages);
  if (!successes.length && !errors.length) return null;
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {errors.length ? (
        <ul role="alert" css={{ margin: 0, padding: 12, listStyle: 'none', background: colors.mist }}>
          {errors.map((m) => (
            <li key={m} css={{ color: colors.red }}>
              {m}
            </li>
          ))}
        </ul>
      ) : null}
      {successes.length ? (
        <ul role="status" css={{ margin: 0, padding: 12, listStyle: 'none', background: colors.mist }}>
          {successes.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
