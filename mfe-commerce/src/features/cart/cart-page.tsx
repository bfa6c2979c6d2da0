// The cart page (spec 3 §2.3): gate on the server flag, wait for auth, then the lines, the order
// summary, the promo-code box and the checkout button. An anonymous visitor sees the CMS empty-cart
// content with a sign-in prompt; a signed-in user's cart comes from GET /commerce/carts.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { createEmitter } from '@cle/contracts/events';
import { useNewCmsCartFlag, useSiteLabels } from '@cle/contracts/site-parts';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { ANONYMOUS_CART } from '../../lib/cart-payload';
import type { Cart } from '../../lib/cart-payload';
import { OrderSummary } from '../../lib/order-summary';
import { summaryColumnsCss } from '../../lib/styles';
import { useCart } from './api/use-cart';
import { useLineChanges, usePromoChanges } from './api/use-cart-changes';
import { headingCss, summaryColumnCss } from './cart-page.styles';
import {
  CART_HEADING,
  CART_UNAVAILABLE,
  cartHeading,
  cartItemCount,
  checkoutBlockedReason,
  contactText,
  promoApplied,
  promoBlockedReason,
} from './cart-rules';
import type { CartPageContent } from './cart-rules';
import { CartLines } from './components/cart-lines';
import { CheckoutButton } from './components/checkout-button';
import { ClassicCartRedirect } from './components/classic-cart-redirect';
import { EmptyCart } from './components/empty-cart';
import { PromoCodeBox } from './components/promo-code-box';

const emit = createEmitter('commerce');

const CART_LOAD_FAILED = 'Your cart could not be loaded';

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

function CartContent({ content, phone }: { content: CartPageContent; phone: string | null }) {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.isAuthenticated;
  const userKey = signedIn ? (auth.sub ?? auth.individualSk ?? 'signed-in') : null;
  const { data, error, mutate } = useCart(userKey);
  const cart: Cart | undefined = signedIn ? data : ANONYMOUS_CART;
  const count = cart ? cartItemCount(cart) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lines = useLineChanges(mutate, headingRef);
  const promo = usePromoChanges(mutate);
  const [now] = useState(() => new Date());

  // other parts of the page (the header's cart button) learn the count of the user's cart
  useEffect(() => {
    if (signedIn && count !== null) emit('commerce:cart-updated', { itemCount: count });
  }, [signedIn, count]);

  return (
    <PageFrame>
      <h1 ref={headingRef} tabIndex={-1} css={headingCss}>
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
          <CartLines
            cart={cart}
            phone={phone}
            busy={lines.busy}
            now={now}
            onQuantity={(l, q) => void lines.changeQuantity(l, q)}
            onRemove={(l) => void lines.removeLine(l)}
            empty={
              <EmptyCart
                content={content}
                signedIn={signedIn}
                returnUrl={`${location.pathname}${location.search}`}
              />
            }
          />
          <div css={summaryColumnCss}>
            <OrderSummary cart={cart}>
              <PromoCodeBox
                blockedReason={promoBlockedReason(signedIn)}
                onApply={promo.applyPromo}
                promoApplied={signedIn && promoApplied(cart)}
                onRemove={promo.removePromo}
              />
              <CheckoutButton blockedReason={checkoutBlockedReason(signedIn, cart)} />
            </OrderSummary>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
