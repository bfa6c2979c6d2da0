// The cart side panel (spec 3 §2.3, §4.7; spec 1 §2): open or closed, 628 px wide from the md
// breakpoint up and the full width on phones; 'My Cart (N)', the lines, the total and the way on to
// the cart and checkout; the upsell (given by the caller) on top. While an add is under way
// (isAddingToCart) the panel says so and its controls wait.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { CART_PANEL_WIDTH } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { Dialog } from '@cle/ui/dialog';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, mq } from '@cle/ui/theme';
import { formatMoney } from '../../lib/money';
import { cartHeading, cartItemCount, CART_HEADING, membershipSavingsMessage } from './cart-rules';
import { amountRow } from './cart-styles';
import { CHECKOUT_PATH } from './checkout-button';
import { useCart } from './use-cart';

const ADDING_TO_CART = 'Adding to cart…';

export interface CartPanelProps {
  open: boolean;
  isAddingToCart: boolean;
  onClose(): void;
  /** where 'View cart' goes (the cartUrl site label) */
  cartPath: string;
  /** shown above the lines: the upsell when it is offered */
  children?: ReactNode;
}

export function CartPanel({ open, isAddingToCart, onClose, cartPath, children }: CartPanelProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { data: cart, error } = useCart(open && auth.isAuthenticated ? (auth.sub ?? 'signed-in') : null);
  const count = cart ? cartItemCount(cart) : null;
  const savings = cart ? membershipSavingsMessage(cart.membershipDiscountValue) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="side"
      aria-labelledby="cart-panel-heading"
      id="cart-panel"
      css={{ width: '100%', [mq.md]: { width: CART_PANEL_WIDTH } }}
    >
      <div
        data-cart-panel="open"
        aria-busy={isAddingToCart}
        css={{ display: 'grid', gap: 20, padding: 20, [mq.md]: { padding: 24 } }}
      >
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
          <h2 id="cart-panel-heading" css={{ margin: 0, fontSize: 24 }}>
            {count === null ? CART_HEADING : cartHeading(count)}
          </h2>
          <CloseButton aria-label="Close cart" onClick={onClose} css={{ padding: 8 }} />
        </div>
        {isAddingToCart ? (
          <p role="status" css={{ margin: 0, color: colors.inkSoft }}>
            {ADDING_TO_CART}
          </p>
        ) : null}
        {children}
        {error && !cart ? (
          <p role="alert" css={{ margin: 0 }}>
            Your cart could not be loaded. <Link to={cartPath}>Open the cart page</Link>
          </p>
        ) : !cart ? (
          <Skeleton rows={4} label="Loading your cart" />
        ) : (
          <>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${colors.line}` }}>
              {cart.orderLines.map((line) => (
                <li
                  key={line.code}
                  data-line-code={line.code}
                  css={{ ...amountRow, padding: '12px 0', borderBottom: `1px solid ${colors.line}` }}
                >
                  <span>
                    {line.displayName}
                    <span css={{ display: 'block', fontSize: 14, color: colors.inkSoft }}>
                      Quantity {line.quantity}
                    </span>
                  </span>
                  <span css={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(line.extendedPrice)}
                  </span>
                </li>
              ))}
            </ul>
            <p css={{ margin: 0, display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
              <span>Total</span>
              <span css={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(cart.total)}</span>
            </p>
            {savings ? <p css={{ margin: 0, color: colors.success, fontWeight: 600 }}>{savings}</p> : null}
          </>
        )}
        <div css={{ display: 'grid', gap: 12, [mq.sm]: { gridTemplateColumns: '1fr 1fr' } }}>
          <Button
            type="button"
            variant="secondary"
            disabled={isAddingToCart}
            onClick={() => {
              onClose();
              navigate(cartPath);
            }}
          >
            View cart
          </Button>
          <Button
            type="button"
            disabled={isAddingToCart || !cart || cart.orderLines.length === 0}
            onClick={() => {
              onClose();
              navigate(CHECKOUT_PATH);
            }}
          >
            Checkout
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
