// The cart page (spec 3 §2.3): gate on the server flag, wait for auth, then the lines, the order
// summary, the promo-code box and the checkout button. An anonymous visitor sees the CMS empty-cart
// content with a sign-in prompt; a signed-in user's cart comes from GET /commerce/carts.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { createEmitter } from '@cle/contracts/events';
import { useNewCmsCartFlag, useSiteLabels } from '@cle/contracts/site-parts';
import { toast } from '@cle/contracts/toast';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, mq, visuallyHidden } from '@cle/ui/theme';
import { addLine, applyPromoCode, deleteLines, removePromoCode, updateLines } from '../../api/cart-api';
import { ANONYMOUS_CART } from '../../api/cart-payload';
import type { Cart, CartLine } from '../../api/cart-payload';
import { CartLineItem } from './cart-line-item';
import {
  ADD_TO_CART_PROBLEM,
  CART_HEADING,
  cartHeading,
  cartItemCount,
  checkoutBlockedReason,
  classicCartUrl,
  genericError,
  ITEM_REMOVE_FAILED,
  ITEM_REMOVED,
  PROMO_REMOVE_FAILED,
  PROMO_REMOVED,
  promoApplied,
  promoBlockedReason,
  UNDO_LABEL,
  UPDATE_CART_PROBLEM,
} from './cart-rules';
import type { CartPageContent } from './cart-rules';
import { CheckoutButton } from './checkout-button';
import { EmptyCart } from './empty-cart';
import { leaveTo } from './leave-to';
import { OrderSummary } from './order-summary';
import { PromoCodeBox } from './promo-code-box';
import { splitResultMessages } from '../../lib/result-messages';
import { summaryColumnsCss } from '../../lib/styles';
import { splitPromoAnswer } from './promo-code';
import { useCart } from './use-cart';

const emit = createEmitter('commerce');

const CART_UNAVAILABLE = 'The cart is unavailable right now';
const CART_LOAD_FAILED = 'Your cart could not be loaded';
const CLASSIC_CART_MISSING =
  'The cart is not available on this site, and the address of the classic shop is not configured.';

function contactText(phone: string | null | undefined): string {
  return `Please try again. If the problem continues, contact customer service${phone ? ` at ${phone}` : ''}.`;
}

export function CartView({ content }: { content: CartPageContent }) {
  const auth = useAuth();
  const flag = useNewCmsCartFlag(auth.ready && auth.isAuthenticated);
  const labels = useSiteLabels();

  // a loading placeholder until auth is ready (and, for a signed-in user, the server flag has answered)
  if (!auth.ready)
    return (
      <PageFrame>
        <Skeleton rows={6} label="Loading cart" />
      </PageFrame>
    );
  // an anonymous visitor sees the empty cart and a sign-in prompt; commerce calls need a signed-in user
  if (!auth.isAuthenticated)
    return <CartContent content={content} phone={labels.data?.customerServicePhone ?? null} />;
  if (flag.data === undefined && !flag.error)
    return (
      <PageFrame>
        <Skeleton rows={6} label="Loading cart" />
      </PageFrame>
    );
  if (flag.error)
    return (
      <PageFrame>
        <ErrorFallback
          content={{
            headingText: CART_UNAVAILABLE,
            bodyText: contactText(labels.data?.customerServicePhone),
          }}
          onRetry={() => void flag.mutate()}
        />
      </PageFrame>
    );
  if (flag.data !== true) return <ClassicCartRedirect labels={labels} />;
  return <CartContent content={content} phone={labels.data?.customerServicePhone ?? null} />;
}

/** The flag is not true: the browser goes to the older site at the same path. */
function ClassicCartRedirect({ labels }: { labels: ReturnType<typeof useSiteLabels> }) {
  const location = useLocation();
  const target = labels.data
    ? classicCartUrl(labels.data.classicCartUrl, location, window.location.href)
    : null;

  useEffect(() => {
    if (target) leaveTo(target);
  }, [target]);

  if (labels.error)
    return (
      <PageFrame>
        <ErrorFallback
          content={{ headingText: CART_UNAVAILABLE, bodyText: contactText(null) }}
          onRetry={() => void labels.mutate()}
        />
      </PageFrame>
    );
  if (!labels.data || target)
    return (
      <PageFrame>
        <Skeleton rows={4} label="Taking you to the cart" />
      </PageFrame>
    );
  return (
    <PageFrame>
      <h1 css={{ fontSize: 32, margin: '0 0 16px' }}>{CART_HEADING}</h1>
      <p role="alert">{CLASSIC_CART_MISSING}</p>
    </PageFrame>
  );
}

function CartContent({ content, phone }: { content: CartPageContent; phone: string | null }) {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.isAuthenticated;
  const userKey = signedIn ? (auth.sub ?? auth.individualSk ?? 'signed-in') : null;
  const { data, error, mutate } = useCart(userKey);
  const cart: Cart | undefined = signedIn ? data : ANONYMOUS_CART;
  const count = cart ? cartItemCount(cart) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [now] = useState(() => new Date());

  // other parts of the page (the header's cart button) learn the count of the user's cart
  useEffect(() => {
    if (signedIn && count !== null) emit('commerce:cart-updated', { itemCount: count });
  }, [signedIn, count]);

  const markBusy = (code: string, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  /** A cart change invalidates the cached cart: take the answer when it is a cart, else refetch. */
  const refresh = async (next: Cart | null): Promise<Cart | undefined> =>
    next ? mutate(next, { revalidate: false }) : mutate();

  async function changeQuantity(line: CartLine, quantity: number) {
    markBusy(line.code, true);
    try {
      await refresh(await updateLines([{ code: line.code, quantity, priorityCode: line.priorityCode }]));
    } catch {
      toast.show({ type: 'alert', content: genericError(UPDATE_CART_PROBLEM) });
    } finally {
      markBusy(line.code, false);
    }
  }

  async function undoRemove(line: CartLine) {
    try {
      await addLine({ code: line.code, quantity: line.quantity, priorityCode: line.priorityCode });
      await mutate();
    } catch {
      toast.show({ type: 'alert', content: genericError(ADD_TO_CART_PROBLEM) });
    }
  }

  async function removeLine(line: CartLine) {
    markBusy(line.code, true);
    try {
      const next = await deleteLines([line.code]);
      // the removed line's focus target is gone: continue from the heading
      headingRef.current?.focus();
      toast.show({
        type: 'confirmation',
        content: ITEM_REMOVED,
        action: { label: UNDO_LABEL, onClick: () => void undoRemove(line) },
      });
      await refresh(next);
    } catch {
      toast.show({ type: 'alert', content: ITEM_REMOVE_FAILED });
    } finally {
      markBusy(line.code, false);
    }
  }

  async function applyPromo(code: string) {
    const answer = await applyPromoCode(code);
    if (!answer) {
      await mutate();
      return { successes: [], errors: [] };
    }
    const { outcome, cart: rest } = splitPromoAnswer(answer);
    await mutate(rest, { revalidate: false });
    return splitResultMessages(outcome);
  }

  async function removePromo() {
    try {
      await refresh(await removePromoCode());
      toast.show({ type: 'confirmation', content: PROMO_REMOVED });
    } catch {
      toast.show({ type: 'alert', content: PROMO_REMOVE_FAILED });
    }
  }

  const cartProblems = cart?.hasErrors ? splitResultMessages(cart.resultMessages).errors : [];

  return (
    <PageFrame>
      <h1
        ref={headingRef}
        tabIndex={-1}
        css={{ fontSize: 32, margin: '0 0 20px', '&:focus': { outline: 'none' } }}
      >
        {count === null ? CART_HEADING : cartHeading(count)}
      </h1>
      {signedIn && error && !data ? (
        <ErrorFallback
          content={{ headingText: CART_LOAD_FAILED, bodyText: contactText(phone), buttonText: 'Try again' }}
          onRetry={() => void mutate()}
        />
      ) : !cart ? (
        <Skeleton rows={6} label="Loading your cart" />
      ) : (
        <div css={summaryColumnsCss}>
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" css={visuallyHidden}>
              Items in your cart
            </h2>
            {cartProblems.length ? (
              <ul
                role="alert"
                css={{ margin: '0 0 12px', padding: 12, listStyle: 'none', background: colors.mist }}
              >
                {cartProblems.map((p) => (
                  <li key={p} css={{ color: colors.red }}>
                    {p}
                  </li>
                ))}
              </ul>
            ) : null}
            {cart.orderLines.length ? (
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${colors.line}` }}>
                {cart.orderLines.map((line) => (
                  <CartLineItem
                    key={line.code}
                    line={line}
                    phone={phone}
                    busy={busy.has(line.code)}
                    now={now}
                    onQuantity={(l, q) => void changeQuantity(l, q)}
                    onRemove={(l) => void removeLine(l)}
                  />
                ))}
              </ul>
            ) : (
              <EmptyCart
                content={content}
                signedIn={signedIn}
                returnUrl={`${location.pathname}${location.search}`}
              />
            )}
          </section>
          <div css={{ [mq.md]: { position: 'sticky', top: 16, alignSelf: 'start' } }}>
            <OrderSummary cart={cart}>
              <PromoCodeBox
                blockedReason={promoBlockedReason(signedIn)}
                onApply={applyPromo}
                promoApplied={signedIn && promoApplied(cart)}
                onRemove={removePromo}
              />
              <CheckoutButton blockedReason={checkoutBlockedReason(signedIn, cart)} />
            </OrderSummary>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
